import { describe, expect, it } from 'vitest';
import { householdListMessages, householdMessage, householdMessages as m, stepMessages } from '../../contract/index.ts';

// The household rules of the dependents' dates of birth (contract/household.ts), as the dependents
// step's guards and the server's dependent calls judge them.

const today = new Date(Date.UTC(2026, 10, 27, 12));
const applicantBirthdate = '04/12/1985';
const child = (birthdate: string) => ({ relationship: 'child', birthdate });
const spouse = (birthdate: string) => ({ relationship: 'spouse', birthdate });
const alone = { applicantBirthdate, others: [] };

describe('householdMessage', () => {
  it.each([
    ['a child born in 1970, before the applicant', child('03/15/1970'), m.childAfterApplicant],
    ['a child born the same day as the applicant', child('04/12/1985'), m.childAfterApplicant],
    ['a child born the day after the applicant', child('04/13/1985'), null],
    ['a child born today', child('11/27/2026'), null],
    ['a child born tomorrow', child('11/28/2026'), stepMessages.futureDate],
    ['a spouse born tomorrow', spouse('11/28/2026'), stepMessages.futureDate],
    ['a spouse of 17', spouse('11/27/2009'), m.spouseAdult],
    ['a spouse of 18', spouse('11/26/2008'), null],
    ['a spouse older than the applicant', spouse('01/01/1950'), null],
  ] as const)('%s: %s', (_, person, message) => {
    expect(householdMessage(person, alone, today)).toBe(message);
  });

  it('a child is born after the spouse on the enrollment; the spouse before the children', () => {
    expect(householdMessage(child('06/14/1990'), { applicantBirthdate, others: [spouse('06/14/1991')] }, today)).toBe(m.childAfterSpouse);
    expect(householdMessage(child('06/14/1991'), { applicantBirthdate, others: [spouse('06/14/1991')] }, today)).toBe(m.childAfterSpouse);
    expect(householdMessage(child('06/15/1991'), { applicantBirthdate, others: [spouse('06/14/1991'), child('01/01/2010')] }, today)).toBeNull();
    expect(householdMessage(spouse('01/01/2001'), { applicantBirthdate, others: [child('01/01/2010'), child('09/02/2000')] }, today)).toBe(m.spouseBeforeChildren);
    expect(householdMessage(spouse('01/01/1999'), { applicantBirthdate, others: [child('01/01/2010'), child('09/02/2000')] }, today)).toBeNull();
  });

  it('leaves a date that is not one (the field rule says so) and an unknown applicant alone', () => {
    expect(householdMessage(child('13/45/1970'), alone, today)).toBeNull();
    expect(householdMessage(child(''), alone, today)).toBeNull();
    expect(householdMessage(child('03/15/1970'), { applicantBirthdate: null, others: [] }, today)).toBeNull();
    expect(householdMessage(child('03/15/1970'), { applicantBirthdate: 'unknown', others: [spouse('')] }, today)).toBeNull();
    expect(householdMessage({ relationship: 'parent', birthdate: '03/15/1970' }, alone, today)).toBeNull();
  });
});

describe('householdListMessages', () => {
  it('judges each listed dependent against the others, by its place', () => {
    expect([...householdListMessages([spouse('06/14/1983'), child('09/02/2012')], applicantBirthdate, today)]).toEqual([]);
    // both dates are involved: each is told
    expect([...householdListMessages([spouse('06/14/1983'), child('03/15/1970')], applicantBirthdate, today)]).toEqual([
      [0, m.spouseBeforeChildren],
      [1, m.childAfterApplicant],
    ]);
    expect([...householdListMessages([spouse('06/14/1960'), child('03/15/1970')], applicantBirthdate, today)]).toEqual([[1, m.childAfterApplicant]]);
    expect([...householdListMessages([spouse('06/14/2001'), child('09/02/2000')], applicantBirthdate, today)]).toEqual([
      [0, m.spouseBeforeChildren],
      [1, m.childAfterSpouse],
    ]);
  });
});
