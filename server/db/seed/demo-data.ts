import { categorySchema, type Category, type FilterInfo, type LandingInfo } from '../../../contract/index.ts';
import { badgeUrl } from '../../assets/badges.ts';
import type * as schema from '../schema.ts';

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

const groupRows: [number, Profile, number | null, boolean][] = [
  [MAIN_GROUP_ID, groupProfile('member-benefits', 'Member Benefits Association', 'MBA1000', 'The association behind this storefront: over 100,000 members.', '/'), null, false],
  [ACME_GROUP_ID, groupProfile('acme-benefits', 'Acme Benefits', 'ACME', 'Acme Benefits offers its employees dental, vision, medical and life cover.', '/acme'), JANE_AGENT_ID, true],
  [BEACON_GROUP_ID, groupProfile('beacon-logistics', 'Beacon Logistics', 'BEACON', 'Beacon Logistics employees enroll here for their workplace benefits.', ''), JANE_AGENT_ID, true],
  [ELEVATE_GROUP_ID, groupProfile('elevate-wellness', 'Elevate Wellness', 'ELEVATE', 'Plans for members arriving from our partner site Elevate.', '/elevate'), null, false],
];

export const groups: Rows<typeof schema.groups> = groupRows.map(([id, p, agentId, needsEnrollerCode]) => ({
  id,
  name: p.name,
  code: p.code,
  agentId,
  needsEnrollerCode,
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

interface Brand {
  slug: string;
  name: string;
  tagline: string;
  supportPhone: string;
  supportEmail: string;
  quoteStyle: 'form' | 'wizard';
}

/** The branding keys every host answers (docs/reference-server.md lists them). */
const brandingOf = (b: Brand): Record<string, string> => ({
  brand_name: b.name,
  tagline: b.tagline,
  support_phone: b.supportPhone,
  support_email: b.supportEmail,
  quote_style: b.quoteStyle,
  logo: badgeUrl('logos', b.slug),
  banner_image: badgeUrl('banners', b.slug),
  footer_logo: badgeUrl('logos', `${b.slug}-footer`),
  footer_icon_app_store: badgeUrl('logos', 'app-store'),
  footer_icon_play_store: badgeUrl('logos', 'google-play'),
  cta_background: badgeUrl('banners', `${b.slug}-get-a-quote`),
  thank_you_image: badgeUrl('banners', 'thank-you'),
  no_plan_icon: badgeUrl('logos', 'no-plans'),
});

/** Branding by entry point (kind, key). */
export const branding: { kind: 'main' | 'host'; key: string; entries: Record<string, string> }[] = [
  {
    kind: 'main',
    key: '',
    entries: brandingOf({
      slug: 'member-benefits',
      name: 'Member Benefits Association',
      tagline: 'Over 100,000 members trust us with their benefits',
      supportPhone: '1-800-555-0100',
      supportEmail: 'support@member-benefits.example.com',
      quoteStyle: 'form',
    }),
  },
  {
    kind: 'host',
    key: 'acme.localhost',
    entries: brandingOf({
      slug: 'acme-benefits',
      name: 'Acme Benefits',
      tagline: 'Benefits for the Acme family',
      supportPhone: '1-888-555-0142',
      supportEmail: 'benefits@acme-benefits.example.com',
      quoteStyle: 'wizard',
    }),
  },
];

export const referrals: Rows<typeof schema.referrals> = [
  { id: 'RF1001', agentId: JANE_AGENT_ID, groupId: null, portalId: JANE_INDIVIDUAL_PORTAL_ID, valid: true },
];

export const members: Rows<typeof schema.members> = [
  { userId: MARIA_USER_ID, firstName: 'Maria', lastName: 'Lopez', agentId: JANE_AGENT_ID, groupId: ACME_GROUP_ID, portalId: JANE_INDIVIDUAL_PORTAL_ID },
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
  plan(171, 'Prudent Term Life', 'term_life', 'Term life from 100k to 300k; needs the membership.', { prudentialType: true, requiresMembership: true, hasHealthQuestions: true }),
  plan(172, 'Family Term Life', 'term_life', 'Level term life; rates depend on tobacco use.', { tobaccoRated: true }),
  plan(181, 'Income Shield Disability', 'di', 'Replaces part of your income if you cannot work.', { needsIncomeAndHours: true, requiresMembership: true }),
  plan(191, 'CriticalCare Protect', 'critical', 'A lump sum on diagnosis; asks health questions.', { hasHealthQuestions: true }),
  plan(201, 'AccidentGuard Solo', 'accident', 'Accident cover for the member only.', { allowedTiers: ['IO'] }),
  plan(211, 'HospitalCash Senior', 'hospital', 'Daily hospital cash for ages 50 to 64.', { minAge: 50, maxAge: 64 }),
  plan(212, 'HospitalCash Plus', 'hospital', 'Daily hospital cash for any adult.'),
  plan(221, 'PawSafe Pet Insurance', 'pet', 'Vet bills for dogs and cats.', { featured: true }),
];

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
  plans.filter((p) => categories.includes(p.category)).map((p) => ({ groupId: Number(groupId), planId: p.id })),
);

export const memberPlans: Rows<typeof schema.memberPlans> = [{ userId: MARIA_USER_ID, planId: 212, status: 'ACTIVE' }];

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

export const tempEnrollments: Rows<typeof schema.tempEnrollments> = [{ id: 'EL1001', filterInfo: elevateFilter }];

export const settings: Rows<typeof schema.settings> = [
  { key: 'ticket_link', value: 'https://support.example.com/tickets/new' },
  { key: 'footer_plan_id', value: '161' },
];
