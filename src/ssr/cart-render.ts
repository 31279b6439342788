import { storageActions } from '../../machines/shared/storage.ts';
import { apiActor } from '../adapters/api-actors.ts';
import { cartInput, provideCart } from '../adapters/cart.ts';
import type { PageToSettle } from './page-machines.ts';
import { settledCartStrip } from './recommend-render.ts';
import { settledActor } from './settled-actor.ts';

/**
 * The cart's machine run on the server to what the page shows first (src/ssr/page-machines.ts):
 * the visitor's lines, Order Info with its dates, the tier and the selection, or 'No items in
 * cart.'. Its reads are the request's (the API answers a cart only to the session bound to its
 * enrollment), none through the browser's cache. On a rep's or group's host the offer of Send
 * Personalized Quote reads the stored show-quotation flag, which the cookies mirror. Null when the
 * enrollment is submitted: the browser opens its receipt.
 */
export const settledCart: PageToSettle = async ({ router, storage, stored, host, mainHost, signal }) => {
  const machine = provideCart(router).provide({
    actors: { loadTier: apiActor('getEnrollmentTempInfo') },
    actions: storageActions(storage),
  });
  const cart = await settledActor(machine, cartInput(stored, host, mainHost), signal);
  const shown = cart.getSnapshot() as { status: string; matches: (state: unknown) => boolean };
  if (shown.status !== 'active' || shown.matches('closed')) {
    cart.stop();
    return null;
  }
  return { cart, ...(await settledCartStrip(cart, stored, signal)) };
};
