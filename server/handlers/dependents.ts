import { asc, eq } from 'drizzle-orm';
import {
  maskedSsn,
  BIRTHDATE_KEY,
  dependentErrorsInHousehold,
  dependentListMessage,
  dependentListOf,
  dependentsOf,
  dependentTierOf,
  DEPENDENT_LIST_KEY,
  householdListMessages,
  primaryInfoOf,
  tierRelationshipMessage,
  type Dependent,
  type DependentFieldName,
  type DependentTier,
  type FieldError,
  type FilterInfo,
  type FormField,
  type StepData,
} from '../../contract/index.ts';
import { memberDependents } from '../db/schema.ts';
import type { Database } from '../db/open-database.ts';
import type { Handlers } from '../http/bind-endpoints.ts';
import { fieldFailure, RequestFailure } from '../http/failures.ts';
import { readCart } from '../queries/cart.ts';
import { readStep, saveDraft, saveStep, stepValues, tabFactsOf, withMaskedSsns } from '../queries/enrollment-steps.ts';
import { requiredTabs } from '../queries/tabs.ts';
import { NO_HEIGHT_WEIGHT_GROUP_ID } from '../steps/form-steps.ts';
import { STEPS_BUILT } from '../steps/built-steps.ts';
import { dependentSsns, draftSsnsOf, keptListData, listWithSsns } from '../steps/list-ssns.ts';
import { dependentsAsSent, memberOnFileFor, readsHealthAnswers, withoutHealthAnswers } from '../enrollers/own-members.ts';
import { questionsWithKept } from './health.ts';
import type { HandlerDeps } from './deps.ts';

type DependentHandlers = Pick<
  Handlers,
  | 'getDependentsExistingUserEnrollment'
  | 'checkTabRequired'
  | 'getFormFieldsDependentPrimaryInfo'
  | 'getHealthQuestionsDependentInfo'
  | 'validateSingleDependent'
  | 'saveDependentInfo'
  | 'saveDependentInfoToTemp'
>;

const TAB = 'dependent_info' as const;

/**
 * The form's definitions (spec 3 §3): `required` says the field is asked. Everyone is asked the
 * names (the middle name may stay empty), gender, birthdate, SSN, height, weight and relationship;
 * Beacon's enrollments (group 2512) are not asked height and weight, as on Personal Information.
 */
export const dependentFormFields = (filter: Pick<FilterInfo, 'group_id'>): FormField[] =>
  (['first_name', 'middle_name', 'last_name', 'gender', 'birthdate', 'ssn', 'height_feet', 'height_inch', 'weight', 'relationship'] as const).map((field_name) => ({
    field_name,
    value: null,
    required: filter.group_id === NO_HEIGHT_WEIGHT_GROUP_ID && ['height_feet', 'height_inch', 'weight'].includes(field_name) ? 0 : 1,
    read_only: 0,
  }));

const askedOf = (filter: Pick<FilterInfo, 'group_id'>): DependentFieldName[] =>
  dependentFormFields(filter)
    .filter((field) => field.required === 1)
    .map((field) => field.field_name as DependentFieldName);

const refused = (errors: FieldError[]) => new RequestFailure(422, 'The given data was invalid.', errors);
const keyed = (errors: Record<string, string>, prefix = ''): FieldError[] =>
  Object.entries(errors).map(([target_element, error_message]) => ({ target_element: `${prefix}${target_element}`, error_message }));

/** What the tier rules read of the enrollment; IO (no dependents) refuses every dependent. */
const tierFactsOf = async (db: Database, enrollmentId: string, filter: FilterInfo) => {
  const tier = dependentTierOf(filter.tier);
  if (tier === null) throw fieldFailure('enrollment_id', 'This enrollment is for the member only: it takes no dependents.');
  return { tier, premier: (await readCart(db, enrollmentId)).hasPremierPlan };
};

/**
 * Each dependent judged by the contract's rules (the fields this enrollment asks), in its household
 * (the applicant's date of birth, the filter's dob, and `others` beside it) and by its tier; errors keyed dependents.{i}.…
 */
const judgeEach = (
  list: readonly Dependent[],
  { asked, tier, applicantBirthdate }: { asked: readonly DependentFieldName[]; tier: DependentTier; applicantBirthdate: string },
  othersOf: (index: number) => readonly Dependent[] = (index) => list.filter((_, other) => other !== index),
  prefix = (index: number) => `dependents.${index}.`,
) =>
  list.flatMap((dependent, index) => {
    const tierMessage = tierRelationshipMessage(tier, dependent.primary_info.relationship);
    const household = { applicantBirthdate, others: othersOf(index).map((other) => other.primary_info) };
    return [
      ...keyed(dependentErrorsInHousehold(dependent, asked, household), prefix(index)),
      ...(tierMessage ? [{ target_element: `${prefix(index)}primary_info.relationship`, error_message: tierMessage }] : []),
    ];
  });

/** The list as sent, in the shape this server keeps: every field text, employed "0" (ids and SSNs: server/steps/list-ssns.ts). */
const listData = (list: readonly unknown[]) => ({ [DEPENDENT_LIST_KEY]: dependentsOf(list) }) as unknown as StepData;
const listIn = (data: StepData): Dependent[] => dependentListOf(data) ?? [];

/**
 * Dependent Information (spec 3 §7; docs/reference-server.md): an existing member's dependents (the
 * enrollment's own list once it keeps one, else the member's on file; SSNs masked), whether
 * the health tab is required, the form's definitions, the dependents' health questions, one
 * dependent's check, and the list's saves (to temp after each change, the step's save on Next).
 * Every rule is the contract's (contract/dependent.ts): a refused request stores nothing.
 */
export const dependentHandlers = ({ db, filters }: HandlerDeps): DependentHandlers => ({
  // a caller who reads no health answers (a group administrator) gets each kept dependent without them
  async getDependentsExistingUserEnrollment({ enrollment_id }, reader) {
    const filter = await filters.require(enrollment_id);
    const step = await readStep(db, enrollment_id, TAB);
    const kept = step ? dependentListOf(stepValues(step)) : null;
    if (kept) return { result: { dependents: withMaskedSsns((await readsHealthAnswers(db, filter, reader)) ? kept : kept.map(withoutHealthAnswers)) } };
    const member = await memberOnFileFor(db, filter, reader);
    if (!member) return { result: { dependents: [] } };
    const rows = await db.select().from(memberDependents).where(eq(memberDependents.userId, member.userId)).orderBy(asc(memberDependents.position));
    return {
      result: {
        dependents: rows.map((row) => ({
          primary_info: primaryInfoOf(
            {
              first_name: row.firstName,
              middle_name: row.middleName,
              last_name: row.lastName,
              gender: row.gender,
              birthdate: row.dob,
              ssn: maskedSsn(row.ssn),
              height_feet: row.heightFeet,
              height_inch: row.heightInch,
              weight: row.weight,
              relationship: row.relationship,
            },
            row.id,
          ),
        })),
      },
    };
  },

  async checkTabRequired({ enrollment_id, tab_name }) {
    const filter = await filters.require(enrollment_id);
    return { result: { required: requiredTabs(await tabFactsOf(db, enrollment_id, filter), STEPS_BUILT).includes(tab_name) } };
  },

  async getFormFieldsDependentPrimaryInfo({ enrollment_id }) {
    return { result: dependentFormFields(await filters.require(enrollment_id)) };
  },

  // the same questions as the applicant's, unanswered: each dependent answers its own
  async getHealthQuestionsDependentInfo({ enrollment_id }) {
    await filters.require(enrollment_id);
    return { result: questionsWithKept(null) };
  },

  // the schema has judged each filled field; here: the fields this enrollment asks, the health answers,
  // the household (beside the list the enrollment keeps, but this dependent's kept self), the tier,
  // and a masked SSN against the one kept for this dependent (by its id)
  async validateSingleDependent({ enrollment_id, primary_info, health_info }) {
    const filter = await filters.require(enrollment_id);
    const { tier } = await tierFactsOf(db, enrollment_id, filter);
    const dependent: Dependent = { primary_info: primaryInfoOf(primary_info, primary_info.dependent_id), ...(health_info ? { health_info: { ...health_info, notes: health_info.notes ?? '' } } : {}) };
    const kept = await readStep(db, enrollment_id, TAB);
    const others = (kept ? listIn(stepValues(kept)) : []).filter((other) => dependent.primary_info.dependent_id === '' || other.primary_info.dependent_id !== dependent.primary_info.dependent_id);
    const errors = judgeEach([dependent], { asked: askedOf(filter), tier, applicantBirthdate: filter.dob }, () => others, () => '');
    if (errors.length > 0) throw refused(errors);
    const { refusals } = await listWithSsns(dependentSsns, listData([dependent]), { db, kept, userId: filter.user_id });
    if (refusals.length > 0) throw refused(refusals.map((refusal) => ({ ...refusal, target_element: refusal.target_element.replace(/^dependents\.0\./, '') })));
    return { valid: true as const };
  },

  // each dependent (its SSN sent masked made the kept one) and then the list by the tier rules (spec 3 §4.1, §9): the message at `dependents`
  async saveDependentInfo({ enrollment_id, dependents }, reader) {
    const filter = await filters.require(enrollment_id);
    const facts = await tierFactsOf(db, enrollment_id, filter);
    const sent = await dependentsAsSent(db, enrollment_id, filter, listData(dependents), reader);
    const errors = judgeEach(listIn(sent), { asked: askedOf(filter), tier: facts.tier, applicantBirthdate: filter.dob });
    if (errors.length > 0) throw refused(errors);
    const kept = await keptListData(db, dependentSsns, enrollment_id, filter, sent);
    const message = dependentListMessage(facts, listIn(kept).map((dependent) => dependent.primary_info));
    if (message) throw fieldFailure('dependents', message);
    await saveStep(db, enrollment_id, TAB, kept);
    return { saved: true as const };
  },

  // the list as it stands after a change (at most 9, each in shape, each date of birth by the
  // household rules: the fields are judged on Next): kept as the step's draft
  async saveDependentInfoToTemp({ enrollment_id, dependents }, reader) {
    const filter = await filters.require(enrollment_id);
    const draft = await dependentsAsSent(db, enrollment_id, filter, listData(dependents), reader);
    const household = householdListMessages(listIn(draft).map((dependent) => dependent.primary_info), filter.dob, new Date());
    if (household.size > 0) throw refused([...household].map(([index, error_message]) => ({ target_element: `dependents.${index}.${BIRTHDATE_KEY}`, error_message })));
    await saveDraft(db, enrollment_id, TAB, draft, draftSsnsOf(TAB, filter));
    return { saved: true as const };
  },
});
