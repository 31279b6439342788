// The rows the storefront's shell needs from its first paint: start-up, the chrome (branding,
// landing info, menu, cart badge, footer), the quote, the landing's featured plans and the
// recommendations. They are rows of the one endpoint table (endpoints.ts spreads them in); the
// app's API client holds these at start and loads the others with the screens that call them
// (src/api/endpoint-rows.ts), so the landing does not ship every flow's schemas. Each row is built
// on first use (lazyRows): start-up reads a few, and building all at the entry's evaluation cost
// a phone's start (docs/performance.md, issue 25).
import * as z from 'zod/mini';
import {
  brandingEntrySchema,
  categorySchema,
  coverageSchema,
  enrollerSchema,
  enrollTypeSchema,
  eprocessSchema,
  featuredPlanSchema,
  filterInfoSchema,
  genderSchema,
  groupLandingInfoSchema,
  idSchema,
  landingInfoSchema,
  openTypeSchema,
  recommendedPlanSchema,
  repValidationSchema,
  siteSessionSchema,
  tempIdSchema,
  TEXT_LIMITS,
  textMax,
  tierSchema,
} from './entities.ts';
import { endpoint, enrollmentId, lazyRows, none, result } from './endpoint-row.ts';
import { dobFieldSchema, quoteMessages, zipFieldSchema } from './quote.ts';
import { linkTokenSchema } from './links.ts';

const optionalId = z.optional(idSchema);
/** A latitude (bound 90) or longitude (bound 180) in degrees, as a query parameter. */
const coordinate = (bound: number) => z.coerce.number().check(z.gte(-bound), z.lte(bound));
/** Base64 of a site's host name, as the branding and domain calls take it. */
const siteDomain = z.object({ site_domain: z.string().check(z.minLength(1), textMax(TEXT_LIMITS.url)) });
/** Who the visitor shops under: sent with menu and featured-plan reads. */
export const siteScope = z.object({
  agent_id: optionalId,
  group_id: optionalId,
  portal_id: optionalId,
  eprocess: z.optional(eprocessSchema),
  open_type: z.optional(openTypeSchema),
});
/** Who asks for recommendations (spec 1 §7 Benefit-service base); every field optional. */
const recommendationScope = z.object({
  platformID: optionalId,
  userID: optionalId,
  enroll_type: z.optional(enrollTypeSchema),
  agentID: optionalId,
  groupID: optionalId,
});
/** The recommendation calls answer plan ids, best first; recommendation/plan-details turns them into cards. */
const recommendationsData = z.object({ recs: z.array(z.int()).check(z.maxLength(TEXT_LIMITS.list)) });

/** Fields of the quote filter as the filter calls take them (spec 1 §7). */
const filterFields = z.object({
  zip: zipFieldSchema,
  dob: dobFieldSchema(),
  gender: genderSchema,
  tier: tierSchema,
  eprocess: z.optional(eprocessSchema),
  agent_id: optionalId,
  group_id: optionalId,
  platform_group_id: optionalId,
  type: z.optional(enrollTypeSchema),
  open_type: z.optional(openTypeSchema),
  coverage: z.optional(coverageSchema),
  categories: z.optional(z.array(categorySchema).check(z.maxLength(TEXT_LIMITS.list))),
});

export const siteEndpoints = lazyRows({
  // Start-up and site identity (spec 1 §4), and the rep's access code of the footer
  getDefaultInfo: () => endpoint({ method: 'GET', path: '/api/v1/get-default-info', request: none, data: siteSessionSchema }),
  getDomainSiteInformation: () => endpoint({
    method: 'GET',
    path: '/api/v1/get-domainSite-infromation',
    request: siteDomain,
    data: z.object({ gid: z.int() }),
    mayBeEmpty: true,
  }),
  validateLandingPage: () => endpoint({
    method: 'GET',
    path: '/api/v1/validate-landing-page',
    request: z.object({ landing_page: z.string().check(z.minLength(1), textMax(TEXT_LIMITS.line)) }),
    data: z.extend(siteSessionSchema, { landing_page: z.string() }),
    mayBeEmpty: true,
  }),
  getEnrollmentInfoReferral: () => endpoint({
    method: 'GET',
    path: '/api/v1/get-enrollment-info-referral',
    request: z.object({ referral_id: linkTokenSchema }),
    data: z.object({
      agent_id: z.int(),
      group_id: z.nullable(z.int()),
      portal_id: z.nullable(z.int()),
      valid_referral_link: z.boolean(),
      referrer_info: z.object({ name: z.string() }),
    }),
    mayBeEmpty: true,
  }),
  validateGroup: () => endpoint({
    method: 'GET',
    path: '/api/v1/validate-group',
    request: z.object({ group_code: z.string().check(z.trim(), z.minLength(1, quoteMessages.required), textMax(TEXT_LIMITS.code)) }),
    data: z.object({ group_id: z.int(), name: z.string(), landing_url: z.string() }),
    mayBeEmpty: true,
  }),
  trackElevateTraffic: () => endpoint({
    method: 'POST',
    path: '/api/v1/track-elevate-traffic',
    request: enrollmentId,
    data: z.object({ tracked: z.literal(true) }),
  }),
  // the partner site elevate's portal: a wellness-link visit from it shops under that portal (spec 1 §2 Home landing)
  getElevateInfo: () => endpoint({ method: 'GET', path: '/api/v1/get-elevate-info', request: none, data: z.object({ portal_id: z.int() }) }),
  getExternalSiteInformation: () => endpoint({
    method: 'GET',
    path: '/api/v1/get-external-site-infromation',
    request: z.object({ site_name: z.string().check(z.minLength(1), textMax(TEXT_LIMITS.line)) }),
    data: siteSessionSchema,
    mayBeEmpty: true,
  }),
  getAgentInfoEnroll: () => endpoint({
    method: 'GET',
    path: '/api/v1/get-agent-info-enroll',
    request: z.object({ agent_id: idSchema }),
    data: z.object({ agent_id: z.int(), agent_fname: z.string(), agent_mname: z.string(), agent_lname: z.string() }),
  }),
  getMemberInfo: () => endpoint({
    method: 'GET',
    path: '/api/v1/get-member-info',
    request: z.object({ user_id: idSchema }),
    data: z.object({
      member_info: z.object({ userid: z.int(), first_name: z.string(), last_name: z.string() }),
      agent_info: z.object({ agent_id: z.nullable(z.int()) }),
      group_info: z.object({ gid: z.nullable(z.int()) }),
      portal_id: z.nullable(z.int()),
    }),
  }),
  getGroupInfoEnroll: () => endpoint({
    method: 'GET',
    path: '/api/v1/get-group-info-enroll',
    request: z.object({ group_id: idSchema }),
    data: z.object({ gid: z.int(), gname: z.string(), gcode: z.string() }),
  }),
  validateAgent: () => endpoint({
    method: 'GET',
    path: '/api/v1/validate-agent',
    request: z.object({ agent_code: z.string().check(z.trim(), z.minLength(1, quoteMessages.required), textMax(TEXT_LIMITS.code)) }),
    data: repValidationSchema,
    mayBeEmpty: true,
  }),

  // Shared chrome: branding, landing info, about, menu, cart badge (and whether a premier plan is in it), footer
  getExternalSiteDynamicInformation: () => endpoint({
    method: 'GET',
    path: '/api/v1/get-external-site-dynamic-information',
    request: siteDomain,
    data: z.array(brandingEntrySchema),
  }),
  getAgentLandingPageInfo: () => endpoint({
    method: 'GET',
    path: '/api/v1/get-agent-landing-page-info',
    request: z.object({ agent_id: idSchema }),
    data: landingInfoSchema,
  }),
  getGroupLandingPageInfo: () => endpoint({
    method: 'GET',
    path: '/api/v1/get-group-landing-page-info',
    request: z.object({ group_id: idSchema }),
    data: groupLandingInfoSchema,
  }),
  getAgentAboutPageInfo: () => endpoint({
    method: 'GET',
    path: '/api/v1/get-agent-about-page-info',
    request: z.object({ agent_id: idSchema }),
    data: z.object({ display_name: z.string(), bio: z.string() }),
  }),
  getGroupAboutPageInfo: () => endpoint({
    method: 'GET',
    path: '/api/v1/get-group-about-page-info',
    request: z.object({ group_id: idSchema }),
    data: z.object({ display_name: z.string(), bio: z.string() }),
  }),
  getCommonMenu: () => endpoint({ method: 'GET', path: '/api/v1/get-common-menu', request: siteScope, data: z.array(categorySchema) }),
  // a group site's menu (spec 1 §7): the group's categories; from_site is the stored fromSite (the partner site)
  getGroupMenu: () => endpoint({
    method: 'GET',
    path: '/api/v1/get-group-menu',
    request: z.object({ group_id: idSchema, from_site: z.optional(z.string().check(textMax(TEXT_LIMITS.code))) }),
    data: z.array(categorySchema),
  }),
  getCartCount: () => endpoint({ method: 'GET', path: '/api/v1/get-cart-count', request: enrollmentId, data: result(z.int().check(z.nonnegative())) }),
  getCartAmount: () => endpoint({ method: 'GET', path: '/api/v1/get-cart-amount', request: enrollmentId, data: result(z.number().check(z.nonnegative())) }),
  getMoreRequirement: () => endpoint({
    method: 'GET',
    path: '/api/v1/get-more-requirement',
    request: enrollmentId,
    data: z.object({ has_premier_plan: z.boolean() }),
  }),
  getTicketLink: () => endpoint({ method: 'GET', path: '/api/v1/get-ticket-link', request: none, data: z.object({ ticket: z.string() }) }),
  // The footer links to this plan's page; plan_name (not in spec 1 §7) names the link without a second read
  // who the caller's session is signed in as, which the header reads on every page; 204 when nobody
  getEnrollerSession: () => endpoint({ method: 'GET', path: '/api/v1/get-enroller-session', request: none, data: enrollerSchema, mayBeEmpty: true }),
  getGoenrollFooterPlan: () => endpoint({
    method: 'GET',
    path: '/api/v1/get-goenroll-footer-plan',
    request: none,
    data: z.object({ plan_id: z.int().check(z.positive()), plan_name: z.string().check(z.minLength(1), textMax(TEXT_LIMITS.name)) }),
  }),

  // Quote
  validateZipCode: () => endpoint({
    method: 'GET',
    path: '/api/v1/validate-zip-code',
    request: z.object({ zip_code: zipFieldSchema }),
    data: z.object({ zip: z.string(), state: z.string(), city: z.string() }),
  }),
  // The location banner's Allow: the zip code nearest the browser's position (issue 16 item 12)
  getNearestZipCode: () => endpoint({
    method: 'GET',
    path: '/api/v1/get-nearest-zip-code',
    request: z.object({ latitude: coordinate(90), longitude: coordinate(180) }),
    data: z.object({ zip: z.string(), state: z.string(), city: z.string() }),
  }),
  validateDob: () => endpoint({
    method: 'GET',
    path: '/api/v2/validate-dob',
    request: z.object({ dob: dobFieldSchema() }),
    data: z.object({ dob: z.string(), age: z.int() }),
  }),
  getCoverages: () => endpoint({
    method: 'GET',
    path: '/api/v2/coverages',
    request: none,
    data: z.array(z.object({ value: coverageSchema, name: z.string() })),
  }),
  addFilterForNewUser: () => endpoint({
    method: 'POST',
    path: '/api/v2/add-filter-for-new-user',
    // a referral visitor's filter carries the referral link's token instead of the open type
    // (spec 3 §7): the server takes the rep, group and portal from the referral it names
    request: z.extend(filterFields, { referral: z.optional(linkTokenSchema) }),
    data: z.object({ temp_enrollment_id: tempIdSchema }),
  }),
  changeFilterInfo: () => endpoint({
    method: 'PUT',
    path: '/api/v2/change-filter-info/:tempId',
    request: z.extend(z.partial(filterFields), {
      tempId: tempIdSchema,
      is_smoker: z.optional(z.enum(['0', '1'])),
      annual_incode: z.optional(z.string().check(textMax(TEXT_LIMITS.code))),
      working_hours: z.optional(z.string().check(textMax(TEXT_LIMITS.code))),
      user_id: optionalId,
    }),
    data: z.object({ temp_enrollment_id: tempIdSchema }),
  }),
  getEnrollmentTempInfo: () => endpoint({
    method: 'GET',
    path: '/api/v1/get-enrollment-temp-info',
    request: z.extend(enrollmentId, { column: z.literal('filter_info') }),
    data: result(filterInfoSchema),
  }),

  // The landing's featured plans
  getFeaturedPlans: () => endpoint({ method: 'GET', path: '/api/v1/get-featured-plans', request: siteScope, data: z.array(featuredPlanSchema) }),

  // Recommendations (spec 1 §2 Recommended products, §7 Benefit-service base). The spec serves these
  // from a second, benefit-service base (…/recommendation/…): the rows sit under /api/v1 like the
  // others, and the server answers the base's paths too (contract/spec-paths.ts).
  getRecommendationPopularity: () => endpoint({ method: 'GET', path: '/api/v1/recommendation/popularity', request: recommendationScope, data: recommendationsData }),
  getRecommendationFilter: () => endpoint({
    method: 'GET',
    path: '/api/v1/recommendation/filter',
    request: z.extend(recommendationScope, {
      state: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/))),
      tier: z.optional(tierSchema),
      age: z.optional(z.coerce.number().check(z.int(), z.nonnegative(), z.lte(150))),
      gender: z.optional(genderSchema),
    }),
    data: recommendationsData,
  }),
  getRecommendationAssociation: () => endpoint({
    method: 'GET',
    path: '/api/v1/recommendation/association',
    // planID: the cart's plan ids, comma-separated (one query value)
    request: z.extend(recommendationScope, {
      planID: z.string().check(textMax(TEXT_LIMITS.line), z.regex(/^\d+(,\d+)*$/)),
      state: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/))),
    }),
    data: recommendationsData,
  }),
  // the cards of recommended plans (spec 1 §7 "GET recommendation/plan-details (plan_list)"; spec 3
  // §7 "plan_list | plan cards"): plan_list is the ids, comma-separated, in the order to show
  getRecommendationPlanDetails: () => endpoint({
    method: 'GET',
    path: '/api/v1/recommendation/plan-details',
    request: z.object({ plan_list: z.string().check(textMax(TEXT_LIMITS.line), z.regex(/^\d{1,9}(,\d{1,9}){0,49}$/)) }),
    data: z.object({ plans: z.array(recommendedPlanSchema) }),
  }),
});
