import { describe, expect, it } from 'vitest';
import { beneficiaryFieldErrors, beneficiaryListOf, beneficiaryMessages, beneficiaryTotalsMessage, percentageOf, stepMessages } from '../../contract/index.ts';
import { connectBeneficiaries, type BeneficiaryStepSnapshot } from '../../machines/enrollment/beneficiary-step.connect.ts';
import { beneficiaryStepDetails } from '../../machines/enrollment/beneficiary-details.ts';
import {
  canAddBeneficiary,
  hasNoBeneficiaries,
  hasTooMany,
  nextAvailabilityOf,
  showsComplete,
  totalIsHundred,
  totalIsOver,
  totalIsUnder,
  totalOf,
  totalsMessageOf,
} from '../../machines/enrollment/beneficiary-rules.ts';

// The beneficiary totals (spec 2 §4, §5, §9), exhaustively over counts 0–3 (and 4, beyond the cap)
// and every total a list of such percentages can reach.

/** A list of `count` entries totalling `total` (each 1–100 where the total allows; the first takes the rest). */
const listOf = (count: number, total: number) => {
  if (count === 0) return [];
  const rest = Array.from({ length: count - 1 }, () => 1);
  return [{ beneficiary_percentage: String(total - (count - 1)) }, ...rest.map((p) => ({ beneficiary_percentage: String(p) }))];
};

/** The spec's table, written out: what stops Next, null when it may go on. */
const expectedMessage = (count: number, total: number): string | null => {
  if (count === 0) return 'Please add your beneficiaries before continuing.';
  if (count > 3) return 'Maximum allowed number of beneficiaries is 3';
  if (count === 3 && total !== 100) return 'Maximum allowed number of beneficiaries is 3';
  if (total > 100) return `Your total Beneficiary Percentage is ${total} and it Should not be more than 100%`;
  if (total < 100) return `Your total Beneficiary Percentage is ${total} and it should not be less than 100%`;
  return null;
};

const cases = [0, 1, 2, 3, 4].flatMap((count) => (count === 0 ? [[0, 0] as const] : Array.from({ length: 100 * count - count + 1 }, (_, i) => [count, i + count] as const)));

describe('beneficiary totals', () => {
  it(`every count 0–4 with every reachable total (${cases.length} lists)`, () => {
    for (const [count, total] of cases) {
      const list = listOf(count, total);
      expect(list).toHaveLength(count);
      expect(totalOf(list)).toBe(total);
      const message = expectedMessage(count, total);
      expect(beneficiaryTotalsMessage(count, total), `${count} totalling ${total}`).toBe(message);
      expect(totalsMessageOf(list)).toBe(message);
      expect(nextAvailabilityOf(list)).toEqual(message === null ? { available: true } : { available: false, reason: message });
      // exactly one guard of the save holds
      const guards = [hasNoBeneficiaries(list), hasTooMany(list), totalIsOver(list), totalIsUnder(list), totalIsHundred(list)];
      expect(guards.filter(Boolean), `${count} totalling ${total}`).toHaveLength(1);
      expect(totalIsHundred(list)).toBe(count >= 1 && count <= 3 && total === 100);
      expect(showsComplete(list)).toBe(totalIsHundred(list));
      // Add hides at 100 (or over) and at 3
      expect(canAddBeneficiary(list)).toBe(count < 3 && total < 100);
    }
  });

  it('the messages, word for word', () => {
    expect(beneficiaryMessages.totalOver(110)).toBe('Your total Beneficiary Percentage is 110 and it Should not be more than 100%');
    expect(beneficiaryMessages.totalUnder(60)).toBe('Your total Beneficiary Percentage is 60 and it should not be less than 100%');
    expect(beneficiaryMessages.tooMany).toBe('Maximum allowed number of beneficiaries is 3');
    expect(beneficiaryMessages.none).toBe('Please add your beneficiaries before continuing.');
    expect(beneficiaryMessages.complete).toBe('Now You can Continue Enrollment');
    expect(beneficiaryMessages.percentage).toBe('Beneficiary percentage should not be 0 or more than 100');
  });
});

describe('one beneficiary’s fields', () => {
  const valid = { first_name: 'Luis', last_name: 'Reyes', birthdate: '06/14/1983', ssn: '987654321', relationship: 'spouse', beneficiary_percentage: '60' };
  const today = new Date(Date.UTC(2026, 0, 1));

  it('a valid beneficiary has no message; the middle name is optional', () => {
    expect(beneficiaryFieldErrors(valid, today)).toEqual({});
    expect(beneficiaryFieldErrors({ ...valid, middle_name: 'Ana' }, today)).toEqual({});
  });

  it.each([
    ['first_name', '', stepMessages.required],
    ['first_name', 'L1', stepMessages.firstName],
    ['last_name', ' ', stepMessages.required],
    ['last_name', 'R@', stepMessages.lastName],
    ['middle_name', '9', stepMessages.middleName],
    ['birthdate', '', stepMessages.required],
    ['birthdate', '02/30/2000', 'Enter a valid date'],
    ['birthdate', '13/01/2000', stepMessages.date],
    ['birthdate', '01/02/2026', stepMessages.futureDate],
    ['ssn', '', stepMessages.required],
    ['ssn', '12345678', beneficiaryMessages.ssn],
    ['ssn', '12345678x', beneficiaryMessages.ssn],
    ['relationship', '', stepMessages.required],
    ['relationship', 'neighbour', beneficiaryMessages.relationship],
    ['beneficiary_percentage', '', stepMessages.required],
    ['beneficiary_percentage', '0', beneficiaryMessages.percentage],
    ['beneficiary_percentage', '101', beneficiaryMessages.percentage],
    ['beneficiary_percentage', '1e2', beneficiaryMessages.percentage],
    ['beneficiary_percentage', '0100', beneficiaryMessages.percentage],
  ])('%s %j reads %j', (field, value, message) => {
    expect(beneficiaryFieldErrors({ ...valid, [field]: value }, today)).toEqual({ [field]: message });
  });

  it('percentages 1 to 100 only', () => {
    for (let n = -1; n <= 1000; n++) expect(percentageOf(String(n))).toBe(n >= 1 && n <= 100 ? n : null);
  });
});

describe('the kept list and review’s details', () => {
  it('reads a kept list (dob for birthdate, numbers as text, at most 3), null without one', () => {
    expect(beneficiaryListOf(null)).toBeNull();
    expect(beneficiaryListOf({ beneficiaries: 'x' })).toBeNull();
    const list = beneficiaryListOf({ beneficiaries: [{ first_name: 'Luis', dob: '06/14/1983', beneficiary_percentage: 60 }, 'junk', {}, {}, {}] });
    expect(list).toHaveLength(3);
    expect(list![0]).toMatchObject({ first_name: 'Luis', birthdate: '06/14/1983', beneficiary_percentage: '60', beneficiary_id: '' });
  });

  it('titles each beneficiary and shows the relationship by name, the percentage with its sign', () => {
    const [entry] = beneficiaryListOf({ beneficiaries: [{ first_name: 'Luis', last_name: 'Reyes', relationship: 'spouse', beneficiary_percentage: '60', ssn: '987654321' }] })!;
    expect(beneficiaryStepDetails([entry!])).toEqual({
      kind: 'list',
      items: [
        {
          title: 'Beneficiary 1: Luis Reyes',
          fields: [
            { field_name: 'first_name', value: 'Luis' },
            { field_name: 'middle_name', value: '' },
            { field_name: 'last_name', value: 'Reyes' },
            { field_name: 'birthdate', value: '' },
            { field_name: 'ssn', value: '987654321' },
            { field_name: 'relationship', value: 'Spouse' },
            { field_name: 'beneficiary_percentage', value: '60%' },
          ],
        },
      ],
    });
  });
});

describe('the screen beside the list (issue 28 item 9: the percentage messages are errors)', () => {
  const viewOf = (percentages: number[], editIndex: number | null = null) =>
    connectBeneficiaries({ context: { beneficiaries: percentages.map((percentage) => ({ beneficiary_percentage: String(percentage) })), editIndex } } as unknown as BeneficiaryStepSnapshot);

  it('names the over, under and too-many message beside the total, none at 100 or before the first beneficiary', () => {
    expect(viewOf([60, 50]).totalsError).toBe(beneficiaryMessages.totalOver(110));
    expect(viewOf([40]).totalsError).toBe(beneficiaryMessages.totalUnder(40));
    expect(viewOf([20, 20, 20]).totalsError).toBe(beneficiaryMessages.tooMany);
    expect(viewOf([60, 40]).totalsError).toBeNull();
    expect(viewOf([]).totalsError).toBeNull();
  });
});
