import * as z from 'zod/mini';
import { isEmailAddress } from './email.ts';
import { birthDateMessage, dateMessages, historyDateMessage } from './calendar-date.ts';
import { quoteMessages } from './quote.ts';
import type { TabName } from './steps.ts';

// the wizard's tabs and their routes live in steps.ts (the route tree needs them at start)
export * from './steps.ts';

/**
 * The tab names save-enrollment and continue-enrollment use (spec 3 §3, §4.6; spellings are the
 * product's own), and where each resumes: an enrollment step, or the cart.
 */
export const savedTabSchema = z.enum([
  'cart_info',
  'primary_info',
  'contact_info',
  'employer_info',
  'benificiary_info',
  'health_info',
  'dependent_info',
  'review_info',
  'aggrement_info',
  'payment_info',
]);
export type SavedTab = z.infer<typeof savedTabSchema>;
export type StepSavedTab = Exclude<SavedTab, 'cart_info'>;
export const savedTabSteps: Record<StepSavedTab, TabName> = {
  primary_info: 'primary_info',
  contact_info: 'contact_info',
  employer_info: 'employer_info',
  benificiary_info: 'beneficiary_info',
  health_info: 'primary_health_info',
  dependent_info: 'dependent_info',
  review_info: 'review_info',
  aggrement_info: 'agreement_info',
  payment_info: 'billing_info',
};
/** The saved tab a step's save-later sends. */
export const savedTabOf = (tab: TabName): StepSavedTab => (Object.keys(savedTabSteps) as StepSavedTab[]).find((saved) => savedTabSteps[saved] === tab)!;
export const stepSavedTabSchema = z.enum(Object.keys(savedTabSteps) as [StepSavedTab, ...StepSavedTab[]]);

/** One field definition of a server-driven form (spec 2 §3): its saved value, required, read-only. */
export const formFieldSchema = z.object({
  field_name: z.string(),
  value: z.nullable(z.string()),
  required: z.union([z.literal(0), z.literal(1)]),
  read_only: z.union([z.literal(0), z.literal(1)]),
});
export type FormField = z.infer<typeof formFieldSchema>;

/** Form values travel as text; a checkbox is '1' or '0'. */
export type FormValues = Record<string, string>;

/** Messages of the first steps, word for word from spec 2 §5 and §8. */
export const stepMessages = {
  required: quoteMessages.required,
  firstName: 'Please enter valid first name',
  lastName: 'Please enter valid last name',
  middleName: 'Please enter valid middle name',
  weight: 'Weight cannot be zero or less',
  height: 'Height cannot be zero',
  inch: 'Inch is invalid',
  ssn: 'Invalid Social Security Number',
  email: 'Email is not in correct format',
  phone: 'Invalid phone number',
  zip: 'Enter 5 digit zip code.',
  state: 'Enter the 2 letter state code',
  zip4: 'Enter 4 digit zip code extension',
  date: dateMessages.format,
  futureDate: dateMessages.future,
  emailExists: 'Email Already Exists.',
  phoneExists: 'Phone already exists',
  alternateEmail: 'Enter valid email address',
  saveLaterQuestion: 'Please enter the alternate email you want to send Enrollment code to?',
  /** Ours (issue 28 item 3): the alternate e-mail is optional. */
  saveLaterBlankHint: 'Leave it blank to send the code to the e-mail address of this enrollment.',
  saveLaterNoAddress: 'This enrollment has no e-mail address yet: enter one to send the code to.',
  saveLaterDone: 'Information Saved!!! Check your email to continue',
  reviewFailed: 'Something went wrong. Please save your enrollment.',
  receiptLine: 'Enrollment Receipt',
} as const;

const NAME = /^[A-Za-z]+(?:[ '.-][A-Za-z]+)*$/;

/** The rule of one field, given a non-empty value and the form's others; null when the value is good. */
type FieldRule = (value: string, today: Date, values: FormValues) => string | null;
/** When a field is in play beyond its definition (carrier fields, the other ethnic text). */
type FieldCondition = (values: FormValues) => boolean;

export interface FieldSpec {
  rule?: FieldRule;
  when?: FieldCondition;
  /** What a required field left empty reads, where the spec words it otherwise ('Field is required'). */
  requiredMessage?: string;
}
/** The rules of one form step's fields, by field name. */
export type FieldSpecs = Record<string, FieldSpec>;

const matches = (pattern: RegExp, message: string): FieldRule => (value) => (pattern.test(value) ? null : message);

/** An SSN as replies show it once saved or on file: its last four digits (`*****6789`). */
export const maskedSsn = (ssn: string): string => `*****${ssn.slice(-4)}`;

/** A masked SSN sent back as it was shown: "unchanged", the step keeps the one it has. */
export const isMaskedSsn = (value: string): boolean => /^\*{5}\d{4}$/.test(value);

/** An SSN as it is typed and kept: nine digits. */
export const isWholeSsn = (value: string): boolean => /^\d{9}$/.test(value);

/** Personal Information (spec 2 §3, §5). */
export const personalFieldSpecs: Record<string, FieldSpec> = {
  first_name: { rule: matches(NAME, stepMessages.firstName) },
  middle_name: { rule: matches(NAME, stepMessages.middleName) },
  last_name: { rule: matches(NAME, stepMessages.lastName) },
  birthdate: { rule: birthDateMessage },
  gender: { rule: matches(/^[012]$/, stepMessages.required) },
  height_feet: { rule: (value) => (!/^\d$/.test(value) ? stepMessages.height : Number(value) === 0 ? stepMessages.height : null) },
  height_inch: { rule: (value) => (/^\d{1,2}$/.test(value) && Number(value) <= 11 ? null : stepMessages.inch) },
  weight: { rule: (value) => (/^\d{1,3}$/.test(value) && Number(value) > 0 ? null : stepMessages.weight) },
  marital_status: { rule: matches(/^[0-3]$/, stepMessages.required) },
  // the saved SSN comes back masked; sent back so, it stands for the one kept (server: form steps)
  ssn: { rule: (value) => (isWholeSsn(value) || isMaskedSsn(value) ? null : stepMessages.ssn) },
  prior_coverage_flag: { rule: matches(/^[01]$/, stepMessages.required) },
  prior_carrier_name: { when: (values) => values.prior_coverage_flag === '1' },
  // prior coverage: after the applicant's birth, ended no earlier than it began (calendar-date.ts)
  prior_effective_date: { rule: (value, today, values) => historyDateMessage(value, today, { birth: values.birthdate }), when: (values) => values.prior_coverage_flag === '1' },
  prior_term_date: {
    rule: (value, today, values) => historyDateMessage(value, today, { birth: values.birthdate, since: values.prior_effective_date }),
    when: (values) => values.prior_coverage_flag === '1',
  },
  ethnic_category: {},
  ethnic_category_other_type: { when: (values) => values.ethnic_category === OTHER_ETHNIC_CATEGORY },
};
/** The ethnic group whose choice asks for the other text (spec 2 §9). */
export const OTHER_ETHNIC_CATEGORY = '12';

/** Contact Information (spec 2 §3, §5). */
export const contactFieldSpecs: Record<string, FieldSpec> = {
  // the one e-mail rule (contract/email.ts), as continue-enrollment and Save & Continue Later judge it
  email_address: { rule: (value) => (isEmailAddress(value) ? null : stepMessages.email) },
  phone_number: { rule: matches(/^\d{10}$/, stepMessages.phone) },
  address1: {},
  address2: {},
  city: {},
  state: { rule: matches(/^[A-Z]{2}$/, stepMessages.state) },
  zip: { rule: matches(/^\d{5}$/, stepMessages.zip) },
  zip4: { rule: matches(/^\d{4}$/, stepMessages.zip4) },
  birth_state: { rule: matches(/^[A-Z]{2}$/, stepMessages.state) },
  birth_city: {},
  with_validation: {},
};

/** The fields of a step that are in play: defined by the server and, where a condition applies, met. */
export const fieldsInPlay = (definitions: readonly FormField[], specs: Record<string, FieldSpec>, values: FormValues): FormField[] =>
  definitions.filter((definition) => specs[definition.field_name]?.when?.(values) ?? true);

/** Whether a field in play must be filled: its definition says so, or it is conditional (in play only when needed). */
export const isRequiredInPlay = (definition: FormField, specs: Record<string, FieldSpec>): boolean =>
  definition.required === 1 || specs[definition.field_name]?.when !== undefined;

/**
 * Field messages of these fields (one per field), all in play: a required field left empty reads
 * 'Field is required'; a filled field must pass its rule. Read-only fields are the server's and
 * are not judged.
 */
export const fieldMessages = (
  inPlay: readonly FormField[],
  specs: Record<string, FieldSpec>,
  values: FormValues,
  today: Date = new Date(),
): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const definition of inPlay) {
    const name = definition.field_name;
    const spec = specs[name];
    if (!spec || definition.read_only === 1) continue;
    const value = (values[name] ?? '').trim();
    const required = isRequiredInPlay(definition, specs);
    if (value === '') {
      if (required) errors[name] = spec.requiredMessage ?? stepMessages.required;
      continue;
    }
    const message = spec.rule?.(value, today, values) ?? null;
    if (message) errors[name] = message;
  }
  return errors;
};

/** Field messages of a server-driven form: its fields in play, judged (`fieldMessages`). */
export const validateStep = (
  definitions: readonly FormField[],
  specs: Record<string, FieldSpec>,
  values: FormValues,
  today: Date = new Date(),
): Record<string, string> => fieldMessages(fieldsInPlay(definitions, specs, values), specs, values, today);

/** What a step saves: the values of its fields in play, empty ones dropped (spec 2 §5). */
export const stepPayload = (definitions: readonly FormField[], specs: Record<string, FieldSpec>, values: FormValues): FormValues =>
  Object.fromEntries(
    fieldsInPlay(definitions, specs, values)
      .filter((definition) => definition.read_only === 0)
      .map((definition) => [definition.field_name, (values[definition.field_name] ?? '').trim()] as const)
      .filter(([, value]) => value !== ''),
  );

/** A step's saved values as the save calls take them. */
export const stepValuesSchema = z.record(z.string(), z.string());

/**
 * What a step keeps for later (save-enrollment's data) and what get-enrollment-temp-info answers
 * for a step's column: text fields, or lists and nested answers (beneficiaries, dependents, health
 * questions). Bounded so that no request can make the server store or walk without limit.
 */
export type StepDatum = string | number | boolean | null | StepDatum[] | { [key: string]: StepDatum };
export type StepData = { [key: string]: StepDatum };

/**
 * The bounds of step data. Depth 8 is what the deepest step keeps needs: a dependent's health answer
 * (root › dependents › dependent › health_info › condition_questions › question › conditions › entry);
 * at 6 every dependents list with health answers was refused (issue 23, 'Dependents vanish').
 */
export const STEP_DATA_LIMITS = { depth: 8, keys: 64, keyLength: 64, items: 50, text: 4000 } as const;

const isBoundedDatum = (value: unknown, depth: number): boolean => {
  if (value === null || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'string') return value.length <= STEP_DATA_LIMITS.text && !value.includes('\0');
  // a list or record here sits one level below its parent: at most `depth` levels in all
  if (depth + 1 >= STEP_DATA_LIMITS.depth) return false;
  if (Array.isArray(value)) return value.length <= STEP_DATA_LIMITS.items && value.every((item) => isBoundedDatum(item, depth + 1));
  return isBoundedRecord(value, depth + 1);
};

const isBoundedRecord = (value: unknown, depth: number): boolean => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const entries = Object.entries(value);
  return (
    entries.length <= STEP_DATA_LIMITS.keys &&
    entries.every(([key, item]) => key.length > 0 && key.length <= STEP_DATA_LIMITS.keyLength && !key.includes('\0') && isBoundedDatum(item, depth))
  );
};

export const stepDataMessage = 'The saved information is too large or not in a form this step keeps.';
export const stepDataSchema = z.custom<StepData>((value) => isBoundedRecord(value, 0), stepDataMessage);

/** The text fields of step data (what a server-driven form reads back). */
export const textFieldsOf = (data: StepData | null | undefined): FormValues =>
  Object.fromEntries(Object.entries(data ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

/**
 * The columns get-enrollment-temp-info answers (spec 3 §3; spellings are the product's own):
 * each step's saved data, the review notes, the filter, and three single values.
 */
export type TempInfoStepColumn = Exclude<StepSavedTab, 'review_info'>;
/** A step's saved data by its saved-tab name; review's notes have their own row. */
export const tempInfoStepColumnSchema = z.enum(
  (Object.keys(savedTabSteps) as StepSavedTab[]).filter((tab): tab is TempInfoStepColumn => tab !== 'review_info') as [TempInfoStepColumn, ...TempInfoStepColumn[]],
);
export const tempInfoValueColumnSchema = z.enum(['effective_date', 'type', 'eprocess']);
export type TempInfoValueColumn = z.infer<typeof tempInfoValueColumnSchema>;

/**
 * A submitted enrollment is closed (issue 23 §5): the replies that open an enrollment
 * (continue-enrollment, direct-continue, get-dynamic-tabs, get-plan-cart) carry its confirmation
 * number once it is submitted, and the storefront opens the receipt, read-only, instead of a step
 * or the cart. Absent until then.
 */
export const closedEnrollmentShape = { policy_id: z.optional(z.string()) };
/** Whether a reply says its enrollment was submitted (the machines' `isSubmitted` guard). */
export const isSubmittedReply = (reply: { policy_id?: string }): boolean => reply.policy_id !== undefined;

/** Continue-by-code result (spec 3 §3), with the confirmation number of a submitted enrollment. */
export const continueResultSchema = z.object({
  enrollment_id: z.string(),
  saved_tab: savedTabSchema,
  ...closedEnrollmentShape,
  others: z.object({
    group_id: z.nullable(z.int()),
    platform_group_id: z.nullable(z.int()),
    agent_id: z.nullable(z.int()),
    open_type: z.nullable(z.enum(['agent', 'group', 'user'])),
    /** new-user resumes as new-member, anything else as existing-member (spec 3 §4.6). */
    type: z.string(),
  }),
});
export type ContinueResult = z.infer<typeof continueResultSchema>;

/** A state of the states list (spec 2 §3). */
export const usStateSchema = z.object({ abbrev: z.string(), name: z.string() });
export const ethnicCategorySchema = z.object({ id: z.int(), name: z.string() });
