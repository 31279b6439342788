import { describe, expect, it } from 'vitest';
import { recommendListCrumbs } from '../../src/features/chrome/shopping-crumbs.ts';

// The recommended list's breadcrumbs (spec 1 §2 "Recommended products"); where Home leads is the
// chrome's (tests/machines/chrome.machine.test.ts, "Home breadcrumb target").
describe("recommendListCrumbs: Home where the chrome says, then Cart for the cart's list", () => {
  it('the page of its own is Home alone', () => {
    expect(recommendListCrumbs('/member-home', false)).toEqual([['Home', '/member-home']]);
  });

  it("the cart's list adds Cart after Home", () => {
    expect(recommendListCrumbs('/agent-home', true)).toEqual([
      ['Home', '/agent-home'],
      ['Cart', '/cart'],
    ]);
  });
});
