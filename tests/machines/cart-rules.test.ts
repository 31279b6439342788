import { describe, expect, it } from 'vitest';
import { cartTierLabel, effectiveAsOf } from '../../contract/index.ts';
import { maySendPersonalizedQuote } from '../../machines/cart/cart-rules.ts';
import { effectiveDateErrorOf, type QuoteAccess } from '../../machines/cart/cart-values.ts';
import { homeTarget } from '../../machines/shared/home-target.ts';
import { apiFailure } from '../../model-tests/lib/index.ts';

const access = (overrides: Partial<QuoteAccess> = {}): QuoteAccess => ({ eprocess: 'group', host: 'acme.localhost', mainHost: 'localhost', showQuotation: 'true', ...overrides });

describe('Send Personalized Quote rule (spec 1 §2, §6)', () => {
  it('offers it to reps and groups on a non-main host', () => {
    expect(maySendPersonalizedQuote(access())).toBe(true);
    expect(maySendPersonalizedQuote(access({ eprocess: 'rep' }))).toBe(true);
    expect(maySendPersonalizedQuote(access({ showQuotation: null }))).toBe(true);
  });

  it('not to applicants or visitors without a process', () => {
    expect(maySendPersonalizedQuote(access({ eprocess: 'applicant' }))).toBe(false);
    expect(maySendPersonalizedQuote(access({ eprocess: null }))).toBe(false);
  });

  it('not on the main host (any letter case)', () => {
    expect(maySendPersonalizedQuote(access({ host: 'LOCALHOST' }))).toBe(false);
  });

  it('not when quotation is disabled', () => {
    expect(maySendPersonalizedQuote(access({ showQuotation: 'false' }))).toBe(false);
  });
});

describe('Home breadcrumb target (spec 1 §2)', () => {
  it('a stored referral goes to its referral page first', () => {
    expect(homeTarget({ referral: 'RF1001', open_type: 'agent', eprocess: 'rep' }, true)).toBe('/referrals?rid=RF1001');
  });
  it('an open type goes to /', () => {
    expect(homeTarget({ open_type: 'group', eprocess: 'group' }, false)).toBe('/');
  });
  it('otherwise by process', () => {
    expect(homeTarget({ eprocess: 'rep' }, true)).toBe('/agent-home');
    expect(homeTarget({ eprocess: 'applicant' }, true)).toBe('/member-home');
    expect(homeTarget({ eprocess: 'group' }, true)).toBe('/');
    expect(homeTarget({ eprocess: 'group' }, false)).toBe('/group-home');
    expect(homeTarget({}, false)).toBe('/');
  });
});

describe('cart wording', () => {
  it('reads IC as Member + 1 Child only while a premier plan is in the cart', () => {
    expect(cartTierLabel('IC', true)).toBe('Member + 1 Child');
    expect(cartTierLabel('IC', false)).toBe('Member + Children');
    expect(cartTierLabel('IF', true)).toBe('Family');
  });
  it('confirms the effective date word for word', () => {
    expect(effectiveAsOf('12/01/2026')).toBe('Your plans will be effective as of 12/01/2026');
  });
  it('finds the effective_date server error', () => {
    expect(effectiveDateErrorOf(apiFailure('x', [{ target_element: 'effective_date', error_message: 'Not offered' }]))).toBe('Not offered');
    expect(effectiveDateErrorOf(new Error('network'))).toBeUndefined();
  });
});
