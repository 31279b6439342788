import * as z from 'zod/mini';
import { endpoint, enrollmentId, result } from './endpoint-row.ts';
import { formFieldSchema, isMaskedSsn, isWholeSsn, personalFieldSpecs, stepMessages, type FormField, type FormValues } from './enrollment.ts';
import { tierSchema, type Tier } from './entities.ts';
import { healthErrors, healthInfoSchema, healthQuestionsSchema, parseHealthInfo, type HealthInfo } from './health.ts';
import { birthDateMessage } from './calendar-date.ts';
import { householdMessage, type Household } from './household.ts';

/**
 * Dependent Information (spec 3 §2.2, §3, §4.1, §5, §7–§9): one dependent's fields and their rules,
 * the tier rules of the list, the calls. Client and server judge with the same words.
 */

/** Messages of the dependents step, word for word from spec 3 §2.2, §4.1, §5 where the spec quotes them. */
export const dependentMessages = {
  required: stepMessages.required,
  firstName: stepMessages.firstName,
  lastName: stepMessages.lastName,
  middleName: stepMessages.middleName,
  date: stepMessages.date,
  futureDate: stepMessages.futureDate,
  ssn: stepMessages.ssn,
  weight: stepMessages.weight,
  height: stepMessages.height,
  inch: stepMessages.inch,
  spouseQuestion: 'Will you be Enrolling your spouse ?',
  spouseStatus: 'Please select spouse status',
  enrollSpouse: 'Enroll Spouse',
  oneChildPremierIc: 'Only one child is allowed in L713 plans for IC tier please delete additional child to proceed further',
  canProceed: 'You can proceed further clicking next button',
  healthHint: 'Please add/edit your dependent info to add/edit health questions.',
  nextTooltip: 'Click to continue enrollment',
  addTooltip: 'Click to add dependent',
  /** Not quoted beyond 'Delete': the Delete tooltip. */
  deleteTooltip: 'Click to delete dependent',
  /** Spec 3 §2.2: while an edit is open (the spec elides the last two; spelled out alike). */
  editFirstAdd: 'Please submit the edited form first to add dep',
  editFirstContinue: 'Please submit the edited form first to continue',
  editFirstDelete: 'Please submit the edited form first to delete',
  /** Not quoted by the spec: Edit and Delete wait while a change is checked or the list kept (a click then would be lost). */
  listBusy: 'Please wait: your dependents are being saved',
  /** Not quoted by the spec: why Next waits (the tier rules of §4.1). */
  none: 'Please add your dependents before continuing.',
  premierIfTwo: 'Please add at least 2 dependents to continue.',
  ifSpouseAndChild: 'Please add your spouse and at least one child to continue.',
  tooMany: 'Maximum allowed number of dependents is 9',
  oneSpouse: 'Only one spouse can be enrolled',
  spouseOnly: 'Only a spouse can be enrolled for the Member + Spouse tier',
  childOnly: 'Only children can be enrolled for the Member + Children tier',
  gender: 'Please choose Male or Female',
  relationship: 'Relationship must be spouse or child',
  saveFailed: 'Your dependents could not be saved. Please try again.',
  /** Not quoted by the spec: the list as changed was refused (issue 23 §4: a refused save is never silent). */
  notSaved: 'Your last change to your dependents was not saved.',
  tryAgain: 'Please try again.',
  retry: 'Try again',
  notSavedNext: 'Your dependents are not saved yet: please try again first.',
  /** Spec 3 §8: a message of one dependent that names no field of its form. */
  dependentLevel: (number: number, message: string) => `Dependent #${number} ${message}`,
} as const;

/** Spec 3 §9: at most 9 dependents; IS one spouse; premier IC exactly one child; premier IF at least 2. */
export const MAX_DEPENDENTS = 9;

/** The tiers with dependents (IO has none), with the heading each shows (spec 3 §2.2). */
export type DependentTier = Exclude<Tier, 'IO'>;
export const dependentHeadings: Record<DependentTier, string> = {
  IS: 'Spouse information required',
  IC: 'Child information required',
  IF: 'Spouse & Child information required',
};

export const dependentRelationships = ['spouse', 'child'] as const;
export type DependentRelationship = (typeof dependentRelationships)[number];
export const relationshipLabels: Record<DependentRelationship, string> = { spouse: 'Spouse', child: 'Child' };

/** The fields of a dependent's primary_info as the form shows them (spec 3 §2.2, §3). */
export const dependentFieldNames = ['first_name', 'middle_name', 'last_name', 'gender', 'birthdate', 'ssn', 'height_feet', 'height_inch', 'weight', 'relationship'] as const;
export type DependentFieldName = (typeof dependentFieldNames)[number];
/** Asked but may be left empty. */
export const OPTIONAL_DEPENDENT_FIELDS: readonly DependentFieldName[] = ['middle_name'];
/** Gender codes (spec 3 §9): 0 Male, 1 Female. */
export const dependentGenders = { '0': 'Male', '1': 'Female' } as const;

/** One dependent's primary_info: its id ('' until stored), its fields as text, employed always "0". */
export type DependentPrimaryInfo = { dependent_id: string; employed: '0' } & Record<DependentFieldName, string>;
export interface Dependent {
  primary_info: DependentPrimaryInfo;
  /** Only when the enrollment's health questions are required (spec 3 §3). */
  health_info?: HealthInfo;
}

type Rule = (value: string, today: Date) => string | null;
const personalRule = (name: string): Rule => (value, today) => personalFieldSpecs[name]!.rule!(value, today, {});

/** The rule of each field, given a non-empty value; null when good. */
export const dependentRules: Record<DependentFieldName, Rule> = {
  first_name: personalRule('first_name'),
  middle_name: personalRule('middle_name'),
  last_name: personalRule('last_name'),
  gender: (value) => (value in dependentGenders ? null : dependentMessages.gender),
  // a calendar date (contract/calendar-date.ts): not in the future, not over 120 years ago
  birthdate: birthDateMessage,
  // nine digits, or the masked form replies show (`*****6789`) for a dependent the enrollment keeps
  // (ssnAskedAgain: an on-file dependent's is typed again)
  ssn: (value) => (isWholeSsn(value) || isMaskedSsn(value) ? null : dependentMessages.ssn),
  height_feet: personalRule('height_feet'),
  height_inch: personalRule('height_inch'),
  weight: personalRule('weight'),
  relationship: (value) => ((dependentRelationships as readonly string[]).includes(value) ? null : dependentMessages.relationship),
};

/**
 * The ids the server gives the dependents an enrollment keeps: `D` and ten hex digits. A member's
 * dependents on file have ids of their own (`MD5011`); the server replaces any other id it is sent.
 */
export const KEPT_DEPENDENT_ID = /^D[0-9A-F]{10}$/;

/**
 * Whether a dependent's SSN, shown masked, must be typed again: the masked form stands for the SSN
 * the enrollment keeps for that dependent (by its id, server/steps/list-ssns.ts); a member's
 * dependent on file, or a new one, has none kept, so its SSN is asked again.
 */
export const ssnAskedAgain = (info: Partial<Record<'dependent_id' | 'ssn', string>>): boolean =>
  isMaskedSsn((info.ssn ?? '').trim()) && !KEPT_DEPENDENT_ID.test((info.dependent_id ?? '').trim());

/**
 * The fields the form asks: those the server's definitions mark required (spec 3 §3: a dependent
 * field shows only if required is set), in the form's order; every field when there are none.
 */
export const askedDependentFields = (definitions: readonly FormField[]): DependentFieldName[] =>
  definitions.length === 0
    ? [...dependentFieldNames]
    : dependentFieldNames.filter((name) => definitions.some((definition) => definition.field_name === name && definition.required === 1));

/**
 * One message per asked field: empty (but the middle name) reads 'Field is required', a filled one
 * its rule; a masked SSN the enrollment keeps none for (ssnAskedAgain) reads the SSN's message.
 */
export const dependentFieldErrors = (values: Partial<FormValues>, asked: readonly DependentFieldName[], today: Date = new Date()): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const name of asked) {
    const value = (values[name] ?? '').trim();
    if (value === '') {
      if (!OPTIONAL_DEPENDENT_FIELDS.includes(name)) errors[name] = dependentMessages.required;
      continue;
    }
    const message = dependentRules[name](value, today) ?? (name === 'ssn' && ssnAskedAgain(values) ? dependentMessages.ssn : null);
    if (message) errors[name] = message;
  }
  return errors;
};

/** A dependent's primary_info trimmed with the empty fields removed (spec 3 §5), as validate-single-dependent takes it. */
export const filledPrimaryInfo = (info: Partial<DependentPrimaryInfo>): Partial<DependentPrimaryInfo> =>
  Object.fromEntries(Object.entries(info).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]).filter(([, value]) => value !== '' && value !== undefined));

/** A dependent's primary_info from form values: trimmed, every field present, employed "0". */
export const primaryInfoOf = (values: Partial<Record<string, string>>, dependent_id = ''): DependentPrimaryInfo => ({
  dependent_id: dependent_id.trim(),
  employed: '0',
  ...(Object.fromEntries(dependentFieldNames.map((name) => [name, (values[name] ?? '').trim()])) as Record<DependentFieldName, string>),
});

/** Every message of one dependent, keyed as the server keys them (primary_info.{field}, health_info.{…}). */
export const dependentErrors = (dependent: Dependent, asked: readonly DependentFieldName[], today: Date = new Date()): Record<string, string> => ({
  ...Object.fromEntries(Object.entries(dependentFieldErrors(dependent.primary_info, asked, today)).map(([name, message]) => [`primary_info.${name}`, message])),
  ...(dependent.health_info ? Object.fromEntries(Object.entries(healthErrors(dependent.health_info, today)).map(([key, message]) => [`health_info.${key}`, message])) : {}),
});

/** Where a dependent's Date of Birth message shows (the household's rules, too). */
export const BIRTHDATE_KEY = 'primary_info.birthdate';

/**
 * Every message of one dependent in its household: its own (dependentErrors), and at its Date of
 * Birth, when that is a good date, the household's rule it breaks (contract/household.ts).
 */
export const dependentErrorsInHousehold = (dependent: Dependent, asked: readonly DependentFieldName[], household: Household, today: Date = new Date()): Record<string, string> => {
  const errors = dependentErrors(dependent, asked, today);
  const message = errors[BIRTHDATE_KEY] ? null : householdMessage(dependent.primary_info, household, today);
  return message === null ? errors : { ...errors, [BIRTHDATE_KEY]: message };
};

// ---- the tier rules of the list (spec 3 §4.1, §5, §9), judged alike by the step and the server ----

/** What the tier rules read: the tier, whether a premier (L713) plan is in the cart, and the list's relationships. */
export interface TierFacts {
  tier: DependentTier;
  premier: boolean;
}

export const countOf = (list: readonly { relationship: string }[], relationship: DependentRelationship) => list.filter((entry) => entry.relationship === relationship).length;

/** The relationship a tier refuses for a dependent, by its message; null when the tier takes it. */
export const tierRelationshipMessage = (tier: DependentTier, relationship: string): string | null => {
  if (tier === 'IS' && relationship !== 'spouse') return dependentMessages.spouseOnly;
  if (tier === 'IC' && relationship !== 'child') return dependentMessages.childOnly;
  return null;
};

/**
 * Why the list may not be saved yet (spec 3 §4.1 "Next is available when"), null when it may:
 * premier IF at least 2; premier IC exactly 1 child; IS (one spouse); non-premier IC at least 1;
 * non-premier IF a spouse and more than 1. At most 9, each relationship one the tier takes, one spouse.
 */
export const dependentListMessage = ({ tier, premier }: TierFacts, list: readonly { relationship: string }[]): string | null => {
  if (list.length > MAX_DEPENDENTS) return dependentMessages.tooMany;
  const refused = list.map((entry) => tierRelationshipMessage(tier, entry.relationship)).find((message) => message !== null);
  if (refused) return refused;
  if (countOf(list, 'spouse') > 1) return dependentMessages.oneSpouse;
  if (list.length === 0) return dependentMessages.none;
  if (tier === 'IC' && premier && list.length > 1) return dependentMessages.oneChildPremierIc;
  if (tier === 'IF' && premier && list.length < 2) return dependentMessages.premierIfTwo;
  if (tier === 'IF' && !premier && !(countOf(list, 'spouse') === 1 && list.length > 1)) return dependentMessages.ifSpouseAndChild;
  return null;
};

// ---- the calls' shapes ----

/** What a value longer than its field allows reads: the field's own rule message. */
const tooLongMessages: Record<DependentFieldName, string> = {
  first_name: dependentMessages.firstName,
  middle_name: dependentMessages.middleName,
  last_name: dependentMessages.lastName,
  gender: dependentMessages.gender,
  birthdate: dependentMessages.date,
  ssn: dependentMessages.ssn,
  height_feet: dependentMessages.height,
  height_inch: dependentMessages.inch,
  weight: dependentMessages.weight,
  relationship: dependentMessages.relationship,
};

const ruled = (name: DependentFieldName, maxLength: number) =>
  z.string().check(
    z.maxLength(maxLength, tooLongMessages[name]),
    z.refine((value) => value.trim() === '' || dependentRules[name](value.trim(), new Date()) === null, {
      error: (issue) => (typeof issue.input === 'string' ? dependentRules[name](issue.input.trim(), new Date()) : null) ?? dependentMessages.required,
    }),
  );

/**
 * One dependent's primary_info as the calls take it: each field its rule (empty fields are removed
 * before a single dependent is checked, spec 3 §5; which are required is the server's business).
 */
export const dependentPrimaryInfoSchema = z.object({
  dependent_id: z.optional(z.string().check(z.maxLength(40))),
  employed: z.optional(z.literal('0')),
  first_name: z.optional(ruled('first_name', 50)),
  middle_name: z.optional(ruled('middle_name', 50)),
  last_name: z.optional(ruled('last_name', 50)),
  gender: z.optional(ruled('gender', 1)),
  birthdate: z.optional(ruled('birthdate', 10)),
  ssn: z.optional(ruled('ssn', 9)),
  height_feet: z.optional(ruled('height_feet', 1)),
  height_inch: z.optional(ruled('height_inch', 2)),
  weight: z.optional(ruled('weight', 3)),
  relationship: ruled('relationship', 10),
});

export const dependentSchema = z.object({
  primary_info: dependentPrimaryInfoSchema,
  health_info: z.optional(healthInfoSchema),
});

/** A list of the saves: at most 9 (the tier rules are the server's judgement of the enrollment). */
export const dependentListSchema = z.array(dependentSchema).check(z.maxLength(MAX_DEPENDENTS, dependentMessages.tooMany));

/** Where a step's data keeps the list (save-dependent-info's saved data, the temp save, the save-later draft). */
export const DEPENDENT_LIST_KEY = 'dependents';

const textOf = (record: Record<string, unknown>, key: string) =>
  typeof record[key] === 'string' ? (record[key] as string) : typeof record[key] === 'number' ? String(record[key]) : '';
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Dependents as a list keeps them (get-dependents-existing-user-enrollment, a step's data): text fields, at most 9. */
export const dependentsOf = (list: unknown): Dependent[] =>
  (Array.isArray(list) ? list : [])
    .filter(isRecord)
    .slice(0, MAX_DEPENDENTS)
    .map((item) => {
      const info = isRecord(item.primary_info) ? item.primary_info : item;
      const health = item.health_info === undefined ? null : parseHealthInfo(item.health_info);
      return {
        primary_info: primaryInfoOf(Object.fromEntries(dependentFieldNames.map((name) => [name, textOf(info, name)])), textOf(info, 'dependent_id')),
        ...(health ? { health_info: health } : {}),
      };
    });

/** The list a step's data keeps; null when it keeps none. */
export const dependentListOf = (data: Record<string, unknown> | null | undefined): Dependent[] | null =>
  Array.isArray(data?.[DEPENDENT_LIST_KEY]) ? dependentsOf(data[DEPENDENT_LIST_KEY]) : null;

/** A stored dependent as the reads answer it. */
export const storedDependentSchema = z.object({
  primary_info: z.record(z.string(), z.string()),
  health_info: z.optional(healthInfoSchema),
});

/** The list as it stands after a change (save-dependent-info-to-temp): each field bounded text, judged on Next. */
export const dependentDraftListSchema = z.array(
  z.object({
    primary_info: z.record(z.string().check(z.maxLength(40)), z.string().check(z.maxLength(100))).check(z.refine((record) => Object.keys(record).length <= 16)),
    health_info: z.optional(healthInfoSchema),
  }),
).check(z.maxLength(MAX_DEPENDENTS, dependentMessages.tooMany));

/** Dependent Information's rows (spec 3 §7); get-more-requirement, get-enrollment-temp-info and delete-dependent-in-IO are the contract's already. */
export const dependentEndpoints = {
  getDependentsExistingUserEnrollment: endpoint({
    method: 'GET',
    path: '/api/v1/get-dependents-existing-user-enrollment',
    request: enrollmentId,
    data: result(z.object({ dependents: z.array(storedDependentSchema) })),
  }),
  checkTabRequired: endpoint({
    method: 'GET',
    path: '/api/v1/check-tab-required',
    request: z.extend(enrollmentId, { tab_name: z.literal('primary_health_info') }),
    data: result(z.object({ required: z.boolean() })),
  }),
  getFormFieldsDependentPrimaryInfo: endpoint({
    method: 'GET',
    path: '/api/v1/get-form-fields-dependent-primary-info',
    request: enrollmentId,
    data: result(z.array(formFieldSchema)),
  }),
  getHealthQuestionsDependentInfo: endpoint({
    method: 'GET',
    path: '/api/v1/get-health-questions-dependent-info',
    request: enrollmentId,
    data: result(healthQuestionsSchema),
  }),
  validateSingleDependent: endpoint({
    method: 'POST',
    path: '/api/v1/validate-single-dependent',
    request: z.extend(enrollmentId, { primary_info: dependentPrimaryInfoSchema, health_info: z.optional(healthInfoSchema) }),
    data: z.object({ valid: z.literal(true) }),
  }),
  saveDependentInfo: endpoint({
    method: 'POST',
    path: '/api/v1/save-dependent-info',
    request: z.extend(enrollmentId, { dependents: dependentListSchema }),
    data: z.object({ saved: z.literal(true) }),
  }),
  saveDependentInfoToTemp: endpoint({
    method: 'POST',
    path: '/api/v1/save-dependent-info-to-temp',
    request: z.extend(enrollmentId, { dependents: dependentDraftListSchema }),
    data: z.object({ saved: z.literal(true) }),
  }),
} as const;

/** The tier of an enrollment's filter as the step reads it; IO (or anything else) has no dependents. */
export const dependentTierOf = (tier: string): DependentTier | null => {
  const parsed = tierSchema.safeParse(tier);
  return parsed.success && parsed.data !== 'IO' ? parsed.data : null;
};
