import { describe, expect, it } from 'vitest';
import { maskSsn } from '../../src/ui/ssn.ts';

describe('maskSsn', () => {
  it('shows the SSN but its last four digits', () => {
    expect(maskSsn('123456789')).toBe('***-**-6789');
    expect(maskSsn('123-45-6789')).toBe('***-**-6789');
    expect(maskSsn('12')).toBe('');
  });
});
