import { assertEvent, assign, setup } from 'xstate';
import { cartMessages, isSubmittedReply, quoteMessages, type CartLine, type CartRider, type DataOf, type Tier } from '../../contract/index.ts';
import { RECEIPT_PATH, sharedActions, type ScreenshotRequest } from '../shared/effects.ts';
import { endpointActor, notProvidedActor } from '../shared/not-provided.ts';
import { failureMessage } from '../shared/results.ts';
import { maySendPersonalizedQuote } from './cart-rules.ts';
import { effectiveDateErrorOf, type QuoteAccess } from './cart-values.ts';
import { quoteEmailMachine } from './quote-email.machine.ts';

export interface CartInput {
  /** The stored tempId: without one there is no cart. */
  tempId: string | null;
  quoteAccess: QuoteAccess;
}

/** The selected group, member and portal the cart shows (spec 1 §2 Cart page); null where the enrollment has none. */
export interface CartSelection {
  group: string | null;
  member: string | null;
  portal: string | null;
}

export interface CartContext {
  tempId: string | null;
  quoteAccess: QuoteAccess;
  /** The cart offers Send Personalized Quote (a permission, spec 1 §6): shown whatever the cart is doing. */
  offersQuote: boolean;
  lines: CartLine[];
  initialMonthCost: number;
  recurringMonthCost: number;
  effectiveDates: string[];
  /** The chosen effective date; '' until dates are offered. */
  effectiveDate: string;
  effectiveDateError: string | null;
  hasPremierPlan: boolean;
  tier: Tier | null;
  selection: CartSelection;
  /** The line whose removal waits for Yes. */
  pendingRemoval: CartLine | null;
  /** The plan-detail modal's content. */
  planDetail: DataOf<'getPlanDetail'> | null;
  /** Additional riders offered for the cart's plans (not in the cart yet). */
  riders: CartRider[];
  /** The rider being added. */
  pendingRider: CartRider | null;
  /** Why the last rider could not be added (the server's message), shown at the riders. */
  riderError: string | null;
}

export type CartEvent =
  | { type: 'user.selectDate'; date: string }
  | { type: 'user.askRemove'; planId: number }
  | { type: 'user.confirmRemove' }
  | { type: 'user.cancelRemove' }
  | { type: 'user.viewPlan'; planId: number }
  | { type: 'user.closePlan' }
  | { type: 'user.proceed' }
  | { type: 'user.backToCart' }
  | { type: 'user.proceedToEnrollment' }
  | { type: 'user.openQuote' }
  | { type: 'user.closeQuote' }
  | { type: 'user.addRider'; planId: number; planPricingId: number };

/** Where Proceed to Enrollment goes (a later issue builds the wizard there). */
export const ENROLLMENT_START = '/enrollment/personal-info';

/** Shown at the riders when adding one fails without a message from the server. */
export const ADD_RIDER_FAILED = 'The rider could not be added. Please try again.';

const isRider = (planId: number, planPricingId: number) => (rider: CartRider) => rider.plan_id === planId && rider.plan_pricing_id === planPricingId;

const enrollmentOf = (context: CartContext) => ({ enrollment_id: context.tempId ?? '' });

/**
 * The cart page (spec 1 §2 Cart page, §4 Cart, §5, §6): lines, Order Info with the effective date,
 * removal behind a confirmation, the plan-detail modal, checkout (the confirmation modal, then on
 * its Proceed the checkout call and a best-effort screenshot) and Send Personalized Quote as a child machine.
 */
export const cartMachine = setup({
  types: {
    input: {} as CartInput,
    context: {} as CartContext,
    events: {} as CartEvent,
    children: {} as {
      loadCart: 'loadCart';
      loadEffectiveDates: 'loadEffectiveDates';
      checkPremier: 'checkPremier';
      loadTier: 'loadTier';
      loadSelection: 'loadSelection';
      removeLine: 'removeLine';
      addRider: 'addRider';
      loadPlanDetail: 'loadPlanDetail';
      checkout: 'checkout';
      saveScreenshot: 'saveScreenshot';
      quote: 'quote';
    },
  },
  actors: {
    loadCart: endpointActor('getPlanCart', 'loadCart'),
    loadEffectiveDates: endpointActor('getCartEffectiveDates', 'loadEffectiveDates'),
    checkPremier: endpointActor('getMoreRequirement', 'checkPremier'),
    loadTier: endpointActor('getEnrollmentTempInfo', 'loadTier'),
    loadSelection: endpointActor('getGroupAgentMemberInfo', 'loadSelection'),
    removeLine: endpointActor('removePlanFromCart', 'removeLine'),
    addRider: endpointActor('addPlanToCart', 'addRider'),
    loadPlanDetail: endpointActor('getPlanDetail', 'loadPlanDetail'),
    checkout: endpointActor('cartCheckout', 'checkout'),
    /** Keeps a picture of the cart as it shows now; the app draws it (html2canvas-pro) and sends it with save-screenshot after moving on. */
    saveScreenshot: notProvidedActor<void, ScreenshotRequest>('saveScreenshot'),
    quote: quoteEmailMachine,
  },
  guards: {
    hasTempId: ({ context }) => context.tempId !== null,
    /** A submitted enrollment is closed: its receipt opens instead of its cart. */
    isSubmitted: (_, reply: DataOf<'getPlanCart'>) => isSubmittedReply(reply),
    hasNoLines: ({ context }) => context.lines.length === 0,
    isRemovableLine: ({ context, event }) => {
      assertEvent(event, 'user.askRemove');
      return context.lines.some((line) => line.plan_id === event.planId && line.removable === 1);
    },
    isOfferedRider: ({ context, event }) => {
      assertEvent(event, 'user.addRider');
      return context.riders.some(isRider(event.planId, event.planPricingId));
    },
    isOfferedDate: ({ context, event }) => {
      assertEvent(event, 'user.selectDate');
      return context.effectiveDates.includes(event.date);
    },
    hasEffectiveDate: ({ context }) => context.effectiveDate !== '',
    maySendQuote: ({ context }) => context.offersQuote,
    isEffectiveDateError: (_, { error }: { error: unknown }) => effectiveDateErrorOf(error) !== undefined,
  },
  actions: {
    ...sharedActions,
    showCart: assign((_, cart: DataOf<'getPlanCart'>) => ({
      lines: cart.result,
      initialMonthCost: cart.initial_month_cost,
      recurringMonthCost: cart.recurring_month_cost,
      riders: cart.riders,
    })),
    // keep the chosen date while it is still offered
    offerDates: assign(({ context }, { dates }: { dates: string[] }) => ({
      effectiveDates: dates,
      effectiveDate: dates.includes(context.effectiveDate) ? context.effectiveDate : (dates[0] ?? ''),
    })),
    showPremier: assign((_, { hasPremierPlan }: { hasPremierPlan: boolean }) => ({ hasPremierPlan })),
    showTier: assign((_, { tier }: { tier: Tier }) => ({ tier })),
    showSelection: assign((_, { result }: DataOf<'getGroupAgentMemberInfo'>) => ({
      selection: {
        group: result.group_info?.name ?? null,
        member: result.user_info ? `${result.user_info.first_name} ${result.user_info.last_name}` : null,
        portal: result.platforms[0]?.platform_name ?? null,
      },
    })),
    selectDate: assign(({ event }) => {
      assertEvent(event, 'user.selectDate');
      return { effectiveDate: event.date, effectiveDateError: null };
    }),
    rememberRemoval: assign(({ context, event }) => {
      assertEvent(event, 'user.askRemove');
      return { pendingRemoval: context.lines.find((line) => line.plan_id === event.planId) ?? null };
    }),
    forgetRemoval: assign({ pendingRemoval: null }),
    rememberRider: assign(({ context, event }) => {
      assertEvent(event, 'user.addRider');
      return { pendingRider: context.riders.find(isRider(event.planId, event.planPricingId)) ?? null, riderError: null };
    }),
    forgetRider: assign({ pendingRider: null }),
    showRiderError: assign((_, { error }: { error: unknown }) => ({ pendingRider: null, riderError: failureMessage(error, ADD_RIDER_FAILED) })),
    showPlanDetail: assign((_, planDetail: DataOf<'getPlanDetail'>) => ({ planDetail })),
    closePlanDetail: assign({ planDetail: null }),
    requireEffectiveDate: assign({ effectiveDateError: quoteMessages.required }),
    showEffectiveDateError: assign((_, { error }: { error: unknown }) => ({ effectiveDateError: effectiveDateErrorOf(error) ?? null })),
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => ({
    tempId: input.tempId,
    quoteAccess: input.quoteAccess,
    offersQuote: maySendPersonalizedQuote(input.quoteAccess),
    lines: [],
    initialMonthCost: 0,
    recurringMonthCost: 0,
    effectiveDates: [],
    effectiveDate: '',
    effectiveDateError: null,
    hasPremierPlan: false,
    tier: null,
    selection: { group: null, member: null, portal: null },
    pendingRemoval: null,
    planDetail: null,
    riders: [],
    pendingRider: null,
    riderError: null,
  }),
  initial: 'choosingCart',
  states: {
    choosingCart: {
      // without a quote there is no cart to read
      always: [{ guard: 'hasTempId', target: 'loading' }, { target: 'empty' }],
    },
    loading: {
      type: 'parallel',
      tags: ['loading'],
      states: {
        // the four reads run side by side; a failed one is only logged (spec 1 §8) and leaves its default
        cart: {
          initial: 'fetching',
          states: {
            fetching: {
              invoke: {
                id: 'loadCart',
                src: 'loadCart',
                input: ({ context }) => enrollmentOf(context),
                onDone: [
                  { guard: { type: 'isSubmitted', params: ({ event }) => event.output }, target: '#cart.closed', actions: { type: 'navigate', params: { to: RECEIPT_PATH } } },
                  { target: 'settled', actions: { type: 'showCart', params: ({ event }) => event.output } },
                ],
                onError: { target: 'settled', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            settled: { type: 'final' },
          },
        },
        effectiveDates: {
          initial: 'fetching',
          states: {
            fetching: {
              invoke: {
                id: 'loadEffectiveDates',
                src: 'loadEffectiveDates',
                input: ({ context }) => enrollmentOf(context),
                onDone: { target: 'settled', actions: { type: 'offerDates', params: ({ event }) => ({ dates: event.output.result }) } },
                onError: { target: 'settled', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            settled: { type: 'final' },
          },
        },
        premier: {
          initial: 'fetching',
          states: {
            fetching: {
              invoke: {
                id: 'checkPremier',
                src: 'checkPremier',
                input: ({ context }) => enrollmentOf(context),
                onDone: { target: 'settled', actions: { type: 'showPremier', params: ({ event }) => ({ hasPremierPlan: event.output.has_premier_plan }) } },
                onError: { target: 'settled', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            settled: { type: 'final' },
          },
        },
        tier: {
          initial: 'fetching',
          states: {
            fetching: {
              invoke: {
                id: 'loadTier',
                src: 'loadTier',
                input: ({ context }) => ({ ...enrollmentOf(context), column: 'filter_info' }),
                onDone: { target: 'naming', actions: { type: 'showTier', params: ({ event }) => ({ tier: event.output.result.tier }) } },
                onError: { target: 'naming', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            // then whom the quote is for: the selected group, member and portal (get-group-agent-member-info)
            naming: {
              invoke: {
                id: 'loadSelection',
                src: 'loadSelection',
                input: ({ context }) => enrollmentOf(context),
                onDone: { target: 'settled', actions: { type: 'showSelection', params: ({ event }) => event.output } },
                onError: { target: 'settled', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            settled: { type: 'final' },
          },
        },
      },
      onDone: { target: 'counting' },
    },
    counting: {
      always: [{ guard: 'hasNoLines', target: 'empty' }, { target: 'ready' }],
    },
    empty: {
      meta: { title: 'Empty cart', message: cartMessages.empty },
    },
    ready: {
      initial: 'idle',
      meta: { title: 'Cart lines and Order Info' },
      states: {
        idle: {
          on: {
            'user.selectDate': { guard: 'isOfferedDate', actions: 'selectDate' },
            'user.askRemove': { guard: 'isRemovableLine', target: 'confirmingRemoval', actions: 'rememberRemoval' },
            'user.viewPlan': { target: 'loadingPlan' },
            'user.proceed': [{ guard: 'hasEffectiveDate', target: 'confirming' }, { actions: 'requireEffectiveDate' }],
            'user.openQuote': { guard: 'maySendQuote', target: 'composingQuote' },
            'user.addRider': { guard: 'isOfferedRider', target: 'addingRider', actions: 'rememberRider' },
          },
        },
        // an additional rider (spec 1 §2): add-plan-to-cart, then the cart reloads like after a removal
        addingRider: {
          tags: ['addingRider'],
          meta: { title: 'Adding a rider', shows: 'the server message at Additional Riders when it fails' },
          invoke: {
            id: 'addRider',
            src: 'addRider',
            // entered only from idle, which found the rider
            input: ({ context }) => ({ ...enrollmentOf(context), plan_id: context.pendingRider!.plan_id, plan_pricing_id: context.pendingRider!.plan_pricing_id }),
            onDone: { target: '#cart.loading', actions: ['forgetRider', 'refreshMenuAndCart'] },
            // the server's message shows at the riders; the cart stays
            onError: { target: 'idle', actions: { type: 'showRiderError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        confirmingRemoval: {
          meta: { title: 'Remove confirmation', message: cartMessages.removeQuestion },
          on: {
            'user.confirmRemove': { target: '#cart.removing' },
            'user.cancelRemove': { target: 'idle', actions: 'forgetRemoval' },
          },
        },
        loadingPlan: {
          tags: ['planDetail'],
          invoke: {
            id: 'loadPlanDetail',
            src: 'loadPlanDetail',
            input: ({ event }) => {
              assertEvent(event, 'user.viewPlan');
              return { planId: event.planId };
            },
            onDone: { target: 'viewingPlan', actions: { type: 'showPlanDetail', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
          },
          on: { 'user.closePlan': { target: 'idle' } },
        },
        viewingPlan: {
          tags: ['planDetail'],
          meta: { title: 'Plan detail modal' },
          on: { 'user.closePlan': { target: 'idle', actions: 'closePlanDetail' } },
        },
        composingQuote: {
          meta: { title: 'Send Personalized Quote' },
          invoke: {
            id: 'quote',
            src: 'quote',
            input: ({ context }) => ({ tempId: context.tempId ?? '', effectiveDate: context.effectiveDate }),
          },
          on: { 'user.closeQuote': { target: 'idle' } },
        },
        // spec 1 §4: the confirmation first; the checkout call and the screenshot only after its Proceed
        confirming: {
          initial: 'asking',
          meta: { title: 'Cart confirmation', shows: 'Your plans will be effective as of {date}' },
          states: {
            asking: {
              on: {
                // nothing is posted: the cart stays as it was
                'user.backToCart': { target: '#cart.ready.idle' },
                'user.proceedToEnrollment': { target: 'checkingOut' },
              },
            },
            checkingOut: {
              tags: ['checkingOut'],
              invoke: {
                id: 'checkout',
                src: 'checkout',
                input: ({ context }) => ({ ...enrollmentOf(context), effective_date: context.effectiveDate }),
                onDone: { target: 'savingScreenshot' },
                // a refusal closes the confirmation: the date's message shows in Order Info
                onError: [
                  {
                    guard: { type: 'isEffectiveDateError', params: ({ event }) => ({ error: event.error }) },
                    target: '#cart.ready.idle',
                    actions: { type: 'showEffectiveDateError', params: ({ event }) => ({ error: event.error }) },
                  },
                  { target: '#cart.ready.idle', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
                ],
              },
            },
            // the screenshot is best effort: a failure is logged and checkout carries on
            savingScreenshot: {
              tags: ['checkingOut'],
              invoke: {
                id: 'saveScreenshot',
                src: 'saveScreenshot',
                input: ({ context }) => ({ ...enrollmentOf(context), name: 'cart_info' }),
                // on to enrollment, marked new_enrollment (spec 1 §2 Cart page)
                onDone: {
                  target: '#cart.enrolling',
                  actions: [
                    { type: 'storeValues', params: { new_enrollment: 'true' } },
                    { type: 'navigate', params: { to: ENROLLMENT_START } },
                  ],
                },
                onError: {
                  target: '#cart.enrolling',
                  actions: [
                    { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
                    { type: 'storeValues', params: { new_enrollment: 'true' } },
                    { type: 'navigate', params: { to: ENROLLMENT_START } },
                  ],
                },
              },
            },
          },
        },
      },
    },
    removing: {
      tags: ['loading'],
      invoke: {
        id: 'removeLine',
        src: 'removeLine',
        // entered only from confirmingRemoval, which holds the line
        input: ({ context }) => ({ ...enrollmentOf(context), plan_id: context.pendingRemoval!.plan_id, plan_pricing_id: context.pendingRemoval!.plan_pricing_id }),
        // then the cart, effective dates and premier check reload (spec 1 §4), and the badge
        onDone: { target: 'loading', actions: ['forgetRemoval', 'refreshMenuAndCart'] },
        onError: { target: 'ready', actions: ['forgetRemoval', { type: 'logFailure', params: ({ event }) => ({ error: event.error }) }] },
      },
    },
    enrolling: {
      type: 'final',
      meta: { title: 'Off to enrollment' },
    },
    // the spinner stays until the receipt shows
    closed: {
      type: 'final',
      tags: ['loading'],
      meta: { title: 'Submitted', shows: 'nothing of the cart: the enrollment was submitted, its receipt opens, read-only' },
    },
  },
});
