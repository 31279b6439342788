import type { AnyMachineSnapshot } from 'xstate';
import { healthAnswersOf, healthFormOf, primaryInfoOf, stepDataMessage, type FilterInfo, type FormValues, type HealthInfo, type Tier } from '../../contract/index.ts';
import { nextRelationship } from '../../machines/enrollment/dependent-rules.ts';
import { dependentStepMachine, factsOf, type DependentStepContext } from '../../machines/enrollment/dependent-step.machine.ts';
import type { StepInput } from '../../machines/enrollment/step-protocol.ts';
import { actorResults, apiFailure, dataOf, type EventCases, type MachineModel } from '../lib/index.ts';

const input = (stored: StepInput['stored']): StepInput => ({ tempId: 'TE1', tab: 'dependent_info', stored, steps: ['primary_info', 'contact_info', 'dependent_info', 'review_info'] });

/** A new applicant's enrollment (temp info), an existing member's (their dependents first), one that answered the spouse question before. */
export const dependentScenarios = {
  applicant: { name: "a new applicant's enrollment", input: input({}) },
  member: { name: "an existing member's enrollment", input: input({ enroll_type: 'existing-member' }) },
  accepted: { name: 'a new applicant who answered the spouse question before', input: input({ isSpouseEnrollAccept: 'true' }) },
} as const;

/** The people the walks add, as the form sends them (the relationship is the tier rules'). */
export const dependentPeople = {
  luis: { first_name: 'Luis', middle_name: '', last_name: 'Reyes', gender: '0', birthdate: '06/14/1983', ssn: '987654321', height_feet: '5', height_inch: '10', weight: '180' },
  sofia: { first_name: 'Sofia', middle_name: 'Ana', last_name: 'Reyes', gender: '1', birthdate: '09/02/2012', ssn: '876543219', height_feet: '4', height_inch: '11', weight: '85' },
} satisfies Record<string, FormValues>;
/** People the household rules refuse (the applicant born 04/12/1988): a spouse of 14, a child born before the applicant. */
export const householdBreakers = {
  spouse: { ...dependentPeople.luis, birthdate: '06/14/2012' },
  child: { ...dependentPeople.sofia, birthdate: '03/15/1970' },
} satisfies Record<string, FormValues>;
/** A form sent with nothing filled in (every asked field refused). */
export const emptyDependentForm: FormValues = {};

const filter = (tier: Tier): FilterInfo => ({
  zip: '10001',
  dob: '04/12/1988',
  state: 'NY',
  tier,
  gender: '1',
  coverage: null,
  categories: [],
  is_smoker: null,
  annual_incode: null,
  working_hours: null,
  user_id: null,
  eprocess: null,
  agent_id: null,
  group_id: null,
  platform_group_id: null,
  type: null,
  open_type: null,
});

const questions = {
  codition_questions: [{ question_id: 101, question_text: 'Have you been treated for heart disease?', yes_no_flag: '', conditions: [] }],
  medication_question: { question_id: 150, question_text: 'Are you taking any medication?', yes_no_flag: '', medications: [] },
  notes: '',
};
/** Every health question answered No. */
export const noHealth: HealthInfo = healthAnswersOf(
  { condition_questions: questions.codition_questions, medication_question: questions.medication_question },
  { ...healthFormOf({ condition_questions: questions.codition_questions, medication_question: questions.medication_question }), conditions: [{ yes_no_flag: '0', detail: {} }], medication: { yes_no_flag: '0', entries: [] } },
);

export const dependentFixtures = {
  premier: dataOf('getMoreRequirement', { has_premier_plan: true }),
  plain: dataOf('getMoreRequirement', { has_premier_plan: false }),
  tiers: (['IF', 'IS', 'IC'] as const).map((tier) => dataOf('getEnrollmentTempInfo', { result: filter(tier) })),
  memberOnly: dataOf('getEnrollmentTempInfo', { result: filter('IO') }),
  fields: dataOf('getFormFieldsDependentPrimaryInfo', {
    result: ['first_name', 'middle_name', 'last_name', 'gender', 'birthdate', 'ssn', 'height_feet', 'height_inch', 'weight', 'relationship'].map((field_name) => ({ field_name, value: null, required: 1 as const, read_only: 0 as const })),
  }),
  healthRequired: dataOf('checkTabRequired', { result: { required: true } }),
  healthNotRequired: dataOf('checkTabRequired', { result: { required: false } }),
  questions: dataOf('getHealthQuestionsDependentInfo', { result: questions }),
  /** Maria's spouse and child on file, their SSNs masked (entered again before a save). */
  existing: dataOf('getDependentsExistingUserEnrollment', {
    result: {
      dependents: [
        { primary_info: primaryInfoOf({ ...dependentPeople.luis, ssn: '*****4321', relationship: 'spouse' }, 'MD5011') },
        { primary_info: primaryInfoOf({ ...dependentPeople.sofia, ssn: '*****3219', relationship: 'child' }, 'MD5012') },
      ],
    },
  }),
  tempNone: dataOf('getEnrollmentTempStep', { result: null }),
  /** The temp info keeping one child. */
  tempKept: dataOf('getEnrollmentTempStep', { result: { dependents: [{ primary_info: primaryInfoOf({ ...dependentPeople.sofia, relationship: 'child' }, 'D01') }] } }),
  valid: dataOf('validateSingleDependent', { valid: true }),
  saved: dataOf('saveDependentInfo', { saved: true }),
  tempSaved: dataOf('saveDependentInfoToTemp', { saved: true }),
  /** validate-single-dependent refusing the SSN at its field. */
  checkRefused: apiFailure('The given data was invalid.', [{ target_element: 'primary_info.ssn', error_message: 'Invalid Social Security Number' }], 422),
  /** validate-single-dependent refusing what no field shows: a dependent-level message. */
  tierRefused: apiFailure('The given data was invalid.', [{ target_element: 'enrollment_id', error_message: 'This enrollment is for the member only: it takes no dependents.' }], 422),
  saveRefused: apiFailure('The given data was invalid.', [{ target_element: 'dependents', error_message: 'Please add at least 2 dependents to continue.' }], 422),
  /** save-dependent-info-to-temp refusing the list as it stood before issue 23 (health answers nested too deep). */
  tempRefused: apiFailure('The given data was invalid.', [{ target_element: 'data', error_message: stepDataMessage }], 422),
  loadFailed: apiFailure('Server Error', [], 500),
};
const fx = dependentFixtures;

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as DependentStepContext;
const MAX_WALKED = 2;

/**
 * Dependent Information for a new applicant, an existing member and one who answered before: each
 * load answered or failed (premier or not; tier IF, IS, IC or IO; health asked or not; the
 * member's dependents falling back to the temp info), the premier IF question (unanswered, Yes,
 * No, re-opened), adds up to two dependents (a valid person, an empty form; the server's check
 * refusing at a field or elsewhere; the household rules refusing), edits, cancel, delete, the temp
 * save refused and tried again, Next's save, Save & Continue Later.
 */
export const dependentStepModel: MachineModel = {
  id: dependentStepMachine.id,
  // walked alone, without the engine to tell of Next, refusals or drafts (the UI walk hosts it in the engine)
  machine: dependentStepMachine.provide({
    actions: {
      tellRejected: () => undefined,
      handOverDraft: () => undefined,
      tellNotYet: () => undefined,
      tellNextOfList: () => undefined,
      tellEditFirst: () => undefined,
      tellNotSaved: () => undefined,
      storeValues: () => undefined,
      logFailure: () => undefined,
    },
  }),
  scenarios: Object.values(dependentScenarios),
  events: {
    ...actorResults('getMoreRequirement', { answers: [fx.premier, fx.plain], errors: [fx.loadFailed] }),
    ...actorResults('getEnrollmentTempInfo', { answers: [...fx.tiers, fx.memberOnly], errors: [fx.loadFailed] }),
    ...actorResults('getFormFieldsDependentPrimaryInfo', { answers: [fx.fields], errors: [fx.loadFailed] }),
    ...actorResults('checkTabRequired', { answers: [fx.healthNotRequired, fx.healthRequired], errors: [fx.loadFailed] }),
    ...actorResults('getHealthQuestionsDependentInfo', { answers: [fx.questions], errors: [fx.loadFailed] }),
    ...actorResults('getDependentsExistingUserEnrollment', { answers: [fx.existing], errors: [fx.loadFailed] }),
    ...actorResults('getEnrollmentTempStep', { errors: [fx.loadFailed] }),
    // opening: nothing kept or one child kept; fetched again after an add: the list as the server keeps it
    'xstate.done.actor.getEnrollmentTempStep': (snapshot) =>
      (snapshot.matches('refetchingList') ? [{ result: { dependents: contextOf(snapshot).dependents } }] : [fx.tempNone, fx.tempKept]).map((output) => ({
        type: 'xstate.done.actor.getEnrollmentTempStep',
        output,
      })),
    ...actorResults('validateSingleDependent', { answers: [fx.valid], errors: [fx.checkRefused, fx.tierRefused] }),
    ...actorResults('saveDependentInfoToTemp', { answers: [fx.tempSaved], errors: [fx.tempRefused] }),
    ...actorResults('saveDependentInfo', { answers: [fx.saved], errors: [fx.saveRefused] }),
    'user.answerSpouse': [
      { type: 'user.answerSpouse', answer: '' },
      { type: 'user.answerSpouse', answer: 'yes' },
      { type: 'user.answerSpouse', answer: 'no' },
    ],
    'user.enrollSpouse': [{ type: 'user.enrollSpouse' }],
    // the walks stop adding at two (the count's rules are the unit table's); the first add also breaks the household rules
    'user.addDependent': (snapshot) => {
      const context = contextOf(snapshot);
      if (context.dependents.length >= MAX_WALKED) return [];
      const next = nextRelationship(factsOf(context));
      return [
        { type: 'user.addDependent', values: next === 'spouse' ? dependentPeople.luis : dependentPeople.sofia, health: noHealth },
        { type: 'user.addDependent', values: emptyDependentForm },
        ...(context.dependents.length === 0 && next ? [{ type: 'user.addDependent' as const, values: householdBreakers[next], health: noHealth }] : []),
      ];
    },
    'user.editDependent': (snapshot) => {
      const { dependents, editIndex } = contextOf(snapshot);
      const last = dependents.length - 1;
      if (last < 0) return [];
      if (editIndex === null) return [{ type: 'user.editDependent', index: last }];
      return last > 0 ? [{ type: 'user.editDependent', index: editIndex === 0 ? last : 0 }] : [];
    },
    // the edited one with its SSN entered (a masked one made whole), with its first name cleared, or born when the household rules refuse (both refused)
    'user.updateDependent': (snapshot) => {
      const { dependents, editIndex } = contextOf(snapshot);
      const relationship = dependents[editIndex ?? 0]?.primary_info.relationship === 'spouse' ? 'spouse' : 'child';
      const values = relationship === 'spouse' ? dependentPeople.luis : dependentPeople.sofia;
      return [
        { type: 'user.updateDependent', values, health: noHealth },
        { type: 'user.updateDependent', values: { ...values, first_name: '' } },
        { type: 'user.updateDependent', values: householdBreakers[relationship], health: noHealth },
      ];
    },
    'user.cancelEdit': [{ type: 'user.cancelEdit' }],
    'user.deleteDependent': (snapshot) => (contextOf(snapshot).dependents.length > 0 ? [{ type: 'user.deleteDependent', index: 0 }] : []),
    'user.retrySave': [{ type: 'user.retrySave' }],
    'step.save': [{ type: 'step.save', values: {} }],
    'step.saveLater': [{ type: 'step.saveLater', values: {} }],
  } satisfies EventCases,
  // the tier facts, the list's relationships (and whether each is whole), the stash, the edit and the form checked
  relevantContext: (context: DependentStepContext) => ({
    tier: context.tier,
    premier: context.premier,
    health: context.healthRequired,
    answer: context.spouseAnswer,
    list: context.dependents.map((dependent) => `${dependent.primary_info.relationship}:${dependent.primary_info.ssn.startsWith('*') ? 'masked' : 'whole'}`),
    stashed: context.stashed.length,
    editing: context.editIndex,
    pending: context.pending === null ? null : context.pending.primary_info.first_name !== '',
  }),
  requests: {
    getMoreRequirement: 'getMoreRequirement',
    getEnrollmentTempInfo: 'getEnrollmentTempInfo',
    getFormFieldsDependentPrimaryInfo: 'getFormFieldsDependentPrimaryInfo',
    checkTabRequired: 'checkTabRequired',
    getHealthQuestionsDependentInfo: 'getHealthQuestionsDependentInfo',
    getDependentsExistingUserEnrollment: 'getDependentsExistingUserEnrollment',
    getEnrollmentTempStep: 'getEnrollmentTempStep',
    validateSingleDependent: 'validateSingleDependent',
    saveDependentInfoToTemp: 'saveDependentInfoToTemp',
    saveDependentInfo: 'saveDependentInfo',
  },
};
