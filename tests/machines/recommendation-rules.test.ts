import { describe, expect, it } from 'vitest';
import {
  carouselStartAfterResize,
  filterQuoteOf,
  filterRecommendationQueryFor,
  recommendationQueryFor,
  recommendListQueryFor,
  stripColumns,
  stripMovesAt,
  type RecommendationScope,
} from '../../machines/recommendations/recommendation-rules.ts';

// Which recommendation call answers and with what (spec 1 §7 Benefit-service base; age in years of 365.25 days, spec 1 §5).
const scope: RecommendationScope = { platformID: 'P1', enroll_type: 'new-group-member', groupID: 'G1' };
const today = new Date(2026, 5, 15);

describe('recommendation rules', () => {
  it('the cart with plans asks the association call for them; without, the popularity call', () => {
    expect(recommendationQueryFor(scope, [121, 161])).toEqual({ kind: 'association', request: { ...scope, planID: '121,161' } });
    expect(recommendationQueryFor(scope, [])).toEqual({ kind: 'popularity', request: scope });
  });

  it("the plans page asks the filter call with the quote's state, tier, age and gender; an age the DOB cannot give is left out", () => {
    expect(filterRecommendationQueryFor(scope, { state: 'NY', dob: '06/16/1980', tier: 'IS', gender: '1' }, today).request).toMatchObject({ state: 'NY', tier: 'IS', age: 45, gender: '1' });
    expect(filterRecommendationQueryFor(scope, { state: 'NY', dob: '06/14/1980', tier: 'IS', gender: '1' }, today).request).toMatchObject({ age: 46 });
    const unknown = filterRecommendationQueryFor(scope, { state: 'New York', dob: '02/30/1980', tier: 'IO', gender: '0' }, today).request;
    expect(unknown).not.toHaveProperty('age');
    expect(unknown).not.toHaveProperty('state');
  });

  it("/recommend-list: the cart's plans, else the quote's filter call, else popularity; View All carries a filter call's quote", () => {
    const filter = filterRecommendationQueryFor(scope, { state: 'NY', dob: '06/16/1980', tier: 'IS', gender: '1' }, today);
    expect(recommendListQueryFor(scope, [], filterQuoteOf(filter))).toEqual(filter);
    expect(recommendListQueryFor(scope, [121], filterQuoteOf(filter)).kind).toBe('association');
    expect(recommendListQueryFor(scope, [], {})).toEqual({ kind: 'popularity', request: scope });
    expect(filterQuoteOf(recommendationQueryFor(scope))).toEqual({});
  });
});

describe('the strip is responsive with 1, 2, 3 and 5 columns (spec 1 §2), chosen by CSS at the breakpoints', () => {
  it('has 1, 2, 3 and 5 columns from the narrowest screen to 1280 px', () => expect(stripColumns).toEqual({ base: 1, sm: 2, md: 3, xl: 5 }));

  it.each([
    [0, { base: false, sm: false, md: false, xl: false }],
    [1, { base: false, sm: false, md: false, xl: false }],
    [2, { base: true, sm: false, md: false, xl: false }],
    [3, { base: true, sm: true, md: false, xl: false }],
    [4, { base: true, sm: true, md: true, xl: false }],
    [5, { base: true, sm: true, md: true, xl: false }],
  ])('%i plans: Previous and Next where they do not all fit', (count, movesAt) => expect(stripMovesAt(count)).toEqual(movesAt));

  it.each([
    [2, 3, 5, 2],
    [2, 5, 5, 0],
    [4, 2, 5, 3],
    [0, 1, 5, 0],
    [1, 3, 2, 0],
  ])('a window from %i over %i columns of %i plans starts at %i after a resize', (start, columns, count, after) =>
    expect(carouselStartAfterResize(start, columns, count)).toBe(after));
});
