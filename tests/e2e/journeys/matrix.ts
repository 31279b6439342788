import type { FilterInfo, TabName, Tier } from '../../../contract/index.ts';
import { groupPlans, plans } from '../../../server/db/seed/demo-data.ts';
import { isEmployerGroup } from '../../../server/db/seed/group-employers.ts';
import { requiredTabs, tabRule } from '../../../server/queries/tabs.ts';
import { agreementModeFor } from '../../../server/steps/agreement.ts';
import { paymentMethodOf } from '../../../server/steps/billing.ts';
import { allPairs, combinations, type Row } from './pairwise.ts';

// The journey matrix (docs/journeys.md): whole enrollments generated from the engine's rules (the
// tabs a cart brings, how an enrollment pays, how it signs: the server's own functions) over the
// demo data's plans, groups and people.

/** Who enrolls, and through which door (docs/demo-data.md). */
export const ROLES = ['applicant-main', 'applicant-group-site', 'employee-code', 'rep', 'group-admin'] as const;
export type Role = (typeof ROLES)[number];
/** How the enrollment pays: a new card, Maria's saved card, a new bank account (EFT), a list bill. */
export const BILLINGS = ['card', 'saved-card', 'eft', 'list'] as const;
export type Billing = (typeof BILLINGS)[number];
export const TIERS = ['IO', 'IS', 'IC', 'IF'] as const satisfies readonly Tier[];
/** With the premier plan (115, L713) in the cart the dependents follow the premier rules. */
export const PREMIER = ['no', 'yes'] as const;
/** How the applicant signs where the pad shows (sigapplicant); `none` where the mode needs no signature. */
export const SIGNATURES = ['drawn', 'typed', 'none'] as const;
export type Signature = (typeof SIGNATURES)[number];

/** The tabs beyond every enrollment's own (personal, contact, agreement, billing, review) and dependents (the tier's). */
export const EXTRA_TABS = ['employer_info', 'beneficiary_info', 'primary_health_info'] as const satisfies readonly TabName[];
export type ExtraTab = (typeof EXTRA_TABS)[number];

/** A plan that brings each extra tab by itself (the rule is checked in the matrix's unit test), and the plan every cart starts from. */
export const PLAN_FOR_TAB: Record<ExtraTab, number> = { employer_info: 181, beneficiary_info: 172, primary_health_info: 191 };
export const PLAIN_PLAN = 131;
export const PREMIER_PLAN = 115;

/**
 * The enrollment each role and billing make (the filter the server keeps): null where the role does
 * not pay that way. The employee's is what spec 1 says an Employee Enroll with a group's code
 * makes: a new group member of that group (issue 23 §1).
 */
type EnrollmentFacts = Pick<FilterInfo, 'group_id' | 'platform_group_id' | 'type' | 'eprocess'> & { hasAgent: boolean; hasMember: boolean };
const acmeGroupMember = { group_id: 2556, platform_group_id: 11, type: 'new-group-member', hasMember: false } as const;
export const ENROLLMENTS: Record<Role, Partial<Record<Billing, EnrollmentFacts>>> = {
  'applicant-main': { card: { group_id: 1000, platform_group_id: null, type: 'new-member', eprocess: null, hasAgent: false, hasMember: false } },
  'applicant-group-site': { eft: { ...acmeGroupMember, platform_group_id: null, eprocess: 'group', hasAgent: false } },
  // the group's landing the code's Yes opens makes an employee enrolling themself (eprocess applicant)
  'employee-code': { eft: { ...acmeGroupMember, platform_group_id: null, eprocess: 'applicant', hasAgent: false } },
  rep: {
    // Maria (501, an Acme member in portal 11) from Jane's current members: her card, new or saved
    card: { group_id: 2556, platform_group_id: 11, type: 'existing-member', eprocess: 'rep', hasAgent: true, hasMember: true },
    'saved-card': { group_id: 2556, platform_group_id: 11, type: 'existing-member', eprocess: 'rep', hasAgent: true, hasMember: true },
    // a new member of one of Jane's groups: Acme pays by EFT, Beacon by list bill
    eft: { ...acmeGroupMember, eprocess: 'rep', hasAgent: true },
    list: { ...acmeGroupMember, group_id: 2512, eprocess: 'rep', hasAgent: true },
  },
  'group-admin': { eft: { ...acmeGroupMember, eprocess: 'group', hasAgent: false } },
};

const METHOD_OF: Record<Billing, string> = { card: 'cc', 'saved-card': 'cc', eft: 'eft', list: 'list' };

const planById = (id: number) => plans.find((plan) => plan.id === id)!;
const offers = (groupId: number, planId: number) => groupPlans.some((row) => row.groupId === groupId && row.planId === planId);

export interface Journey {
  id: string;
  role: Role;
  billing: Billing;
  tier: Tier;
  premier: boolean;
  signature: Signature;
  /** How the agreement signs (the server's mode: sigapplicant, rep, group, applicant). */
  agreementMode: string;
  enrollment: EnrollmentFacts;
  /** The plans added, in order. */
  cart: number[];
  /** The wizard's tabs, in order, as the engine requires them. */
  tabs: TabName[];
}

const factors = { role: ROLES, billing: BILLINGS, extras: [] as string[], tier: TIERS, premier: PREMIER, signature: SIGNATURES };
type Combination = Row<typeof factors>;

/** Every subset of the extra tabs' plans: the carts that bring tabs. */
const cartSubsets: ExtraTab[][] = EXTRA_TABS.reduce<ExtraTab[][]>((subsets, tab) => [...subsets, ...subsets.map((subset) => [...subset, tab])], [[]]);

const tabFacts = (enrollment: EnrollmentFacts, cart: readonly number[], tier: Tier) => ({
  cart: cart.map((id) => ({ category: planById(id).category, hasHealthQuestions: planById(id).hasHealthQuestions ?? false })),
  filter: { tier, type: enrollment.type, eprocess: enrollment.eprocess, group_id: enrollment.group_id },
});

const extrasName = (tabs: readonly TabName[]) => EXTRA_TABS.filter((tab) => tabs.includes(tab)).join('+') || 'none';

/** The journey of a combination, or null when the demo data cannot make it. */
const journeyOf = ({ role, billing, extras, tier, premier, signature }: Combination): Journey | null => {
  const enrollment = ENROLLMENTS[role][billing];
  if (!enrollment || paymentMethodOf(enrollment) !== METHOD_OF[billing]) return null;
  const agreementMode = agreementModeFor({ ...enrollment, employerGroup: isEmployerGroup(enrollment.group_id) });
  const signs = agreementMode === 'sigapplicant';
  if (signs === (signature === 'none')) return null;
  // the smallest cart (fewest tab plans) that brings exactly these extra tabs
  for (const subset of cartSubsets) {
    const cart = [...(subset.length === 0 ? [PLAIN_PLAN] : subset.map((tab) => PLAN_FOR_TAB[tab])), ...(premier === 'yes' ? [PREMIER_PLAN] : [])];
    if (!cart.every((id) => offers(enrollment.group_id!, id))) continue;
    const rule = tabRule(tabFacts(enrollment, cart, tier));
    if (extrasName(EXTRA_TABS.filter((tab) => rule[tab])) !== extras) continue;
    const id = [role, billing, extras, tier, premier === 'yes' ? 'premier' : '', signature === 'none' ? '' : signature].filter(Boolean).join(' ');
    return { id, role, billing, tier, premier: premier === 'yes', signature, agreementMode, enrollment, cart, tabs: requiredTabs(tabFacts(enrollment, cart, tier), Object.keys(rule) as TabName[]) };
  }
  return null;
};

factors.extras = cartSubsets.map((subset) => extrasName(subset));

/** The extra tabs a journey walks, as one name: `employer_info+beneficiary_info`, `none`. */
export const journeyExtras = (journey: Journey) => extrasName(journey.tabs);

/** The whole matrix: every combination the demo data can make. */
export const wholeMatrix: Journey[] = combinations(factors).flatMap((combination) => journeyOf(combination) ?? []);
/**
 * The pairwise set: every pair of values the whole matrix holds (role, billing, each extra tab
 * present or not, tier, premier), in the fewest journeys the greedy pick finds; then, for each
 * tab combination no pick has, its first journey, so every combination is walked too. The
 * signature is left out of the pairs (it meets only the agreement step): where the pad shows, the
 * journeys take drawn and typed in turn.
 */
const pairwiseKey = ({ role, billing, tabs, tier, premier }: Journey): Record<string, string> => ({
  role,
  billing,
  ...Object.fromEntries(EXTRA_TABS.map((tab) => [tab, tabs.includes(tab) ? 'yes' : 'no'])),
  tier,
  premier: premier ? 'yes' : 'no',
});
const sameKey = (a: Record<string, string>, b: Record<string, string>) => Object.keys(a).every((key) => a[key] === b[key]);
const unsigned = wholeMatrix.filter((journey) => journey.signature !== 'typed');
const picked = allPairs(unsigned.map(pairwiseKey)).map((row) => unsigned.find((journey) => sameKey(pairwiseKey(journey), row))!);
const combinationsLeft = [...new Set(unsigned.map(journeyExtras))].filter((extras) => !picked.some((journey) => journeyExtras(journey) === extras));
let signed = 0;
export const pairwiseSet: Journey[] = [...picked, ...combinationsLeft.map((extras) => unsigned.find((journey) => journeyExtras(journey) === extras)!)].map((journey) => {
  if (journey.signature === 'none') return journey;
  const signature = signed++ % 2 === 0 ? 'drawn' : 'typed';
  return wholeMatrix.find((other) => sameKey(pairwiseKey(other), pairwiseKey(journey)) && other.signature === signature)!;
});
