import { describe, expect, it } from 'vitest';
import { needsEnrollerCode } from '../../machines/shared/enroller-code/index.ts';
import { tabRule } from '../../server/queries/tabs.ts';
import { plans } from '../../server/db/seed/demo-data.ts';
import { allPairs, combinations, pairsOf } from '../e2e/journeys/pairwise.ts';
import { EXTRA_TABS, PLAN_FOR_TAB, journeyExtras, pairwiseSet, wholeMatrix, type Journey } from '../e2e/journeys/matrix.ts';

// The journey matrix (docs/journeys.md): the all-pairs pick covers every pair, and the matrix is
// what the engine's rules make of the demo data.

describe('allPairs', () => {
  const factors = { a: ['1', '2', '3'], b: ['x', 'y'], c: ['p', 'q', 'r'], d: ['0', '1'] };

  it('covers every pair of values of two factors, in fewer rows than the whole product', () => {
    const all = combinations(factors);
    expect(all).toHaveLength(36);
    const picked = allPairs(all);
    const covered = new Set(picked.flatMap(pairsOf));
    for (const pair of all.flatMap(pairsOf)) expect(covered.has(pair), pair).toBe(true);
    expect(picked.length).toBeLessThan(all.length);
    expect(picked.length).toBeGreaterThanOrEqual(9); // a × c alone has 9 pairs
  });

  it('covers only the pairs the valid combinations hold, and picks only valid ones', () => {
    const valid = combinations(factors).filter((row) => !(row.a === '1' && row.b === 'y'));
    const picked = allPairs(valid);
    expect(picked.every((row) => valid.includes(row))).toBe(true);
    const covered = new Set(picked.flatMap(pairsOf));
    expect(covered.has('a=1|b=y')).toBe(false);
    for (const pair of valid.flatMap(pairsOf)) expect(covered.has(pair), pair).toBe(true);
  });

  it('is deterministic', () => {
    expect(allPairs(combinations(factors))).toEqual(allPairs(combinations(factors)));
  });

  it('fails a pick that misses a pair (the check above can fail)', () => {
    const picked = allPairs(combinations(factors)).slice(1);
    const covered = new Set(picked.flatMap(pairsOf));
    expect(combinations(factors).flatMap(pairsOf).every((pair) => covered.has(pair))).toBe(false);
  });
});

describe('the journey matrix', () => {
  const keyOf = ({ role, billing, tabs, tier, premier }: Journey) => ({
    role,
    billing,
    ...Object.fromEntries(EXTRA_TABS.map((tab) => [tab, tabs.includes(tab) ? 'yes' : 'no'])),
    tier,
    premier: String(premier),
  });

  it('each extra tab plan brings its tab alone (the server rule over the seeded plans)', () => {
    for (const tab of EXTRA_TABS) {
      const plan = plans.find((row) => row.id === PLAN_FOR_TAB[tab])!;
      const rule = tabRule({ cart: [{ category: plan.category, hasHealthQuestions: plan.hasHealthQuestions ?? false }], filter: { tier: 'IO', type: 'new-member', eprocess: null, group_id: 1000 } });
      expect(EXTRA_TABS.filter((other) => rule[other])).toEqual([tab]);
    }
  });

  it('the pairwise set covers every pair of the whole matrix, every tab combination, tier, role and billing', () => {
    const covered = new Set(pairwiseSet.map(keyOf).flatMap(pairsOf));
    for (const pair of wholeMatrix.map(keyOf).flatMap(pairsOf)) expect(covered.has(pair), pair).toBe(true);
    expect(new Set(pairwiseSet.map(journeyExtras))).toEqual(new Set(wholeMatrix.map(journeyExtras)));
    expect(new Set(pairwiseSet.map((journey) => journey.signature))).toEqual(new Set(['drawn', 'typed', 'none']));
  });

  it('follows the constraints: no dependents at IO, the pad only where the applicant signs, list bill only for Beacon, saved card only for Maria', () => {
    for (const journey of wholeMatrix) {
      expect(journey.tabs.includes('dependent_info')).toBe(journey.tier !== 'IO');
      expect(journey.signature === 'none').toBe(journey.agreementMode !== 'sigapplicant');
      if (journey.billing === 'list') expect(journey.enrollment.group_id).toBe(2512);
      if (journey.billing === 'saved-card') expect(journey.enrollment.type).toBe('existing-member');
    }
    expect(new Set(pairwiseSet.map((journey) => journey.id)).size).toBe(pairwiseSet.length);
  });

  it('asks the enroller code as the product does: of a rep, a group administrator and a group site\'s visitor, never of an employee or the main site\'s applicant', () => {
    const asked = (journey: Journey) => needsEnrollerCode({ eprocess: journey.enrollment.eprocess ?? undefined, group_id: String(journey.enrollment.group_id), enrollerCode: undefined });
    expect(new Set(wholeMatrix.filter(asked).map((journey) => journey.role))).toEqual(new Set(['rep', 'group-admin', 'applicant-group-site']));
  });

  it('keeps its size (docs/journeys.md lists it)', () => {
    expect({ whole: wholeMatrix.length, pairwise: pairwiseSet.length }).toEqual({ whole: 432, pairwise: 28 });
  });
});
