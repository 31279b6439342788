import { stepMessages } from './enrollment.ts';
import { parseUsDate } from './calendar-date.ts';
import { ageInYears, MINIMUM_AGE } from './quote.ts';

/**
 * Household rules a person expects of the dependents' dates of birth (issue 23 §3; the spec has
 * none): no one born in the future, children born after the applicant and after the spouse, a
 * spouse at least 18. Judged alike by the dependents step's guards and by the server's dependent
 * calls; a date that is not a date yet is the field rule's business (dependentRules.birthdate).
 */

/** Not quoted by the spec: the messages at a dependent's Date of Birth. */
export const householdMessages = {
  future: stepMessages.futureDate,
  childAfterApplicant: 'A child must be born after the applicant',
  childAfterSpouse: 'A child must be born after the spouse',
  spouseBeforeChildren: 'A spouse must be born before the children',
  spouseAdult: 'A spouse must be at least 18 years old',
} as const;

/** What the rules read of a person: the relationship and the date of birth as typed (mm/dd/yyyy). */
export interface HouseholdPerson {
  relationship: string;
  birthdate: string;
}

export interface Household {
  /** The applicant's date of birth (the quote's dob, which Personal Information shows); null when unknown. */
  applicantBirthdate: string | null;
  /** The enrollment's other dependents. */
  others: readonly HouseholdPerson[];
}

const bornOf = (text: string | null) => (text === null ? null : parseUsDate(text.trim()));

/** The rule a dependent's date of birth breaks in its household, by its message; null when it keeps them. */
export const householdMessage = (dependent: HouseholdPerson, { applicantBirthdate, others }: Household, today: Date): string | null => {
  const born = bornOf(dependent.birthdate);
  if (born === null) return null;
  if (born.getTime() > today.getTime()) return householdMessages.future;
  const bornOfOthers = (relationship: string) =>
    others.filter((other) => other.relationship === relationship).flatMap((other) => bornOf(other.birthdate) ?? []);
  if (dependent.relationship === 'spouse') {
    if (ageInYears(born, today) < MINIMUM_AGE) return householdMessages.spouseAdult;
    if (bornOfOthers('child').some((child) => child.getTime() <= born.getTime())) return householdMessages.spouseBeforeChildren;
  }
  if (dependent.relationship === 'child') {
    const applicant = bornOf(applicantBirthdate);
    if (applicant !== null && born.getTime() <= applicant.getTime()) return householdMessages.childAfterApplicant;
    if (bornOfOthers('spouse').some((spouse) => born.getTime() <= spouse.getTime())) return householdMessages.childAfterSpouse;
  }
  return null;
};

/** Each listed dependent judged against the others: its message by its place in the list (none when it keeps them). */
export const householdListMessages = (list: readonly HouseholdPerson[], applicantBirthdate: string | null, today: Date): Map<number, string> =>
  new Map(
    list.flatMap((dependent, index) => {
      const message = householdMessage(dependent, { applicantBirthdate, others: list.filter((_, other) => other !== index) }, today);
      return message === null ? [] : [[index, message] as const];
    }),
  );
