import { fromPromise } from 'xstate';
import { cartMachine, type CartContext, type CartInput } from '../../machines/cart/cart.machine.ts';
import { quoteEmailMachine } from '../../machines/cart/quote-email.machine.ts';
import { actorResults, apiFailure, cartFixtures as f, type MachineModel } from '../lib/index.ts';

const groupOnAcme = { eprocess: 'group', host: 'acme.localhost', mainHost: 'localhost', showQuotation: 'true' } as const;
export const cartInput = (tempId: CartInput['tempId'], host: string = groupOnAcme.host): CartInput => ({ tempId, quoteAccess: { ...groupOnAcme, host } });

const failure = apiFailure('Server error', [], 500);
export const riderRefusal = apiFailure('This rider needs its plan in the cart', [], 422);
export const effectiveDateRefusal = apiFailure('Please choose one of the effective dates offered', [
  { target_element: 'effective_date', error_message: 'Please choose one of the effective dates offered' },
]);

/**
 * The cart page explored as a group on Acme (Send Personalized Quote offered), on the main host
 * (not offered) and without a quote (no cart at all); a submitted enrollment's cart opens its receipt.
 */
export const cartModel: MachineModel = {
  id: cartMachine.id,
  machine: cartMachine,
  scenarios: [
    { name: 'group on acme.localhost', input: cartInput('TECART02') },
    { name: 'main host', input: cartInput('TECART01', 'localhost') },
    { name: 'no quote', input: cartInput(null) },
  ],
  events: {
    // the cart with an offered rider is the one the walk adds it to
    ...actorResults('loadCart', { answers: [f.cartWithRider, f.cart, f.emptyCart, f.submittedCart], errors: [failure] }),
    ...actorResults('loadEffectiveDates', { answers: [f.dates, f.noDates], errors: [failure] }),
    ...actorResults('checkPremier', { answers: [f.premier], errors: [failure] }),
    ...actorResults('loadTier', { answers: [f.filterIC], errors: [failure] }),
    ...actorResults('loadSelection', { answers: [f.selection], errors: [failure] }),
    ...actorResults('removeLine', { answers: [f.removed], errors: [failure] }),
    ...actorResults('addRider', { answers: [f.riderAdded], errors: [riderRefusal] }),
    ...actorResults('loadPlanDetail', { answers: [f.planDetail], errors: [failure] }),
    ...actorResults('checkout', { answers: [f.checkedOut], errors: [effectiveDateRefusal, failure] }),
    ...actorResults('saveScreenshot', { answers: [undefined], errors: [failure] }),
    // raised by the machine itself once the four reads settle, never sent from outside
    'xstate.done.state.cart.loading': [],
    'user.selectDate': [
      { type: 'user.selectDate', date: '12/15/2026' },
      { type: 'user.selectDate', date: '02/30/2027' },
    ],
    'user.askRemove': [
      { type: 'user.askRemove', planId: f.lines.premier.plan_id },
      { type: 'user.askRemove', planId: f.lines.membership.plan_id },
    ],
    'user.confirmRemove': [{ type: 'user.confirmRemove' }],
    'user.cancelRemove': [{ type: 'user.cancelRemove' }],
    'user.viewPlan': [{ type: 'user.viewPlan', planId: f.lines.dental.plan_id }],
    'user.closePlan': [{ type: 'user.closePlan' }],
    'user.proceed': [{ type: 'user.proceed' }],
    'user.backToCart': [{ type: 'user.backToCart' }],
    'user.proceedToEnrollment': [{ type: 'user.proceedToEnrollment' }],
    'user.openQuote': [{ type: 'user.openQuote' }],
    'user.closeQuote': [{ type: 'user.closeQuote' }],
    'user.addRider': [
      { type: 'user.addRider', planId: f.riders.ortho.plan_id, planPricingId: f.riders.ortho.plan_pricing_id },
      { type: 'user.addRider', planId: f.riders.ortho.plan_id, planPricingId: 9999 },
    ],
  },
  // lines decide hasNoLines and isRemovableLine; dates and the chosen one isOfferedDate and hasEffectiveDate;
  // riders isOfferedRider, and the rider error is what the riders section shows
  relevantContext: ({ lines, effectiveDates, effectiveDate, riders, riderError }: CartContext) => [
    lines.length,
    effectiveDates.length,
    effectiveDate,
    riders.length,
    riderError,
  ],
  requests: {
    loadCart: 'getPlanCart',
    loadEffectiveDates: 'getCartEffectiveDates',
    checkPremier: 'getMoreRequirement',
    loadTier: 'getEnrollmentTempInfo',
    loadSelection: 'getGroupAgentMemberInfo',
    removeLine: 'removePlanFromCart',
    addRider: 'addPlanToCart',
    loadPlanDetail: 'getPlanDetail',
    checkout: 'cartCheckout',
  },
  actors: {
    // the quote modal is the real form machine; the cart only opens and closes it
    quote: quoteEmailMachine.provide({
      actors: { loadPreview: fromPromise(async () => f.preview), sendQuote: fromPromise(async () => f.quoteSent) },
    }),
  },
};
