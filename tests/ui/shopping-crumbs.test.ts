import { describe, expect, it } from 'vitest';
import { recommendListCrumbs } from '../../src/features/chrome/shopping-crumbs.ts';

// The recommended list's breadcrumbs (spec 1 §2 "Recommended products", "Home breadcrumb target").
describe('recommendListCrumbs: Home by the home-target rule, then Cart for the cart\'s list', () => {
  it.each([
    ['a stored referral', { referral: 'R42', open_type: 'user' }, true, '/referrals?rid=R42'],
    ['an open type', { open_type: 'group', eprocess: 'group' }, false, '/'],
    ['a rep', { eprocess: 'rep' }, false, '/agent-home'],
    ['an applicant', { eprocess: 'applicant' }, false, '/member-home'],
    ['a group on the main host', { eprocess: 'group' }, true, '/'],
    ['a group elsewhere', { eprocess: 'group' }, false, '/group-home'],
    ['nobody', {}, false, '/'],
  ])('%s: Home is %4$s', (_, stored, onMainHost, home) => {
    expect(recommendListCrumbs(stored, onMainHost, false)).toEqual([['Home', home]]);
  });

  it("the cart's list adds Cart after Home", () => {
    expect(recommendListCrumbs({ eprocess: 'rep' }, false, true)).toEqual([
      ['Home', '/agent-home'],
      ['Cart', '/cart'],
    ]);
  });
});
