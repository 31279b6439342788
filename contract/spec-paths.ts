import type { EndpointName } from './endpoints.ts';

/**
 * The spec's second base (spec 1 §7 "Benefit-service base", spec 2 §7 "a separate benefits service
 * base", spec 3 §7 "{benefit store}"): its host is withheld, so this server serves it under this path.
 */
export const BENEFIT_SERVICE_BASE = '/benefit-service';

/**
 * The spec's own paths of calls whose row keeps another one (one API base, the v2 filter calls, the
 * plan id in the path): the server answers each of these too, as the same row (same request schema,
 * handler, enrollment gate and sign-in), so a client written to the spec's text works unchanged
 * (issue 27). The app calls the rows' paths.
 */
export const specPaths: { readonly [N in EndpointName]?: readonly string[] } = {
  // spec 1 §7, spec 2 §7, spec 3 §7: the v1 filter calls (v1 takes no coverage or categories, which are optional)
  addFilterForNewUser: ['/api/v1/add-filter-for-new-user'],
  changeFilterInfo: ['/api/v1/change-filter-info/:tempId'],
  // spec 2 §7 "GET /api/v1/get-plan-detail and /get-plan-detail/{id}": the id as a query field
  getPlanDetail: ['/api/v1/get-plan-detail'],
  // spec 1 §7, spec 3 §7 "GET /get-dynamic-tabs (no /api/v1 prefix)"
  getDynamicTabs: ['/get-dynamic-tabs'],
  // the benefit-service base's calls, each under the base as the spec writes it
  checkLeadInformation: [`${BENEFIT_SERVICE_BASE}/check-lead-information`],
  getLeadInformation: [`${BENEFIT_SERVICE_BASE}/get-lead-information`],
  decryptDetail: [`${BENEFIT_SERVICE_BASE}/decrypt-detail`],
  assistGet: [`${BENEFIT_SERVICE_BASE}/assist/get`],
  assistAdd: [`${BENEFIT_SERVICE_BASE}/assist/add`],
  getRecommendationPopularity: [`${BENEFIT_SERVICE_BASE}/recommendation/popularity`],
  getRecommendationFilter: [`${BENEFIT_SERVICE_BASE}/recommendation/filter`],
  getRecommendationAssociation: [`${BENEFIT_SERVICE_BASE}/recommendation/association`],
  getRecommendationPlanDetails: [`${BENEFIT_SERVICE_BASE}/recommendation/plan-details`],
  getBillingText: [`${BENEFIT_SERVICE_BASE}/get-billing-text`],
  getEthnicCategory: [`${BENEFIT_SERVICE_BASE}/api/v1/get-ethnic-category`],
};

/** Every path a row answers at: its own, then the spec's. */
export const pathsOf = (name: EndpointName, path: string): readonly string[] => [path, ...(specPaths[name] ?? [])];
