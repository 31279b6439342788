import type { AnyActorRef } from 'xstate';
import type { StorageAdapter, StoredValues } from '../../machines/shared/storage.ts';
import { classifyStartRoute, type AppRouteName } from '../../machines/session/start-route.ts';
import type { AppRouter } from '../routes/tree.tsx';
import { settledCart } from './cart-render.ts';
import { settledPlanDetail } from './plan-detail-render.ts';
import { settledWizardStep } from './step-render.ts';

/** What a page's machines are run with on the server: the request's router (loaded), the render's storage and signal. */
export interface PageToSettleWith {
  router: AppRouter;
  /** The render's storage after start-up's decision (request-storage.ts): the browser replays its writes. */
  storage: StorageAdapter;
  /** The stored values the page starts from (`useStartingStored` on the server). */
  stored: StoredValues;
  /** The request's host and the association's main host (`usePageHost`, `usePageMainHost` on the server). */
  host: string;
  mainHost: string;
  signal: AbortSignal;
}

/**
 * A page's machines settled (settled-actor.ts), by the keys its components pass to `usePageActor`;
 * null when the page cannot be rendered as the browser would show it (a redirect its machine
 * takes): then start-up's shell is rendered.
 */
export type PageToSettle = (page: PageToSettleWith) => Promise<Record<string, AnyActorRef> | null>;

/** The pages rendered whole once their machines are settled, by their route after any landing prefix. */
const pagesToSettle = { plan: settledPlanDetail, cart: settledCart, enrollment: settledWizardStep } satisfies Partial<Record<AppRouteName, PageToSettle>>;

export type PageWithMachines = keyof typeof pagesToSettle;

/**
 * Whether the server renders this page whole with its machines run first: plan detail, the cart
 * and a wizard step on any host, with or without a landing prefix (the session the cookies mirror
 * is decided first, src/adapters/server-session.ts).
 */
export const pageWithMachinesAt = (pathname: string, search: string): PageWithMachines | null => {
  const start = classifyStartRoute(pathname, search);
  if (start.kind !== 'plain' && start.kind !== 'landing') return null;
  return start.route in pagesToSettle ? (start.route as PageWithMachines) : null;
};

/** The page's machines settled for its render, or null when it cannot be rendered whole. */
export const settledPageMachines = (page: PageWithMachines, settleWith: PageToSettleWith) => pagesToSettle[page](settleWith);
