import type { AnyMachineSnapshot } from 'xstate';
import { pricingErrorCodeSchema } from '../../contract/index.ts';
import { planDetailCalls, planDetailMachine, type PlanDetailContext, type PlanDetailInput } from '../../machines/plan-detail/plan-detail.machine.ts';
import { actorResults, apiFailure, fixtures, planDetailFixtures as f, type MachineModel } from '../lib/index.ts';

const failure = apiFailure('Server error', [], 500);
const fieldFailure = apiFailure('Invalid', [{ target_element: 'annual_incode', error_message: 'Annual income is invalid' }], 422);
const scope = { eprocess: 'applicant', group_id: 1000, open_type: 'user' } as const;

export const planDetailInputs = {
  quoted: { planId: 121, planName: 'BrightSmile Dental Basic', stored: { tempId: 'TE1', eprocess: 'applicant' }, scope },
  rep: { planId: 121, planName: 'BrightSmile Dental Basic', stored: { eprocess: 'rep', AGENT_ID: '701' }, scope: { eprocess: 'rep', agent_id: 701, open_type: 'agent' } },
  member: { planId: 171, planName: 'Prudent Term Life', stored: { enroll_type: 'existing-member', USER_ID: '501', open_type: 'user' }, scope },
  quotedMember: { planId: 171, planName: 'Prudent Term Life', stored: { tempId: 'TE5', enroll_type: 'existing-member', USER_ID: '501' }, scope },
  visitor: { planId: 121, planName: 'BrightSmile Dental Basic', stored: {}, scope: { open_type: 'user' } },
  /** Arrived from the partner site elevate: pricing through get-plan-pricing-detail-elevate. */
  partner: {
    planId: 121,
    planName: 'BrightSmile Dental Basic',
    stored: { tempId: 'EL1001', fromSite: 'elevate', eprocess: 'group', group_id: '3100' },
    scope: { eprocess: 'group', group_id: 3100, open_type: 'group' },
  },
} satisfies Record<string, PlanDetailInput>;

/** The filter before the tobacco question was answered (the fixture's has an answer, No). */
const filterWithoutTobacco = { ...fixtures.filterInfo, result: { ...fixtures.filterInfo.result, is_smoker: null } };

const pricingAnswers = [f.priced, f.pricedInBlackout, f.pricedLargeLife, ...pricingErrorCodeSchema.options.map((code) => f.refusals[code])];

/** Add-to-cart steps answer yes, no, or fail (plainly, as blackout, as already active, by the above-100k income check). */
const checkResults = (invokeId: string) => actorResults(invokeId, { answers: [f.yes, f.no], errors: [failure] });
const addResults = (invokeId: string, answer: unknown) => actorResults(invokeId, { answers: [answer], errors: [failure, f.blackout, f.alreadyActive, f.incomeAbove100k] });

/**
 * Plan detail from every kind of arrival: a quote already taken, a rep choosing portal and group,
 * an existing member asked for tier (with and without a quote), and a visitor entering the filter.
 * Pricing answers once per errorCode; every fix and every add-to-cart branch is tried. The quote
 * form and the two question panels are children with models of their own; here they end with
 * their done events.
 */
export const planDetailModel: MachineModel = {
  id: planDetailMachine.id,
  machine: planDetailMachine,
  scenarios: [
    { name: 'quoted applicant', input: planDetailInputs.quoted },
    { name: 'rep without a quote', input: planDetailInputs.rep },
    { name: 'existing member without a quote', input: planDetailInputs.member },
    { name: 'existing member with a quote', input: planDetailInputs.quotedMember },
    { name: 'visitor without a quote', input: planDetailInputs.visitor },
    { name: 'partner site visitor', input: planDetailInputs.partner },
  ],
  events: {
    ...actorResults('getEnrollmentPlatforms', { answers: [f.platforms], errors: [failure] }),
    ...actorResults('getAgentGroups', { answers: [f.groups], errors: [failure] }),
    ...actorResults('quote', { answers: [{ tempId: 'TE9' }] }),
    ...actorResults('addFilterForMember', { answers: [f.memberFilter], errors: [failure] }),
    ...actorResults('getEnrollmentTempInfo', { answers: [fixtures.filterInfo, filterWithoutTobacco], errors: [failure] }),
    ...actorResults('getPlanPricingDetail', { answers: pricingAnswers, errors: [failure] }),
    ...actorResults('getPlanPricingDetailElevate', { answers: [f.priced, f.refusals.portalError], errors: [failure] }),
    ...actorResults('changeFilterInfo', { answers: [f.filterChanged], errors: [fieldFailure] }),
    ...actorResults('updateFilterPortal', { answers: [f.portalUpdated], errors: [failure] }),
    ...actorResults('questions', { answers: [{ successMessage: 'Your answers have been saved.' }] }),
    ...actorResults('aflac', { answers: [undefined] }),
    ...checkResults('checkAlreadyAnswered'),
    ...checkResults('checkAlreadyInCart'),
    ...checkResults('checkPrudentialPlan'),
    ...actorResults('checkPrudentialPlanHash', { answers: [f.yes, f.no], errors: [failure, f.stalePricing] }),
    ...checkResults('checkPrudentialCart'),
    ...checkResults('checkDisabilityPlan'),
    ...addResults('addPlanToCart', f.added),
    ...addResults('addPlanToCartPrudentials', f.pairedAdded),
    'user.submitPortal': [
      { type: 'user.submitPortal', portalId: '' },
      { type: 'user.submitPortal', portalId: '12' },
    ],
    'user.submitGroup': [
      { type: 'user.submitGroup', groupId: '' },
      { type: 'user.submitGroup', groupId: '2556' },
    ],
    'user.back': [{ type: 'user.back' }],
    'user.submitTier': [
      { type: 'user.submitTier', tier: '' },
      { type: 'user.submitTier', tier: 'IS' },
    ],
    'user.editFilter': [{ type: 'user.editFilter' }],
    'user.cancelEdit': [{ type: 'user.cancelEdit' }],
    'user.newQuote': [{ type: 'user.newQuote' }],
    'user.openIncome': [{ type: 'user.openIncome' }],
    'user.submitIncome': [
      { type: 'user.submitIncome', annualIncome: '', workingHours: '40' },
      { type: 'user.submitIncome', annualIncome: '52000', workingHours: '40' },
    ],
    'user.openTobacco': [{ type: 'user.openTobacco' }],
    'user.submitTobacco': [
      { type: 'user.submitTobacco', isSmoker: '' },
      { type: 'user.submitTobacco', isSmoker: '1' },
    ],
    'user.openPortal': [{ type: 'user.openPortal' }],
    'user.closePopup': [{ type: 'user.closePopup' }],
    'user.getQuote': [{ type: 'user.getQuote' }],
    'user.addToCart': (snapshot: AnyMachineSnapshot) => [
      { type: 'user.addToCart', planPricingId: 1 },
      ...((snapshot.context as PlanDetailContext).pricing?.plans ?? []).map((card) => ({ type: 'user.addToCart', planPricingId: card.plan_pricing_id })),
    ],
    'user.chooseMembership': [{ type: 'user.chooseMembership' }],
    'user.cancel': [{ type: 'user.cancel' }],
  },
  // what guards read: a quote taken, choices loaded, a tobacco answer and where it was given, cards offered, a blackout
  relevantContext: (context: PlanDetailContext) => [
    context.pricing?.blackout ?? null,
    context.visitor.fromPartnerSite,
    context.tempId !== null,
    context.summary?.is_smoker ?? null,
    context.tobaccoAskedIn,
    context.platforms.length,
    context.groups.length,
    context.pricing?.plans.map((card) => card.plan_pricing_id) ?? null,
  ],
  requests: Object.fromEntries(planDetailCalls.map((call) => [call, call])),
};
