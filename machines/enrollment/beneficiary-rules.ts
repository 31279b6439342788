import {
  beneficiaryMessages,
  beneficiaryTotal,
  beneficiaryTotalsMessage,
  FULL_PERCENTAGE,
  MAX_BENEFICIARIES,
  type Beneficiary,
} from '../../contract/index.ts';
import type { NextAvailability } from './step-protocol.ts';

/**
 * The beneficiary list's rules (spec 2 §2, §4, §5, §9) as plain functions; the beneficiary step's
 * guards are these. The totals' words are the contract's (the server judges the same list).
 */
type Percentages = readonly Pick<Beneficiary, 'beneficiary_percentage'>[];

/** The list's total percentage. */
export const totalOf = (list: Percentages): number => beneficiaryTotal(list.map((entry) => entry.beneficiary_percentage));

/** What stops Next, null when the list may be saved: none, too many, over, under (spec 2 §5). */
export const totalsMessageOf = (list: Percentages): string | null => beneficiaryTotalsMessage(list.length, totalOf(list));

export const hasNoBeneficiaries = (list: Percentages): boolean => list.length === 0;
/** 3 or more (the cap) and not exactly 100. */
export const hasTooMany = (list: Percentages): boolean => list.length > MAX_BENEFICIARIES || (list.length >= MAX_BENEFICIARIES && totalOf(list) !== FULL_PERCENTAGE);
export const totalIsOver = (list: Percentages): boolean => !hasNoBeneficiaries(list) && !hasTooMany(list) && totalOf(list) > FULL_PERCENTAGE;
export const totalIsUnder = (list: Percentages): boolean => !hasNoBeneficiaries(list) && !hasTooMany(list) && totalOf(list) < FULL_PERCENTAGE;
/** At least one beneficiary, at most 3, totalling exactly 100: Next may save the list. */
export const totalIsHundred = (list: Percentages): boolean => totalsMessageOf(list) === null;

/** The add form shows (its Add button) while the list has room and the total has not reached 100. */
export const canAddBeneficiary = (list: Percentages): boolean => list.length < MAX_BENEFICIARIES && totalOf(list) < FULL_PERCENTAGE;

/** Exactly 100 shows green 'Now You can Continue Enrollment'. */
export const showsComplete = (list: Percentages): boolean => totalIsHundred(list);

/** Next's availability for the list, with the words that say why not. */
export const nextAvailabilityOf = (list: Percentages): NextAvailability => {
  const reason = totalsMessageOf(list);
  return reason === null ? { available: true } : { available: false, reason };
};

/** While a beneficiary is edited, Next waits for the edited form (spec 2 §4). */
export const EDITING_NEXT: NextAvailability = { available: false, reason: beneficiaryMessages.editFirst };
