import { describe, expect, it } from 'vitest';
import { PRUDENTIAL_INCOME_CHECK, filterAmountOf, needsIncomeAbove100k } from '../../contract/index.ts';

// The above-100k income check of the prudential-type plan (spec 2 §9), one rule for plan detail and the server.
describe('the above-100k income check', () => {
  const card = (coverage_amount: number | null) => ({ coverage_amount });

  it('holds a prudential-type card above $100,000 until the income is above $100,000', () => {
    expect(PRUDENTIAL_INCOME_CHECK).toBe(100_000);
    for (const income of [null, undefined, '', 'n/a', '52000', '100000', '$100,000']) expect(needsIncomeAbove100k(true, card(200_000), income)).toBe(true);
    for (const income of ['100001', '$150,000', ' 300 000 ']) expect(needsIncomeAbove100k(true, card(200_000), income)).toBe(false);
  });

  it('leaves cards of $100,000 or less, cards without an amount and other plans alone', () => {
    expect(needsIncomeAbove100k(true, card(100_000), null)).toBe(false);
    expect(needsIncomeAbove100k(true, card(50_000), null)).toBe(false);
    expect(needsIncomeAbove100k(true, card(null), null)).toBe(false);
    expect(needsIncomeAbove100k(false, card(300_000), null)).toBe(false);
  });

  it('reads the filter amounts as the server always has ($ and , ignored)', () => {
    expect(filterAmountOf('$52,000')).toBe(52_000);
    expect(filterAmountOf('  ')).toBeNull();
    expect(filterAmountOf('abc')).toBeNull();
    expect(filterAmountOf(null)).toBeNull();
  });
});
