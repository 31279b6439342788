import { describe, expect, it } from 'vitest';
import { askedDependentFields, dependentFieldErrors, dependentListMessage, dependentsOf, filledPrimaryInfo, type DependentTier } from '../../contract/index.ts';
import {
  asksSpouseQuestion,
  canAddDependent,
  initialSpouseAnswer,
  keptForTier,
  nextAvailabilityOf,
  nextRelationship,
  offersEnrollSpouse,
  reopensQuestion,
  restoresStashedSpouse,
  showsCanProceed,
  showsOneChildError,
  type DependentFacts,
  type SpouseAnswer,
} from '../../machines/enrollment/dependent-rules.ts';

// The dependents' tier rules (spec 3 §4.1, §5, §9) as a table over tier x premier x existing member
// x spouse answer x count 0..10 x whether a spouse is listed. The expectations are the spec's
// sentences written out here, not read back from the module.

const tiers: DependentTier[] = ['IS', 'IC', 'IF'];
const answers: SpouseAnswer[] = ['none', 'yes', 'no'];
const counts = Array.from({ length: 11 }, (_, count) => count);

const listOf = (count: number, spouse: boolean) =>
  Array.from({ length: count }, (_, index) => ({ relationship: spouse && index === 0 ? 'spouse' : 'child' }));

const rows = tiers.flatMap((tier) =>
  [false, true].flatMap((premier) =>
    [false, true].flatMap((existingMember) =>
      answers.flatMap((spouseAnswer) =>
        counts.flatMap((count) =>
          (count === 0 ? [false] : [false, true]).map((spouse): DependentFacts & { spouse: boolean } => ({
            tier,
            premier,
            existingMember,
            spouseAnswer,
            list: listOf(count, spouse),
            spouse,
          })),
        ),
      ),
    ),
  ),
);

const ONLY_ONE_CHILD = 'Only one child is allowed in L713 plans for IC tier please delete additional child to proceed further';

/** Spec 3 §4.1's first list: who the next added dependent is (max 9; IS one spouse; premier IF as answered). */
const expectedNext = ({ tier, premier, spouseAnswer, list, spouse }: DependentFacts & { spouse: boolean }) => {
  if (list.length >= 9) return null;
  if (tier === 'IS') return list.length === 0 ? 'spouse' : null;
  if (tier === 'IC') return 'child';
  if (premier && spouseAnswer === 'none') return null;
  if (premier && spouseAnswer === 'no') return 'child';
  return spouse ? 'child' : 'spouse';
};

/** Spec 3 §4.1 "Next is available when", with the tier's refusals (IS spouse only, IC children only). */
const expectedNextAvailable = ({ tier, premier, spouseAnswer, list, spouse }: DependentFacts & { spouse: boolean }) => {
  const n = list.length;
  if (n > 9) return false;
  if (tier === 'IF' && premier) return spouseAnswer !== 'none' && n >= 2;
  if (tier === 'IC') return !spouse && (premier ? n === 1 : n >= 1);
  if (tier === 'IS') return n >= 1 && list.every((entry) => entry.relationship === 'spouse') && n === 1;
  return spouse && n > 1;
};

describe('dependent tier rules', () => {
  it(`cover ${rows.length} combinations`, () => {
    expect(rows.length).toBe(3 * 2 * 2 * 3 * (1 + 10 * 2));
  });

  it.each(rows.map((row) => [`${row.tier} premier=${row.premier} existing=${row.existingMember} answer=${row.spouseAnswer} count=${row.list.length} spouse=${row.spouse}`, row] as const))(
    '%s',
    (_, row) => {
      const next = expectedNext(row);
      expect(nextRelationship(row)).toBe(next);
      expect(canAddDependent(row)).toBe(next !== null);
      // the premier IF question shows until answered
      expect(asksSpouseQuestion(row)).toBe(row.tier === 'IF' && row.premier && row.spouseAnswer === 'none');
      expect(showsOneChildError(row)).toBe(row.tier === 'IC' && row.premier && row.list.length > 1);
      const available = expectedNextAvailable(row);
      const availability = nextAvailabilityOf(row);
      expect(availability.available).toBe(available);
      expect(showsCanProceed(row)).toBe(available);
      if (!availability.available) expect(availability.reason).toMatch(/\S/);
      if (row.tier === 'IF' && row.premier && row.spouseAnswer === 'none') expect(availability).toEqual({ available: false, reason: 'Please select spouse status' });
      if (row.tier === 'IC' && row.premier && row.list.length > 1 && row.list.length <= 9 && !row.spouse) expect(availability).toEqual({ available: false, reason: ONLY_ONE_CHILD });
      expect(offersEnrollSpouse(row)).toBe(row.tier === 'IF' && row.premier && row.spouseAnswer !== 'none' && !row.spouse);
      expect(reopensQuestion(row)).toBe(row.tier === 'IF' && row.premier && row.list.length === 0);
      expect(restoresStashedSpouse(row, 1)).toBe(row.existingMember);
      expect(restoresStashedSpouse(row, 0)).toBe(false);
    },
  );

  it('the reasons Next waits', () => {
    const facts = (tier: DependentTier, premier: boolean, list: { relationship: string }[], spouseAnswer: SpouseAnswer = 'yes'): DependentFacts => ({ tier, premier, existingMember: false, spouseAnswer, list });
    expect(nextAvailabilityOf(facts('IC', false, []))).toEqual({ available: false, reason: 'Please add your dependents before continuing.' });
    expect(nextAvailabilityOf(facts('IF', true, listOf(1, false), 'no'))).toEqual({ available: false, reason: 'Please add at least 2 dependents to continue.' });
    expect(nextAvailabilityOf(facts('IF', false, listOf(1, true)))).toEqual({ available: false, reason: 'Please add your spouse and at least one child to continue.' });
    expect(nextAvailabilityOf(facts('IF', false, listOf(10, true)))).toEqual({ available: false, reason: 'Maximum allowed number of dependents is 9' });
    expect(nextAvailabilityOf(facts('IS', false, listOf(1, false)))).toEqual({ available: false, reason: 'Only a spouse can be enrolled for the Member + Spouse tier' });
    expect(nextAvailabilityOf(facts('IC', false, listOf(2, true)))).toEqual({ available: false, reason: 'Only children can be enrolled for the Member + Children tier' });
    expect(dependentListMessage({ tier: 'IF', premier: false }, [{ relationship: 'spouse' }, { relationship: 'spouse' }])).toBe('Only one spouse can be enrolled');
  });

  it('existing dependents load per tier: IS keeps the spouse, IC the children, IF all', () => {
    const list = [{ relationship: 'spouse' }, { relationship: 'child' }, { relationship: 'child' }];
    expect(keptForTier('IS', list)).toEqual([{ relationship: 'spouse' }]);
    expect(keptForTier('IC', list)).toEqual([{ relationship: 'child' }, { relationship: 'child' }]);
    expect(keptForTier('IF', list)).toEqual(list);
  });

  it('premier IF opens with the stored accept flag standing for the answer the list shows', () => {
    const spouse = listOf(2, true);
    const children = listOf(2, false);
    expect(initialSpouseAnswer({ tier: 'IF', premier: true, list: spouse }, 'true')).toBe('yes');
    expect(initialSpouseAnswer({ tier: 'IF', premier: true, list: children }, 'true')).toBe('no');
    expect(initialSpouseAnswer({ tier: 'IF', premier: true, list: spouse }, 'false')).toBe('none');
    expect(initialSpouseAnswer({ tier: 'IF', premier: true, list: spouse }, undefined)).toBe('none');
    expect(initialSpouseAnswer({ tier: 'IF', premier: false, list: spouse }, 'true')).toBe('none');
    expect(initialSpouseAnswer({ tier: 'IC', premier: true, list: children }, 'true')).toBe('none');
  });
});

describe('dependent fields', () => {
  const today = new Date(2026, 10, 23);
  const full = { first_name: 'Luis', middle_name: '', last_name: 'Reyes', gender: '0', birthdate: '06/14/1983', ssn: '987654321', height_feet: '5', height_inch: '10', weight: '180', relationship: 'spouse' };

  it('asks the fields the server marks required (all when it names none)', () => {
    expect(askedDependentFields([])).toHaveLength(10);
    expect(askedDependentFields([{ field_name: 'first_name', value: null, required: 1, read_only: 0 }, { field_name: 'weight', value: null, required: 0, read_only: 0 }])).toEqual(['first_name']);
  });

  it('judges each field with the spec 3 §5 words; the middle name may be empty', () => {
    const all = askedDependentFields([]);
    expect(dependentFieldErrors(full, all, today)).toEqual({});
    expect(dependentFieldErrors({}, all, today)).toEqual(Object.fromEntries(all.filter((name) => name !== 'middle_name').map((name) => [name, 'Field is required'])));
    expect(
      dependentFieldErrors({ ...full, first_name: 'L1', last_name: '9', gender: '2', birthdate: '01/01/2030', ssn: '12345', height_feet: '0', height_inch: '12', weight: '0', relationship: 'parent' }, all, today),
    ).toEqual({
      first_name: 'Please enter valid first name',
      last_name: 'Please enter valid last name',
      gender: 'Please choose Male or Female',
      birthdate: 'Date cannot be in the future',
      ssn: 'Invalid Social Security Number',
      height_feet: 'Height cannot be zero',
      height_inch: 'Inch is invalid',
      weight: 'Weight cannot be zero or less',
      relationship: 'Relationship must be spouse or child',
    });
  });

  it('removes empty fields before a single dependent is checked', () => {
    expect(filledPrimaryInfo({ first_name: ' Luis ', middle_name: '', ssn: '987654321' })).toEqual({ first_name: 'Luis', ssn: '987654321' });
  });

  it('reads stored lists (flat or nested) as dependents, at most 9', () => {
    const read = dependentsOf([{ primary_info: { ...full, dependent_id: 'D1' } }, { ...full, first_name: 'Ana' }, 'junk']);
    expect(read.map((dependent) => [dependent.primary_info.dependent_id, dependent.primary_info.first_name, dependent.primary_info.employed])).toEqual([
      ['D1', 'Luis', '0'],
      ['', 'Ana', '0'],
    ]);
    expect(dependentsOf(Array.from({ length: 12 }, () => ({ primary_info: full })))).toHaveLength(9);
  });
});
