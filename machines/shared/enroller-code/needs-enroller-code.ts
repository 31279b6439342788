import { ENROLLER_CODE_GROUPS } from '../../../contract/index.ts';
import type { StoredValues } from '../storage.ts';

/** What the rule reads of the stored session: who enrolls, for which group, and a code once saved. */
export type EnrollerCodeFacts = Pick<StoredValues, 'eprocess' | 'group_id' | 'enrollerCode'>;

/** A rep or a group administrator enrolls someone else; an employee or a member enrolls themself. */
export const enrollsForSomeoneElse = (stored: EnrollerCodeFacts): boolean => stored.eprocess === 'rep' || stored.eprocess === 'group';

/**
 * Spec 2 §4, §9: a rep or group administrator enrolling for groups 2556 and 2512 gives an enroller
 * code until one is saved. An employee (Employee Enrollment's code, a group's landing) or a member
 * enrolling themself is never asked.
 */
export const needsEnrollerCode = (stored: EnrollerCodeFacts): boolean =>
  enrollsForSomeoneElse(stored) && ENROLLER_CODE_GROUPS.includes(Number(stored.group_id)) && !stored.enrollerCode;

/** Spec 2 §2, §6: the popup is the rep's (a rep may always give a code), and whoever needs one. */
export const offersEnrollerCode = (stored: EnrollerCodeFacts): boolean => stored.eprocess === 'rep' || needsEnrollerCode(stored);
