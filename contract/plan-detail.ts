import * as z from 'zod/mini';
import { historyDateMessage } from './calendar-date.ts';
import { categorySchema, idSchema, MAX_ID, TEXT_LIMITS, textMax } from './entities.ts';

/** The plan description of get-plan-detail (spec 2 §2 Plan detail); texts are HTML-free plain text. */
export const planDescriptionSchema = z.object({
  body_text: z.string(),
  header_text: z.string(),
  blueBarText: z.string(),
  association_text: z.string(),
  exclusions_text_name: z.string(),
  exclusions_text: z.string(),
  example_text_name: z.string(),
  example_text: z.string(),
  faq_text_name: z.string(),
  faq_text: z.string(),
});
export type PlanDescription = z.infer<typeof planDescriptionSchema>;

/** The pricing errorCodes of get-plan-pricing-detail (spec 2 §8); null prices the plan. */
export const pricingErrorCodeSchema = z.enum([
  'changePid',
  'enrollmentIdError',
  'salaryError',
  'ageError',
  'tierError',
  'stateError',
  'metError',
  'smokerError',
  'planAgeError',
  'newQuestionsError',
  'hourError',
  'portalError',
]);
export type PricingErrorCode = z.infer<typeof pricingErrorCodeSchema>;

/** One pricing card: a plan at one pricing id; `label` names the coverage (tier or face amount). */
export const pricingCardSchema = z.object({
  plan_id: z.int(),
  plan_pricing_id: z.int(),
  plan_price: z.number().check(z.nonnegative()),
  label: z.string(),
  /** Face amount in dollars for life plans, null otherwise (the 100k–300k note reads it). */
  coverage_amount: z.nullable(z.int()),
});
export type PricingCard = z.infer<typeof pricingCardSchema>;

/**
 * The pricing rule's answer: cards when the plan can be priced, else the errorCode that says why not.
 * `pid` is the plan to go to on changePid; `message` is the server's text (planAgeError, portalError).
 */
export const planPricingSchema = z.object({
  plans: z.array(pricingCardSchema),
  errorCode: z.nullable(pricingErrorCodeSchema),
  pid: z.nullable(z.int()),
  message: z.nullable(z.string()),
  is_prudential: z.boolean(),
});
export type PlanPricing = z.infer<typeof planPricingSchema>;

/**
 * A pricing entry's {hash} (spec 2 §3 "Plan pricing entry: plan ids, pricing ids (pid, ppid,
 * plan_price), is_prudential flag, {hash}"): names one card as priced for one enrollment, so
 * check-prudential-plan/{hash} asks about exactly the card the visitor chose, at the price shown.
 */
export const pricingHashSchema = z.string().check(z.regex(/^[0-9a-f]{16}$/));
export const pricedCardSchema = z.extend(pricingCardSchema, { hash: pricingHashSchema });
export type PricedCard = z.infer<typeof pricedCardSchema>;
/**
 * What get-plan-pricing-detail (and its elevate variant) answers: the rule's answer, each card with
 * its hash, and the blackout message while the plan's enrollment is closed (issue 28 item 7: known
 * before Add to Cart, which add-to-cart still refuses with the same message, spec 2 §8).
 */
export const pricingReplySchema = z.extend(planPricingSchema, { plans: z.array(pricedCardSchema), blackout: z.nullable(z.string()) });
export type PricingReply = z.infer<typeof pricingReplySchema>;

/**
 * The plan questions that ask the quote's tobacco question again (the catalogue's CriticalCare
 * Protect, 1911): they start from the quote's answer, as Health's question 145 does (issue 28 item
 * 9, tobacco asked once; machines/plan-detail/question-rules.ts).
 */
export const TOBACCO_PLAN_QUESTIONS: readonly number[] = [1911];

/** Plan health question (spec 2 §3). */
export const questionSubTypeSchema = z.enum(['text_field', 'checkbox', 'detail']);
export const questionOptionGroups = ['A. Prior to age 60', 'B. Prior to age 75'] as const;
export const planQuestionSchema = z.object({
  question_id: z.int(),
  question_text: z.string(),
  question_sub_type: questionSubTypeSchema,
  /** 1: a yes needs two treatment records. */
  require_detail: z.union([z.literal(0), z.literal(1)]),
  options: z.array(z.object({ option_id: z.int(), option_text: z.string(), option_group: z.enum(questionOptionGroups) })),
});
export type PlanQuestion = z.infer<typeof planQuestionSchema>;

/** Up to 2 treatment records answer a detail question. */
export const TREATMENT_RECORDS = 2;
export const treatmentRecordSchema = z.object({
  dot_from: z.string().check(textMax(TEXT_LIMITS.code)),
  dot_to: z.string().check(textMax(TEXT_LIMITS.code)),
  reason_for_condition: z.string().check(textMax(TEXT_LIMITS.line)),
  degree_of_recovery: z.string().check(textMax(TEXT_LIMITS.line)),
  physician_name_address: z.string().check(textMax(TEXT_LIMITS.line)),
});
export type TreatmentRecord = z.infer<typeof treatmentRecordSchema>;

/**
 * The messages of a treatment record's dates, given filled ones: history dates (contract/calendar-date.ts),
 * From not before the person's birth, To not before From.
 */
export const treatmentDateErrors = (record: TreatmentRecord, today: Date, birth?: string): Partial<Record<'dot_from' | 'dot_to', string>> => {
  const errors: Partial<Record<'dot_from' | 'dot_to', string>> = {};
  const from = record.dot_from.trim();
  const to = record.dot_to.trim();
  const fromMessage = from === '' ? null : historyDateMessage(from, today, { birth });
  const toMessage = to === '' ? null : historyDateMessage(to, today, { birth, since: from });
  if (fromMessage) errors.dot_from = fromMessage;
  if (toMessage) errors.dot_to = toMessage;
  return errors;
};

export const answerItemSchema = z.object({
  question_id: idSchema,
  yes_no_flag: z.enum(['1', '0']),
  who: z.optional(z.string().check(textMax(TEXT_LIMITS.line))),
  checkbox_answers: z.optional(z.array(z.int().check(z.nonnegative(), z.lte(MAX_ID))).check(z.maxLength(TEXT_LIMITS.list))),
  detail: z.optional(z.array(treatmentRecordSchema).check(z.maxLength(TREATMENT_RECORDS))),
});
export type AnswerItem = z.infer<typeof answerItemSchema>;

/** save-question-answers: a success message, or a decline with the server's error message. */
export const questionSaveResultSchema = z.union([
  z.object({ success_message: z.string() }),
  z.object({ error_message: z.string(), errorCode: z.literal('decline') }),
]);
export type QuestionSaveResult = z.infer<typeof questionSaveResultSchema>;

/** Additional prudential-type (aflac-type) question: true_condition 1 yes, 0 no. */
export const aflacQuestionSchema = z.object({ qid: z.int(), question: z.string(), true_condition: z.union([z.literal(0), z.literal(1)]) });
export type AflacQuestion = z.infer<typeof aflacQuestionSchema>;

/** A suggested (related) product of the plan detail page. */
export const suggestedPlanSchema = z.object({
  plan_id: z.int(),
  plan_pricing_id: z.int(),
  price: z.number().check(z.nonnegative()),
  plan_logo: z.string(),
  plan_name: z.string(),
  plan_category: categorySchema,
});
export type SuggestedPlan = z.infer<typeof suggestedPlanSchema>;

/**
 * What add-to-cart refuses with: the error envelope's field list names one of these targets
 * (spec 2 §8 "Add to cart errors: blackout (show message), already-active (popup with message)").
 */
export const addToCartRefusals = { blackout: 'blackout', alreadyActive: 'already_active', incomeAbove100k: 'annual_incode' } as const;

/** The association membership both gated plan kinds need (spec 2 §1, §9): $5.00 a month. */
export const ASSOCIATION_MEMBERSHIP = { plan_id: 161, plan_pricing_id: 1611, price: 5 } as const;

/** Groups whose enrollments need an enroller code until one is saved (spec 2 §4, §9). */
export const ENROLLER_CODE_GROUPS: readonly number[] = [2556, 2512];

/** Plan detail messages, word for word from spec 2 §5 and §8. */
export const planDetailMessages = {
  hourError: 'Please enter a sufficient working hours to add product to the cart by clicking here.',
  salaryError: 'Please enter a sufficient annual income to add product to the cart by clicking here.',
  stateError: 'Plan not available in your state. Please change the state by editing your basic info above.',
  tierError: 'Plan not available for this tier. Please change the tier by editing your basic info above.',
  ageError: 'Plan not available for selected age group. Please edit your basic info above.',
  metError: 'Plan not available in the area. Please choose another area by editing your basic info above.',
  smokerError: 'Tobacco usage required. Please choose tobacco usage by clicking here.',
  answerAll: 'Please answer all questions',
  /** Ours (the spec words none): check-prudential-plan/{hash} says the cart holds the plan at another card. */
  otherCoverageInCart: 'This plan is already in your cart with another coverage. Remove it from the cart first to choose this one.',
  enterEnrollerCode: 'Enter Enroller Code',
  enrollerCodeRequired: 'Enroller code is required',
  /** The notes of prudential-type quotes (spec 2 §9). */
  administrativeFee: 'Prudential quotes include 3% administrative fees.',
  evidenceOfInsurability:
    'Optional life plans of $100,000 to $300,000 need evidence of insurability, are not guaranteed, and a decision takes 5 - 10 days.',
} as const;

/** The face amounts the evidence-of-insurability note speaks of. */
export const EVIDENCE_OF_INSURABILITY_RANGE = { min: 100_000, max: 300_000 } as const;

/** A number the filter holds as text ("52000", "$52,000"); null when missing or not a number. */
export const filterAmountOf = (text: string | null | undefined): number | null => {
  if (text === null || text === undefined) return null;
  const cleaned = text.replace(/[$,\s]/g, '');
  if (cleaned === '') return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
};

/** The amount of the prudential-type plan's income check (spec 2 §9, "Above-100k income check"). */
export const PRUDENTIAL_INCOME_CHECK = 100_000;

/**
 * The above-100k income check of the prudential-type plan (spec 2 §9 names it, nothing more; the
 * rule is the reference's, docs/reference-server.md): a prudential-type card covering more than
 * $100,000 is added only while the filter's annual income is above $100,000. Otherwise the annual
 * income notice (salaryError's words, spec 2 §8) asks for it. Plan detail checks it before Add to
 * Cart; the server checks it again on the add (refusal `annual_incode`).
 */
export const needsIncomeAbove100k = (isPrudential: boolean, card: Pick<PricingCard, 'coverage_amount'>, annualIncome: string | null | undefined): boolean =>
  isPrudential && (card.coverage_amount ?? 0) > PRUDENTIAL_INCOME_CHECK && !((filterAmountOf(annualIncome) ?? 0) > PRUDENTIAL_INCOME_CHECK);
