import { assertEvent, assign, setup } from 'xstate';
import {
  needsIncomeAbove100k,
  quoteMessages,
  roleHomeMessages,
  tierSchema,
  type PricedCard,
  type PricingErrorCode,
  type PricingReply,
  type Platform,
} from '../../contract/index.ts';
import { sharedActions } from '../shared/effects.ts';
import { chosenGroup, portalValues, repGroupValues, type AgentGroup } from '../shared/enroller-choices.ts';
import { endpointActors } from '../shared/not-provided.ts';
import { draftOf, filterSummaryOf, type FilterSummary } from '../shared/quote/filter-summary.ts';
import { quoteMachine } from '../shared/quote/quote.machine.ts';
import type { FilterScope } from '../shared/quote/quote-values.ts';
import { failureMessage } from '../shared/results.ts';
import type { StoredValues } from '../shared/storage.ts';
import { aflacQuestionsMachine } from './aflac-questions.machine.ts';
import { planQuestionsMachine } from './plan-questions.machine.ts';
import { hasErrorCode, pairedAddRequest, planVisitorOf, refusalOf, type PlanVisitor } from './plan-detail-values.ts';

export interface PlanDetailInput {
  planId: number;
  /** The route's plan name, kept for the changePid redirect's path. */
  planName: string;
  stored: StoredValues;
  /** Who a new filter is for (eprocess, agent, group, portal, type, open type). */
  scope: FilterScope;
}

export interface PlanDetailContext {
  planId: number;
  planName: string;
  visitor: PlanVisitor;
  scope: FilterScope;
  tempId: string | null;
  platforms: Platform[];
  groups: AgentGroup[];
  summary: FilterSummary | null;
  /** The filter's annual income as saved (the above-100k income check reads it). */
  annualIncome: string | null;
  pricing: PricingReply | null;
  /** The enrollment already answered this plan's questions: the cards offer Enroll Now. */
  answered: boolean;
  /** The card whose Add to Cart is under way. */
  card: PricedCard | null;
  /** A popup's or notice's message: a choice missing, a refusal, a server failure. */
  error: string | null;
  /** What the questions panel said when it saved. */
  success: string | null;
  /** The add-to-cart refusal's target (blackout, already_active), if the last add was refused. */
  refusal: string | null;
  /** Whether the paired add sends the membership too. */
  withMembership: boolean;
  /** Where the tobacco answer being saved was given: the popup stays open while it saves from there. */
  tobaccoAskedIn: 'notice' | 'popup';
}

export type PlanDetailEvent =
  | { type: 'user.submitPortal'; portalId: string }
  | { type: 'user.submitGroup'; groupId: string }
  | { type: 'user.back' }
  | { type: 'user.submitTier'; tier: string }
  | { type: 'user.editFilter' }
  | { type: 'user.cancelEdit' }
  | { type: 'user.newQuote' }
  | { type: 'user.openIncome' }
  | { type: 'user.submitIncome'; annualIncome: string; workingHours: string }
  | { type: 'user.openTobacco' }
  | { type: 'user.submitTobacco'; isSmoker: string }
  | { type: 'user.openPortal' }
  | { type: 'user.closePopup' }
  | { type: 'user.getQuote' }
  | { type: 'user.addToCart'; planPricingId: number }
  | { type: 'user.chooseMembership' }
  | { type: 'user.cancel' };

export const planDetailCalls = [
  'getEnrollmentPlatforms',
  'getAgentGroups',
  'addFilterForMember',
  'getEnrollmentTempInfo',
  'getPlanPricingDetail',
  'getPlanPricingDetailElevate',
  'changeFilterInfo',
  'updateFilterPortal',
  'checkAlreadyAnswered',
  'checkAlreadyInCart',
  'checkPrudentialPlan',
  'checkPrudentialPlanHash',
  'checkPrudentialCart',
  'checkDisabilityPlan',
  'addPlanToCart',
  'addPlanToCartPrudentials',
] as const;

const positiveNumber = (text: string) => Number.isFinite(Number(text)) && Number(text) > 0 && text.trim() !== '';
/**
 * The plan detail page (spec 2 §2, §4, §8; spec 1 §2 Plan detail entry). Beside the description
 * and the suggested plans, one region decides what the visitor can do: without a quote, a rep
 * chooses a portal then a group, an existing member a tier, anyone else the filter; with one, the
 * pricing answer either prices the plan or names the errorCode whose notice and fix show. A priced
 * plan opens its prudential-type questions first, then Add to Cart runs the cart checks and the
 * membership gate.
 */
export const planDetailMachine = setup({
  types: {
    input: {} as PlanDetailInput,
    context: {} as PlanDetailContext,
    events: {} as PlanDetailEvent,
    children: {} as {
      getEnrollmentPlatforms: 'getEnrollmentPlatforms';
      getAgentGroups: 'getAgentGroups';
      addFilterForMember: 'addFilterForMember';
      getEnrollmentTempInfo: 'getEnrollmentTempInfo';
      getPlanPricingDetail: 'getPlanPricingDetail';
      getPlanPricingDetailElevate: 'getPlanPricingDetailElevate';
      changeFilterInfo: 'changeFilterInfo';
      updateFilterPortal: 'updateFilterPortal';
      checkAlreadyAnswered: 'checkAlreadyAnswered';
      checkAlreadyInCart: 'checkAlreadyInCart';
      checkPrudentialPlan: 'checkPrudentialPlan';
      checkPrudentialPlanHash: 'checkPrudentialPlanHash';
      checkPrudentialCart: 'checkPrudentialCart';
      checkDisabilityPlan: 'checkDisabilityPlan';
      addPlanToCart: 'addPlanToCart';
      addPlanToCartPrudentials: 'addPlanToCartPrudentials';
      quote: 'quote';
      questions: 'planQuestions';
      aflac: 'aflacQuestions';
    },
  },
  actors: {
    ...endpointActors(planDetailCalls),
    quote: quoteMachine,
    planQuestions: planQuestionsMachine,
    aflacQuestions: aflacQuestionsMachine,
  },
  guards: {
    hasTempId: ({ context }) => context.tempId !== null,
    isRep: ({ context }) => context.visitor.isRep,
    isExistingMember: ({ context }) => context.visitor.existingMemberId !== null,
    /** A visit from the partner site elevate (fromSite stored, spec 1 §4) reads the elevate pricing. */
    isFromPartnerSite: ({ context }) => context.visitor.fromPartnerSite,
    canChoosePortal: ({ context }) => context.scope.agent_id !== undefined || context.scope.group_id !== undefined,
    portalIsChosen: ({ context, event }) => {
      assertEvent(event, 'user.submitPortal');
      return context.platforms.some((platform) => String(platform.platform_group_id) === event.portalId);
    },
    groupIsChosen: ({ context, event }) => {
      assertEvent(event, 'user.submitGroup');
      return context.groups.some((group) => String(group.gid) === event.groupId);
    },
    tierIsChosen: ({ event }) => {
      assertEvent(event, 'user.submitTier');
      return tierSchema.safeParse(event.tier).success;
    },
    incomeIsGiven: ({ event }) => {
      assertEvent(event, 'user.submitIncome');
      return positiveNumber(event.annualIncome) && positiveNumber(event.workingHours);
    },
    tobaccoIsChosen: ({ event }) => {
      assertEvent(event, 'user.submitTobacco');
      return event.isSmoker === '0' || event.isSmoker === '1';
    },
    tobaccoAskedInNotice: ({ context }) => context.tobaccoAskedIn === 'notice',
    /** The filter as priced says whether the visitor uses tobacco: the answer can be changed. */
    filterHasTobaccoAnswer: ({ context }) => context.summary?.is_smoker === '0' || context.summary?.is_smoker === '1',
    hasErrorCode: ({ context }, { code }: { code: PricingErrorCode }) => context.pricing !== null && hasErrorCode(context.pricing, code),
    /** Spec 2 §9: the prudential-type plan's card above $100,000 while the filter's income is not above it. */
    needsIncomeAbove100k: ({ context, event }) => {
      assertEvent(event, 'user.addToCart');
      const card = context.pricing?.plans.find((offered) => offered.plan_pricing_id === event.planPricingId);
      return card !== undefined && needsIncomeAbove100k(context.pricing!.is_prudential, card, context.annualIncome);
    },
    /** The plan's enrollment is closed for a blackout: its pricing says so before Add to Cart. */
    isInBlackout: ({ context }) => context.pricing?.blackout != null,
    isCardOffered: ({ context, event }) => {
      assertEvent(event, 'user.addToCart');
      return context.pricing?.plans.some((card) => card.plan_pricing_id === event.planPricingId) ?? false;
    },
    isStatusTrue: (_, { status }: { status: boolean }) => status,
    /** The prudential-type plan is in the cart already: check-prudential-plan/{hash} says whether at the chosen card. */
    isInCartAsPrudential: ({ context }, { status }: { status: boolean }) => status && context.pricing?.is_prudential === true,
    /** A prudential-type plan for an existing member, who holds the membership already. */
    isStatusTrueForMember: ({ context }, { status }: { status: boolean }) => status && context.visitor.existingMemberId !== null,
    isRefusedAs: ({ context }, { target }: { target: string }) => context.refusal === target,
  },
  actions: {
    ...sharedActions,
    rememberPlatforms: assign((_, { platforms }: { platforms: Platform[] }) => ({ platforms })),
    rememberGroups: assign((_, { groups }: { groups: AgentGroup[] }) => ({ groups })),
    choosePortal: assign(({ context, event }) => {
      assertEvent(event, 'user.submitPortal');
      return { scope: { ...context.scope, platform_group_id: Number(event.portalId) } };
    },
    ),
    chooseGroup: assign(({ context, event }) => {
      assertEvent(event, 'user.submitGroup');
      return { scope: { ...context.scope, group_id: Number(event.groupId), type: 'new-group-member' as const, eprocess: 'rep' as const } };
    }),
    rememberTempId: assign((_, { tempId }: { tempId: string }) => ({ tempId })),
    forgetTempId: assign({ tempId: null, summary: null, pricing: null }),
    showSummary: assign((_, { summary }: { summary: FilterSummary }) => ({ summary })),
    keepIncome: assign((_, { annualIncome }: { annualIncome: string | null }) => ({ annualIncome })),
    keepPricing: assign((_, { pricing }: { pricing: PricingReply }) => ({ pricing, error: null })),
    rememberAnswered: assign((_, { status }: { status: boolean }) => ({ answered: status })),
    chooseCard: assign(({ context, event }) => {
      assertEvent(event, 'user.addToCart');
      return { card: context.pricing?.plans.find((card) => card.plan_pricing_id === event.planPricingId) ?? null, error: null, refusal: null };
    }),
    pairMembership: assign((_, { withMembership }: { withMembership: boolean }) => ({ withMembership })),
    askTobaccoIn: assign((_, { place }: { place: PlanDetailContext['tobaccoAskedIn'] }) => ({ tobaccoAskedIn: place })),
    showSuccess: assign((_, { message }: { message: string }) => ({ success: message })),
    showError: assign((_, { message }: { message: string }) => ({ error: message })),
    /** The pricing's blackout message, or the refused add's when the add found it. */
    showBlackout: assign(({ context }) => ({ error: context.pricing?.blackout ?? context.error })),
    keepFailure: assign((_, { error }: { error: unknown }) => {
      const refusal = refusalOf(error);
      return { refusal: refusal?.target ?? null, error: refusal?.message ?? failureMessage(error, 'Something went wrong. Please try again.') };
    }),
    showFailure: assign((_, { error }: { error: unknown }) => ({ error: failureMessage(error, 'Something went wrong. Please try again.') })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'planDetail',
  context: ({ input }) => {
    const visitor = planVisitorOf(input.stored);
    return {
      planId: input.planId,
      planName: input.planName,
      visitor,
      scope: input.scope,
      tempId: visitor.tempId,
      platforms: [],
      groups: [],
      summary: null,
      annualIncome: null,
      pricing: null,
      answered: false,
      card: null,
      error: null,
      success: null,
      refusal: null,
      withMembership: false,
      tobaccoAskedIn: 'popup',
    };
  },
  // the plan last opened: the cart's Plan Details crumb leads back to it
  entry: { type: 'storeValues', params: ({ context }) => ({ planId: String(context.planId), planName: context.planName }) },
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: 'hasTempId', target: 'pricing' },
        { guard: 'isRep', target: 'choosingPortal' },
        { guard: 'isExistingMember', target: 'askingTier' },
        { target: 'enteringFilter' },
      ],
    },
    choosingPortal: {
      meta: { title: 'Select portal popup', shows: 'the rep’s portals' },
      initial: 'loading',
      exit: 'clearError',
      states: {
        loading: {
          tags: ['loadingChoices'],
          invoke: {
            id: 'getEnrollmentPlatforms',
            src: 'getEnrollmentPlatforms',
            input: ({ context }) => ({ agent_id: context.visitor.agentId ?? undefined }),
            onDone: { target: 'choosing', actions: { type: 'rememberPlatforms', params: ({ event }) => ({ platforms: event.output }) } },
            onError: { target: 'choosing', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        choosing: {
          on: {
            'user.closePopup': { target: '#planDetail.withoutQuote' },
            'user.submitPortal': [
              {
                guard: 'portalIsChosen',
                target: '#planDetail.choosingGroup',
                actions: [
                  'choosePortal',
                  {
                    type: 'storeValues',
                    params: ({ context, event }) => portalValues(context.platforms.find((platform) => String(platform.platform_group_id) === event.portalId)!),
                  },
                ],
              },
              { actions: { type: 'showError', params: { message: roleHomeMessages.portal } } },
            ],
          },
        },
      },
    },
    choosingGroup: {
      meta: { title: 'Select group popup', shows: 'the rep’s groups, Back' },
      initial: 'loading',
      exit: 'clearError',
      states: {
        loading: {
          tags: ['loadingChoices'],
          invoke: {
            id: 'getAgentGroups',
            src: 'getAgentGroups',
            input: ({ context }) => ({ agent_id: context.visitor.agentId ?? 0 }),
            onDone: { target: 'choosing', actions: { type: 'rememberGroups', params: ({ event }) => ({ groups: event.output }) } },
            onError: { target: 'choosing', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        choosing: {
          on: {
            'user.back': { target: '#planDetail.choosingPortal' },
            'user.closePopup': { target: '#planDetail.withoutQuote' },
            'user.submitGroup': [
              {
                guard: 'groupIsChosen',
                target: '#planDetail.enteringFilter',
                actions: ['chooseGroup', { type: 'storeValues', params: ({ context, event }) => repGroupValues(chosenGroup(context.groups, event.groupId)) }],
              },
              { actions: { type: 'showError', params: { message: roleHomeMessages.group } } },
            ],
          },
        },
      },
    },
    enteringFilter: {
      meta: { title: 'Filter details popup', shows: 'the quote form; closing it leaves the plan to read without prices' },
      on: { 'user.closePopup': { target: 'withoutQuote' } },
      invoke: {
        id: 'quote',
        src: 'quote',
        input: ({ context }) => ({ variant: 'form', scope: context.scope, tempId: null, afterSave: 'close' }),
        onDone: {
          target: 'pricing',
          actions: [{ type: 'rememberTempId', params: ({ event }) => ({ tempId: event.output.tempId }) }, 'refreshMenuAndCart'],
        },
      },
    },
    askingTier: {
      meta: { title: 'Ask tier popup', shows: 'Choose Tier for the existing member' },
      exit: 'clearError',
      on: {
        'user.closePopup': { target: 'withoutQuote' },
        'user.submitTier': [
          { guard: 'tierIsChosen', target: 'creatingMemberFilter' },
          { actions: { type: 'showError', params: { message: roleHomeMessages.tier } } },
        ],
      },
    },
    // the visitor closed a quote popup to read the plan first
    withoutQuote: {
      meta: { title: 'Without a quote', shows: 'the plan without prices: Get a quote to see prices, with Get a Quote' },
      on: { 'user.getQuote': { target: 'deciding' } },
    },
    creatingMemberFilter: {
      tags: ['saving'],
      invoke: {
        id: 'addFilterForMember',
        src: 'addFilterForMember',
        input: ({ context, event }) => {
          assertEvent(event, 'user.submitTier');
          return { user_id: context.visitor.existingMemberId ?? 0, tier: tierSchema.parse(event.tier), open_type: context.visitor.openType };
        },
        onDone: {
          target: 'pricing',
          actions: [
            { type: 'rememberTempId', params: ({ event }) => ({ tempId: event.output.temp_enrollment_id }) },
            {
              type: 'storeValues',
              params: ({ event }) => ({ tempId: event.output.temp_enrollment_id, isFilterDataSubmitted: 'true', 'show-quotation': 'true' }),
            },
            'refreshMenuAndCart',
          ],
        },
        onError: { target: 'askingTier', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    pricing: {
      initial: 'loadingSummary',
      on: { 'user.editFilter': { target: 'editingFilter' } },
      states: {
        // the summary first, so a reprice after a fix shows the filter it priced
        loadingSummary: {
          tags: ['loadingPricing'],
          invoke: {
            id: 'getEnrollmentTempInfo',
            src: 'getEnrollmentTempInfo',
            input: ({ context }) => ({ enrollment_id: context.tempId ?? '', column: 'filter_info' as const }),
            onDone: {
              target: 'choosingPricingCall',
              actions: [
                { type: 'showSummary', params: ({ event }) => ({ summary: filterSummaryOf(event.output) }) },
                { type: 'keepIncome', params: ({ event }) => ({ annualIncome: event.output.result.annual_incode }) },
              ],
            },
            // the summary stays hidden; pricing says what is wrong with the enrollment
            onError: { target: 'choosingPricingCall', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        // spec 2 §7: get-plan-pricing-detail, or get-plan-pricing-detail-elevate for the partner's visitor
        choosingPricingCall: {
          always: [{ guard: 'isFromPartnerSite', target: 'loadingElevate' }, { target: 'loading' }],
        },
        loadingElevate: {
          tags: ['loadingPricing'],
          invoke: {
            id: 'getPlanPricingDetailElevate',
            src: 'getPlanPricingDetailElevate',
            input: ({ context }) => ({ enrollment_id: context.tempId ?? '', pid: context.planId }),
            onDone: { target: 'routing', actions: { type: 'keepPricing', params: ({ event }) => ({ pricing: event.output }) } },
            onError: { target: 'unavailable', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        loading: {
          tags: ['loadingPricing'],
          invoke: {
            id: 'getPlanPricingDetail',
            src: 'getPlanPricingDetail',
            input: ({ context }) => ({ enrollment_id: context.tempId ?? '', pid: context.planId }),
            onDone: { target: 'routing', actions: { type: 'keepPricing', params: ({ event }) => ({ pricing: event.output }) } },
            onError: { target: 'unavailable', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        routing: {
          always: [
            { guard: { type: 'hasErrorCode', params: { code: 'changePid' } }, target: 'redirecting' },
            { guard: { type: 'hasErrorCode', params: { code: 'enrollmentIdError' } }, target: 'enrollmentExpired' },
            { guard: { type: 'hasErrorCode', params: { code: 'salaryError' } }, target: 'incomeTooLow' },
            { guard: { type: 'hasErrorCode', params: { code: 'hourError' } }, target: 'hoursTooFew' },
            { guard: { type: 'hasErrorCode', params: { code: 'smokerError' } }, target: 'tobaccoMissing' },
            { guard: { type: 'hasErrorCode', params: { code: 'stateError' } }, target: 'wrongState' },
            { guard: { type: 'hasErrorCode', params: { code: 'metError' } }, target: 'wrongArea' },
            { guard: { type: 'hasErrorCode', params: { code: 'tierError' } }, target: 'wrongTier' },
            { guard: { type: 'hasErrorCode', params: { code: 'ageError' } }, target: 'wrongAge' },
            { guard: { type: 'hasErrorCode', params: { code: 'planAgeError' } }, target: 'planAgeRefused' },
            { guard: { type: 'hasErrorCode', params: { code: 'portalError' } }, target: 'wrongPortal' },
            { guard: { type: 'hasErrorCode', params: { code: 'newQuestionsError' } }, target: 'questions' },
            { target: 'priced' },
          ],
        },
        unavailable: { meta: { title: 'Pricing could not load', shows: 'nothing: the failure is only logged' } },
        redirecting: {
          meta: { title: 'changePid', shows: 'nothing: the plan in pid opens' },
          entry: { type: 'navigate', params: ({ context }) => ({ to: `/plan/${context.pricing?.pid ?? context.planId}/${encodeURIComponent(context.planName)}` }) },
        },
        enrollmentExpired: {
          meta: { title: 'enrollmentIdError', shows: 'the quote is gone; Get a New Quote' },
          on: {
            'user.newQuote': {
              target: '#planDetail.deciding',
              actions: ['forgetTempId', { type: 'removeStoredValues', params: { keys: ['tempId', 'isFilterDataSubmitted', 'show-quotation'] } }],
            },
          },
        },
        incomeTooLow: {
          meta: { title: 'salaryError', shows: 'the annual income notice, its link opening the income popup' },
          on: { 'user.openIncome': { target: 'incomePopup' } },
        },
        hoursTooFew: {
          meta: { title: 'hourError', shows: 'the working hours notice, its link opening the income popup' },
          on: { 'user.openIncome': { target: 'incomePopup' } },
        },
        incomePopup: {
          meta: { title: 'Annual income and working hours popup' },
          exit: 'clearError',
          on: {
            'user.closePopup': { target: 'choosingPricingCall' },
            'user.submitIncome': [
              { guard: 'incomeIsGiven', target: 'savingIncome' },
              { actions: { type: 'showError', params: { message: quoteMessages.required } } },
            ],
          },
        },
        savingIncome: {
          tags: ['saving'],
          invoke: {
            id: 'changeFilterInfo',
            src: 'changeFilterInfo',
            input: ({ context, event }) => {
              assertEvent(event, 'user.submitIncome');
              return { tempId: context.tempId ?? '', annual_incode: event.annualIncome.trim(), working_hours: event.workingHours.trim() };
            },
            onDone: { target: '#planDetail.pricing' },
            onError: { target: 'incomePopup', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        tobaccoMissing: {
          meta: { title: 'smokerError', shows: 'the tobacco notice, its link opening the tobacco popup, and the tobacco question itself' },
          exit: 'clearError',
          on: {
            'user.openTobacco': { target: 'tobaccoPopup' },
            'user.submitTobacco': [
              { guard: 'tobaccoIsChosen', target: 'savingTobacco', actions: { type: 'askTobaccoIn', params: { place: 'notice' } } },
              { actions: { type: 'showError', params: { message: quoteMessages.required } } },
            ],
          },
        },
        tobaccoPopup: {
          meta: { title: 'Tobacco usage popup', shows: 'the tobacco question; with an answer already given, its change' },
          exit: 'clearError',
          on: {
            'user.closePopup': [{ guard: 'filterHasTobaccoAnswer', target: 'priced' }, { target: 'tobaccoMissing' }],
            'user.submitTobacco': [
              { guard: 'tobaccoIsChosen', target: 'savingTobacco', actions: { type: 'askTobaccoIn', params: { place: 'popup' } } },
              { actions: { type: 'showError', params: { message: quoteMessages.required } } },
            ],
          },
        },
        savingTobacco: {
          tags: ['saving'],
          invoke: {
            id: 'changeFilterInfo',
            src: 'changeFilterInfo',
            input: ({ context, event }) => {
              assertEvent(event, 'user.submitTobacco');
              return { tempId: context.tempId ?? '', is_smoker: event.isSmoker === '1' ? ('1' as const) : ('0' as const) };
            },
            onDone: { target: '#planDetail.pricing' },
            onError: [
              { guard: 'tobaccoAskedInNotice', target: 'tobaccoMissing', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
              { target: 'tobaccoPopup', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        wrongState: { meta: { title: 'stateError', shows: 'the state notice; Edit above fixes it' } },
        wrongArea: { meta: { title: 'metError', shows: 'the area notice; Edit above fixes it' } },
        wrongTier: { meta: { title: 'tierError', shows: 'the tier notice; Edit above fixes it' } },
        wrongAge: { meta: { title: 'ageError', shows: 'the age notice; Edit above fixes it' } },
        planAgeRefused: { meta: { title: 'planAgeError', shows: "the server's message" } },
        wrongPortal: {
          meta: { title: 'portalError', shows: "the server's message and, where portals can be chosen, Choose Portal" },
          on: { 'user.openPortal': { guard: 'canChoosePortal', target: 'portalPopup' } },
        },
        portalPopup: {
          meta: { title: 'Select portal only popup' },
          initial: 'loading',
          exit: 'clearError',
          on: { 'user.closePopup': { target: 'wrongPortal' } },
          states: {
            loading: {
              tags: ['loadingChoices'],
              invoke: {
                id: 'getEnrollmentPlatforms',
                src: 'getEnrollmentPlatforms',
                input: ({ context }) => ({ agent_id: context.scope.agent_id, group_id: context.scope.group_id }),
                onDone: { target: 'choosing', actions: { type: 'rememberPlatforms', params: ({ event }) => ({ platforms: event.output }) } },
                onError: { target: 'choosing', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            choosing: {
              on: {
                'user.submitPortal': [
                  { guard: 'portalIsChosen', target: 'saving', actions: 'choosePortal' },
                  { actions: { type: 'showError', params: { message: roleHomeMessages.portal } } },
                ],
              },
            },
            saving: {
              tags: ['saving'],
              invoke: {
                id: 'updateFilterPortal',
                src: 'updateFilterPortal',
                input: ({ context }) => ({
                  enrollment_id: context.tempId ?? '',
                  group_id: context.scope.group_id,
                  platform_group_id: context.scope.platform_group_id ?? 0,
                }),
                onDone: {
                  target: '#planDetail.pricing',
                  actions: {
                    type: 'storeValues',
                    params: ({ context }) => portalValues(context.platforms.find((platform) => platform.platform_group_id === context.scope.platform_group_id)!),
                  },
                },
                onError: { target: 'choosing', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
              },
            },
          },
        },
        questions: {
          meta: { title: 'newQuestionsError', shows: 'the related-questions panel' },
          invoke: {
            id: 'questions',
            src: 'planQuestions',
            input: ({ context }) => ({ tempId: context.tempId ?? '', planId: context.planId, tobacco: context.summary?.is_smoker ?? null }),
            onDone: {
              target: 'choosingPricingCall',
              actions: { type: 'showSuccess', params: ({ event }) => ({ message: event.output.successMessage }) },
            },
          },
        },
        priced: {
          initial: 'prudentialQuestions',
          states: {
            prudentialQuestions: {
              meta: { title: 'Pricing cards', shows: 'the cards; the prudential-type questions first, no Add to Cart yet' },
              invoke: {
                id: 'aflac',
                src: 'aflacQuestions',
                input: ({ context }) => ({ tempId: context.tempId ?? '', planId: context.planId }),
                onDone: { target: 'checkingAnswered' },
              },
            },
            checkingAnswered: {
              invoke: {
                id: 'checkAlreadyAnswered',
                src: 'checkAlreadyAnswered',
                input: ({ context }) => ({ enrollment_id: context.tempId ?? '', plan_id: context.planId }),
                onDone: [
                  { guard: 'isInBlackout', target: 'blackout', actions: { type: 'rememberAnswered', params: ({ event }) => ({ status: event.output.status }) } },
                  { target: 'ready', actions: { type: 'rememberAnswered', params: ({ event }) => ({ status: event.output.status }) } },
                ],
                onError: [
                  { guard: 'isInBlackout', target: 'blackout', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
                  { target: 'ready', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
                ],
              },
            },
            ready: {
              tags: ['canAdd'],
              meta: { title: 'Ready to add', shows: 'Add to Cart, or Enroll Now once answered; Change tobacco use once answered' },
              on: {
                'user.openTobacco': { guard: 'filterHasTobaccoAnswer', target: '#planDetail.pricing.tobaccoPopup' },
                'user.addToCart': [
                  { guard: 'needsIncomeAbove100k', target: 'incomeBelowCoverage', actions: 'chooseCard' },
                  { guard: 'isCardOffered', target: 'checkingCart', actions: 'chooseCard' },
                ],
              },
            },
            incomeBelowCoverage: {
              tags: ['canAdd'],
              meta: { title: 'Above-100k income check', shows: 'the annual income notice above the cards, its link opening the income popup' },
              on: {
                'user.openIncome': { target: '#planDetail.pricing.incomePopup' },
                'user.addToCart': [
                  { guard: 'needsIncomeAbove100k', target: 'incomeBelowCoverage', actions: 'chooseCard' },
                  { guard: 'isCardOffered', target: 'checkingCart', actions: 'chooseCard' },
                ],
              },
            },
            checkingCart: {
              tags: ['adding'],
              invoke: {
                id: 'checkAlreadyInCart',
                src: 'checkAlreadyInCart',
                input: ({ context }) => ({ enrollment_id: context.tempId ?? '', plan_id: context.card!.plan_id, plan_pricing_id: context.card!.plan_pricing_id }),
                onDone: [
                  { guard: { type: 'isInCartAsPrudential', params: ({ event }) => ({ status: event.output.status }) }, target: 'checkingSettled' },
                  { guard: { type: 'isStatusTrue', params: ({ event }) => ({ status: event.output.status }) }, target: 'added' },
                  { target: 'checkingPrudential' },
                ],
                onError: { target: 'addFailed', actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            // the card's hash names the price shown: settled when the cart holds the plan at it, with the membership
            checkingSettled: {
              tags: ['adding'],
              invoke: {
                id: 'checkPrudentialPlanHash',
                src: 'checkPrudentialPlanHash',
                input: ({ context }) => ({ enrollment_id: context.tempId ?? '', plan_id: context.card!.plan_id, hash: context.card!.hash }),
                onDone: [
                  { guard: { type: 'isStatusTrue', params: ({ event }) => ({ status: event.output.status }) }, target: 'added' },
                  { target: 'otherCoverageInCart' },
                ],
                onError: { target: 'addFailed', actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            otherCoverageInCart: {
              meta: { title: 'Other coverage in cart popup', shows: 'the plan is in the cart with another card: remove it there first; View Cart or Close' },
              on: { 'user.closePopup': { target: 'ready' } },
            },
            checkingPrudential: {
              tags: ['adding'],
              invoke: {
                id: 'checkPrudentialPlan',
                src: 'checkPrudentialPlan',
                input: ({ context }) => ({ enrollment_id: context.tempId ?? '', plan_id: context.planId }),
                onDone: [
                  {
                    guard: { type: 'isStatusTrueForMember', params: ({ event }) => ({ status: event.output.status }) },
                    target: 'addingPaired',
                    actions: { type: 'pairMembership', params: { withMembership: false } },
                  },
                  { guard: { type: 'isStatusTrue', params: ({ event }) => ({ status: event.output.status }) }, target: 'checkingMembership' },
                  { target: 'checkingDisability' },
                ],
                onError: { target: 'addFailed', actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            checkingMembership: {
              tags: ['adding'],
              invoke: {
                id: 'checkPrudentialCart',
                src: 'checkPrudentialCart',
                input: ({ context }) => ({ enrollment_id: context.tempId ?? '' }),
                onDone: [
                  {
                    guard: { type: 'isStatusTrue', params: ({ event }) => ({ status: event.output.status }) },
                    target: 'addingPaired',
                    actions: { type: 'pairMembership', params: { withMembership: false } },
                  },
                  { target: 'choosingMembership' },
                ],
                onError: { target: 'addFailed', actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            choosingMembership: {
              meta: { title: 'Membership choice popup', shows: 'the $5.00 a month membership; choose it or cancel' },
              on: {
                'user.chooseMembership': { target: 'addingPaired', actions: { type: 'pairMembership', params: { withMembership: true } } },
                'user.cancel': { target: 'ready' },
              },
            },
            checkingDisability: {
              tags: ['adding'],
              invoke: {
                id: 'checkDisabilityPlan',
                src: 'checkDisabilityPlan',
                input: ({ context }) => ({ enrollment_id: context.tempId ?? '', plan_id: context.planId }),
                onDone: [
                  { guard: { type: 'isStatusTrue', params: ({ event }) => ({ status: event.output.status }) }, target: 'membershipRequired' },
                  { target: 'addingPlan' },
                ],
                onError: { target: 'addFailed', actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            membershipRequired: {
              meta: { title: 'Membership-required popup', shows: 'the plan needs the $5.00 a month membership' },
              on: {
                'user.chooseMembership': { target: 'addingPaired', actions: { type: 'pairMembership', params: { withMembership: true } } },
                'user.cancel': { target: 'ready' },
              },
            },
            addingPlan: {
              tags: ['adding'],
              invoke: {
                id: 'addPlanToCart',
                src: 'addPlanToCart',
                input: ({ context }) => ({ enrollment_id: context.tempId ?? '', plan_id: context.card!.plan_id, plan_pricing_id: context.card!.plan_pricing_id }),
                onDone: { target: 'added' },
                onError: { target: 'addFailed', actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            // the gated plan, with the membership unless the visitor already has it
            addingPaired: {
              tags: ['adding'],
              invoke: {
                id: 'addPlanToCartPrudentials',
                src: 'addPlanToCartPrudentials',
                input: ({ context }) => pairedAddRequest(context.tempId ?? '', context.card!, context.withMembership),
                onDone: { target: 'added' },
                onError: { target: 'addFailed', actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            addFailed: {
              always: [
                { guard: { type: 'isRefusedAs', params: { target: 'blackout' } }, target: 'blackout' },
                { guard: { type: 'isRefusedAs', params: { target: 'already_active' } }, target: 'alreadyActive' },
                // the server's above-100k income check (spec 2 §9)
                { guard: { type: 'isRefusedAs', params: { target: 'annual_incode' } }, target: 'incomeBelowCoverage' },
                // others show the server's message by the cards
                { target: 'ready' },
              ],
            },
            // known with the pricing (issue 28 item 7), or from a refused add: no Add to Cart while it lasts
            blackout: {
              meta: { title: 'Blackout', shows: "the server's blackout message above the cards; no Add to Cart" },
              entry: 'showBlackout',
            },
            alreadyActive: {
              meta: { title: 'Already-active popup', shows: "the server's message" },
              on: { 'user.closePopup': { target: 'ready', actions: 'clearError' } },
            },
            added: {
              tags: ['adding'],
              meta: { title: 'Added', shows: 'nothing: the cart opens' },
              entry: [{ type: 'navigate', params: { to: '/cart' } }, 'refreshMenuAndCart'],
            },
          },
        },
      },
    },
    editingFilter: {
      meta: { title: 'Edit basic info popup', shows: 'the quote form with the filter' },
      invoke: {
        id: 'quote',
        src: 'quote',
        input: ({ context }) => ({ variant: 'form', scope: context.scope, tempId: context.tempId, initial: draftOf(context.summary), afterSave: 'close' }),
        onDone: { target: 'pricing', actions: 'refreshMenuAndCart' },
      },
      on: { 'user.cancelEdit': { target: 'pricing' } },
    },
  },
});
