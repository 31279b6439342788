import * as z from 'zod/mini';
import {
  categorySchema,
  currentMemberSchema,
  enrollTypeSchema,
  eprocessSchema,
  idSchema,
  openTypeSchema,
  planListingItemSchema,
  platformSchema,
  tempIdSchema,
  TEXT_LIMITS,
  textMax,
  tierSchema,
} from './entities.ts';
import { endpoint, enrollmentId, none, result } from './endpoint-row.ts';
import { siteEndpoints, siteScope } from './site-endpoints.ts';
import { quoteMessages, zipFieldSchema } from './quote.ts';
import { cartLineSchema, cartRiderSchema, quoteEmailFieldSchemas, receiptPersonSchema, receiptPlanSchema } from './cart.ts';
import { emailDeliverabilitySchema, emailField, optionalEmailField } from './email.ts';
import {
  closedEnrollmentShape,
  continueResultSchema,
  ethnicCategorySchema,
  formFieldSchema,
  STEP_DATA_LIMITS,
  stepMessages,
  stepDataSchema,
  stepSavedTabSchema,
  tabConfigSchema,
  tempInfoStepColumnSchema,
  tempInfoValueColumnSchema,
  usStateSchema,
} from './enrollment.ts';
import { beneficiaryListSchema, beneficiarySchema, relationshipSchema, storedBeneficiarySchema } from './beneficiary.ts';
import { healthInfoFields, healthInfoSchema, primaryHealthQuestionsSchema } from './health.ts';
import { checkedOfFlags, employerMessages, employerOptionSchema, groupInfoSchema, holidayFlagsSchema } from './employer.ts';
import { dependentEndpoints } from './dependent.ts';
import { agreementEndpoints, isPngDataUrl, SCREENSHOT_MAX_CHARS } from './agreement.ts';
import { billingEndpoints } from './billing.ts';
import { enrollerSignInEndpoints } from './enroller-sign-in.ts';
import { linkEndpoints } from './links.ts';
import { analyticsEndpoints } from './analytics-endpoints.ts';
import { resumeCodeOf, resumeMessages } from './resume-code.ts';
import {
  aflacQuestionSchema,
  answerItemSchema,
  planDescriptionSchema,
  planDetailMessages,
  planQuestionSchema,
  pricingHashSchema,
  pricingReplySchema,
  questionSaveResultSchema,
  suggestedPlanSchema,
} from './plan-detail.ts';

const optionalId = z.optional(idSchema);

/** A monthly price in dollars, bounded well above any plan's (the dearest card is a few hundred). */
const monthlyPrice = z.number().check(z.nonnegative(), z.lte(100_000));
/**
 * What a listing card says besides (or instead of) its price (issue 28 item 7), by the plan's
 * pricing rule: `unavailable` when the plan is not sold to this visitor ('Not available in NY'
 * and why), `closed` during its enrollment blackout (known before Add to Cart), `needsMore` when
 * its page prices it only after something more (what that is).
 */
export const listingNoticeSchema = z.object({
  kind: z.enum(['unavailable', 'closed', 'needsMore']),
  title: z.string(),
  reason: z.string(),
});
export type ListingNotice = z.infer<typeof listingNoticeSchema>;
/**
 * A plan of the listing after a quote (issue 16 item 9): `quote_price` is the lowest monthly price
 * its page shows for the quote, `from` when the page offers more (a life plan's face amounts); null
 * while the page prices it only after something more (tobacco, income, questions) or not for this
 * quote; `quote_notice` says which.
 */
export const quotedListingItemSchema = z.extend(planListingItemSchema, {
  quote_price: z.nullable(z.object({ monthly: monthlyPrice, from: z.boolean() })),
  quote_notice: z.nullable(listingNoticeSchema),
});
export type QuotedListingItem = z.infer<typeof quotedListingItemSchema>;
/** The temporary enrollment a current member's or a member's filter creates, and its portal. */
const memberFilterSchema = z.object({ temp_enrollment_id: tempIdSchema, portal_id: z.nullable(z.int()) });

/** Who is chatting (spec 1 §3 Chat): the browser's device id, the page and the rep, if any. */
const chatScope = z.object({
  device_id: z.string().check(z.trim(), z.minLength(1), z.maxLength(80)),
  web_url: z.string().check(textMax(TEXT_LIMITS.url)),
  agent_id: optionalId,
});
const chatQuestionSchema = z.object({ id: z.int(), question: z.string() });
const chatAnswerSchema = z.object({ question_id: z.int(), question: z.string(), answer: z.string() });

export const endpoints = {
  ...siteEndpoints,
  ...enrollerSignInEndpoints,
  ...linkEndpoints,
  ...billingEndpoints,
  ...agreementEndpoints,
  ...dependentEndpoints,
  ...analyticsEndpoints,
  // Role homes and current-member pickers (spec 1 §4, §7)
  getAgentGroups: endpoint({
    method: 'GET',
    path: '/api/v1/get-agent-groups',
    request: z.object({ agent_id: idSchema }),
    data: z.array(z.object({ gid: z.int(), gname: z.string() })),
  }),
  getEnrollmentPlatforms: endpoint({
    method: 'GET',
    path: '/api/v1/get-enrollment-platforms',
    // a group's platforms are its rep's (this server's decision: the spec names agent_id only)
    request: z.object({ agent_id: optionalId, group_id: optionalId }),
    data: z.array(platformSchema),
  }),
  getAgentMembers: endpoint({
    method: 'GET',
    path: '/api/v1/get-agent-members',
    request: z.object({ agent_id: idSchema }),
    data: z.array(currentMemberSchema),
  }),
  getGroupUsers: endpoint({
    method: 'GET',
    path: '/api/v1/get-group-users',
    request: z.object({ group_id: idSchema }),
    data: z.array(currentMemberSchema),
  }),
  addFilterForExistingUser: endpoint({
    method: 'POST',
    path: '/api/v1/add-filter-for-existing-user',
    request: z.object({
      user_id: idSchema,
      tier: tierSchema,
      eprocess: eprocessSchema,
      group_id: optionalId,
      agent_id: optionalId,
      policy_id: z.optional(z.string().check(textMax(TEXT_LIMITS.code))),
      open_type: z.optional(openTypeSchema),
    }),
    data: memberFilterSchema,
  }),
  // Whom the enrollment is for (spec 1 §2 Cart page, §3 Enrollment info, spec 2 §7): its enroll type, member,
  // group and portal, each null (or no platform) when the enrollment has none; with group_id alone, the group's.
  getGroupAgentMemberInfo: endpoint({
    method: 'GET',
    path: '/api/v1/get-group-agent-member-info',
    request: z
      .object({ enrollment_id: z.optional(tempIdSchema), group_id: optionalId })
      .check(z.refine((request) => request.enrollment_id !== undefined || request.group_id !== undefined, { message: quoteMessages.required, path: ['enrollment_id'] })),
    data: z.object({
      enrollment_type: z.nullable(enrollTypeSchema),
      result: z.object({
        user_info: z.nullable(z.object({ first_name: z.string(), last_name: z.string(), user_id: z.int() })),
        group_info: z.nullable(z.object({ name: z.string(), code: z.string() })),
        platforms: z.array(z.object({ platform_name: z.string(), platform_code: z.string() })),
      }),
    }),
  }),
  addFilterForMember: endpoint({
    method: 'POST',
    path: '/api/v1/add-filter-for-member',
    request: z.object({ user_id: idSchema, tier: tierSchema, open_type: z.optional(openTypeSchema) }),
    data: memberFilterSchema,
  }),

  // Plans
  getFilteredPlans: endpoint({
    method: 'GET',
    path: '/api/v1/get-filtered-plans',
    // categories travel as one comma-separated query value; empty means every category
    request: z.extend(enrollmentId, { categories: z.optional(z.string().check(textMax(TEXT_LIMITS.line))) }),
    data: result(z.array(quotedListingItemSchema)),
  }),
  getMenuFilteredPlans: endpoint({
    method: 'GET',
    path: '/api/v1/get-menu-filtered-plans',
    request: z.extend(siteScope, { category: categorySchema }),
    data: z.array(planListingItemSchema),
  }),
  getLeftSideFilterFields: endpoint({
    method: 'GET',
    path: '/api/v1/get-left-side-filter-fields',
    request: enrollmentId,
    // categories: offered to the enrollment; selected: those of them its quote chose (all of
    // them when the quote chose none), which the plans page starts with
    data: result(z.object({ categories: z.array(categorySchema), selected: z.array(categorySchema) })),
  }),

  // Cart (spec 1 §2 Cart page, §7 Menu, cart, site; Quotes and screenshots)
  getPlanCart: endpoint({
    method: 'GET',
    path: '/api/v1/get-plan-cart',
    request: enrollmentId,
    // riders: those offered for the cart's plans and not in it yet; policy_id once submitted (the receipt opens)
    data: z.object({
      result: z.array(cartLineSchema),
      initial_month_cost: z.number(),
      recurring_month_cost: z.number(),
      riders: z.array(cartRiderSchema),
      ...closedEnrollmentShape,
    }),
  }),
  // offered effective dates, mm/dd/yyyy, earliest first
  getCartEffectiveDates: endpoint({ method: 'GET', path: '/api/v1/get-cart-effective-dates', request: enrollmentId, data: result(z.array(z.string())) }),
  // adds a plan at one pricing to the cart (the memberships of /new_membership, a plan page's card,
  // the cart's riders); count: lines after. 204: the plan is already in the cart, nothing is added
  addPlanToCart: endpoint({
    method: 'POST',
    path: '/api/v1/add-plan-to-cart',
    request: z.extend(enrollmentId, { plan_id: idSchema, plan_pricing_id: idSchema }),
    data: z.object({ count: z.int().check(z.nonnegative()) }),
    mayBeEmpty: true,
  }),
  removePlanFromCart: endpoint({
    method: 'GET',
    path: '/api/v1/remove-plan-from-cart',
    request: z.extend(enrollmentId, { plan_id: idSchema, plan_pricing_id: idSchema }),
    data: z.object({ removed: z.int() }),
  }),
  cartCheckout: endpoint({
    method: 'POST',
    path: '/api/v1/cart-checkout',
    request: z.extend(enrollmentId, { effective_date: z.string().check(z.trim(), z.minLength(1), textMax(TEXT_LIMITS.code)) }),
    data: z.object({ effective_date: z.string() }),
  }),
  getPlanDetail: endpoint({
    method: 'GET',
    path: '/api/v1/get-plan-detail/:planId',
    request: z.object({ planId: idSchema }),
    data: z.object({ plan_name: z.string(), plan_category: categorySchema, plan_desc: planDescriptionSchema }),
  }),
  // spec 2 §7 "GET /api/v1/get-more-requirement (plan_id, or enrollment_id) -> premier flag": by
  // plan, whether that plan is a premier plan (the row by enrollment_id asks of the cart)
  getPlanMoreRequirement: endpoint({
    method: 'GET',
    path: '/api/v1/get-more-requirement',
    request: z.object({ plan_id: idSchema }),
    data: z.object({ has_premier_plan: z.boolean() }),
  }),
  // spec 1 §7 "POST to the service host /api/v1/service/validate-zip-code (zip)": validate-zip-code's
  // check with the service's field name
  validateZipCodeService: endpoint({
    method: 'POST',
    path: '/api/v1/service/validate-zip-code',
    request: z.object({ zip: zipFieldSchema }),
    data: z.object({ zip: z.string(), state: z.string(), city: z.string() }),
  }),
  // the personalised quote: e-mailed (save-enrollment, tab cart_info) or previewed as plain text
  saveEnrollment: endpoint({
    method: 'POST',
    path: '/api/v1/save-enrollment',
    request: z.extend(enrollmentId, {
      ...quoteEmailFieldSchemas,
      tab: z.literal('cart_info'),
      data: z.object({ effective_date: z.optional(z.string().check(textMax(TEXT_LIMITS.code))) }),
    }),
    data: z.object({ sent_to: z.string() }),
  }),
  // Save & Continue Later (spec 2 §2, spec 3 §2.6): the same call with a step's tab and data; the
  // server keeps the data, makes an enrollment code and mails it to the alternate e-mail, or when
  // that is blank to the enrollment's own (issue 28 item 3)
  saveEnrollmentForLater: endpoint({
    method: 'POST',
    path: '/api/v1/save-enrollment',
    request: z.extend(enrollmentId, {
      email: optionalEmailField(stepMessages.alternateEmail),
      tab: stepSavedTabSchema,
      // the step's data as it stood: text fields, or lists and nested answers
      data: stepDataSchema,
    }),
    data: z.object({ sent_to: z.string() }),
  }),
  getQuotePreviewContent: endpoint({
    method: 'GET',
    path: '/api/v1/get-quote-preview-content',
    request: z.extend(enrollmentId, { ...quoteEmailFieldSchemas, tab: z.literal('cart_info'), type: z.literal('preview') }),
    data: z.object({ content: z.string() }),
  }),
  saveScreenshot: endpoint({
    method: 'POST',
    path: '/api/v1/save-screenshot',
    request: z.extend(enrollmentId, {
      name: z.string().check(z.minLength(1), textMax(TEXT_LIMITS.code)),
      image: z.string().check(z.refine((image) => isPngDataUrl(image, SCREENSHOT_MAX_CHARS), 'The screenshot is not a PNG image within the size limit.')),
    }),
    data: z.object({ saved: z.literal(true) }),
  }),

  // Plan detail (spec 2 §2 Plan detail, §4 Quote flow on plan detail, §7 Plan detail calls)
  getPlanPricingDetail: endpoint({
    method: 'GET',
    path: '/api/v1/get-plan-pricing-detail',
    // an unknown enrollment_id is an answer (errorCode enrollmentIdError), not a failure
    request: z.extend(enrollmentId, { pid: idSchema }),
    data: pricingReplySchema,
  }),
  // a visit from the partner site elevate (stored fromSite) reads pricing here; the spec names only
  // enrollment_id, and pid says which plan the page shows. Only the partner's enrollments are priced
  getPlanPricingDetailElevate: endpoint({
    method: 'GET',
    path: '/api/v1/get-plan-pricing-detail-elevate',
    request: z.extend(enrollmentId, { pid: idSchema }),
    data: pricingReplySchema,
  }),
  getQuestions: endpoint({
    method: 'GET',
    path: '/api/v1/get-questions',
    request: z.extend(enrollmentId, { plan_id: idSchema, type: z.literal('save') }),
    data: z.array(planQuestionSchema),
  }),
  saveQuestionAnswers: endpoint({
    method: 'POST',
    path: '/api/v1/save-question-answers',
    request: z.extend(enrollmentId, { plan_id: idSchema, answers: z.array(answerItemSchema).check(z.minLength(1), z.maxLength(TEXT_LIMITS.list)) }),
    data: questionSaveResultSchema,
  }),
  getAflacQuestions: endpoint({
    method: 'GET',
    path: '/api/v1/get-aflac-questions',
    // initial true_condition: what this enrollment (or the member's history) already answered
    request: z.extend(enrollmentId, { plan_id: idSchema }),
    data: z.array(aflacQuestionSchema),
  }),
  saveAflacQuestions: endpoint({
    method: 'POST',
    path: '/api/v1/save-aflac-questions',
    request: z.extend(enrollmentId, {
      plan_id: idSchema,
      aflac_data: z.array(z.object({ qid: idSchema, true_condition: z.union([z.literal(0), z.literal(1)]) })).check(z.minLength(1), z.maxLength(TEXT_LIMITS.list)),
    }),
    data: z.object({ saved: z.literal(true) }),
  }),
  // status: the plan is prudential-type, so the membership must be chosen first
  checkPrudentialPlan: endpoint({
    method: 'GET',
    path: '/api/v1/check-prudential-plan',
    request: z.extend(enrollmentId, { plan_id: idSchema }),
    data: z.object({ status: z.boolean() }),
  }),
  // status: the card the hash names (the price shown) is in the cart with the membership, so the
  // prudential-type plan is settled for this enrollment; an unknown or stale hash is refused at hash
  checkPrudentialPlanHash: endpoint({
    method: 'GET',
    path: '/api/v1/check-prudential-plan/:hash',
    request: z.extend(enrollmentId, { plan_id: idSchema, hash: pricingHashSchema }),
    data: z.object({ status: z.boolean() }),
  }),
  // status: the plan is a disability plan that still needs the membership
  checkDisabilityPlan: endpoint({
    method: 'GET',
    path: '/api/v1/check-disability-plan',
    request: z.extend(enrollmentId, { plan_id: idSchema }),
    data: z.object({ status: z.boolean() }),
  }),
  // status: the enrollment already has the membership (in the cart or held by the member)
  checkPrudentialCart: endpoint({
    method: 'GET',
    path: '/api/v1/check-prudential-cart',
    request: enrollmentId,
    data: z.object({ status: z.boolean() }),
  }),
  // status: this enrollment already answered the plan's questions (the card offers Enroll Now)
  checkAlreadyAnswered: endpoint({
    method: 'GET',
    path: '/api/v1/check-already-answered',
    request: z.extend(enrollmentId, { plan_id: idSchema }),
    data: z.object({ status: z.boolean() }),
  }),
  checkAlreadyInCart: endpoint({
    method: 'POST',
    path: '/api/v1/check-already-in-cart',
    request: z.extend(enrollmentId, { plan_id: idSchema, plan_pricing_id: idSchema }),
    data: z.object({ status: z.boolean() }),
  }),
  getRelatedPlans: endpoint({
    method: 'GET',
    path: '/api/v1/get-related-plans',
    request: z.object({ enrollment_id: z.optional(tempIdSchema), plan_id: idSchema }),
    data: z.array(suggestedPlanSchema),
  }),
  // the paired add: plan_id1 is the gated plan; plan_id the membership, left out for an existing member
  addPlanToCartPrudentials: endpoint({
    method: 'POST',
    path: '/api/v1/add-plan-to-cart-prudentials',
    request: z.extend(enrollmentId, {
      plan_id1: idSchema,
      plan_pricing_id1: idSchema,
      plan_id: optionalId,
      plan_pricing_id: optionalId,
    }),
    data: z.object({ added: z.boolean(), count: z.int().check(z.nonnegative()) }),
  }),
  updateFilterPortal: endpoint({
    method: 'POST',
    path: '/api/v1/update-filter-portal',
    request: z.extend(enrollmentId, { group_id: optionalId, platform_group_id: idSchema }),
    // the spec does not show the reply: this server answers the stored portal
    data: z.object({ platform_group_id: z.int() }),
  }),
  saveEnrollerCode: endpoint({
    method: 'POST',
    path: '/api/v1/save-enroller-code',
    request: z.extend(enrollmentId, { enrollerCode: z.string().check(z.trim(), z.minLength(1, planDetailMessages.enterEnrollerCode), z.maxLength(40)) }),
    data: z.object({ enrollerCode: z.string() }),
  }),

  // Enrollment wizard (spec 2 §2, §7; spec 3 §2, §4, §7). The spec serves get-dynamic-tabs without
  // the /api/v1 prefix: the server answers there too (contract/spec-paths.ts).
  // policy_id beside the spec's result once the enrollment is submitted: the wizard opens the receipt instead
  getDynamicTabs: endpoint({
    method: 'GET',
    path: '/api/v1/get-dynamic-tabs',
    request: enrollmentId,
    data: z.extend(result(z.array(tabConfigSchema)), closedEnrollmentShape),
  }),
  // each step's field definitions carry its saved values (temp info, else the filter or the member's record)
  getFormFieldsPersonalInfo: endpoint({
    method: 'GET',
    path: '/api/v1/get-form-fields-personal-info',
    request: enrollmentId,
    data: result(z.array(formFieldSchema)),
  }),
  getFormFieldsContactInfo: endpoint({
    method: 'GET',
    path: '/api/v1/get-form-fields-contact-info',
    request: enrollmentId,
    data: result(z.array(formFieldSchema)),
  }),
  // the step's fields travel flat beside enrollment_id; the server judges them by its definitions;
  // each is bounded as step data's text is, since get-enrollment-temp-info answers them as StepData
  savePersonalInfo: endpoint({
    method: 'POST',
    path: '/api/v1/save-personal-info',
    request: z.catchall(enrollmentId, z.string().check(z.maxLength(STEP_DATA_LIMITS.text))),
    data: z.object({ saved: z.literal(true) }),
  }),
  saveContactInfo: endpoint({
    method: 'POST',
    path: '/api/v1/save-contact-info',
    request: z.catchall(enrollmentId, z.string().check(z.maxLength(STEP_DATA_LIMITS.text))),
    data: z.object({ saved: z.literal(true) }),
  }),
  // Employer Information (spec 2 §7): its definitions (saved values, else the group's info), the
  // group's info, six option lists (three take the enrollment id), the save (contract/employer.ts)
  getFormFieldsEmployerInfo: endpoint({
    method: 'GET',
    path: '/api/v1/get-form-fields-employer-info',
    request: enrollmentId,
    data: result(z.array(formFieldSchema)),
  }),
  getGroupInfo: endpoint({ method: 'GET', path: '/api/v1/get-group-info', request: enrollmentId, data: groupInfoSchema }),
  getAverageWorkWeek: endpoint({ method: 'GET', path: '/api/v1/get-average-work-week', request: none, data: result(z.array(employerOptionSchema)) }),
  getEmploymentStatus: endpoint({ method: 'GET', path: '/api/v1/get-employment-status', request: none, data: result(z.array(employerOptionSchema)) }),
  getCompensationTypes: endpoint({ method: 'GET', path: '/api/v1/get-compensation-types', request: none, data: result(z.array(employerOptionSchema)) }),
  getVacationPolicy: endpoint({ method: 'GET', path: '/api/v1/get-vacation-policy', request: enrollmentId, data: result(z.array(employerOptionSchema)) }),
  getBargainingUnit: endpoint({ method: 'GET', path: '/api/v1/get-bargaining-unit', request: enrollmentId, data: result(z.array(employerOptionSchema)) }),
  getHolidayPolicy: endpoint({ method: 'GET', path: '/api/v1/get-holiday-policy', request: enrollmentId, data: result(z.array(employerOptionSchema)) }),
  // holiday_policy: the spec's six 0/1 flags (spec 2 §3), or the checked flags joined by commas;
  // either reaches the handler as the joined text the step keeps and judges
  saveEmployerInfo: endpoint({
    method: 'POST',
    path: '/api/v1/save-employer-info',
    request: z.catchall(
      z.extend(enrollmentId, {
        holiday_policy: z.optional(
          z.union([z.string().check(z.maxLength(STEP_DATA_LIMITS.text)), z.pipe(holidayFlagsSchema, z.transform(checkedOfFlags))], {
            error: employerMessages.notInList,
          }),
        ),
      }),
      z.string().check(z.maxLength(STEP_DATA_LIMITS.text)),
    ),
    data: z.object({ saved: z.literal(true) }),
  }),
  // Primary Health Questions (spec 2 §7): the questions with what the step keeps (answers_withheld
  // when this session reads none); an existing member's health info (null when none); the save,
  // judged by healthErrors (contract/health.ts)
  getHealthQuestionsPrimaryHealthInfo: endpoint({
    method: 'GET',
    path: '/api/v1/get-health-questions-primary-health-info',
    request: enrollmentId,
    data: result(primaryHealthQuestionsSchema),
  }),
  getExistingPrimaryHealthInfo: endpoint({
    method: 'GET',
    path: '/api/v1/get-existing-primary-health-info',
    request: enrollmentId,
    data: result(z.nullable(healthInfoSchema)),
  }),
  savePrimaryHealthInfo: endpoint({
    method: 'POST',
    path: '/api/v1/save-primary-health-info',
    request: z.extend(enrollmentId, healthInfoFields),
    data: z.object({ saved: z.literal(true) }),
  }),
  getStates: endpoint({ method: 'GET', path: '/api/v1/get-states', request: none, data: result(z.array(usStateSchema)) }),
  getEthnicCategory: endpoint({ method: 'GET', path: '/api/v1/get-ethnic-category', request: none, data: result(z.array(ethnicCategorySchema)) }),
  // existing-user checks: is_valid false names the field and its message ('Email Already Exists.', 'Phone already exists')
  validateMemberEmail: endpoint({
    method: 'POST',
    path: '/api/v1/validate-member-email',
    request: z.extend(enrollmentId, { email: z.string().check(textMax(TEXT_LIMITS.email)) }),
    data: z.object({ target_element: z.literal('email_address'), is_valid: z.boolean(), error_message: z.string() }),
  }),
  validatePhoneNumverify: endpoint({
    method: 'GET',
    path: '/api/v1/validate-phone-numverify',
    request: z.extend(enrollmentId, { phone: z.string().check(textMax(TEXT_LIMITS.code)) }),
    data: z.object({ target_element: z.literal('phone_number'), is_valid: z.boolean(), error_message: z.string() }),
  }),
  // whether an address can receive mail (the reference server's rule: contract/email.ts, docs/reference-server.md)
  validateEmailNeverbounce: endpoint({
    method: 'POST',
    path: '/api/v1/validate-email-neverbounce',
    request: z.object({ email: z.string().check(textMax(TEXT_LIMITS.email)) }),
    data: emailDeliverabilitySchema,
  }),
  // Beneficiary Information (spec 2 §7): the form's definitions, an existing member's beneficiaries
  // (the enrollment's own list once it keeps one), the relationships, one beneficiary's check on each
  // add or edit, and the list's save on Next (at most 3, totalling exactly 100)
  getFormFieldsBeneficiaryInfo: endpoint({
    method: 'GET',
    path: '/api/v1/get-form-fields-beneficiary-info',
    request: enrollmentId,
    data: result(z.array(formFieldSchema)),
  }),
  getBeneficiariesExistingUserEnrollment: endpoint({
    method: 'GET',
    path: '/api/v1/get-beneficiaries-existing-user-enrollment',
    request: enrollmentId,
    data: result(z.array(storedBeneficiarySchema)),
  }),
  getBeneficiaryRelationships: endpoint({ method: 'GET', path: '/api/v1/get-beneficiary-relationships', request: none, data: result(z.array(relationshipSchema)) }),
  validateSingleBeneficiary: endpoint({
    method: 'POST',
    path: '/api/v1/validate-single-beneficiary',
    request: beneficiarySchema,
    data: z.object({ valid: z.literal(true) }),
  }),
  saveBeneficiaryInfo: endpoint({
    method: 'POST',
    path: '/api/v1/save-beneficiary-info',
    request: z.extend(enrollmentId, { beneficiaries: beneficiaryListSchema }),
    data: z.object({ saved: z.literal(true) }),
  }),
  // get-enrollment-temp-info by column (spec 3 §3): a step's saved data (its save-later draft over
  // it), null when nothing is kept; and the single values (effective_date, type, eprocess)
  getEnrollmentTempStep: endpoint({
    method: 'GET',
    path: '/api/v1/get-enrollment-temp-info',
    request: z.extend(enrollmentId, { column: tempInfoStepColumnSchema }),
    data: result(z.nullable(stepDataSchema)),
  }),
  getEnrollmentTempValue: endpoint({
    method: 'GET',
    path: '/api/v1/get-enrollment-temp-info',
    request: z.extend(enrollmentId, { column: tempInfoValueColumnSchema }),
    data: result(z.nullable(z.string())),
  }),
  // spec 2 §7's column group_id: the filter's group, null when it has none
  getEnrollmentTempGroup: endpoint({
    method: 'GET',
    path: '/api/v1/get-enrollment-temp-info',
    request: z.extend(enrollmentId, { column: z.literal('group_id') }),
    data: result(z.nullable(z.int())),
  }),
  getEnrollmentReviewInfo: endpoint({
    method: 'GET',
    path: '/api/v1/get-enrollment-temp-info',
    request: z.extend(enrollmentId, { column: z.literal('review_info') }),
    data: result(z.object({ additional_notes: z.string() })),
  }),
  saveReviewInfo: endpoint({
    method: 'POST',
    path: '/api/v1/save-review-info',
    request: z.extend(enrollmentId, { additional_notes: z.string().check(z.maxLength(2000)), first_enroll: z.literal(1) }),
    // policy_id: the confirmation number the receipt shows
    data: z.object({ policy_id: z.string() }),
  }),
  deleteDependentInIO: endpoint({ method: 'POST', path: '/api/v1/delete-dependent-in-IO', request: enrollmentId, data: z.object({ deleted: z.int() }) }),
  // the plans, coverage amounts and totals beside the spec's policy_id and name: the receipt mail's lines
  getReceipt: endpoint({
    method: 'GET',
    path: '/api/v1/get-receipt',
    request: enrollmentId,
    data: z.object({
      policy_id: z.string(),
      name: z.string(),
      plans: z.array(receiptPlanSchema),
      initial_month_cost: z.number(),
      recurring_month_cost: z.number(),
      // a receipt worth keeping (issue 28 item 6): when cover starts, who it covers, how it is paid
      // (masked: a card's brand and last four, an account's last four), and who enrolled (a rep is addressed as the enroller)
      effective_date: z.nullable(z.string()),
      covered: z.array(receiptPersonSchema),
      payment: z.nullable(z.string()),
      eprocess: z.nullable(eprocessSchema),
    }),
  }),
  continueEnrollment: endpoint({
    method: 'POST',
    path: '/api/v1/continue-enrollment',
    request: z.object({
      // a code that cannot be one fails as an unknown code does (resumeMessages.failed)
      code: z.string().check(z.trim(), z.minLength(1, stepMessages.required), textMax(TEXT_LIMITS.code), z.refine((code) => resumeCodeOf(code) !== null, resumeMessages.failed)),
      email: emailField({ required: stepMessages.required, invalid: stepMessages.alternateEmail }),
    }),
    data: continueResultSchema,
  }),
  // id: the signed, expiring token the save-later e-mail's link carries (docs/security.md)
  directContinue: endpoint({
    method: 'GET',
    path: '/api/v1/direct-continue/:id',
    request: z.object({ id: z.string().check(z.minLength(1), z.maxLength(200)) }),
    data: continueResultSchema,
  }),

  // Help chat and leads (spec 1 §7 Benefit-service base). The spec serves these from a second,
  // benefit-service base: the rows sit under /api/v1, and the base's paths answer too (contract/spec-paths.ts).
  assistGet: endpoint({
    method: 'GET',
    path: '/api/v1/assist/get',
    request: chatScope,
    // question: the next unanswered one, null once every question is answered
    data: z.object({ question: z.nullable(chatQuestionSchema), answer: z.array(chatAnswerSchema) }),
  }),
  assistAdd: endpoint({
    method: 'POST',
    path: '/api/v1/assist/add',
    request: z.extend(chatScope, { question_id: idSchema, answer: z.string().check(z.trim(), z.minLength(1, quoteMessages.required), textMax(TEXT_LIMITS.line)) }),
    // the spec does not show the reply: this server echoes the stored answer
    data: chatAnswerSchema,
  }),
  checkLeadInformation: endpoint({
    method: 'GET',
    path: '/api/v1/check-lead-information',
    request: chatScope,
    data: z.object({ lead_stored: z.boolean(), answered: z.int(), total: z.int() }),
  }),
  getLeadInformation: endpoint({
    method: 'GET',
    path: '/api/v1/get-lead-information',
    // store_information=1 stores the lead (once every question is answered)
    request: z.extend(chatScope, { group_id: optionalId, store_information: z.optional(z.enum(['0', '1'])) }),
    data: z.object({ lead_stored: z.boolean(), answer: z.array(chatAnswerSchema) }),
  }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type RequestOf<N extends EndpointName> = z.input<Endpoints[N]['request']>;
export type ParsedRequestOf<N extends EndpointName> = z.output<Endpoints[N]['request']>;
export type DataOf<N extends EndpointName> = z.output<Endpoints[N]['data']>;
/** What a call resolves to: its data, or EMPTY where the endpoint may answer 204. */
export type ResultOf<N extends EndpointName> = Endpoints[N] extends { mayBeEmpty: true }
  ? DataOf<N> | { readonly empty: true }
  : DataOf<N>;
