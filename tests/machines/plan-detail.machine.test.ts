import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyActorLogic, type SnapshotFrom } from 'xstate';
import { planDetailMessages, quoteMessages, type PricingReply } from '../../contract/index.ts';
import { aflacQuestionsMachine, lockedAnswerMessage } from '../../machines/plan-detail/aflac-questions.machine.ts';
import { pricingNotesOf } from '../../machines/plan-detail/plan-detail.connect.ts';
import { planDetailMachine, type PlanDetailInput } from '../../machines/plan-detail/plan-detail.machine.ts';
import { planQuestionsMachine } from '../../machines/plan-detail/plan-questions.machine.ts';
import { quoteMachine } from '../../machines/shared/quote/quote.machine.ts';
import { fixtures, validQuote } from '../../model-tests/lib/fixtures.ts';
import { planAnswers, planDetailFixtures as f } from '../../model-tests/lib/plan-detail-fixtures.ts';
import { planDetailInputs } from '../../model-tests/models/plan-detail.ts';
import { appActions, stubActors } from './support.ts';

type Snapshot = SnapshotFrom<typeof planDetailMachine>;

/** A stub that answers its queue in order, the last answer from then on. */
const answersInTurn = <T, I>(calls: unknown[], answers: NoInfer<T>[]) =>
  fromPromise<T, I>(async ({ input }) => {
    calls.push(input);
    return answers.length > 1 ? answers.shift()! : answers[0]!;
  });

interface Setup {
  pricing?: PricingReply[];
  aflac?: typeof f.aflacQuestions;
  answered?: boolean;
  overrides?: Record<string, AnyActorLogic>;
}

const start = (input: PlanDetailInput, { pricing = [f.priced], aflac = f.noAflacQuestions, answered = false, overrides = {} }: Setup = {}) => {
  const stubs = stubActors();
  const app = appActions();
  const stored: Record<string, string>[] = [];
  const removed: string[][] = [];
  const pricingCalls: unknown[] = [];
  const actions = {
    ...app.actions,
    storeValues: (_: unknown, values: Record<string, string>) => void stored.push(values),
    removeStoredValues: (_: unknown, { keys }: { keys: readonly string[] }) => void removed.push([...keys]),
    logFailure: () => undefined,
  };
  const machine = planDetailMachine.provide({
    actors: {
      getEnrollmentPlatforms: stubs.resolves('getEnrollmentPlatforms', f.platforms),
      getAgentGroups: stubs.resolves('getAgentGroups', f.groups),
      addFilterForMember: stubs.resolves('addFilterForMember', f.memberFilter),
      getEnrollmentTempInfo: stubs.resolves('getEnrollmentTempInfo', fixtures.filterInfo),
      getPlanPricingDetail: answersInTurn(pricingCalls, [...pricing]),
      changeFilterInfo: stubs.resolves('changeFilterInfo', f.filterChanged),
      updateFilterPortal: stubs.resolves('updateFilterPortal', f.portalUpdated),
      checkAlreadyAnswered: stubs.resolves('checkAlreadyAnswered', { status: answered }),
      checkAlreadyInCart: stubs.resolves('checkAlreadyInCart', f.no),
      checkPrudentialPlan: stubs.resolves('checkPrudentialPlan', { status: input.planId === 171 }),
      checkPrudentialCart: stubs.resolves('checkPrudentialCart', f.no),
      checkDisabilityPlan: stubs.resolves('checkDisabilityPlan', { status: input.planId === 181 }),
      addPlanToCart: stubs.resolves('addPlanToCart', f.added),
      addPlanToCartPrudentials: stubs.resolves('addPlanToCartPrudentials', f.pairedAdded),
      quote: quoteMachine.provide({
        actors: {
          validateZipCode: stubs.resolves('validateZipCode', fixtures.zip),
          createFilter: stubs.resolves('createFilter', fixtures.createdFilter),
          updateFilter: stubs.resolves('updateFilter', fixtures.updatedFilter),
        },
        actions,
      }),
      planQuestions: planQuestionsMachine.provide({
        actors: {
          getQuestions: stubs.resolves('getQuestions', f.questions),
          saveQuestionAnswers: answersInTurn(stubs.calls, [f.declined, f.accepted]),
        },
        actions,
      }),
      aflacQuestions: aflacQuestionsMachine.provide({
        actors: { getAflacQuestions: stubs.resolves('getAflacQuestions', aflac), saveAflacQuestions: stubs.resolves('saveAflacQuestions', f.aflacSaved) },
        actions,
      }),
      ...overrides,
    },
    actions,
  });
  const actor = createActor(machine, { input }).start();
  const rests = (predicate: (s: Snapshot) => boolean) => waitFor(actor, predicate);
  return { actor, stubs, app, stored, removed, pricingCalls, rests };
};

const ready = (s: Snapshot) => s.matches({ pricing: { priced: 'ready' } });

describe('plan detail: the quote gate (spec 2 §4)', () => {
  it('a rep chooses a portal, then a group, then enters the filter; the plan then prices', async () => {
    const { actor, stored, rests, stubs, pricingCalls } = start(planDetailInputs.rep);
    await rests((s) => s.matches({ choosingPortal: 'choosing' }));
    actor.send({ type: 'user.submitPortal', portalId: '' });
    expect(actor.getSnapshot().context.error).toBe('Please choose a platform');
    actor.send({ type: 'user.submitPortal', portalId: '12' });
    await rests((s) => s.matches({ choosingGroup: 'choosing' }));
    expect(stored).toContainEqual({ portal_id: '12', portal_name: 'Small Business Benefits', portal_code: 'SMBZ' });
    actor.send({ type: 'user.submitGroup', groupId: '1' });
    expect(actor.getSnapshot().context.error).toBe('Please choose a group');
    actor.send({ type: 'user.back' });
    await rests((s) => s.matches({ choosingPortal: 'choosing' }));
    actor.send({ type: 'user.submitPortal', portalId: '12' });
    await rests((s) => s.matches({ choosingGroup: 'choosing' }));
    actor.send({ type: 'user.submitGroup', groupId: '2556' });
    expect(stored).toContainEqual({ group_id: '2556', gname: 'Acme Benefits', enroll_type: 'new-group-member', eprocess: 'rep' });
    await rests((s) => s.matches('enteringFilter'));
    actor.getSnapshot().children.quote!.send({ type: 'user.submit', values: validQuote });
    await rests(ready);
    expect(stubs.inputsOf('createFilter')[0]).toMatchObject({ agent_id: 701, group_id: 2556, platform_group_id: 12, type: 'new-group-member', eprocess: 'rep' });
    expect(pricingCalls).toEqual([{ enrollment_id: fixtures.createdFilter.temp_enrollment_id, pid: 121 }]);
  });

  it("an existing member is asked only for tier ('Please choose a tier')", async () => {
    const { actor, rests, stubs, stored } = start(planDetailInputs.member);
    expect(actor.getSnapshot().value).toBe('askingTier');
    actor.send({ type: 'user.submitTier', tier: '' });
    expect(actor.getSnapshot().context.error).toBe('Please choose a tier');
    actor.send({ type: 'user.submitTier', tier: 'IS' });
    await rests(ready);
    expect(stubs.inputsOf('addFilterForMember')).toEqual([{ user_id: 501, tier: 'IS', open_type: 'user' }]);
    expect(stored).toContainEqual({ tempId: 'TE5', isFilterDataSubmitted: 'true', 'show-quotation': 'true' });
  });

  it('anyone else enters the filter directly', async () => {
    const { actor } = start(planDetailInputs.visitor);
    expect(actor.getSnapshot().value).toBe('enteringFilter');
  });

  it('each quote popup can be closed to read the plan without prices; Get a Quote opens it again', async () => {
    const { actor } = start(planDetailInputs.visitor);
    actor.send({ type: 'user.closePopup' });
    expect(actor.getSnapshot().value).toBe('withoutQuote');
    actor.send({ type: 'user.getQuote' });
    expect(actor.getSnapshot().value).toBe('enteringFilter');
    const rep = start(planDetailInputs.rep);
    await rep.rests((s) => s.matches({ choosingPortal: 'choosing' }));
    rep.actor.send({ type: 'user.closePopup' });
    expect(rep.actor.getSnapshot().value).toBe('withoutQuote');
    const member = start(planDetailInputs.member);
    member.actor.send({ type: 'user.closePopup' });
    expect(member.actor.getSnapshot().value).toBe('withoutQuote');
  });
});

describe("plan detail: the pricing cards' notes (spec 2 §9)", () => {
  it('a prudential-type plan notes its fee, and evidence of insurability for a face amount of $100,000–$300,000', async () => {
    const notesFor = async (pricing: PricingReply) => {
      const { actor, rests } = start(planDetailInputs.quoted, { pricing: [pricing] });
      await rests(ready);
      return pricingNotesOf(actor.getSnapshot());
    };
    expect(await notesFor(f.priced)).toEqual([]);
    expect(await notesFor(f.pricedLife)).toEqual([planDetailMessages.administrativeFee, planDetailMessages.evidenceOfInsurability]);
  });
});

describe('plan detail: pricing errorCodes (spec 2 §8)', () => {
  it('changePid opens the plan in pid', async () => {
    const { app, rests } = start(planDetailInputs.quoted, { pricing: [f.refusals.changePid] });
    await rests((s) => s.matches({ pricing: 'redirecting' }));
    expect(app.navigations).toEqual(['/plan/113/BrightSmile%20Dental%20Basic']);
  });

  it.each([
    ['stateError', 'wrongState'],
    ['metError', 'wrongArea'],
    ['tierError', 'wrongTier'],
    ['ageError', 'wrongAge'],
    ['planAgeError', 'planAgeRefused'],
  ] as const)('%s shows its notice; editing the basic info reprices', async (code, state) => {
    const { actor, rests, pricingCalls } = start(planDetailInputs.quoted, { pricing: [f.refusals[code], f.priced] });
    await rests((s) => s.matches({ pricing: state }));
    actor.send({ type: 'user.editFilter' });
    await rests((s) => s.matches('editingFilter'));
    actor.getSnapshot().children.quote!.send({ type: 'user.submit', values: validQuote });
    await rests(ready);
    expect(pricingCalls).toHaveLength(2);
  });

  it("salaryError opens the income popup by 'clicking here'; both fields are required; saving reprices", async () => {
    const { actor, rests, stubs } = start(planDetailInputs.quoted, { pricing: [f.refusals.salaryError, f.refusals.hourError, f.priced] });
    await rests((s) => s.matches({ pricing: 'incomeTooLow' }));
    actor.send({ type: 'user.openIncome' });
    actor.send({ type: 'user.submitIncome', annualIncome: '', workingHours: '40' });
    expect(actor.getSnapshot().context.error).toBe(quoteMessages.required);
    actor.send({ type: 'user.submitIncome', annualIncome: '52000', workingHours: '10' });
    await rests((s) => s.matches({ pricing: 'hoursTooFew' }));
    expect(stubs.inputsOf('changeFilterInfo')).toEqual([{ tempId: 'TE1', annual_incode: '52000', working_hours: '10' }]);
    actor.send({ type: 'user.openIncome' });
    actor.send({ type: 'user.submitIncome', annualIncome: '52000', workingHours: '40' });
    await rests(ready);
  });

  it('smokerError asks tobacco usage and reprices with is_smoker', async () => {
    const { actor, rests, stubs } = start(planDetailInputs.quoted, { pricing: [f.refusals.smokerError, f.priced] });
    await rests((s) => s.matches({ pricing: 'tobaccoMissing' }));
    actor.send({ type: 'user.openTobacco' });
    actor.send({ type: 'user.submitTobacco', isSmoker: '1' });
    await rests(ready);
    expect(stubs.inputsOf('changeFilterInfo')).toEqual([{ tempId: 'TE1', is_smoker: '1' }]);
  });

  it('smokerError: the question under the notice is answered there, without the popup', async () => {
    const { actor, rests, stubs } = start(planDetailInputs.quoted, { pricing: [f.refusals.smokerError, f.priced] });
    await rests((s) => s.matches({ pricing: 'tobaccoMissing' }));
    actor.send({ type: 'user.submitTobacco', isSmoker: '' });
    expect(actor.getSnapshot().context.error).toBe(quoteMessages.required);
    actor.send({ type: 'user.submitTobacco', isSmoker: '0' });
    expect(actor.getSnapshot().context.tobaccoAskedIn).toBe('notice');
    await rests(ready);
    expect(stubs.inputsOf('changeFilterInfo')).toEqual([{ tempId: 'TE1', is_smoker: '0' }]);
  });

  it('a tobacco answer already given is changed from the priced plan; closing the popup changes nothing', async () => {
    const { actor, rests, stubs } = start(planDetailInputs.quoted, { pricing: [f.priced, f.priced] });
    await rests(ready);
    // the fixture filter answered No
    actor.send({ type: 'user.openTobacco' });
    expect(actor.getSnapshot().matches({ pricing: 'tobaccoPopup' })).toBe(true);
    actor.send({ type: 'user.closePopup' });
    await rests(ready);
    actor.send({ type: 'user.openTobacco' });
    actor.send({ type: 'user.submitTobacco', isSmoker: '1' });
    await rests(ready);
    expect(stubs.inputsOf('changeFilterInfo')).toEqual([{ tempId: 'TE1', is_smoker: '1' }]);
  });

  it('portalError: choosing another portal updates the filter portal and reprices', async () => {
    const { actor, rests, stubs, stored } = start(planDetailInputs.quoted, { pricing: [f.refusals.portalError, f.priced] });
    await rests((s) => s.matches({ pricing: 'wrongPortal' }));
    expect(actor.getSnapshot().context.pricing?.message).toBe("The server's portalError message");
    actor.send({ type: 'user.openPortal' });
    await rests((s) => s.matches({ pricing: { portalPopup: 'choosing' } }));
    actor.send({ type: 'user.submitPortal', portalId: '12' });
    await rests(ready);
    expect(stubs.inputsOf('updateFilterPortal')).toEqual([{ enrollment_id: 'TE1', group_id: 1000, platform_group_id: 12 }]);
    expect(stored).toContainEqual({ portal_id: '12', portal_name: 'Small Business Benefits', portal_code: 'SMBZ' });
  });

  it('enrollmentIdError forgets the quote and asks for a new one', async () => {
    const { actor, rests, removed } = start(planDetailInputs.quoted, { pricing: [f.refusals.enrollmentIdError] });
    await rests((s) => s.matches({ pricing: 'enrollmentExpired' }));
    actor.send({ type: 'user.newQuote' });
    expect(actor.getSnapshot().value).toBe('enteringFilter');
    expect(removed).toEqual([['tempId', 'isFilterDataSubmitted', 'show-quotation']]);
  });

  it("newQuestionsError opens the questions: 'Please answer all questions', a decline, then success reprices", async () => {
    const { actor, rests, pricingCalls } = start(planDetailInputs.quoted, { pricing: [f.refusals.newQuestionsError, f.priced] });
    await rests((s) => s.matches({ pricing: 'questions' }));
    const questions = () => actor.getSnapshot().children.questions!;
    await waitFor(questions(), (s) => s.matches('answering'));
    // the quote's tobacco answer goes to the questions, which carry it to a tobacco question (issue 28 item 9)
    expect(questions().getSnapshot().context.tobacco).toBe(fixtures.filterInfo.result.is_smoker);
    questions().send({ type: 'user.submitAnswers', answers: planAnswers.missingOne });
    expect(questions().getSnapshot().context.error).toBe(planDetailMessages.answerAll);
    // which ones: each is marked on the panel
    expect(questions().getSnapshot().context.unanswered).toEqual([2, 3]);
    questions().send({ type: 'user.submitAnswers', answers: planAnswers.allNo });
    await waitFor(questions(), (s) => s.matches('declined'));
    expect(questions().getSnapshot().context.error).toBe('Based on your answers we are unable to offer this plan.');
    questions().send({ type: 'user.submitAnswers', answers: planAnswers.yesWithRecords });
    await rests(ready);
    expect(actor.getSnapshot().context.success).toBe('Your answers have been saved.');
    expect(pricingCalls).toHaveLength(2);
  });
});

describe('plan detail: Add to Cart (spec 2 §4, §8)', () => {
  it('a plain plan is added and the cart opens; answered questions make it Enroll Now', async () => {
    const { actor, rests, stubs, app } = start(planDetailInputs.quoted, { answered: true });
    await rests(ready);
    expect(actor.getSnapshot().context.answered).toBe(true);
    actor.send({ type: 'user.addToCart', planPricingId: 9999 });
    expect(actor.getSnapshot().matches({ pricing: { priced: 'ready' } })).toBe(true);
    actor.send({ type: 'user.addToCart', planPricingId: 1211 });
    await rests((s) => s.matches({ pricing: { priced: 'added' } }));
    expect(stubs.inputsOf('addPlanToCart')).toEqual([{ enrollment_id: 'TE1', plan_id: 121, plan_pricing_id: 1211 }]);
    expect(app.navigations).toEqual(['/cart']);
    expect(app.counts.refreshMenuAndCart).toBe(1);
  });

  it('a plan already in the cart opens the cart without adding', async () => {
    const { actor, rests, stubs } = start(planDetailInputs.quoted, { overrides: { checkAlreadyInCart: fromPromise(async () => f.yes) } });
    await rests(ready);
    actor.send({ type: 'user.addToCart', planPricingId: 1211 });
    await rests((s) => s.matches({ pricing: { priced: 'added' } }));
    expect(stubs.inputsOf('addPlanToCart')).toEqual([]);
  });

  it('a prudential-type plan already in the cart asks check-prudential-plan/{hash} for the chosen card: settled opens the cart, another card shows its popup', async () => {
    const input = { ...planDetailInputs.quoted, planId: 171 };
    const hashChecks: unknown[] = [];
    const { actor, rests, stubs, app } = start(input, {
      pricing: [f.pricedLargeLife],
      overrides: { checkAlreadyInCart: fromPromise(async () => f.yes), checkPrudentialPlanHash: answersInTurn(hashChecks, [f.no, f.yes]) },
    });
    await rests(ready);
    actor.send({ type: 'user.addToCart', planPricingId: 1712 });
    await rests((s) => s.matches({ pricing: { priced: 'otherCoverageInCart' } }));
    expect(hashChecks).toEqual([{ enrollment_id: 'TE1', plan_id: 171, hash: f.lifeCard.hash }]);
    expect(app.navigations).toEqual([]);
    actor.send({ type: 'user.closePopup' });
    expect(actor.getSnapshot().matches({ pricing: { priced: 'ready' } })).toBe(true);
    actor.send({ type: 'user.addToCart', planPricingId: 1712 });
    await rests((s) => s.matches({ pricing: { priced: 'added' } }));
    expect(app.navigations).toEqual(['/cart']);
    expect(stubs.inputsOf('addPlanToCartPrudentials')).toEqual([]);
  });

  it('a stale hash is refused: the server says so by the cards; a plan that is not prudential-type never asks', async () => {
    const input = { ...planDetailInputs.quoted, planId: 171 };
    const stale = start(input, {
      pricing: [f.pricedLargeLife],
      overrides: { checkAlreadyInCart: fromPromise(async () => f.yes), checkPrudentialPlanHash: fromPromise(async () => Promise.reject(f.stalePricing)) },
    });
    await stale.rests(ready);
    stale.actor.send({ type: 'user.addToCart', planPricingId: 1712 });
    await stale.rests((s) => s.matches({ pricing: { priced: 'ready' } }) && s.context.error !== null);
    expect(stale.actor.getSnapshot().context.error).toBe('The prices of this plan have changed. Please choose a card again.');

    const hashChecks: unknown[] = [];
    const plain = start(planDetailInputs.quoted, { overrides: { checkAlreadyInCart: fromPromise(async () => f.yes), checkPrudentialPlanHash: answersInTurn(hashChecks, [f.yes]) } });
    await plain.rests(ready);
    plain.actor.send({ type: 'user.addToCart', planPricingId: 1211 });
    await plain.rests((s) => s.matches({ pricing: { priced: 'added' } }));
    expect(hashChecks).toEqual([]);
  });

  it('a visit from the partner site elevate reads pricing with get-plan-pricing-detail-elevate, never the plain call', async () => {
    const elevateCalls: unknown[] = [];
    const { rests, pricingCalls } = start(planDetailInputs.partner, { overrides: { getPlanPricingDetailElevate: answersInTurn(elevateCalls, [f.priced]) } });
    await rests(ready);
    expect(elevateCalls).toEqual([{ enrollment_id: 'EL1001', pid: 121 }]);
    expect(pricingCalls).toEqual([]);
  });

  it('a prudential-type plan: questions first, then the membership is chosen and both are added', async () => {
    const input = { ...planDetailInputs.quoted, planId: 171 };
    const { actor, rests, stubs } = start(input, { pricing: [f.pricedLife], aflac: f.aflacQuestions });
    await rests((s) => s.matches({ pricing: { priced: 'prudentialQuestions' } }));
    expect(actor.getSnapshot().hasTag('canAdd')).toBe(false);
    const aflac = actor.getSnapshot().children.aflac!;
    await waitFor(aflac, (s) => s.matches('answering'));
    aflac.send({ type: 'user.saveAflac', answers: { 1: 0, 2: 0 } });
    await rests(ready);
    actor.send({ type: 'user.addToCart', planPricingId: 1712 });
    await rests((s) => s.matches({ pricing: { priced: 'choosingMembership' } }));
    actor.send({ type: 'user.cancel' });
    expect(actor.getSnapshot().matches({ pricing: { priced: 'ready' } })).toBe(true);
    actor.send({ type: 'user.addToCart', planPricingId: 1712 });
    await rests((s) => s.matches({ pricing: { priced: 'choosingMembership' } }));
    actor.send({ type: 'user.chooseMembership' });
    await rests((s) => s.matches({ pricing: { priced: 'added' } }));
    expect(stubs.inputsOf('addPlanToCartPrudentials')).toEqual([{ enrollment_id: 'TE1', plan_id1: 171, plan_pricing_id1: 1712, plan_id: 161, plan_pricing_id: 1611 }]);
  });

  it('a preset yes blocks the prudential-type save, so Add to Cart never shows', async () => {
    const input = { ...planDetailInputs.quoted, planId: 171 };
    const { actor, rests } = start(input, { pricing: [f.pricedLife], aflac: f.aflacWithPresetYes });
    await rests((s) => s.matches({ pricing: { priced: 'prudentialQuestions' } }));
    const aflac = actor.getSnapshot().children.aflac!;
    await waitFor(aflac, (s) => s.matches('answering'));
    aflac.send({ type: 'user.saveAflac', answers: { 1: 0, 2: 0 } });
    expect(aflac.getSnapshot().value).toBe('blocked');
    expect(aflac.getSnapshot().context).toMatchObject({ error: lockedAnswerMessage, answers: { 1: 1, 2: 0 } });
    expect(actor.getSnapshot().hasTag('canAdd')).toBe(false);
  });

  it('an existing member adds a prudential-type plan without the membership', async () => {
    const input = { ...planDetailInputs.quotedMember };
    const { actor, rests, stubs } = start(input, { pricing: [f.pricedLife] });
    await rests(ready);
    actor.send({ type: 'user.addToCart', planPricingId: 1712 });
    await rests((s) => s.matches({ pricing: { priced: 'added' } }));
    expect(stubs.inputsOf('addPlanToCartPrudentials')).toEqual([{ enrollment_id: 'TE5', plan_id1: 171, plan_pricing_id1: 1712 }]);
  });

  it('the above-100k income check (spec 2 §9): a prudential-type card above $100,000 asks for an income above $100,000 first', async () => {
    const withIncome = (annual_incode: string | null) => ({ ...fixtures.filterInfo, result: { ...fixtures.filterInfo.result, annual_incode } });
    const temp: unknown[] = [];
    const { actor, rests, stubs } = start(planDetailInputs.quotedMember, {
      pricing: [f.pricedLargeLife],
      overrides: { getEnrollmentTempInfo: answersInTurn(temp, [withIncome('$100,000'), withIncome('150000')]) },
    });
    await rests(ready);
    // $200,000 with an income of $100,000 (not above): the notice, nothing checked or added
    actor.send({ type: 'user.addToCart', planPricingId: 1713 });
    expect(actor.getSnapshot().matches({ pricing: { priced: 'incomeBelowCoverage' } })).toBe(true);
    expect(actor.getSnapshot().hasTag('canAdd')).toBe(true);
    expect(stubs.inputsOf('checkAlreadyInCart')).toEqual([]);
    // the link opens the income popup; the saved income reprices, and the card is added
    actor.send({ type: 'user.openIncome' });
    expect(actor.getSnapshot().matches({ pricing: 'incomePopup' })).toBe(true);
    actor.send({ type: 'user.submitIncome', annualIncome: '150000', workingHours: '40' });
    await rests(ready);
    expect(actor.getSnapshot().context.annualIncome).toBe('150000');
    actor.send({ type: 'user.addToCart', planPricingId: 1713 });
    await rests((s) => s.matches({ pricing: { priced: 'added' } }));
    expect(stubs.inputsOf('addPlanToCartPrudentials')).toEqual([{ enrollment_id: 'TE5', plan_id1: 171, plan_pricing_id1: 1713 }]);
  });

  it('the above-100k income check leaves $100,000 and other plans alone, and the server saying so shows the same notice', async () => {
    const refused = start(planDetailInputs.quotedMember, {
      pricing: [f.pricedLargeLife],
      overrides: { addPlanToCartPrudentials: fromPromise(async () => Promise.reject(f.incomeAbove100k)) },
    });
    await refused.rests(ready);
    // $100,000 is not above: the add goes ahead (and here the server refuses it by its own check)
    refused.actor.send({ type: 'user.addToCart', planPricingId: 1712 });
    await refused.rests((s) => s.matches({ pricing: { priced: 'incomeBelowCoverage' } }));
    expect(refused.actor.getSnapshot().context.error).toBe(planDetailMessages.salaryError);
    // a card that is not prudential-type is never held by it
    const dental = start(planDetailInputs.quoted, { pricing: [{ ...f.pricedLargeLife, is_prudential: false }] });
    await dental.rests(ready);
    dental.actor.send({ type: 'user.addToCart', planPricingId: 1713 });
    expect(dental.actor.getSnapshot().matches({ pricing: { priced: 'checkingCart' } })).toBe(true);
  });

  it('the disability plan asks for the membership too', async () => {
    const input = { ...planDetailInputs.quoted, planId: 181 };
    const { actor, rests, stubs } = start(input);
    await rests(ready);
    actor.send({ type: 'user.addToCart', planPricingId: 1211 });
    await rests((s) => s.matches({ pricing: { priced: 'membershipRequired' } }));
    actor.send({ type: 'user.chooseMembership' });
    await rests((s) => s.matches({ pricing: { priced: 'added' } }));
    expect(stubs.inputsOf('addPlanToCartPrudentials')[0]).toMatchObject({ plan_id: 161, plan_pricing_id: 1611 });
  });

  it('a blackout known with the pricing shows its message and offers no Add to Cart (issue 28 item 7)', async () => {
    const { actor, rests } = start(planDetailInputs.quoted, { pricing: [f.pricedInBlackout] });
    await rests((s) => s.matches({ pricing: { priced: 'blackout' } }));
    expect(actor.getSnapshot().context.error).toBe('FocusPoint Vision cannot be added during the enrollment blackout period.');
    expect(actor.getSnapshot().hasTag('canAdd')).toBe(false);
    expect(actor.getSnapshot().can({ type: 'user.addToCart', planPricingId: 1211 })).toBe(false);
  });

  it("blackout shows the server's message; already-active its popup", async () => {
    const refusing = (error: unknown) => ({ addPlanToCart: fromPromise(async () => Promise.reject(error)) });
    const blackout = start(planDetailInputs.quoted, { overrides: refusing(f.blackout) });
    await blackout.rests(ready);
    blackout.actor.send({ type: 'user.addToCart', planPricingId: 1211 });
    await blackout.rests((s) => s.matches({ pricing: { priced: 'blackout' } }));
    expect(blackout.actor.getSnapshot().context.error).toBe('FocusPoint Vision cannot be added during the enrollment blackout period.');

    const active = start(planDetailInputs.quoted, { overrides: refusing(f.alreadyActive) });
    await active.rests(ready);
    active.actor.send({ type: 'user.addToCart', planPricingId: 1211 });
    await active.rests((s) => s.matches({ pricing: { priced: 'alreadyActive' } }));
    expect(active.actor.getSnapshot().context.error).toBe('You already have an active HospitalCash Plus plan.');
    active.actor.send({ type: 'user.closePopup' });
    expect(active.actor.getSnapshot().context.error).toBeNull();
  });
});
