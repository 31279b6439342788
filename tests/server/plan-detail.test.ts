import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ASSOCIATION_MEMBERSHIP, planDetailMessages, type AnswerItem, type RequestOf, type TreatmentRecord } from '../../contract/index.ts';
import { aflacLockedMessage, planDetailServerMessages } from '../../server/handlers/plan-detail.ts';
import { alreadyActiveMessage, blackoutMessage, membershipNeededMessage, prudentialQuestionsFirstMessage, riderNeedsBaseMessage } from '../../server/queries/plan-facts.ts';
import { pricingHashOf } from '../../server/queries/pricing-hash.ts';
import { aflacAnswers } from '../../server/db/schema.ts';
import { signInAs } from './enroller-sign-in-support.ts';
import { dataOf, failureOf, memberEnrollment, useTestServer, expectFieldError } from './harness.ts';

const server = useTestServer();

type NewQuote = Partial<RequestOf<'addFilterForNewUser'>>;
const quote = async (fields: NewQuote = {}) =>
  dataOf('addFilterForNewUser', await server.call('addFilterForNewUser', { zip: '10001', dob: '04/12/1988', gender: '0', tier: 'IO', ...fields }))
    .temp_enrollment_id;
const change = async (tempId: string, fields: Omit<RequestOf<'changeFilterInfo'>, 'tempId'>) =>
  dataOf('changeFilterInfo', await server.call('changeFilterInfo', { tempId, ...fields }));
const pricing = async (enrollment_id: string, pid: number) =>
  dataOf('getPlanPricingDetail', await server.call('getPlanPricingDetail', { enrollment_id, pid }));
const cart = async (enrollment_id: string) => dataOf('getPlanCart', await server.call('getPlanCart', { enrollment_id }));
const add = (enrollment_id: string, plan_id: number, plan_pricing_id = plan_id * 10 + 1) =>
  server.call('addPlanToCart', { enrollment_id, plan_id, plan_pricing_id });
/** Maria Lopez (501): Acme, zip 10001, holds HospitalCash Plus (212) ACTIVE. */
const mariaQuote = () => memberEnrollment(server);

const refused = (errorCode: string, message: string | null = null, pid: number | null = null) =>
  expect.objectContaining({ plans: [], errorCode, message, pid });

describe('get-plan-pricing-detail: one errorCode per demo situation', () => {
  it('enrollmentIdError for an unknown tempId; a 422 for an unknown plan', async () => {
    expect(await pricing('TE404', 121)).toEqual({ plans: [], errorCode: 'enrollmentIdError', pid: null, message: null, is_prudential: false, blackout: null });
    expectFieldError(await server.call('getPlanPricingDetail', { enrollment_id: 'TE404', pid: 9999 }), 'pid', 'Plan not found');
  });

  it('prices a plain plan: one card of the tier at plan id × 10 + 1', async () => {
    const id = await quote();
    expect(await pricing(id, 121)).toEqual({
      plans: [{ plan_id: 121, plan_pricing_id: 1211, plan_price: 24.5, label: 'Member Only', coverage_amount: null, hash: pricingHashOf(id, { plan_id: 121, plan_pricing_id: 1211, plan_price: 24.5, label: 'Member Only', coverage_amount: null }) }],
      errorCode: null,
      pid: null,
      message: null,
      is_prudential: false,
      blackout: null,
    });
    await change(id, { tier: 'IF' });
    expect((await pricing(id, 121)).plans).toEqual([expect.objectContaining({ plan_price: 61.25, label: 'Family' })]);
  });

  it("labels an IC card 'Member + 1 Child' while a premier plan (L713) is in the cart, as every tier list does", async () => {
    const id = await quote({ tier: 'IC' });
    expect((await pricing(id, 121)).plans).toEqual([expect.objectContaining({ label: 'Member + Children' })]);
    dataOf('addPlanToCart', await add(id, 115));
    expect((await pricing(id, 121)).plans).toEqual([expect.objectContaining({ label: 'Member + 1 Child' })]);
    await server.call('removePlanFromCart', { enrollment_id: id, plan_id: 115, plan_pricing_id: 1151 });
    expect((await pricing(id, 121)).plans).toEqual([expect.objectContaining({ label: 'Member + Children' })]);
  });

  it('changePid for the retired Horizon Health Silver (112 → 113)', async () => {
    expect(await pricing(await quote(), 112)).toEqual(refused('changePid', null, 113));
  });

  it('stateError for Coastal Dental Preferred (123) in NY (zip 10001)', async () => {
    expect(await pricing(await quote(), 123)).toEqual(refused('stateError'));
  });

  it('metError for Metro Medical Select (114) at zip 90210', async () => {
    expect(await pricing(await quote({ zip: '90210' }), 114)).toEqual(refused('metError'));
  });

  it('tierError for AccidentGuard Solo (201) at tier IF', async () => {
    expect(await pricing(await quote({ tier: 'IF' }), 201)).toEqual(refused('tierError'));
  });

  it('ageError and planAgeError (with its message) for HospitalCash Senior (211)', async () => {
    expect(await pricing(await quote({ dob: '04/12/1988' }), 211)).toEqual(refused('ageError'));
    expect(await pricing(await quote({ dob: '01/01/1950' }), 211)).toEqual(refused('planAgeError', 'HospitalCash Senior is issued to ages 50 to 64 only.'));
  });

  it('smokerError for Family Term Life (172), then face-amount cards, dearer for tobacco users', async () => {
    const id = await quote();
    expect(await pricing(id, 172)).toEqual(refused('smokerError'));
    await change(id, { is_smoker: '0' });
    expect((await pricing(id, 172)).plans.map(({ hash: _hash, ...card }) => card)).toEqual([
      { plan_id: 172, plan_pricing_id: 1721, plan_price: 18, label: '$50,000 coverage', coverage_amount: 50_000 },
      { plan_id: 172, plan_pricing_id: 1722, plan_price: 36, label: '$100,000 coverage', coverage_amount: 100_000 },
      { plan_id: 172, plan_pricing_id: 1723, plan_price: 72, label: '$200,000 coverage', coverage_amount: 200_000 },
      { plan_id: 172, plan_pricing_id: 1724, plan_price: 108, label: '$300,000 coverage', coverage_amount: 300_000 },
    ]);
    await change(id, { is_smoker: '1' });
    expect((await pricing(id, 172)).plans[0]?.plan_price).toBe(27);
  });

  it('keeps the face amount chosen on Add to Cart: the cart line carries it, a plan without one null', async () => {
    const id = await quote();
    await change(id, { is_smoker: '0' });
    dataOf('addPlanToCart', await add(id, 172, 1722));
    dataOf('addPlanToCart', await add(id, 121));
    expect((await cart(id)).result).toEqual([
      expect.objectContaining({ plan_id: 172, plan_pricing_id: 1722, price: 36, coverage_amount: 100_000 }),
      expect.objectContaining({ plan_id: 121, coverage_amount: null }),
    ]);
  });

  it('salaryError then hourError for Income Shield Disability (181), then priced', async () => {
    const id = await quote();
    expect(await pricing(id, 181)).toEqual(refused('salaryError'));
    await change(id, { annual_incode: '9000' });
    expect(await pricing(id, 181)).toEqual(refused('salaryError'));
    await change(id, { annual_incode: '52000' });
    expect(await pricing(id, 181)).toEqual(refused('hourError'));
    await change(id, { working_hours: '40' });
    expect((await pricing(id, 181)).plans).toEqual([expect.objectContaining({ plan_pricing_id: 1811, plan_price: 31 })]);
  });

  it('portalError for BrightSmile Dental Plus (122) in portal 11, priced after update-filter-portal 12', async () => {
    const id = await quote({ platform_group_id: 11 });
    expect(await pricing(id, 122)).toEqual(refused('portalError', 'BrightSmile Dental Plus is not offered in the selected portal. Choose another portal.'));
    expect(dataOf('updateFilterPortal', await server.call('updateFilterPortal', { enrollment_id: id, platform_group_id: 12 }))).toEqual({ platform_group_id: 12 });
    expect((await pricing(id, 122)).plans).toEqual([expect.objectContaining({ plan_pricing_id: 1221, plan_price: 34.5 })]);
  });
});

const noDetail = (question_id: number): AnswerItem => ({ question_id, yes_no_flag: '0' });
const record: TreatmentRecord = {
  dot_from: '01/02/2022',
  dot_to: '01/09/2022',
  reason_for_condition: 'Appendicitis',
  degree_of_recovery: 'Full',
  physician_name_address: 'Dr. Ruth Hale, 10 Main St, New York NY',
};

describe('health questions of CriticalCare Protect (191)', () => {
  const save = (enrollment_id: string, answers: AnswerItem[]) => server.call('saveQuestionAnswers', { enrollment_id, plan_id: 191, answers });

  it('asks three questions: text, checkbox in groups A and B, detail with two records', async () => {
    const questions = dataOf('getQuestions', await server.call('getQuestions', { enrollment_id: await quote(), plan_id: 191, type: 'save' }));
    expect(questions.map((q) => [q.question_id, q.question_sub_type, q.require_detail])).toEqual([
      [1911, 'text_field', 0],
      [1912, 'checkbox', 0],
      [1913, 'detail', 1],
    ]);
    expect(questions[0]?.question_text).toBe('Have you used tobacco or nicotine in the last 12 months?');
    expect(questions[1]?.options.map((o) => o.option_group)).toEqual(['A. Prior to age 60', 'A. Prior to age 60', 'A. Prior to age 60', 'B. Prior to age 75', 'B. Prior to age 75']);
  });

  it('refuses missing answers and a yes to the detail question without two complete records', async () => {
    const id = await quote();
    expectFieldError(await save(id, [noDetail(1911)]), 'answers', planDetailMessages.answerAll);
    const oneRecord = await save(id, [noDetail(1911), noDetail(1912), { question_id: 1913, yes_no_flag: '1', detail: [record] }]);
    expectFieldError(oneRecord, 'answers.2.detail', planDetailServerMessages.twoTreatmentRecords);
    const blank = await save(id, [noDetail(1911), noDetail(1912), { question_id: 1913, yes_no_flag: '1', detail: [record, { ...record, dot_to: ' ' }] }]);
    expectFieldError(blank, 'answers.2.detail.1.dot_to', 'Field is required');
    expectFieldError(await save(id, [noDetail(1911), { question_id: 1912, yes_no_flag: '1' }, noDetail(1913)]), 'answers.1.checkbox_answers', planDetailServerMessages.chooseCondition);
  });

  it('declines a yes with a group A condition; pricing keeps asking', async () => {
    const id = await quote();
    expect(await pricing(id, 191)).toEqual(refused('newQuestionsError'));
    const reply = await save(id, [noDetail(1911), { question_id: 1912, yes_no_flag: '1', checkbox_answers: [19122, 19124] }, noDetail(1913)]);
    expect(dataOf('saveQuestionAnswers', reply)).toEqual({ error_message: 'Based on your answers we are unable to offer this plan.', errorCode: 'decline' });
    expect(await pricing(id, 191)).toEqual(refused('newQuestionsError'));
    expect(dataOf('checkAlreadyAnswered', await server.call('checkAlreadyAnswered', { enrollment_id: id, plan_id: 191 }))).toEqual({ status: false });
  });

  it('accepts other answers (group B, two records) and then prices the plan', async () => {
    const id = await quote();
    const answers: AnswerItem[] = [
      { question_id: 1911, yes_no_flag: '1', who: 'Spouse' },
      { question_id: 1912, yes_no_flag: '1', checkbox_answers: [19125] },
      { question_id: 1913, yes_no_flag: '1', detail: [record, record] },
    ];
    expect(dataOf('saveQuestionAnswers', await save(id, answers))).toEqual({ success_message: 'Your answers have been saved.' });
    expect(dataOf('checkAlreadyAnswered', await server.call('checkAlreadyAnswered', { enrollment_id: id, plan_id: 191 }))).toEqual({ status: true });
    expect((await pricing(id, 191)).plans).toEqual([expect.objectContaining({ plan_pricing_id: 1911, plan_price: 27 })]);
  });
});

describe('Prudent Term Life (171): aflac-type questions and the membership', () => {
  const allNo = [1, 2, 3].map((qid) => ({ qid, true_condition: 0 as const }));

  it('asks aflac questions first, then prices, and adds with the membership as one paired add', async () => {
    const id = await quote();
    // priced at once: its aflac-type questions gate Add to Cart, not pricing
    expect((await pricing(id, 171)).errorCode).toBeNull();
    expectFieldError(
      await server.call('addPlanToCartPrudentials', { enrollment_id: id, plan_id1: 171, plan_pricing_id1: 1712, plan_id: 161, plan_pricing_id: 1611 }),
      'plan_id1',
      prudentialQuestionsFirstMessage('Prudent Term Life'),
    );
    const questions = dataOf('getAflacQuestions', await server.call('getAflacQuestions', { enrollment_id: id, plan_id: 171 }));
    expect(questions.map((q) => [q.qid, q.true_condition])).toEqual([[1, 0], [2, 0], [3, 0]]);
    expect(dataOf('saveAflacQuestions', await server.call('saveAflacQuestions', { enrollment_id: id, plan_id: 171, aflac_data: allNo }))).toEqual({ saved: true });
    expect(dataOf('checkAlreadyAnswered', await server.call('checkAlreadyAnswered', { enrollment_id: id, plan_id: 171 }))).toEqual({ status: true });
    const priced = await pricing(id, 171);
    expect(priced).toMatchObject({ errorCode: null, is_prudential: true });
    expect(priced.plans.map((card) => card.plan_pricing_id)).toEqual([1711, 1712, 1713, 1714]);

    expect(dataOf('checkPrudentialPlan', await server.call('checkPrudentialPlan', { enrollment_id: id, plan_id: 171 }))).toEqual({ status: true });
    expect(dataOf('checkPrudentialPlan', await server.call('checkPrudentialPlan', { enrollment_id: id, plan_id: 121 }))).toEqual({ status: false });
    expect(dataOf('checkPrudentialCart', await server.call('checkPrudentialCart', { enrollment_id: id }))).toEqual({ status: false });
    expectFieldError(await add(id, 171, 1712), 'plan_id', membershipNeededMessage('Prudent Term Life'));
    expectFieldError(
      await server.call('addPlanToCartPrudentials', { enrollment_id: id, plan_id1: 171, plan_pricing_id1: 1712 }),
      'plan_id1',
      membershipNeededMessage('Prudent Term Life'),
    );
    const paired = await server.call('addPlanToCartPrudentials', {
      enrollment_id: id,
      plan_id1: 171,
      plan_pricing_id1: 1712,
      plan_id: ASSOCIATION_MEMBERSHIP.plan_id,
      plan_pricing_id: ASSOCIATION_MEMBERSHIP.plan_pricing_id,
    });
    expect(dataOf('addPlanToCartPrudentials', paired)).toEqual({ added: true, count: 2 });
    expect((await cart(id)).result.map(({ plan_id, price, removable }) => ({ plan_id, price, removable }))).toEqual([
      { plan_id: 161, price: 5, removable: 0 },
      { plan_id: 171, price: 44, removable: 1 },
    ]);
    expect(dataOf('checkPrudentialCart', await server.call('checkPrudentialCart', { enrollment_id: id }))).toEqual({ status: true });
    expect(dataOf('checkAlreadyInCart', await server.call('checkAlreadyInCart', { enrollment_id: id, plan_id: 171, plan_pricing_id: 1712 }))).toEqual({ status: true });
    expect(dataOf('checkAlreadyInCart', await server.call('checkAlreadyInCart', { enrollment_id: id, plan_id: 121, plan_pricing_id: 1211 }))).toEqual({ status: false });
  });

  it('the above-100k income check (spec 2 §9): a card above $100,000 is refused until the annual income is above $100,000', async () => {
    const id = await quote();
    dataOf('saveAflacQuestions', await server.call('saveAflacQuestions', { enrollment_id: id, plan_id: 171, aflac_data: allNo }));
    const paired = (plan_pricing_id1: number) =>
      server.call('addPlanToCartPrudentials', {
        enrollment_id: id,
        plan_id1: 171,
        plan_pricing_id1,
        plan_id: ASSOCIATION_MEMBERSHIP.plan_id,
        plan_pricing_id: ASSOCIATION_MEMBERSHIP.plan_pricing_id,
      });
    // no income, then exactly $100,000: $200,000 and $300,000 are refused, nothing is added
    for (const income of [undefined, '$100,000']) {
      if (income) await change(id, { annual_incode: income });
      for (const card of [1713, 1714]) expectFieldError(await paired(card), 'annual_incode', planDetailMessages.salaryError);
      expect((await cart(id)).result).toEqual([]);
    }
    // pricing is not held by it: every card shows
    expect((await pricing(id, 171)).plans.map((card) => card.plan_pricing_id)).toEqual([1711, 1712, 1713, 1714]);
    await change(id, { annual_incode: '150000' });
    expect(dataOf('addPlanToCartPrudentials', await paired(1713))).toEqual({ added: true, count: 2 });
    expect((await cart(id)).result.map(({ plan_id }) => plan_id)).toEqual([161, 171]);
  });

  it('the above-100k income check leaves $100,000 and less alone', async () => {
    const id = await quote();
    dataOf('saveAflacQuestions', await server.call('saveAflacQuestions', { enrollment_id: id, plan_id: 171, aflac_data: allNo }));
    const added = await server.call('addPlanToCartPrudentials', {
      enrollment_id: id,
      plan_id1: 171,
      plan_pricing_id1: 1712,
      plan_id: ASSOCIATION_MEMBERSHIP.plan_id,
      plan_pricing_id: ASSOCIATION_MEMBERSHIP.plan_pricing_id,
    });
    expect(dataOf('addPlanToCartPrudentials', added)).toEqual({ added: true, count: 2 });
  });

  it("presets Maria's history (question 2 at 1), which she cannot change to 0", async () => {
    const id = await mariaQuote();
    const questions = dataOf('getAflacQuestions', await server.call('getAflacQuestions', { enrollment_id: id, plan_id: 171 }));
    expect(questions.map((q) => [q.qid, q.true_condition])).toEqual([[1, 0], [2, 1], [3, 0]]);
    expectFieldError(await server.call('saveAflacQuestions', { enrollment_id: id, plan_id: 171, aflac_data: allNo }), 'aflac_data', aflacLockedMessage(questions[1]!.question));
    const kept = allNo.map((answer) => (answer.qid === 2 ? { qid: 2, true_condition: 1 as const } : answer));
    dataOf('saveAflacQuestions', await server.call('saveAflacQuestions', { enrollment_id: id, plan_id: 171, aflac_data: kept }));
    expectFieldError(await server.call('saveAflacQuestions', { enrollment_id: id, plan_id: 171, aflac_data: [{ qid: 99, true_condition: 0 }] }), 'aflac_data', 'Unknown question');
  });

  it("Acme's administrator enrolling Maria reads no answer, and her history's yes stays a yes without a word (docs/security.md, Who sees what)", async () => {
    const acme = server.visitor();
    await signInAs(server, 'hr@acme-benefits.example.com', acme);
    const id = dataOf('addFilterForExistingUser', await acme.call('addFilterForExistingUser', { user_id: 501, tier: 'IO', eprocess: 'group', group_id: 2556 })).temp_enrollment_id;
    const unanswered = async () => dataOf('getAflacQuestions', await acme.call('getAflacQuestions', { enrollment_id: id, plan_id: 171 })).map((q) => q.true_condition);
    expect(await unanswered()).toEqual([0, 0, 0]);
    // a refusal naming the question would tell the employer her history
    expect(dataOf('saveAflacQuestions', await acme.call('saveAflacQuestions', { enrollment_id: id, plan_id: 171, aflac_data: allNo }))).toEqual({ saved: true });
    expect(await unanswered()).toEqual([0, 0, 0]);
    const kept = await server.db.select().from(aflacAnswers).where(eq(aflacAnswers.enrollmentId, id));
    expect(kept.map((row) => [row.questionId, row.trueCondition]).sort()).toEqual([[1, 0], [2, 1], [3, 0]]);
  });
});

describe('check-prudential-plan/{hash} (spec 2 §3 pricing entry, §7)', () => {
  const settled = async (enrollment_id: string, plan_id: number, hash: string) =>
    dataOf('checkPrudentialPlanHash', await server.call('checkPrudentialPlanHash', { enrollment_id, plan_id, hash })).status;

  it('each card has its own hash, one per enrollment and price', async () => {
    const [first, second] = [await quote(), await quote()];
    const hashes = (await pricing(first, 171)).plans.map((card) => card.hash);
    expect(new Set(hashes).size).toBe(4);
    expect((await pricing(first, 171)).plans.map((card) => card.hash)).toEqual(hashes);
    expect((await pricing(second, 171)).plans.map((card) => card.hash)).not.toEqual(hashes);
    await change(first, { tier: 'IS' });
    expect((await pricing(first, 121)).plans[0]!.hash).not.toBe(pricingHashOf(first, { plan_id: 121, plan_pricing_id: 1211, plan_price: 24.5, label: '', coverage_amount: null }));
  });

  it('settled only for the card in the cart beside the membership; another card is not; a stale hash is refused at hash', async () => {
    const id = await quote();
    await server.call('saveAflacQuestions', { enrollment_id: id, plan_id: 171, aflac_data: [1, 2, 3].map((qid) => ({ qid, true_condition: 0 as const })) });
    const [, chosen, other] = (await pricing(id, 171)).plans;
    expect(await settled(id, 171, chosen!.hash)).toBe(false);
    dataOf(
      'addPlanToCartPrudentials',
      await server.call('addPlanToCartPrudentials', { enrollment_id: id, plan_id1: 171, plan_pricing_id1: chosen!.plan_pricing_id, plan_id: 161, plan_pricing_id: 1611 }),
    );
    expect(await settled(id, 171, chosen!.hash)).toBe(true);
    expect(await settled(id, 171, other!.hash)).toBe(false);
    // the filter changed the prices: the hashes given before name no card now
    await change(id, { tier: 'IS' });
    expectFieldError(await server.call('checkPrudentialPlanHash', { enrollment_id: id, plan_id: 171, hash: chosen!.hash }), 'hash', planDetailServerMessages.stalePricing);
    expectFieldError(await server.call('checkPrudentialPlanHash', { enrollment_id: id, plan_id: 171, hash: 'ffffffffffffffff' }), 'hash', planDetailServerMessages.stalePricing);
  });

  it('a plan that is not prudential-type is never settled by it', async () => {
    const id = await quote();
    const [card] = (await pricing(id, 121)).plans;
    expect(dataOf('addPlanToCart', await add(id, 121, card!.plan_pricing_id))).toMatchObject({ count: 1 });
    expect(await settled(id, 121, card!.hash)).toBe(false);
  });
});

describe('get-plan-pricing-detail-elevate (spec 2 §7)', () => {
  const elevatePricing = async (enrollment_id: string, pid: number) =>
    dataOf('getPlanPricingDetailElevate', await server.call('getPlanPricingDetailElevate', { enrollment_id, pid }));

  it("prices the partner site's enrollment (portal 21) as get-plan-pricing-detail does", async () => {
    expect(await elevatePricing('EL1001', 121)).toEqual(await pricing('EL1001', 121));
    expect((await elevatePricing('EL1001', 121)).plans).toHaveLength(1);
  });

  it("answers portalError with its message for an enrollment not on the partner's portal, enrollmentIdError for an unknown one", async () => {
    expect(await elevatePricing(await quote(), 121)).toEqual({ plans: [], errorCode: 'portalError', pid: null, message: planDetailServerMessages.notPartnerEnrollment, is_prudential: false, blackout: null });
    expect(await elevatePricing('TE404', 121)).toMatchObject({ plans: [], errorCode: 'enrollmentIdError' });
    expectFieldError(await server.call('getPlanPricingDetailElevate', { enrollment_id: 'EL1001', pid: 9999 }), 'pid', 'Plan not found');
  });
});

describe('disability plan and the membership', () => {
  it('needs the membership until it is in the cart; the plain add refuses without it', async () => {
    const id = await quote();
    await change(id, { annual_incode: '52000', working_hours: '40' });
    expect(dataOf('checkDisabilityPlan', await server.call('checkDisabilityPlan', { enrollment_id: id, plan_id: 181 }))).toEqual({ status: true });
    expect(dataOf('checkDisabilityPlan', await server.call('checkDisabilityPlan', { enrollment_id: id, plan_id: 121 }))).toEqual({ status: false });
    expectFieldError(await add(id, 181), 'plan_id', membershipNeededMessage('Income Shield Disability'));
    dataOf('addPlanToCart', await add(id, 161));
    expect(dataOf('checkDisabilityPlan', await server.call('checkDisabilityPlan', { enrollment_id: id, plan_id: 181 }))).toEqual({ status: false });
    expect(dataOf('addPlanToCart', await add(id, 181))).toEqual({ count: 2 });
  });
});

describe('add-to-cart refusals', () => {
  it('says the blackout with the pricing, before Add to Cart (issue 28 item 7)', async () => {
    const id = await quote();
    const pricing = async (pid: number) => dataOf('getPlanPricingDetail', await server.call('getPlanPricingDetail', { enrollment_id: id, pid }));
    expect(await pricing(132)).toMatchObject({ errorCode: null, blackout: blackoutMessage('FocusPoint Vision') });
    expect((await pricing(121)).blackout).toBeNull();
  });

  it('answers 409 blackout for FocusPoint Vision (132), by either add', async () => {
    const id = await quote();
    const message = blackoutMessage('FocusPoint Vision');
    expect(message).toBe('FocusPoint Vision cannot be added during the enrollment blackout period.');
    expect(failureOf(await add(id, 132), 409).data).toEqual([{ target_element: 'blackout', error_message: message }]);
    const paired = await server.call('addPlanToCartPrudentials', { enrollment_id: id, plan_id1: 132, plan_pricing_id1: 1321 });
    expect(failureOf(paired, 409).data).toEqual([{ target_element: 'blackout', error_message: message }]);
  });

  it('answers 409 already_active when Maria adds HospitalCash Plus (212)', async () => {
    const id = await mariaQuote();
    const data = [{ target_element: 'already_active', error_message: alreadyActiveMessage('HospitalCash Plus') }];
    expect(data[0]?.error_message).toBe('You already have an active HospitalCash Plus plan.');
    expect(failureOf(await add(id, 212), 409).data).toEqual(data);
    expect(failureOf(await server.call('addPlanToCartPrudentials', { enrollment_id: id, plan_id1: 212, plan_pricing_id1: 2121 }), 409).data).toEqual(data);
    expect(dataOf('addPlanToCart', await add(await quote(), 212))).toEqual({ count: 1 });
  });

  it('refuses a plan its pricing cannot price, with the reason', async () => {
    expectFieldError(await add(await quote({ dob: '01/01/1950' }), 211), 'plan_id', 'HospitalCash Senior is issued to ages 50 to 64 only.');
    expectFieldError(await add(await quote(), 123), 'plan_id', 'Coastal Dental Preferred cannot be priced for your quote: open the plan to see why.');
  });
});

describe('cart riders', () => {
  it('offers the Orthodontia Rider (124) in the seeded cart TECART01, at the tier price', async () => {
    expect((await cart('TECART01')).riders).toEqual([
      { plan_id: 124, plan_name: 'Orthodontia Rider', plan_logo: expect.stringMatching(/^\/assets\/logos\//), price: 10.4, plan_pricing_id: 1241, rider_for: 121 },
    ]);
  });

  it('adds a rider only beside its base plan, and removing the base removes the rider', async () => {
    const id = await quote();
    expectFieldError(await add(id, 124), 'plan_id', riderNeedsBaseMessage('Orthodontia Rider', 'BrightSmile Dental Basic'));
    dataOf('addPlanToCart', await add(id, 121));
    expect((await cart(id)).riders.map((rider) => rider.plan_id)).toEqual([124]);
    expect(dataOf('addPlanToCart', await add(id, 124))).toEqual({ count: 2 });
    expect((await cart(id)).riders).toEqual([]);
    dataOf('removePlanFromCart', await server.call('removePlanFromCart', { enrollment_id: id, plan_id: 121, plan_pricing_id: 1211 }));
    expect((await cart(id)).result).toEqual([]);
  });

  it('never lists riders or memberships as related plans or in listings', async () => {
    const listing = dataOf('getMenuFilteredPlans', await server.call('getMenuFilteredPlans', { category: 'dental' }));
    expect(listing.map((item) => item.plan_id)).not.toContain(124);
    const related = dataOf('getRelatedPlans', await server.call('getRelatedPlans', { plan_id: 121 }));
    expect(related.map((plan) => plan.plan_id)).toEqual([122, 123, 101, 111]);
    expect(related[0]).toMatchObject({ plan_pricing_id: 1221, price: 34.5, plan_name: 'BrightSmile Dental Plus', plan_category: 'dental' });
  });
});

describe('related plans', () => {
  it("follow the enrollment's group and price for its filter", async () => {
    // Elevate (EL1001) offers dental, vision, rx and lifestyle; no membership is suggested
    const related = dataOf('getRelatedPlans', await server.call('getRelatedPlans', { enrollment_id: 'EL1001', plan_id: 131 }));
    expect(related.map((plan) => plan.plan_category)).toEqual(['vision', 'dental', 'dental', 'dental']);
    expect(related.map((plan) => plan.plan_id)).not.toContain(161);
    expectFieldError(await server.call('getRelatedPlans', { enrollment_id: 'TE404', plan_id: 131 }), 'enrollment_id', 'Enrollment not found');
  });
});

describe('update-filter-portal and save-enroller-code', () => {
  it('refuses an unknown tempId or portal', async () => {
    expectFieldError(await server.call('updateFilterPortal', { enrollment_id: 'TE404', platform_group_id: 12 }), 'enrollment_id', 'Enrollment not found');
    expectFieldError(await server.call('updateFilterPortal', { enrollment_id: await quote(), platform_group_id: 999 }), 'platform_group_id', 'Unknown portal');
  });

  it("accepts the group's enroller code, in any case, and refuses others", async () => {
    const id = await quote({ group_id: 2556 });
    expectFieldError(await server.call('saveEnrollerCode', { enrollment_id: id, enrollerCode: 'EC9999' }), 'enrollerCode', 'Invalid enroller code');
    expectFieldError(await server.call('saveEnrollerCode', { enrollment_id: id, enrollerCode: 'EC2512' }), 'enrollerCode', 'Invalid enroller code');
    expect(dataOf('saveEnrollerCode', await server.call('saveEnrollerCode', { enrollment_id: id, enrollerCode: 'ec2556' }))).toEqual({ enrollerCode: 'EC2556' });
    const beacon = await quote({ group_id: 2512 });
    expect(dataOf('saveEnrollerCode', await server.call('saveEnrollerCode', { enrollment_id: beacon, enrollerCode: 'EC2512' }))).toEqual({ enrollerCode: 'EC2512' });
  });
});

describe('get-plan-detail', () => {
  it('answers every description text and the category', async () => {
    const detail = dataOf('getPlanDetail', await server.call('getPlanDetail', { planId: 171 }));
    expect(detail.plan_category).toBe('term_life');
    for (const text of Object.values(detail.plan_desc)) expect(text).not.toBe('');
  });
});
