import { describe, expect, it } from 'vitest';
import { tabNameSchema, type TabName } from '../../contract/index.ts';
import { dynamicTabs, requiredTabs, TAB_ORDER, tabRule, type TabFacts } from '../../server/queries/tabs.ts';
import { OTHER_STEPS_BUILT, STEPS_BUILT } from '../../server/steps/built-steps.ts';
import { FORM_STEPS } from '../../server/steps/form-steps.ts';

// The demo-data rule of the wizard's tabs, and the switch that keeps a step out until it is built.

const individual = { tier: 'IO', type: 'new-member', eprocess: 'applicant', group_id: null } as const;
/** Acme Benefits: an employer group (docs/demo-data.md); 1000 is the association's own site. */
const ACME = 2556;
const ASSOCIATION = 1000;
const dental = { category: 'dental', hasHealthQuestions: false } as const;
const disability = { category: 'di', hasHealthQuestions: false } as const;
const life = { category: 'term_life', hasHealthQuestions: false } as const;
const critical = { category: 'critical', hasHealthQuestions: true } as const;
const ALL = tabNameSchema.options;

const needed = (facts: TabFacts) =>
  Object.entries(tabRule(facts))
    .filter(([, yes]) => yes)
    .map(([tab]) => tab)
    .sort();

describe('tabRule', () => {
  it('asks personal, contact, agreement, billing and review of every enrollment (a dental IO cart)', () => {
    expect(needed({ cart: [dental], filter: individual })).toEqual(['agreement_info', 'billing_info', 'contact_info', 'primary_info', 'review_info']);
  });

  it("asks the employer for a disability plan, and for an employer group's enrollments by type or eprocess", () => {
    expect(tabRule({ cart: [disability], filter: individual }).employer_info).toBe(true);
    expect(tabRule({ cart: [dental], filter: { ...individual, type: 'new-group-member', group_id: ACME } }).employer_info).toBe(true);
    expect(tabRule({ cart: [dental], filter: { ...individual, type: null, eprocess: 'group', group_id: ACME } }).employer_info).toBe(true);
    expect(tabRule({ cart: [dental], filter: individual }).employer_info).toBe(false);
    // the association's own site stores its visitors as a group, but they enroll as individuals
    expect(tabRule({ cart: [dental], filter: { ...individual, type: 'new-group-member', eprocess: 'group', group_id: ASSOCIATION } }).employer_info).toBe(false);
  });

  it('asks beneficiaries for a life plan, health for a plan with questions, dependents above IO', () => {
    const rule = tabRule({ cart: [life, critical], filter: { ...individual, tier: 'IF' } });
    expect([rule.beneficiary_info, rule.primary_health_info, rule.dependent_info]).toEqual([true, true, true]);
    expect(tabRule({ cart: [], filter: { ...individual, tier: 'IS' } }).dependent_info).toBe(true);
  });
});

describe('dynamicTabs', () => {
  it('answers every tab once in the wizard order, review last', () => {
    const tabs = dynamicTabs({ cart: [dental], filter: individual }, STEPS_BUILT);
    expect(tabs.map((tab) => tab.tab_name)).toEqual([
      'primary_info',
      'contact_info',
      'employer_info',
      'beneficiary_info',
      'primary_health_info',
      'dependent_info',
      'agreement_info',
      'billing_info',
      'review_info',
    ]);
    expect(tabs.map((tab) => tab.order)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(TAB_ORDER.review_info).toBe(Math.max(...Object.values(TAB_ORDER)));
  });

  it('requires only built steps, whatever the cart', () => {
    // the form-step table's tabs, then the other built steps (health, review, ...)
    expect(STEPS_BUILT).toEqual([...FORM_STEPS.map((step) => step.tab), ...OTHER_STEPS_BUILT]);
    const everything: TabFacts = { cart: [disability, life, critical], filter: { ...individual, tier: 'IF' } };
    const required = requiredTabs(everything, STEPS_BUILT);
    expect(required.filter((tab) => !STEPS_BUILT.includes(tab))).toEqual([]);
    expect(required).toEqual(expect.arrayContaining(['primary_info', 'contact_info', 'primary_health_info', 'review_info']));
  });

  it('requires what the rule asks once every step is built (the switch)', () => {
    const built: TabName[] = [...ALL];
    expect(requiredTabs({ cart: [dental], filter: individual }, built)).toEqual(['primary_info', 'contact_info', 'agreement_info', 'billing_info', 'review_info']);
    expect(requiredTabs({ cart: [disability], filter: { ...individual, type: 'new-group-member', group_id: ACME } }, built)).toContain('employer_info');
    expect(requiredTabs({ cart: [life], filter: { ...individual, tier: 'IF' } }, built)).toEqual([
      'primary_info',
      'contact_info',
      'beneficiary_info',
      'dependent_info',
      'agreement_info',
      'billing_info',
      'review_info',
    ]);
    // a step not built is left out where the rule asks for it, and only there
    const withoutBeneficiary = ALL.filter((tab) => tab !== 'beneficiary_info');
    expect(requiredTabs({ cart: [life], filter: individual }, withoutBeneficiary)).toEqual(['primary_info', 'contact_info', 'agreement_info', 'billing_info', 'review_info']);
  });

  it('builds every step of the spec', () => {
    expect([...STEPS_BUILT].sort()).toEqual([...ALL].sort());
  });
});
