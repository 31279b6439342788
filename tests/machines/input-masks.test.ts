import { describe, expect, it } from 'vitest';
import { maskDateInput, truncateZip } from '../../machines/shared/quote/input-masks.ts';

describe('maskDateInput', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['01', '01'],
    ['011', '01/1'],
    ['0115', '01/15'],
    ['01151', '01/15/1'],
    ['01151980', '01/15/1980'],
    ['01/15/1980', '01/15/1980'],
    ['01-15-1980', '01/15/1980'],
    ['ab01cd15ef1980', '01/15/1980'],
    ['0115198012', '01/15/1980'],
    // no digit changed (issue 23): an impossible month or day stays as typed, for the rule to refuse
    ['13', '13'],
    ['99', '99'],
    ['1232', '12/32'],
    ['0299', '02/99'],
    ['13012020', '13/01/2020'],
    ['02301990', '02/30/1990'],
    ['1', '1'],
    ['123', '12/3'],
  ])('masks %j as %j', (typed, shown) => {
    expect(maskDateInput(typed)).toBe(shown);
  });

  it('never exceeds 10 characters', () => {
    expect(maskDateInput('1'.repeat(30))).toHaveLength(10);
  });
});

describe('truncateZip', () => {
  it.each([
    ['', ''],
    ['1000', '1000'],
    ['10001', '10001'],
    ['100012345', '10001'],
    ['ab1234', 'ab123'],
  ])('truncates %j to %j', (typed, kept) => {
    expect(truncateZip(typed)).toBe(kept);
  });
});
