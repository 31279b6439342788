import { categorySchema, steps, type Category, type FilterInfo, type LandingInfo } from '../../../contract/index.ts';
import { badgeUrl } from '../../assets/badges.ts';
import { RESUME_CODE_LIFETIME_MS, resumeCodeHash } from '../../resume/resume-codes.ts';
import type * as schema from '../schema.ts';
import { planDescriptionOf } from './plan-descriptions.ts';

/**
 * The demo data of docs/demo-data.md. Identifiers named in the shared demo-data brief (hosts,
 * codes, ids 1000/2556/2512/501, RF1001, EL1001) are fixed; tests and docs rely on them.
 */
type Rows<T extends { $inferInsert: unknown }> = T['$inferInsert'][];

const MAIN_GROUP_ID = 1000;
const ACME_GROUP_ID = 2556;
const BEACON_GROUP_ID = 2512;
const ELEVATE_GROUP_ID = 3100;
const JANE_AGENT_ID = 701;
const NOLAND_AGENT_ID = 702;
const JANE_INDIVIDUAL_PORTAL_ID = 11;
const JANE_BUSINESS_PORTAL_ID = 12;
const ELEVATE_PORTAL_ID = 21;
const MARIA_USER_ID = 501;

interface Profile {
  slug: string;
  name: string;
  code: string;
  phone: string;
  email: string;
  tagline: string;
  bio: string;
  landing: string;
}

const landingInfoOf = (p: Profile): LandingInfo => ({
  logo: badgeUrl('logos', p.slug),
  agent_code: p.code,
  display_phone: p.phone,
  display_email: p.email,
  tagline: p.tagline,
  display_about_name: `About ${p.name}`,
  display_name: p.name,
  image: badgeUrl('logos', p.slug),
  image_link: p.landing,
  banner_image: badgeUrl('banners', p.slug),
  agent_bio: p.bio,
});

const groupLandingInfoOf = (p: Profile) => ({ ...landingInfoOf(p), gweb_aboutus: p.bio });

const jane: Profile = {
  slug: 'jane-doe',
  name: 'Jane Doe',
  code: 'JANE01',
  phone: '2125550147',
  email: 'jane.doe@example.com',
  tagline: 'Benefits that fit your family',
  bio: 'Jane Doe has helped families and small employers choose benefits for fifteen years.',
  landing: '/jane',
};

const nolan: Profile = {
  slug: 'nolan-andrews',
  name: 'Nolan Andrews',
  code: 'NOLAND',
  phone: '3125550190',
  email: 'nolan.andrews@example.com',
  tagline: 'Plain answers about benefits',
  bio: 'Nolan Andrews is a new rep whose landing page is not configured yet.',
  landing: '',
};

const agentRow = (id: number, p: Profile) => {
  const [firstName = '', lastName = ''] = p.name.split(' ');
  return {
    id,
    firstName,
    lastName,
    agentCode: p.code,
    email: p.email,
    phone: p.phone,
    landingUrl: p.landing,
    landingInfo: landingInfoOf(p),
  };
};

export const agents: Rows<typeof schema.agents> = [agentRow(JANE_AGENT_ID, jane), agentRow(NOLAND_AGENT_ID, nolan)];

const groupProfile = (slug: string, name: string, code: string, bio: string, landing: string): Profile => ({
  slug,
  name,
  code,
  phone: '8005550100',
  email: `benefits@${slug}.example.com`,
  tagline: `Benefits for the ${name} family`,
  bio,
  landing,
});

/** The association and Acme: each also brands a host, with the same contact (one brand through a visit). */
const association: Profile = {
  ...groupProfile('member-benefits', 'Member Benefits Association', 'MBA1000', 'The association behind this storefront: over 100,000 members.', '/'),
  phone: '1-800-555-0100',
  tagline: 'Over 100,000 members trust us with their benefits',
};
const acme = groupProfile('acme-benefits', 'Acme Benefits', 'ACME', 'Acme Benefits offers its employees dental, vision, medical and life cover.', '/acme');

const groupRows: [number, Profile, number | null, boolean][] = [
  [MAIN_GROUP_ID, association, null, false],
  [ACME_GROUP_ID, acme, JANE_AGENT_ID, true],
  [BEACON_GROUP_ID, groupProfile('beacon-logistics', 'Beacon Logistics', 'BEACON', 'Beacon Logistics employees enroll here for their workplace benefits.', ''), JANE_AGENT_ID, true],
  [ELEVATE_GROUP_ID, groupProfile('elevate-wellness', 'Elevate Wellness', 'ELEVATE', 'Plans for members arriving from our partner site Elevate.', '/elevate'), null, false],
];

export const groups: Rows<typeof schema.groups> = groupRows.map(([id, p, agentId, needsEnrollerCode]) => ({
  id,
  name: p.name,
  code: p.code,
  agentId,
  needsEnrollerCode,
  // the association and the partner site have no administrator who signs in (docs/demo-data.md, Demo sign-ins)
  adminEmail: agentId === null ? '' : `hr@${p.slug}.example.com`,
  landingInfo: groupLandingInfoOf(p),
}));

export const portals: Rows<typeof schema.portals> = [
  { id: JANE_INDIVIDUAL_PORTAL_ID, name: 'Individual Benefits', code: 'INDV', agentId: JANE_AGENT_ID },
  { id: JANE_BUSINESS_PORTAL_ID, name: 'Small Business Benefits', code: 'SMBZ', agentId: JANE_AGENT_ID },
  { id: ELEVATE_PORTAL_ID, name: 'Elevate Partner Portal', code: 'ELEV', agentId: null },
];

export const groupCodes: Rows<typeof schema.groupCodes> = [
  { code: 'ACME01', kind: 'enrollment', groupId: ACME_GROUP_ID, landingUrl: '/acme' },
  { code: 'NOLANDG', kind: 'enrollment', groupId: BEACON_GROUP_ID, landingUrl: '' },
  { code: 'ELEVATE', kind: 'partner', groupId: ELEVATE_GROUP_ID, landingUrl: '/elevate' },
  { code: 'EC2512', kind: 'enroller', groupId: BEACON_GROUP_ID, landingUrl: '' },
  { code: 'EC2556', kind: 'enroller', groupId: ACME_GROUP_ID, landingUrl: '' },
];

/** Entry points; `key` of the main host is empty because the main host name is configuration. */
export const entryPoints: Rows<typeof schema.entryPoints> = [
  { kind: 'main', key: '', groupId: MAIN_GROUP_ID, openType: 'user' },
  { kind: 'host', key: 'acme.localhost', groupId: ACME_GROUP_ID, openType: 'group' },
  { kind: 'landing', key: 'jane', agentId: JANE_AGENT_ID, portalId: JANE_INDIVIDUAL_PORTAL_ID, openType: 'agent' },
  { kind: 'landing', key: 'acme', groupId: ACME_GROUP_ID, openType: 'group' },
  { kind: 'landing', key: 'elevate', groupId: ELEVATE_GROUP_ID, portalId: ELEVATE_PORTAL_ID, openType: 'group' },
  { kind: 'external', key: 'goenroll', groupId: MAIN_GROUP_ID, openType: 'user' },
];

/** A host's brand: the contact of the group it belongs to, and how its storefront looks. */
interface Brand {
  profile: Profile;
  quoteStyle: 'form' | 'wizard';
  /** The admin-style dashboard icon grid shows only where this flag is false (spec 1 §2). */
  hideDashboardIcons: boolean;
}

/** The branding keys every host answers (docs/reference-server.md lists them). */
const brandingOf = ({ profile: p, quoteStyle, hideDashboardIcons }: Brand): Record<string, string> => ({
  brand_name: p.name,
  tagline: p.tagline,
  support_phone: p.phone,
  support_email: p.email,
  quote_style: quoteStyle,
  hide_dashboard_icons: String(hideDashboardIcons),
  logo: badgeUrl('logos', p.slug),
  banner_image: badgeUrl('banners', p.slug),
  footer_logo: badgeUrl('logos', `${p.slug}-footer`),
  footer_icon_app_store: badgeUrl('logos', 'app-store'),
  footer_icon_play_store: badgeUrl('logos', 'google-play'),
  cta_background: badgeUrl('backdrops', `${p.slug}-get-a-quote`),
  thank_you_image: badgeUrl('banners', 'thank-you'),
  no_plan_icon: badgeUrl('logos', 'no-plans'),
  // the wizard's progress-bar icons and review-card images (spec 2 §2, spec 3 §2.3)
  ...Object.fromEntries(
    Object.entries(steps).flatMap(([tab, step]) => [
      [`step_icon_${tab}`, badgeUrl('logos', step.path)],
      [`review_card_${tab}`, badgeUrl('banners', step.path)],
    ]),
  ),
});

/** Branding by entry point (kind, key). */
export const branding: { kind: 'main' | 'host'; key: string; entries: Record<string, string> }[] = [
  { kind: 'main', key: '', entries: brandingOf({ profile: association, quoteStyle: 'form', hideDashboardIcons: false }) },
  { kind: 'host', key: 'acme.localhost', entries: brandingOf({ profile: acme, quoteStyle: 'wizard', hideDashboardIcons: true }) },
];

export const referrals: Rows<typeof schema.referrals> = [
  { id: 'RF1001', agentId: JANE_AGENT_ID, groupId: null, portalId: JANE_INDIVIDUAL_PORTAL_ID, valid: true },
];

type MemberRow = schema.MemberInsert;
/** Each member's phone: 212555 and the user id in four digits (Daniel Kim 502: 2125550502). */
export const memberPhone = (userId: number) => `212555${String(userId).padStart(4, '0')}`;
/** What a member's record holds for the contact and personal steps' prefill (invented): the address (in the member's zip), height and weight. */
export type MemberRecordFacts = Required<Pick<MemberRow, 'address1' | 'address2' | 'city' | 'state' | 'heightFeet' | 'heightInch' | 'weight'>>;
const member = (
  userId: number,
  name: string,
  groupId: number | null,
  facts: Pick<MemberRow, 'dob' | 'gender' | 'zip' | 'ssn'> & MemberRecordFacts,
): MemberRow => {
  const [firstName = '', lastName = ''] = name.split(' ');
  return {
    userId,
    firstName,
    lastName,
    agentId: JANE_AGENT_ID,
    groupId,
    portalId: groupId === null ? JANE_INDIVIDUAL_PORTAL_ID : JANE_BUSINESS_PORTAL_ID,
    email: `${firstName}.${lastName}@example.com`.toLowerCase(),
    policyId: `POL${userId}`,
    phone: memberPhone(userId),
    ...facts,
  };
};

/** Jane's current members: eight, so her picker has two pages of five. */
export const members: MemberRow[] = [
  { ...member(MARIA_USER_ID, 'Maria Lopez', ACME_GROUP_ID, { dob: '03/22/1985', gender: '1', zip: '10001', ssn: '123456789', address1: '245 West 29th Street', address2: 'Apt 4B', city: 'New York', state: 'NY', heightFeet: '5', heightInch: '6', weight: '142' }), portalId: JANE_INDIVIDUAL_PORTAL_ID },
  member(502, 'Daniel Kim', ACME_GROUP_ID, { dob: '07/09/1979', gender: '0', zip: '10001', ssn: '234567891', address1: '88 Chelsea Avenue', address2: '', city: 'New York', state: 'NY', heightFeet: '5', heightInch: '10', weight: '176' }),
  member(503, 'Aisha Patel', ACME_GROUP_ID, { dob: '11/30/1990', gender: '1', zip: '60601', ssn: '345678912', address1: '401 North Wabash Avenue', address2: 'Unit 12', city: 'Chicago', state: 'IL', heightFeet: '5', heightInch: '4', weight: '128' }),
  member(504, 'Tom Becker', BEACON_GROUP_ID, { dob: '01/05/1972', gender: '0', zip: '60601', ssn: '456789123', address1: '17 Lakeshore Drive', address2: '', city: 'Chicago', state: 'IL', heightFeet: '6', heightInch: '1', weight: '198' }),
  member(505, 'Grace Okafor', BEACON_GROUP_ID, { dob: '05/17/1994', gender: '1', zip: '90210', ssn: '567891234', address1: '9 Canon Drive', address2: '', city: 'Beverly Hills', state: 'CA', heightFeet: '5', heightInch: '7', weight: '135' }),
  member(506, 'Luis Romero', null, { dob: '09/12/1983', gender: '0', zip: '90210', ssn: '678912345', address1: '320 Palm Way', address2: 'Suite 3', city: 'Beverly Hills', state: 'CA', heightFeet: '5', heightInch: '9', weight: '170' }),
  member(507, 'Emma Novak', null, { dob: '02/28/1988', gender: '1', zip: '10001', ssn: '789123456', address1: '12 Greenwich Street', address2: '', city: 'New York', state: 'NY', heightFeet: '5', heightInch: '5', weight: '131' }),
  member(508, 'Noah Fischer', ACME_GROUP_ID, { dob: '12/01/1968', gender: '0', zip: '10001', ssn: '891234567', address1: '560 Madison Place', address2: '', city: 'New York', state: 'NY', heightFeet: '5', heightInch: '11', weight: '185' }),
];

type PlanRow = schema.PlanInsert;
const plan = (id: number, name: string, category: Category, shortText: string, extra: Partial<PlanRow> = {}): PlanRow => {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return { id, slug, name, category, logo: badgeUrl('logos', slug), shortText, ...extra };
};

/** Every category has a plan; the special rows each produce one situation of plan detail. */
export const plans: PlanRow[] = [
  plan(101, 'CareBridge Limited Medical', 'limitedmed', 'Doctor visits and hospital stays at a fixed benefit.', { featured: true }),
  plan(111, 'Horizon Health Bronze', 'medical', 'Major medical with a high deductible and low premium.', { featured: true }),
  plan(112, 'Horizon Health Silver', 'medical', 'Retired: quotes move to Horizon Health Silver Plus.', { successorPlanId: 113 }),
  plan(113, 'Horizon Health Silver Plus', 'medical', 'Balanced deductible and premium, nationwide network.'),
  plan(114, 'Metro Medical Select', 'medical', 'A city network plan, not sold in every area.', { zipsNotSold: ['90210', '60601'] }),
  plan(115, 'Premier Health L713', 'medical', 'Premier cover with its own dependent rules.', { premierLabel: 'L713' }),
  plan(121, 'BrightSmile Dental Basic', 'dental', 'Cleanings, x-rays and fillings from day one.', { featured: true }),
  plan(122, 'BrightSmile Dental Plus', 'dental', 'Adds crowns and root canals; small-business portal only.', { portalIds: [JANE_BUSINESS_PORTAL_ID] }),
  plan(123, 'Coastal Dental Preferred', 'dental', 'Preferred dentists on both coasts; not sold in New York.', { statesNotSold: ['NY'] }),
  plan(131, 'ClearView Vision', 'vision', 'Yearly eye exam and an allowance for frames or lenses.', { featured: true }),
  plan(132, 'FocusPoint Vision', 'vision', 'Premium lenses; enrollment is closed for a blackout period.', { blackout: true }),
  plan(141, 'Guardian Gap Supplemental', 'supplemental', 'Pays cash toward what your medical plan leaves over.'),
  plan(151, 'RxSaver Prescription Card', 'rx', 'Discounts on generic and brand-name prescriptions.', { featured: true }),
  plan(161, 'Association Membership', 'lifestyle', 'The $5.00 monthly membership some plans need.', { isMembership: true }),
  plan(162, 'Wellness Perks', 'lifestyle', 'Gym, telehealth and discount programmes.'),
  plan(171, 'Prudent Term Life', 'term_life', 'Term life from 100k to 300k; needs the membership.', { prudentialType: true, requiresMembership: true }),
  plan(172, 'Family Term Life', 'term_life', 'Level term life; rates depend on tobacco use.', { tobaccoRated: true }),
  plan(181, 'Income Shield Disability', 'di', 'Replaces part of your income if you cannot work.', { needsIncomeAndHours: true, requiresMembership: true }),
  plan(191, 'CriticalCare Protect', 'critical', 'A lump sum on diagnosis; asks health questions.', { hasHealthQuestions: true }),
  plan(201, 'AccidentGuard Solo', 'accident', 'Accident cover for the member only.', { allowedTiers: ['IO'] }),
  plan(211, 'HospitalCash Senior', 'hospital', 'Daily hospital cash for ages 50 to 64.', { minAge: 50, maxAge: 64 }),
  plan(212, 'HospitalCash Plus', 'hospital', 'Daily hospital cash for any adult.'),
  plan(221, 'PawSafe Pet Insurance', 'pet', 'Vet bills for dogs and cats.', { featured: true }),
  // Riders: offered in the cart beside their base plan, never listed on their own (no group_plans rows)
  plan(124, 'Orthodontia Rider', 'dental', 'Braces and aligners for children, added to BrightSmile Dental Basic.', { riderFor: 121 }),
  plan(173, 'Accidental Death Rider', 'term_life', 'Doubles the Family Term Life benefit for an accidental death.', { riderFor: 172 }),
  plan(183, 'Waiver of Premium Rider', 'di', 'Income Shield Disability premiums are waived while you receive benefits.', { riderFor: 181 }),
];
for (const row of plans) row.description = planDescriptionOf(row.name, row.category, row.shortText);

/** Rider plans, for start-up to add to a database seeded before riders existed. */
export const riderPlans = plans.filter((row) => row.riderFor != null);

/** Starting From monthly prices in cents (recommendations); the membership's is its $5.00. */
export const startingPrices: Record<number, number> = {
  101: 8900, 111: 21900, 112: 26900, 113: 26900, 114: 24500, 115: 18900, 121: 2450, 122: 3450, 123: 2990,
  131: 1200, 132: 1500, 141: 1850, 151: 999, 161: 500, 162: 1900, 171: 2200, 172: 1800, 181: 3100,
  191: 2700, 201: 1100, 211: 2300, 212: 1600, 221: 2800, 124: 650, 173: 400, 183: 750,
};
for (const row of plans) row.startingPriceCents = startingPrices[row.id] ?? null;

const allCategories = categorySchema.options;
const except = (...excluded: Category[]) => allCategories.filter((category) => !excluded.includes(category));

/** Categories each group offers; the main site's group offers everything. */
const groupCategories: Record<number, readonly Category[]> = {
  [MAIN_GROUP_ID]: allCategories,
  [ACME_GROUP_ID]: except('pet', 'rx'),
  [BEACON_GROUP_ID]: ['dental', 'vision', 'term_life', 'di', 'critical', 'accident', 'hospital'],
  [ELEVATE_GROUP_ID]: ['dental', 'vision', 'rx', 'lifestyle'],
};

export const groupPlans: Rows<typeof schema.groupPlans> = Object.entries(groupCategories).flatMap(([groupId, categories]) =>
  plans.filter((p) => p.riderFor == null && categories.includes(p.category)).map((p) => ({ groupId: Number(groupId), planId: p.id })),
);

/** Plans Jane's members hold: ACTIVE and other statuses, which the pickers show in red. */
export const memberPlans: Rows<typeof schema.memberPlans> = [
  { userId: MARIA_USER_ID, planId: 212, status: 'ACTIVE' },
  { userId: MARIA_USER_ID, planId: 121, status: 'TERMED' },
  { userId: 502, planId: 131, status: 'ACTIVE' },
  { userId: 503, planId: 121, status: 'PENDING' },
  { userId: 504, planId: 172, status: 'ACTIVE' },
  { userId: 504, planId: 181, status: 'CANCELLED' },
  { userId: 505, planId: 131, status: 'ACTIVE' },
  { userId: 506, planId: 111, status: 'TERMED' },
  { userId: 508, planId: 121, status: 'ACTIVE' },
  { userId: 508, planId: 201, status: 'ACTIVE' },
];

const elevateFilter: FilterInfo = {
  zip: '10001',
  dob: '04/12/1988',
  state: 'NY',
  tier: 'IO',
  gender: '1',
  coverage: null,
  categories: [],
  is_smoker: null,
  annual_incode: null,
  working_hours: null,
  user_id: null,
  eprocess: 'group',
  agent_id: null,
  group_id: ELEVATE_GROUP_ID,
  platform_group_id: ELEVATE_PORTAL_ID,
  type: 'new-group-member',
  open_type: 'group',
};

/** A quoted visitor of a group site: the cart enrollments below belong to such quotes. */
const cartFilter = (groupId: number, tier: FilterInfo['tier']): FilterInfo => ({
  ...elevateFilter,
  tier,
  group_id: groupId,
  platform_group_id: null,
  categories: ['dental', 'medical'],
});

export const tempEnrollments: Rows<typeof schema.tempEnrollments> = [
  { id: 'EL1001', filterInfo: elevateFilter },
  // carts to walk the cart page with (docs/demo-data.md): main site (tier IC, a premier plan) and Acme
  { id: 'TECART01', filterInfo: cartFilter(MAIN_GROUP_ID, 'IC') },
  { id: 'TECART02', filterInfo: cartFilter(ACME_GROUP_ID, 'IO') },
  // an Acme group cart that walks Employer Information through to the receipt (docs/demo-data.md)
  { id: 'TECART03', filterInfo: cartFilter(ACME_GROUP_ID, 'IO') },
  // the same cart twice more, so the agreement's and billing's walks (e2e) keep their own steps
  { id: 'TECART04', filterInfo: cartFilter(ACME_GROUP_ID, 'IO') },
  { id: 'TECART05', filterInfo: cartFilter(ACME_GROUP_ID, 'IO') },
];

/** A cart line; its pricing id is the plan id times ten plus one. */
const line = (enrollmentId: string, planId: number, priceCents: number, removable = true) => ({
  enrollmentId,
  planId,
  planPricingId: planId * 10 + 1,
  priceCents,
  removable,
});

/** Two removable lines and the $5.00 membership, which the cart cannot drop, in each. */
export const cartItems: Rows<typeof schema.cartItems> = [
  line('TECART01', 121, 2450),
  line('TECART01', 115, 18900),
  line('TECART01', 161, 500, false),
  line('TECART02', 131, 1200),
  line('TECART02', 121, 2450),
  line('TECART02', 161, 500, false),
  line('TECART03', 121, 2450),
  line('TECART03', 161, 500, false),
  ...['TECART04', 'TECART05'].flatMap((id) => [line(id, 121, 2450), line(id, 161, 500, false)]),
];

/** CriticalCare Protect's health questions (get-questions); a yes with a group A condition declines. */
export const planQuestions: Rows<typeof schema.planQuestions> = [
  { id: 1911, planId: 191, position: 1, subType: 'text_field', text: 'Have you used tobacco or nicotine in the last 12 months?' },
  { id: 1912, planId: 191, position: 2, subType: 'checkbox', text: 'Have you ever been diagnosed with or treated for any of the following conditions?' },
  { id: 1913, planId: 191, position: 3, subType: 'detail', requireDetail: true, text: 'Have you been hospitalized in the last 5 years?' },
];

export const planQuestionOptions: Rows<typeof schema.planQuestionOptions> = [
  { id: 19121, questionId: 1912, optionGroup: 'A. Prior to age 60', text: 'Cancer' },
  { id: 19122, questionId: 1912, optionGroup: 'A. Prior to age 60', text: 'Heart attack' },
  { id: 19123, questionId: 1912, optionGroup: 'A. Prior to age 60', text: 'Stroke' },
  { id: 19124, questionId: 1912, optionGroup: 'B. Prior to age 75', text: 'Kidney failure' },
  { id: 19125, questionId: 1912, optionGroup: 'B. Prior to age 75', text: 'Major organ transplant' },
];

/** Prudent Term Life's aflac-type questions. */
export const aflacQuestions: Rows<typeof schema.aflacQuestions> = [
  { id: 1, planId: 171, position: 1, question: 'Have you been diagnosed with or treated for cancer, heart disease or stroke in the last 10 years?' },
  { id: 2, planId: 171, position: 2, question: 'Are you currently hospitalized, confined to a nursing facility or receiving disability benefits?' },
  { id: 3, planId: 171, position: 3, question: 'Have you been declined or rated for life insurance in the last 2 years?' },
];

/** Maria's history: she answered yes to question 2 before, so it starts at 1 and stays there. */
export const memberAflacAnswers: Rows<typeof schema.memberAflacAnswers> = [{ userId: MARIA_USER_ID, questionId: 2, trueCondition: 1 }];

/** The ethnic groups of the personal step; 12 (Other) asks for the other text (spec 2 §9). */
export const ethnicCategories: Rows<typeof schema.ethnicCategories> = [
  'American Indian or Alaska Native',
  'Asian',
  'Black or African American',
  'Hispanic or Latino',
  'Middle Eastern or North African',
  'Native Hawaiian or Other Pacific Islander',
  'White',
  'South Asian',
  'East Asian',
  'Two or More Races',
  'Prefer not to say',
  'Other',
].map((name, index) => ({ id: index + 1, name }));

/**
 * A save-later code to try continue-enrollment with (docs/demo-data.md): Acme's cart TECART02, its
 * personal step. Typed `DEMO-CODE-00001` (O reads as 0); like every code it resumes once and lives 30 days.
 */
export const DEMO_RESUME_CODE = 'DEM0C0DE00001';
export const enrollmentCodes: Rows<typeof schema.enrollmentCodes> = [
  {
    codeHash: resumeCodeHash(DEMO_RESUME_CODE),
    enrollmentId: 'TECART02',
    email: 'resume@example.com',
    savedTab: 'primary_info',
    expiresAt: new Date(Date.now() + RESUME_CODE_LIFETIME_MS),
  },
];

export const settings: Rows<typeof schema.settings> = [
  { key: 'ticket_link', value: 'https://support.example.com/tickets/new' },
  { key: 'footer_plan_id', value: '161' },
  { key: 'elevate_portal_id', value: String(ELEVATE_PORTAL_ID) },
];

/**
 * Members' verification questions (Agreement & Signature, applicant mode): an existing member
 * enrolling herself answers hers. Maria's answer is Garcia (compared ignoring case and spaces).
 */
export const memberVerificationQuestions: Readonly<Record<number, { question_id: string; question: string; answer: string }>> = {
  [MARIA_USER_ID]: { question_id: '1', question: "What is your mother's maiden name?", answer: 'Garcia' },
};

/**
 * Maria's beneficiaries on file (get-beneficiaries-existing-user-enrollment): two, totalling 100,
 * so an enrollment for her opens Beneficiary Information with both and may go on at once.
 */
export const memberBeneficiaries: Rows<typeof schema.memberBeneficiaries> = [
  { id: 'MB5011', userId: MARIA_USER_ID, position: 1, firstName: 'Luis', lastName: 'Reyes', dob: '06/14/1983', ssn: '987654321', relationship: 'spouse', percentage: 60 },
  { id: 'MB5012', userId: MARIA_USER_ID, position: 2, firstName: 'Sofia', middleName: 'Ana', lastName: 'Reyes', dob: '09/02/2012', ssn: '876543219', relationship: 'child', percentage: 40 },
];

/**
 * Maria's card and bank account on file (get-existing-card-info, get-existing-bank-info): a card is
 * kept as its last four digits and brand only; the account number is kept, and replies mask it.
 */
export const memberCards: Rows<typeof schema.memberCards> = [
  { id: 'MC5011', userId: MARIA_USER_ID, nameOnCard: 'Maria Lopez', lastFour: '1111', brand: 'Visa', expirationMonth: '08', expirationYear: '2029' },
];
/** Maria's own enrollment (as from her member home): pays by card, so her saved card is offered (server tests). */
export const memberBillingEnrollment: Rows<typeof schema.tempEnrollments>[number] = {
  id: 'TEBILL501',
  filterInfo: {
    ...elevateFilter,
    dob: '03/22/1985',
    user_id: MARIA_USER_ID,
    eprocess: 'applicant',
    agent_id: JANE_AGENT_ID,
    group_id: ACME_GROUP_ID,
    platform_group_id: JANE_INDIVIDUAL_PORTAL_ID,
    type: 'existing-member',
    open_type: null,
  },
};
export const memberBanks: Rows<typeof schema.memberBanks> = [
  {
    id: 'MK5011',
    userId: MARIA_USER_ID,
    accountName: 'Maria Lopez',
    bankName: 'Bank of America, N.A.',
    routingNumber: '111000025',
    accountNumber: '000123456789',
    accountType: 'checking',
    accountHolderType: 'individual',
  },
];

/**
 * Maria's dependents on file (get-dependents-existing-user-enrollment): her beneficiaries Luis (spouse)
 * and Sofia (child). Replies show their SSNs masked (last four), so the step asks them again.
 */
export const memberDependents: Rows<typeof schema.memberDependents> = [
  { id: 'MD5011', userId: MARIA_USER_ID, position: 1, firstName: 'Luis', lastName: 'Reyes', dob: '06/14/1983', ssn: '987654321', relationship: 'spouse', gender: '0', heightFeet: '5', heightInch: '10', weight: '180' },
  { id: 'MD5012', userId: MARIA_USER_ID, position: 2, firstName: 'Sofia', middleName: 'Ana', lastName: 'Reyes', dob: '09/02/2012', ssn: '876543219', relationship: 'child', gender: '1', heightFeet: '4', heightInch: '11', weight: '85' },
];

/** The seeded enrollments, which development mode opens to any session (server/dev/demo-sessions.ts). */
export const demoEnrollmentIds: readonly string[] = [...tempEnrollments.map(({ id }) => id), memberBillingEnrollment.id];
