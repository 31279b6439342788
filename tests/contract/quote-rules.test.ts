import { describe, expect, it } from 'vitest';
import { ageInYears, dobFieldSchema, parseUsDate, quoteFieldSchemas, quoteFormSchema } from '../../contract/index.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('quote field rules (spec 1 §5)', () => {
  it.each([
    ['', 'Field is required'],
    ['12a45', 'Invalid Zip code'],
    ['123', 'Enter 5 digit zip code'],
    ['123456', 'Enter 5 digit zip code'],
    ['10001', undefined],
  ])('zip %j → %s', (zip, message) => {
    expect(firstMessage(quoteFieldSchemas.zip.safeParse(zip))).toBe(message);
  });

  const today = () => new Date(Date.UTC(2026, 10, 20));
  it.each([
    ['', 'Field is required'],
    ['1/2/1990', 'Enter date as mm/dd/yyyy'],
    ['02/30/1990', 'Enter a valid date'],
    ['11/21/2008', 'You must be 18 years to proceed'],
    ['12/31/2030', 'You must be 18 years to proceed'],
    ['11/19/2008', undefined],
    // a calendar date (contract/calendar-date.ts): no month 13, no two-digit year, not over 120 years ago
    ['13/01/1990', 'Enter date as mm/dd/yyyy'],
    ['01/01/90', 'Enter date as mm/dd/yyyy'],
    ['11/18/1906', 'Enter a valid date'],
    ['11/21/1906', undefined],
  ])('dob %j → %s', (dob, message) => {
    expect(firstMessage(dobFieldSchema(today).safeParse(dob))).toBe(message);
  });

  it.each(['gender', 'tier', 'coverage'] as const)('%s is required', (field) => {
    expect(firstMessage(quoteFieldSchemas[field].safeParse(''))).toBe('Field is required');
    expect(firstMessage(quoteFieldSchemas[field].safeParse(undefined))).toBe('Field is required');
  });

  it('categories need at least one', () => {
    expect(firstMessage(quoteFieldSchemas.categories.safeParse([]))).toBe('Field is required');
    expect(firstMessage(quoteFieldSchemas.categories.safeParse(['dental']))).toBeUndefined();
  });

  it('the landing form defaults the wizard-only fields', () => {
    const parsed = quoteFormSchema.parse({ zip: '10001', dob: '01/15/1980', gender: '1', tier: 'IO' });
    expect(parsed).toMatchObject({ categories: [], coverage: null });
  });
});

describe('dates', () => {
  it('parses only real mm/dd/yyyy dates', () => {
    expect(parseUsDate('02/29/2024')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(parseUsDate('02/29/2023')).toBeNull();
    expect(parseUsDate('13/01/2000')).toBeNull();
    expect(parseUsDate('2000-01-01')).toBeNull();
  });

  it('counts age in years of 365.25 days', () => {
    const dob = new Date(Date.UTC(2000, 0, 1));
    // 18 × 365.25 days after 2000-01-01 is 2017-12-31T18:00Z: one day short of the birthday
    expect(ageInYears(dob, new Date(Date.UTC(2017, 11, 31)))).toBe(17);
    expect(ageInYears(dob, new Date(Date.UTC(2018, 0, 1)))).toBe(18);
  });
});
