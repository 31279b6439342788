import type { Category, FilterInfo, TabConfig, TabName } from '../../contract/index.ts';
import { isEmployerGroup } from '../db/seed/group-employers.ts';

/**
 * The wizard's tabs of an enrollment (get-dynamic-tabs): which steps its cart and filter need, in
 * the order the wizard walks them. Review is last: its Next goes to the receipt.
 */
export const TAB_ORDER: Record<TabName, number> = {
  primary_info: 0,
  contact_info: 1,
  employer_info: 2,
  beneficiary_info: 3,
  primary_health_info: 4,
  dependent_info: 5,
  agreement_info: 6,
  billing_info: 7,
  review_info: 8,
};

/** What the rule reads of a cart plan. */
export interface TabCartPlan {
  category: Category;
  hasHealthQuestions: boolean;
}

export interface TabFacts {
  cart: readonly TabCartPlan[];
  filter: Pick<FilterInfo, 'tier' | 'type' | 'eprocess' | 'group_id'>;
}

/**
 * A disability (di) plan in the cart, or a group enrollment with an employer (Acme, Beacon). The
 * association's own site stores its visitors as a group too, but they enroll as individuals: no
 * employer to describe.
 */
const needsEmployer = ({ cart, filter }: TabFacts) =>
  cart.some((plan) => plan.category === 'di') || ((filter.type === 'new-group-member' || filter.eprocess === 'group') && isEmployerGroup(filter.group_id));

/** The demo-data rule: which steps the enrollment needs, whether built or not. */
export const tabRule = (facts: TabFacts): Record<TabName, boolean> => ({
  primary_info: true,
  contact_info: true,
  employer_info: needsEmployer(facts),
  beneficiary_info: facts.cart.some((plan) => plan.category === 'term_life'),
  primary_health_info: facts.cart.some((plan) => plan.hasHealthQuestions),
  dependent_info: facts.filter.tier !== 'IO',
  agreement_info: true,
  billing_info: true,
  review_info: true,
});

/**
 * The tabs as get-dynamic-tabs answers them: every tab, required when the rule needs it and it is
 * built. `built` is the steps this server can take (STEPS_BUILT, server/steps/built-steps.ts): a
 * step the rule asks for but which is not built yet is answered `required: 0`, so every enrollment
 * can be completed.
 */
export const dynamicTabs = (facts: TabFacts, built: readonly TabName[]): TabConfig[] => {
  const needed = tabRule(facts);
  return (Object.keys(TAB_ORDER) as TabName[])
    .sort((a, b) => TAB_ORDER[a] - TAB_ORDER[b])
    .map((tab_name) => ({ tab_name, required: needed[tab_name] && built.includes(tab_name) ? 1 : 0, order: TAB_ORDER[tab_name] }));
};

/** The tabs an enrollment must go through, in order. */
export const requiredTabs = (facts: TabFacts, built: readonly TabName[]): TabName[] =>
  dynamicTabs(facts, built)
    .filter((tab) => tab.required === 1)
    .map((tab) => tab.tab_name);
