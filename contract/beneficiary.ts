import * as z from 'zod/mini';
import { isMaskedSsn, isWholeSsn, personalFieldSpecs, stepMessages, type FormValues } from './enrollment.ts';
import { birthDateMessage } from './calendar-date.ts';

/**
 * Beneficiary Information (spec 2 §2–§5, §7–§9): one beneficiary's fields, their rules, the
 * relationships, and the rules of the list's total. Client and server judge with the same words.
 */

/** Messages of the beneficiary step, word for word from spec 2 §4, §5 where the spec quotes them. */
export const beneficiaryMessages = {
  required: stepMessages.required,
  firstName: stepMessages.firstName,
  lastName: stepMessages.lastName,
  middleName: stepMessages.middleName,
  date: stepMessages.date,
  futureDate: stepMessages.futureDate,
  ssn: stepMessages.ssn,
  percentage: 'Beneficiary percentage should not be 0 or more than 100',
  /** Not quoted by the spec: a relationship that is not one of get-beneficiary-relationships'. */
  relationship: 'Please choose a relationship from the list',
  totalOver: (total: number) => `Your total Beneficiary Percentage is ${total} and it Should not be more than 100%`,
  totalUnder: (total: number) => `Your total Beneficiary Percentage is ${total} and it should not be less than 100%`,
  tooMany: 'Maximum allowed number of beneficiaries is 3',
  none: 'Please add your beneficiaries before continuing.',
  complete: 'Now You can Continue Enrollment',
  /** Spec 2 §4: while a beneficiary is edited, delete and Next say to submit the edited form first. */
  editFirst: 'Please submit the edited beneficiary form first',
  /** Not quoted by the spec: the single main message of a save refused without a field message. */
  saveFailed: 'Your beneficiaries could not be saved. Please try again.',
} as const;

/** Spec 2 §9: at most 3 beneficiaries, percentages totalling exactly 100, each 0–100. */
export const MAX_BENEFICIARIES = 3;
export const FULL_PERCENTAGE = 100;
/** The most entries a request may carry at all (the totals rule refuses more than 3 with its message). */
const STEP_BOUND = 10;

/** The relationships get-beneficiary-relationships answers (value sent, name shown). */
export const beneficiaryRelationships = [
  { value: 'spouse', name: 'Spouse' },
  { value: 'child', name: 'Child' },
  { value: 'parent', name: 'Parent' },
  { value: 'sibling', name: 'Sibling' },
  { value: 'grandchild', name: 'Grandchild' },
  { value: 'domestic_partner', name: 'Domestic Partner' },
  { value: 'other', name: 'Other' },
] as const;
export type BeneficiaryRelationship = (typeof beneficiaryRelationships)[number]['value'];
export const relationshipSchema = z.object({ value: z.string(), name: z.string() });
export const relationshipNameOf = (value: string): string => beneficiaryRelationships.find((item) => item.value === value)?.name ?? value;

/** The fields of one beneficiary as the forms and calls carry them (spec 2 §3), in the form's order. */
export const beneficiaryFieldNames = ['first_name', 'middle_name', 'last_name', 'birthdate', 'ssn', 'relationship', 'beneficiary_percentage'] as const;
export type BeneficiaryFieldName = (typeof beneficiaryFieldNames)[number];

/** One beneficiary: its id ('' until the server has stored it) and its fields as text. */
export type Beneficiary = { beneficiary_id: string } & Record<BeneficiaryFieldName, string>;

export const emptyBeneficiary = (): Beneficiary => ({
  beneficiary_id: '',
  first_name: '',
  middle_name: '',
  last_name: '',
  birthdate: '',
  ssn: '',
  relationship: '',
  beneficiary_percentage: '',
});

/** A percentage as a number: 1 to 100, digits only, at most 3 characters; null otherwise. */
export const percentageOf = (text: string): number | null => {
  const value = text.trim();
  if (!/^\d{1,3}$/.test(value)) return null;
  const number = Number(value);
  return number > 0 && number <= FULL_PERCENTAGE ? number : null;
};

type Rule = (value: string, today: Date) => string | null;

const ruleOf = (name: 'first_name' | 'last_name' | 'middle_name'): Rule => (value, today) => personalFieldSpecs[name]!.rule!(value, today, {});

/** The rule of each field, given a non-empty value; null when the value is good. */
export const beneficiaryRules: Record<BeneficiaryFieldName, Rule> = {
  first_name: ruleOf('first_name'),
  middle_name: ruleOf('middle_name'),
  last_name: ruleOf('last_name'),
  // a calendar date (contract/calendar-date.ts): not in the future, not over 120 years ago
  birthdate: birthDateMessage,
  // nine digits, or the masked form replies show (`*****6789`): sent back so, it stands for the
  // SSN kept for that beneficiary, by its id (server/steps/list-ssns.ts)
  ssn: (value) => (isWholeSsn(value) || isMaskedSsn(value) ? null : beneficiaryMessages.ssn),
  relationship: (value) => (beneficiaryRelationships.some((item) => item.value === value) ? null : beneficiaryMessages.relationship),
  beneficiary_percentage: (value) => (percentageOf(value) === null ? beneficiaryMessages.percentage : null),
};

/** Every field but the middle name is required (spec 2 §5). */
export const OPTIONAL_BENEFICIARY_FIELDS: readonly BeneficiaryFieldName[] = ['middle_name'];

/** One message per field of one beneficiary: required fields left empty, then each field's rule. */
export const beneficiaryFieldErrors = (values: Partial<FormValues>, today: Date = new Date()): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const name of beneficiaryFieldNames) {
    const value = (values[name] ?? '').trim();
    if (value === '') {
      if (!OPTIONAL_BENEFICIARY_FIELDS.includes(name)) errors[name] = beneficiaryMessages.required;
      continue;
    }
    const message = beneficiaryRules[name](value, today);
    if (message) errors[name] = message;
  }
  return errors;
};

/** A beneficiary's fields trimmed, as the calls send them. */
export const trimmedBeneficiary = (values: Partial<Beneficiary>): Beneficiary => ({
  beneficiary_id: (values.beneficiary_id ?? '').trim(),
  ...(Object.fromEntries(beneficiaryFieldNames.map((name) => [name, (values[name] ?? '').trim()])) as Record<BeneficiaryFieldName, string>),
});

/** The total of the list's percentages (an unreadable one counts 0). */
export const beneficiaryTotal = (percentages: readonly string[]): number =>
  percentages.reduce((total, percentage) => total + (/^\d{1,3}$/.test(percentage.trim()) ? Number(percentage.trim()) : 0), 0);

/**
 * What the list's count and total say before the wizard may go on (spec 2 §5), null when it may:
 * none added; 3 or more (or more than allowed) and not 100; over 100; under 100.
 */
export const beneficiaryTotalsMessage = (count: number, total: number): string | null => {
  if (count === 0) return beneficiaryMessages.none;
  if (count > MAX_BENEFICIARIES) return beneficiaryMessages.tooMany;
  if (count >= MAX_BENEFICIARIES && total !== FULL_PERCENTAGE) return beneficiaryMessages.tooMany;
  if (total > FULL_PERCENTAGE) return beneficiaryMessages.totalOver(total);
  if (total < FULL_PERCENTAGE) return beneficiaryMessages.totalUnder(total);
  return null;
};

/** The list's message as the server and the step read it from the entries. */
export const listTotalsMessage = (list: readonly Pick<Beneficiary, 'beneficiary_percentage'>[]): string | null =>
  beneficiaryTotalsMessage(
    list.length,
    beneficiaryTotal(list.map((item) => item.beneficiary_percentage)),
  );

/** What a value too long for its field reads: its rule's message (a date's too, as the client's rule says). */
const tooLongMessages: Partial<Record<BeneficiaryFieldName, string>> = {
  beneficiary_percentage: beneficiaryMessages.percentage,
  ssn: beneficiaryMessages.ssn,
  birthdate: beneficiaryMessages.date,
};

/** A field of the calls: text with the field's rule, bounded; blank reads 'Field is required' (the server's envelope). */
const ruled = (name: BeneficiaryFieldName, maxLength: number) =>
  z.string().check(
    z.maxLength(maxLength, tooLongMessages[name] ?? beneficiaryMessages.required),
    z.refine((value) => {
      const trimmed = value.trim();
      if (trimmed === '') return OPTIONAL_BENEFICIARY_FIELDS.includes(name);
      return beneficiaryRules[name](trimmed, new Date()) === null;
    }, { error: (issue) => {
      const value = typeof issue.input === 'string' ? issue.input.trim() : '';
      return value === '' ? beneficiaryMessages.required : (beneficiaryRules[name](value, new Date()) ?? beneficiaryMessages.required);
    } }),
  );

/** One beneficiary as validate-single-beneficiary and save-beneficiary-info take it (spec 2 §7). */
export const beneficiarySchema = z.object({
  beneficiary_id: z.optional(z.string().check(z.maxLength(40))),
  first_name: ruled('first_name', 50),
  middle_name: z.optional(ruled('middle_name', 50)),
  last_name: ruled('last_name', 50),
  birthdate: ruled('birthdate', 10),
  ssn: ruled('ssn', 9),
  relationship: ruled('relationship', 40),
  beneficiary_percentage: ruled('beneficiary_percentage', 3),
});
export type BeneficiaryRequest = z.input<typeof beneficiarySchema>;

/** The list of save-beneficiary-info: at most 3 with a total of exactly 100 (the totals message on `beneficiaries`). */
export const beneficiaryListSchema = z.array(beneficiarySchema).check(
  z.maxLength(STEP_BOUND, beneficiaryMessages.tooMany),
  z.refine((list) => listTotalsMessage(list) === null, {
    error: (issue) => (Array.isArray(issue.input) ? listTotalsMessage(issue.input as Beneficiary[]) : null) ?? beneficiaryMessages.none,
  }),
);

/** A stored beneficiary as the reads answer it: every field text. */
export const storedBeneficiarySchema = z.object({
  beneficiary_id: z.string(),
  first_name: z.string(),
  middle_name: z.string(),
  last_name: z.string(),
  birthdate: z.string(),
  ssn: z.string(),
  relationship: z.string(),
  beneficiary_percentage: z.string(),
});

/** Where a step's data keeps the list (save-beneficiary-info's saved data and the save-later draft). */
export const BENEFICIARY_LIST_KEY = 'beneficiaries';

/**
 * The list a step's data keeps (get-enrollment-temp-info's benificiary_info, a save-later draft):
 * its entries' text fields (at most 3 read); null when the data keeps no list.
 */
export const beneficiaryListOf = (data: Record<string, unknown> | null | undefined): Beneficiary[] | null => {
  const list = data?.[BENEFICIARY_LIST_KEY];
  if (!Array.isArray(list)) return null;
  return list
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null && !Array.isArray(item))
    .slice(0, MAX_BENEFICIARIES)
    .map((item) => {
      const text = (key: string) => (typeof item[key] === 'string' ? (item[key] as string) : typeof item[key] === 'number' ? String(item[key]) : '');
      return {
        beneficiary_id: text('beneficiary_id'),
        ...(Object.fromEntries(beneficiaryFieldNames.map((name) => [name, name === 'birthdate' ? text('birthdate') || text('dob') : text(name)])) as Record<BeneficiaryFieldName, string>),
      };
    });
};
