import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  ASSOCIATION_MEMBERSHIP,
  planDetailMessages,
  questionOptionGroups,
  TREATMENT_RECORDS,
  treatmentDateErrors,
  treatmentRecordSchema,
  type AnswerItem,
  type FieldError,
  type FilterInfo,
  type PlanQuestion,
  type SuggestedPlan,
} from '../../contract/index.ts';
import {
  aflacAnswers,
  aflacQuestions,
  cartItems,
  groupCodes,
  groups,
  memberAflacAnswers,
  planQuestionOptions,
  planQuestions,
  plans,
  portals,
  questionAnswers,
  settings,
  tempEnrollments,
} from '../db/schema.ts';
import { planDescriptionOf } from '../db/seed/plan-descriptions.ts';
import type { Handlers } from '../http/bind-endpoints.ts';
import { RequestFailure, fieldFailure } from '../http/failures.ts';
import {
  addToCart,
  blackoutOf,
  cartPlanIds,
  hasAnswered,
  hasMembership,
  membershipNeededMessage,
  planPricing,
  priceAddition,
  requirePlan,
} from '../queries/plan-facts.ts';
import { answersChanged } from '../queries/plan-answers.ts';
import { basicPriceCents, pricingIdOf } from '../queries/pricing.ts';
import { withPricingHashes } from '../queries/pricing-hash.ts';
import { readsHealthAnswers } from '../enrollers/own-members.ts';
import { requireVerifiedClaims } from '../enrollers/verified-roles.ts';
import type { HandlerDeps } from './deps.ts';

type PlanDetailHandlers = Pick<
  Handlers,
  | 'getPlanDetail'
  | 'getPlanPricingDetail'
  | 'getPlanPricingDetailElevate'
  | 'getQuestions'
  | 'saveQuestionAnswers'
  | 'getAflacQuestions'
  | 'saveAflacQuestions'
  | 'checkPrudentialPlan'
  | 'checkPrudentialPlanHash'
  | 'checkDisabilityPlan'
  | 'checkPrudentialCart'
  | 'checkAlreadyAnswered'
  | 'checkAlreadyInCart'
  | 'getRelatedPlans'
  | 'addPlanToCartPrudentials'
  | 'updateFilterPortal'
  | 'saveEnrollerCode'
>;

/** Server messages of plan detail (docs/reference-server.md, Plan detail rules). */
export const planDetailServerMessages = {
  answersSaved: 'Your answers have been saved.',
  declined: 'Based on your answers we are unable to offer this plan.',
  noQuestions: 'This plan has no questions to answer',
  unknownQuestion: 'Unknown question',
  unknownOption: 'Unknown condition',
  chooseCondition: 'Please choose at least one condition',
  twoTreatmentRecords: `Please enter ${TREATMENT_RECORDS} treatment records`,
  notMembership: 'Only the Association Membership can be added with this plan',
  unknownPortal: 'Unknown portal',
  unknownGroup: 'Unknown group',
  invalidEnrollerCode: 'Invalid enroller code',
  /** get-plan-pricing-detail-elevate for an enrollment that did not come from the partner site (portalError). */
  notPartnerEnrollment: 'These prices are for visitors from our partner site Elevate. Please open the plan from the storefront.',
  /** check-prudential-plan/{hash} with a hash no card of this enrollment's pricing has (the filter changed since). */
  stalePricing: 'The prices of this plan have changed. Please choose a card again.',
} as const;

/** "…" was answered yes before and cannot be changed to no. */
export const aflacLockedMessage = (question: string) => `"${question}" was answered yes before and cannot be changed to no.`;

/** Related plans: this many at most, those of the plan's own category first. */
export const RELATED_PLANS = 4;

type QuestionRow = typeof planQuestions.$inferSelect;
type OptionRow = typeof planQuestionOptions.$inferSelect;

/** The field errors of a set of answers; none means every question is answered properly. */
const answerErrors = (questions: QuestionRow[], options: OptionRow[], answers: AnswerItem[], birth: string): FieldError[] => {
  const errors: FieldError[] = [];
  const fail = (target_element: string, error_message: string) => errors.push({ target_element, error_message });
  answers.forEach((answer, index) => {
    const question = questions.find((candidate) => candidate.id === answer.question_id);
    if (!question) return fail(`answers.${index}.question_id`, planDetailServerMessages.unknownQuestion);
    if (answer.yes_no_flag !== '1') return;
    if (question.subType === 'checkbox') {
      const chosen = answer.checkbox_answers ?? [];
      if (chosen.length === 0) fail(`answers.${index}.checkbox_answers`, planDetailServerMessages.chooseCondition);
      else if (chosen.some((id) => !options.some((option) => option.id === id && option.questionId === question.id))) {
        fail(`answers.${index}.checkbox_answers`, planDetailServerMessages.unknownOption);
      }
    }
    if (question.requireDetail) {
      const records = answer.detail ?? [];
      if (records.length !== TREATMENT_RECORDS) fail(`answers.${index}.detail`, planDetailServerMessages.twoTreatmentRecords);
      records.forEach((record, recordIndex) => {
        for (const field of Object.keys(treatmentRecordSchema.def.shape) as (keyof typeof record)[]) {
          if (record[field].trim() === '') fail(`answers.${index}.detail.${recordIndex}.${field}`, 'Field is required');
        }
        for (const [field, message] of Object.entries(treatmentDateErrors(record, new Date(), birth))) fail(`answers.${index}.detail.${recordIndex}.${field}`, message);
      });
    }
  });
  if (questions.some((question) => !answers.some((answer) => answer.question_id === question.id))) fail('answers', planDetailMessages.answerAll);
  return errors;
};

/** A yes to a checkbox question with a condition of group A declines the plan. */
const declines = (options: OptionRow[], answers: AnswerItem[]) =>
  answers.some(
    (answer) =>
      answer.yes_no_flag === '1' &&
      (answer.checkbox_answers ?? []).some((id) => options.find((option) => option.id === id)?.optionGroup === questionOptionGroups[0]),
  );

/** Plan detail: description, pricing, questions, membership gates, related plans, portal, enroller code. */
export const planDetailHandlers = ({ db, filters, catalogue, answers: heldAnswers, limits, mainHost }: HandlerDeps): PlanDetailHandlers => {
  /** The filter of a known enrollment, or null (pricing answers enrollmentIdError). */
  const filterOrNull = async (enrollmentId: string): Promise<FilterInfo | null> => {
    try {
      return await filters.require(enrollmentId);
    } catch (error) {
      if (error instanceof RequestFailure) return null;
      throw error;
    }
  };

  const questionsOf = async (planId: number) => {
    const questions = await db.select().from(planQuestions).where(eq(planQuestions.planId, planId)).orderBy(asc(planQuestions.position));
    const ids = questions.map((question) => question.id);
    const options = ids.length === 0 ? [] : await db.select().from(planQuestionOptions).where(inArray(planQuestionOptions.questionId, ids)).orderBy(asc(planQuestionOptions.id));
    return { questions, options };
  };

  /** The aflac-type questions of a plan with what this enrollment saved and the member's history. */
  const aflacStateOf = async (enrollmentId: string, filter: FilterInfo, planId: number) => {
    const questions = await db.select().from(aflacQuestions).where(eq(aflacQuestions.planId, planId)).orderBy(asc(aflacQuestions.position));
    const ids = questions.map((question) => question.id);
    if (ids.length === 0) return { questions, saved: new Map<number, 0 | 1>(), preset: new Map<number, 0 | 1>() };
    const savedRows = await db
      .select()
      .from(aflacAnswers)
      .where(and(eq(aflacAnswers.enrollmentId, enrollmentId), inArray(aflacAnswers.questionId, ids)));
    const presetRows =
      filter.user_id === null
        ? []
        : await db
            .select()
            .from(memberAflacAnswers)
            .where(and(eq(memberAflacAnswers.userId, filter.user_id), inArray(memberAflacAnswers.questionId, ids)));
    return {
      questions,
      saved: new Map(savedRows.map((row) => [row.questionId, row.trueCondition])),
      preset: new Map(presetRows.map((row) => [row.questionId, row.trueCondition])),
    };
  };

  return {
    async getPlanDetail({ planId }) {
      const plan = await requirePlan(db, planId, 'planId');
      return {
        plan_name: plan.name,
        plan_category: plan.category,
        plan_desc: plan.description ?? planDescriptionOf(plan.name, plan.category, plan.shortText),
      };
    },

    async getPlanPricingDetail({ enrollment_id, pid }) {
      const plan = await requirePlan(db, pid, 'pid');
      return { ...withPricingHashes(enrollment_id, await planPricing(db, plan, enrollment_id, await filterOrNull(enrollment_id))), blackout: blackoutOf(plan) };
    },

    // The partner site's variant: the same pricing for an enrollment on the partner's portal (the
    // elevate_portal_id setting, which get-elevate-info answers); any other enrollment gets portalError.
    async getPlanPricingDetailElevate({ enrollment_id, pid }) {
      const plan = await requirePlan(db, pid, 'pid');
      const filter = await filterOrNull(enrollment_id);
      const [partnerPortal] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'elevate_portal_id'));
      if (filter !== null && String(filter.platform_group_id) !== partnerPortal?.value) {
        return { plans: [], errorCode: 'portalError' as const, pid: null, message: planDetailServerMessages.notPartnerEnrollment, is_prudential: plan.prudentialType, blackout: blackoutOf(plan) };
      }
      return { ...withPricingHashes(enrollment_id, await planPricing(db, plan, enrollment_id, filter)), blackout: blackoutOf(plan) };
    },

    async getQuestions({ enrollment_id, plan_id }) {
      await filters.require(enrollment_id);
      await requirePlan(db, plan_id);
      const { questions, options } = await questionsOf(plan_id);
      return questions.map(
        (question): PlanQuestion => ({
          question_id: question.id,
          question_text: question.text,
          question_sub_type: question.subType,
          require_detail: question.requireDetail ? 1 : 0,
          options: options
            .filter((option) => option.questionId === question.id)
            .map((option) => ({ option_id: option.id, option_text: option.text, option_group: option.optionGroup })),
        }),
      );
    },

    // Every question answered (a yes to a detail question with two complete treatment records);
    // a yes with a group A condition declines, and the decline is kept until answers change.
    async saveQuestionAnswers({ enrollment_id, plan_id, answers }) {
      const filter = await filters.require(enrollment_id);
      await requirePlan(db, plan_id);
      const { questions, options } = await questionsOf(plan_id);
      if (questions.length === 0) throw fieldFailure('plan_id', planDetailServerMessages.noQuestions);
      // the quoted person's records: no treatment before the quote's birth date
      const errors = answerErrors(questions, options, answers, filter.dob);
      if (errors.length > 0) throw new RequestFailure(422, errors[0]!.error_message, errors);
      const declined = declines(options, answers);
      await db.transaction(async (tx) => {
        await tx
          .insert(questionAnswers)
          .values({ enrollmentId: enrollment_id, planId: plan_id, answers, declined })
          .onConflictDoUpdate({ target: [questionAnswers.enrollmentId, questionAnswers.planId], set: { answers, declined, savedAt: new Date() } });
        await answersChanged(tx, enrollment_id);
      });
      // the plans listing prices by the answers it holds
      heldAnswers.changed(enrollment_id);
      return declined ? { error_message: planDetailServerMessages.declined, errorCode: 'decline' as const } : { success_message: planDetailServerMessages.answersSaved };
    },

    // a caller who reads no health answers (a group administrator; an enroller's enrollment after
    // sign-out) gets every question unanswered (docs/security.md, Who sees what: role × data)
    async getAflacQuestions({ enrollment_id, plan_id }, reader) {
      const filter = await filters.require(enrollment_id);
      await requirePlan(db, plan_id);
      const { questions, saved, preset } = await aflacStateOf(enrollment_id, filter, plan_id);
      const reads = await readsHealthAnswers(db, filter, reader);
      return questions.map((question) => ({
        qid: question.id,
        question: question.question,
        true_condition: reads ? (saved.get(question.id) ?? preset.get(question.id) ?? 0) : 0,
      }));
    },

    // A yes this enrollment saved before, or one from the member's history, cannot become a no: refused
    // where the caller reads the answers; kept without a word where it does not (a refusal would tell them)
    async saveAflacQuestions({ enrollment_id, plan_id, aflac_data }, reader) {
      const filter = await filters.require(enrollment_id);
      await requirePlan(db, plan_id);
      const { questions, saved, preset } = await aflacStateOf(enrollment_id, filter, plan_id);
      if (questions.length === 0) throw fieldFailure('plan_id', planDetailServerMessages.noQuestions);
      const given = new Map(aflac_data.map((answer) => [answer.qid, answer.true_condition]));
      if ([...given.keys()].some((qid) => !questions.some((question) => question.id === qid))) throw fieldFailure('aflac_data', planDetailServerMessages.unknownQuestion);
      if (questions.some((question) => !given.has(question.id))) throw fieldFailure('aflac_data', planDetailMessages.answerAll);
      const isLocked = (questionId: number) => saved.get(questionId) === 1 || preset.get(questionId) === 1;
      const reads = await readsHealthAnswers(db, filter, reader);
      const locked = questions.find((question) => given.get(question.id) === 0 && isLocked(question.id));
      if (locked && reads) throw fieldFailure('aflac_data', aflacLockedMessage(locked.question));
      await db.transaction(async (tx) => {
        for (const question of questions) {
          const trueCondition = isLocked(question.id) ? 1 : (given.get(question.id) ?? 0);
          await tx
            .insert(aflacAnswers)
            .values({ enrollmentId: enrollment_id, questionId: question.id, trueCondition })
            .onConflictDoUpdate({ target: [aflacAnswers.enrollmentId, aflacAnswers.questionId], set: { trueCondition } });
        }
        await answersChanged(tx, enrollment_id);
      });
      heldAnswers.changed(enrollment_id);
      return { saved: true };
    },

    async checkPrudentialPlan({ enrollment_id, plan_id }) {
      await filters.require(enrollment_id);
      return { status: (await requirePlan(db, plan_id)).prudentialType };
    },

    // Settled: the card the hash names is in the cart at that pricing, with the membership beside it.
    async checkPrudentialPlanHash({ enrollment_id, plan_id, hash }) {
      const filter = await filters.require(enrollment_id);
      const plan = await requirePlan(db, plan_id);
      const card = withPricingHashes(enrollment_id, await planPricing(db, plan, enrollment_id, filter)).plans.find((priced) => priced.hash === hash);
      if (!card) throw fieldFailure('hash', planDetailServerMessages.stalePricing);
      const [line] = await db
        .select({ pricingId: cartItems.planPricingId })
        .from(cartItems)
        .where(and(eq(cartItems.enrollmentId, enrollment_id), eq(cartItems.planId, plan_id)));
      return { status: plan.prudentialType && line?.pricingId === card.plan_pricing_id && (await hasMembership(db, enrollment_id, filter)) };
    },

    async checkDisabilityPlan({ enrollment_id, plan_id }) {
      const filter = await filters.require(enrollment_id);
      const plan = await requirePlan(db, plan_id);
      return { status: plan.category === 'di' && plan.requiresMembership && !(await hasMembership(db, enrollment_id, filter)) };
    },

    async checkPrudentialCart({ enrollment_id }) {
      const filter = await filters.require(enrollment_id);
      return { status: await hasMembership(db, enrollment_id, filter) };
    },

    async checkAlreadyAnswered({ enrollment_id, plan_id }) {
      await filters.require(enrollment_id);
      return { status: await hasAnswered(db, enrollment_id, await requirePlan(db, plan_id)) };
    },

    async checkAlreadyInCart({ enrollment_id, plan_id }) {
      await filters.require(enrollment_id);
      return { status: (await cartPlanIds(db, enrollment_id)).includes(plan_id) };
    },

    // What the enrollment's group offers (the main site's without an enrollment): the plan's own
    // category first, no memberships, riders or retired plans, at the basic price for the filter.
    async getRelatedPlans({ enrollment_id, plan_id }) {
      const filter = enrollment_id === undefined ? null : await filters.require(enrollment_id);
      const plan = await requirePlan(db, plan_id);
      const offeredIds = catalogue.plans(filter?.group_id).map((item) => item.plan_id).filter((id) => id !== plan.id);
      if (offeredIds.length === 0) return [];
      const rows = await db.select().from(plans).where(inArray(plans.id, offeredIds));
      const candidates = offeredIds
        .map((id) => rows.find((row) => row.id === id))
        .filter((row) => row !== undefined && !row.isMembership && row.riderFor === null && row.successorPlanId === null && row.startingPriceCents !== null)
        .map((row) => row!);
      const ordered = [...candidates.filter((row) => row.category === plan.category), ...candidates.filter((row) => row.category !== plan.category)];
      return ordered.slice(0, RELATED_PLANS).map(
        (row): SuggestedPlan => ({
          plan_id: row.id,
          plan_pricing_id: pricingIdOf(row.id),
          price: basicPriceCents(row, filter) / 100,
          plan_logo: row.logo,
          plan_name: row.name,
          plan_category: row.category,
        }),
      );
    },

    // The paired add: the gated plan, and the membership (not removable) unless already there.
    async addPlanToCartPrudentials({ enrollment_id, plan_id1, plan_pricing_id1, plan_id, plan_pricing_id }) {
      const filter = await filters.require(enrollment_id);
      const { plan, addition } = await priceAddition(db, enrollment_id, filter, plan_id1, plan_pricing_id1, 'plan_id1');
      const additions = [addition];
      if (plan_id !== undefined || plan_pricing_id !== undefined) {
        if (plan_id !== ASSOCIATION_MEMBERSHIP.plan_id || plan_pricing_id !== ASSOCIATION_MEMBERSHIP.plan_pricing_id) {
          throw fieldFailure('plan_id', planDetailServerMessages.notMembership);
        }
        // a member who already holds it (or a cart that has it) keeps the one there
        if (!(await hasMembership(db, enrollment_id, filter))) {
          const membership = await priceAddition(db, enrollment_id, filter, plan_id, plan_pricing_id, 'plan_id');
          additions.unshift({ ...membership.addition, removable: false });
        }
      } else if (plan.requiresMembership && !(await hasMembership(db, enrollment_id, filter))) {
        throw fieldFailure('plan_id1', membershipNeededMessage(plan.name));
      }
      return addToCart(db, enrollment_id, additions);
    },

    // the portal and group are the session's verified ones (403 otherwise: server/enrollers/verified-roles.ts)
    async updateFilterPortal({ enrollment_id, group_id, platform_group_id }, { site, enroller }) {
      const filter = await filters.require(enrollment_id);
      const [portal] = await db.select({ id: portals.id }).from(portals).where(eq(portals.id, platform_group_id));
      if (!portal) throw fieldFailure('platform_group_id', planDetailServerMessages.unknownPortal);
      if (group_id !== undefined) {
        const [group] = await db.select({ id: groups.id }).from(groups).where(eq(groups.id, group_id));
        if (!group) throw fieldFailure('group_id', planDetailServerMessages.unknownGroup);
      }
      const changed = { ...filter, platform_group_id, group_id: group_id ?? filter.group_id };
      await requireVerifiedClaims(db, mainHost, { site, enroller }, filter, changed);
      await filters.change(enrollment_id, changed);
      return { platform_group_id };
    },

    // a wrong code counts towards the client's look-up limit (an enroller code is guessed, not listed)
    async saveEnrollerCode({ enrollment_id, enrollerCode }, { client }) {
      const filter = await filters.require(enrollment_id);
      const code = enrollerCode.trim().toUpperCase();
      await limits.lookUp('enrollerCode', client, async () => {
        const [row] =
          filter.group_id === null
            ? []
            : await db
                .select({ code: groupCodes.code })
                .from(groupCodes)
                .where(and(eq(groupCodes.code, code), eq(groupCodes.kind, 'enroller'), eq(groupCodes.groupId, filter.group_id)));
        if (!row) throw fieldFailure('enrollerCode', planDetailServerMessages.invalidEnrollerCode);
      });
      await db.update(tempEnrollments).set({ enrollerCode: code, updatedAt: new Date() }).where(eq(tempEnrollments.id, enrollment_id));
      return { enrollerCode: code };
    },
  };
};
