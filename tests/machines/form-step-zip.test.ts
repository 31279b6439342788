import { describe, expect, it } from 'vitest';
import { isCompleteZip } from '../../machines/enrollment/form-step.machine.ts';

// The zip lookup's rule (spec 2 §4, Employer): only a 5-digit zip is looked up.
describe('isCompleteZip', () => {
  it('takes five digits, spaces around them aside', () => {
    expect(isCompleteZip('10001')).toBe(true);
    expect(isCompleteZip(' 60601 ')).toBe(true);
  });

  it('leaves anything else to the form (editing the zip clears the state)', () => {
    for (const zip of ['', '1000', '100011', '1000a', '10 01', '-1000']) expect(isCompleteZip(zip), zip).toBe(false);
  });
});
