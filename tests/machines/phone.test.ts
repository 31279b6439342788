import { describe, expect, it } from 'vitest';
import { formatPhone } from '../../machines/shared/phone.ts';

describe('rep phone as the confirmation shows it', () => {
  it('formats 10 digits as (xxx) xxx-xxxx, whatever separators they came with', () => {
    expect(formatPhone('2125550147')).toBe('(212) 555-0147');
    expect(formatPhone('212.555.0147')).toBe('(212) 555-0147');
    expect(formatPhone('(212) 555 0147')).toBe('(212) 555-0147');
  });

  it('drops a leading country code 1', () => {
    expect(formatPhone('+1 212 555 0147')).toBe('(212) 555-0147');
  });

  it('shows anything else as it came', () => {
    expect(formatPhone('555-0147')).toBe('555-0147');
    expect(formatPhone('')).toBe('');
  });
});
