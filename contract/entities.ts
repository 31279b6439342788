import * as z from 'zod/mini';

/** Tier codes (spec 1 §3). */
export const tierSchema = z.enum(['IO', 'IS', 'IC', 'IF']);
export type Tier = z.infer<typeof tierSchema>;
export const tierLabels: Record<Tier, string> = {
  IO: 'Member Only',
  IS: 'Member + Spouse',
  IC: 'Member + Children',
  IF: 'Family',
};

/** Gender codes: 0 Male, 1 Female. */
export const genderSchema = z.enum(['0', '1']);
export type Gender = z.infer<typeof genderSchema>;
export const genderLabels: Record<Gender, string> = { '0': 'Male', '1': 'Female' };

/** Plan categories and their display names (spec 1 §3). */
export const categorySchema = z.enum([
  'limitedmed',
  'medical',
  'dental',
  'vision',
  'supplemental',
  'rx',
  'lifestyle',
  'term_life',
  'di',
  'critical',
  'accident',
  'hospital',
  'pet',
]);
export type Category = z.infer<typeof categorySchema>;
export const categoryLabels: Record<Category, string> = {
  limitedmed: 'Limited Medical',
  medical: 'Medical',
  dental: 'Dental',
  vision: 'Vision',
  supplemental: 'Supplemental',
  rx: 'RX',
  lifestyle: 'Lifestyle',
  term_life: 'Term Life',
  di: 'Disability Income',
  critical: 'Critical Illness',
  accident: 'Accident',
  hospital: 'Hospital',
  pet: 'Pet Plans',
};

/** Interested coverage values (spec 1 §3). */
export const coverageSchema = z.enum([
  'LOW_COST',
  'MINIMUM_ESSENTIAL_COVERAGE',
  'PRESCRIPTION',
  'LOW_DEDUCTIBLES',
]);
export type Coverage = z.infer<typeof coverageSchema>;

/** Session modes (eprocess), landing types (open_type) and enroll types. */
export const eprocessSchema = z.enum(['rep', 'applicant', 'group']);
export type Eprocess = z.infer<typeof eprocessSchema>;
export const openTypeSchema = z.enum(['agent', 'group', 'user']);
export type OpenType = z.infer<typeof openTypeSchema>;
export const enrollTypeSchema = z.enum(['new-member', 'new-group-member', 'existing-member']);
export type EnrollType = z.infer<typeof enrollTypeSchema>;

/** The largest id the database holds (a PostgreSQL integer column). */
export const MAX_ID = 2 ** 31 - 1;
/** Ids travel as positive integers the database can hold; query strings are coerced. */
export const idSchema = z.coerce.number().check(z.int(), z.positive(), z.lte(MAX_ID));
/** The longest text a request field takes, by kind (step data is bounded by STEP_DATA_LIMITS). */
export const TEXT_LIMITS = { code: 40, name: 120, email: 254, line: 500, note: 2000, url: 2048, list: 50 } as const;
export const textTooLong = (max: number) => `Please enter at most ${max} characters.`;
/** The check that bounds a text field: at most `max` characters. */
export const textMax = (max: number) => z.maxLength(max, textTooLong(max));

/** A temporary enrollment id (tempId), opaque text such as "TE1A2B3C" or a partner's "EL1001". */
export const tempIdSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(40));

/** Filter/quote info stored against a temporary enrollment (spec 1 §3, spec 2 §3). */
export const filterInfoSchema = z.object({
  zip: z.string(),
  dob: z.string(),
  state: z.string(),
  tier: tierSchema,
  gender: genderSchema,
  coverage: z.nullable(coverageSchema),
  categories: z.array(categorySchema),
  is_smoker: z.nullable(z.enum(['0', '1'])),
  annual_incode: z.nullable(z.string()),
  working_hours: z.nullable(z.string()),
  user_id: z.nullable(z.int()),
  eprocess: z.nullable(eprocessSchema),
  agent_id: z.nullable(z.int()),
  group_id: z.nullable(z.int()),
  platform_group_id: z.nullable(z.int()),
  type: z.nullable(enrollTypeSchema),
  open_type: z.nullable(openTypeSchema),
});
export type FilterInfo = z.infer<typeof filterInfoSchema>;

/** Plan listing item and featured plan (spec 1 §3). */
export const planListingItemSchema = z.object({
  plan_id: z.int(),
  plan_name: z.string(),
  plan_logo: z.string(),
  plan_short_text: z.string(),
  plan_category: categorySchema,
});
export type PlanListingItem = z.infer<typeof planListingItemSchema>;
export const featuredPlanSchema = z.omit(planListingItemSchema, { plan_category: true });
export type FeaturedPlan = z.infer<typeof featuredPlanSchema>;

/** Recommended plan (spec 1 §3): plan_price is the Starting From monthly price in dollars. */
export const recommendedPlanSchema = z.object({
  plan_id: z.int(),
  plan_name: z.string(),
  plan_logo: z.string(),
  plan_price: z.number().check(z.nonnegative()),
  plan_category: categorySchema,
});
export type RecommendedPlan = z.infer<typeof recommendedPlanSchema>;
/** The strip shows at most 5 (spec 1 §9). */
export const RECOMMENDED_STRIP_MAX = 5;
/** The list page's empty message (spec 1 §8). */
export const noRecommendedProducts = 'No Any Products.';

/** Landing info of a rep's or a group's site (spec 1 §3); groups add gweb_aboutus. */
export const landingInfoSchema = z.object({
  logo: z.string(),
  agent_code: z.string(),
  display_phone: z.string(),
  display_email: z.string(),
  tagline: z.string(),
  display_about_name: z.string(),
  display_name: z.string(),
  image: z.string(),
  image_link: z.string(),
  banner_image: z.string(),
  agent_bio: z.string(),
});
export type LandingInfo = z.infer<typeof landingInfoSchema>;
export const groupLandingInfoSchema = z.extend(landingInfoSchema, { gweb_aboutus: z.string() });
export type GroupLandingInfo = z.infer<typeof groupLandingInfoSchema>;

/** A site's identity as the start-up calls answer it: who the visitor shops under. */
export const siteSessionSchema = z.object({
  group_id: z.nullable(z.int()),
  agent_id: z.nullable(z.int()),
  portal_id: z.nullable(z.int()),
  open_type: openTypeSchema,
});
export type SiteSession = z.infer<typeof siteSessionSchema>;

/** Branding entries of the dynamic-information call: key/value pairs, cached by the browser. */
/** Who a session is signed in as: a rep (agent id) or a group administrator (group id). */
export const enrollerSchema = z.object({ kind: z.enum(['rep', 'group']), id: z.int(), name: z.string() });
export type Enroller = z.infer<typeof enrollerSchema>;

export const brandingEntrySchema = z.object({ key: z.string(), value: z.string() });
export type BrandingEntry = z.infer<typeof brandingEntrySchema>;

/** Rep validation result (spec 1 §3), plus the rep's id, which the rep session keeps. */
export const repValidationSchema = z.object({
  agent_id: z.int(),
  first_name: z.string(),
  last_name: z.string(),
  agent_code: z.string(),
  email: z.string(),
  phone: z.string(),
  landing_url: z.string(),
});
export type RepValidation = z.infer<typeof repValidationSchema>;

/** An enrollment portal (platform) of spec 1 §3. */
export const platformSchema = z.object({ platform_group_id: z.int(), platform_name: z.string(), platform_code: z.string() });
export type Platform = z.infer<typeof platformSchema>;

/** A plan status: ACTIVE shows in the normal colour, every other status in red (spec 1 §2). */
export const ACTIVE_PLAN_STATUS = 'ACTIVE';

/** A row of the current-member pickers (spec 1 §3); members without a group have `group_info` null. */
export const currentMemberSchema = z.object({
  name: z.string(),
  dob: z.string(),
  policy_id: z.string(),
  user_id: z.int(),
  email: z.string(),
  ssn: z.string(),
  group_info: z.nullable(z.object({ group_id: z.int(), group_name: z.string() })),
  plan_info: z.array(z.object({ plan: z.int(), plan_name: z.string(), plan_status: z.string() })),
});
export type CurrentMember = z.infer<typeof currentMemberSchema>;
