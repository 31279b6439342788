import type { AnyRouter } from '@tanstack/react-router';
import { eprocessSchema } from '../../contract/index.ts';
import { cartMachine, type CartInput } from '../../machines/cart/cart.machine.ts';
import { quoteEmailMachine } from '../../machines/cart/quote-email.machine.ts';
import { storageActions, type StoredValues } from '../../machines/shared/storage.ts';
import { apiActor } from './api-actors.ts';
import { cachedApiActor } from './cached-api-actor.ts';
import { localStorageAdapter } from './local-storage.ts';
import { navigationActions } from './navigation.ts';
import { refreshMenuAndCart } from './quote.ts';
import { screenshotActor } from './screenshot.ts';
import { storedAs } from './session-scope.ts';

/** The element the checkout screenshot renders: the cart's lines and Order Info. */
export const CART_CAPTURE_ID = 'cart-capture';

/**
 * The cart page's effects. Cart, dates and premier check are read fresh (a removal changes them);
 * the quote's tier and plan descriptions come through TanStack Query's cache.
 */
export const provideCart = (router: AnyRouter) =>
  cartMachine.provide({
    actors: {
      loadCart: apiActor('getPlanCart'),
      loadEffectiveDates: apiActor('getCartEffectiveDates'),
      checkPremier: apiActor('getMoreRequirement'),
      loadTier: cachedApiActor('getEnrollmentTempInfo'),
      loadSelection: apiActor('getGroupAgentMemberInfo'),
      removeLine: apiActor('removePlanFromCart'),
      addRider: apiActor('addPlanToCart'),
      loadPlanDetail: cachedApiActor('getPlanDetail'),
      checkout: apiActor('cartCheckout'),
      saveScreenshot: screenshotActor(CART_CAPTURE_ID),
      quote: quoteEmailMachine.provide({
        actors: { loadPreview: apiActor('getQuotePreviewContent'), sendQuote: apiActor('saveEnrollment') },
      }),
    },
    actions: {
      ...storageActions(localStorageAdapter),
      ...navigationActions(router),
      refreshMenuAndCart,
      logFailure: (_args: unknown, { error }: { error: unknown }) => console.error(error),
    },
  });

/** The cart machine's input: the stored quote and who is shopping where (the page's and the server render's alike). */
export const cartInput = (stored: StoredValues, host: string, mainHost: string): CartInput => ({
  tempId: stored.tempId ?? null,
  quoteAccess: { eprocess: storedAs(eprocessSchema, stored.eprocess) ?? null, host, mainHost, showQuotation: stored['show-quotation'] ?? null },
});
