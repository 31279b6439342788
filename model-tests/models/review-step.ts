import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { TabName } from '../../contract/index.ts';
import { reviewCards, reviewStepMachine, type ReviewContext } from '../../machines/enrollment/review-step.machine.ts';
import type { StepDetails, StepInput } from '../../machines/enrollment/step-protocol.ts';
import { actorResults, apiFailure, doneEvent, enrollmentFixtures as f, errorEvent, type EventCases, type MachineModel } from '../lib/index.ts';

const input = (steps: StepInput['steps']): StepInput => ({ tempId: 'TE1', tab: 'review_info', stored: {}, steps });
const failure = apiFailure('Enrollment not found', [{ target_element: 'enrollment_id', error_message: 'Enrollment not found' }], 422);

/**
 * The submit check's refusal (issue 23 §6): a 422 naming steps. Contact is a step of every
 * scenario (its link opens it); Billing is none of theirs (its message shows without a link).
 */
export const stepRefusal = apiFailure('Please check Contact Information, Billing Information before submitting the enrollment', [
  { target_element: 'contact_info', error_message: 'Contact Information is not completed. Open it, fill it in and save it.' },
  { target_element: 'billing_info', error_message: 'Billing Information is not completed. Open it, fill it in and save it.' },
], 422);

/** The scenarios by name (the UI walk's expectation table says which cards each shows). */
export const reviewScenarios = {
  short: { name: 'Personal, Contact, Review', input: input(['primary_info', 'contact_info', 'review_info']) },
  long: { name: 'with health questions and dependents', input: input(['primary_info', 'contact_info', 'primary_health_info', 'dependent_info', 'review_info']) },
  // the tabs as get-dynamic-tabs names them (contract tabNameSchema): beneficiary_info, whose
  // temp-info column and save-later tab are spelled benificiary_info
  employer: { name: 'with employer and beneficiaries', input: input(['primary_info', 'contact_info', 'employer_info', 'beneficiary_info', 'review_info']) },
} as const;
export type ReviewScenario = keyof typeof reviewScenarios;

const detail = (field_name: string, value: string | null) => ({ field_name, value });

const field = (field_name: string, value: string | null, required: 0 | 1 = 1) => ({ field_name, value, required, read_only: 0 as const });

/**
 * What View Details answers for each card the walks open, each kind: Personal's saved fields (the
 * empty middle name left out on screen); Employer's, by its own labels with codes to name; two
 * dependents and two beneficiaries as lists; and health answers with a standard question, a
 * question of the condition layout (146) and a no. Each yes also carries a field of the other
 * layout, which its layout leaves out.
 */
export const reviewDetails = {
  primary_info: {
    kind: 'fields',
    fields: [
      { field_name: 'first_name', value: 'Ana', required: 1, read_only: 0 },
      { field_name: 'middle_name', value: null, required: 0, read_only: 0 },
      { field_name: 'last_name', value: 'Reyes', required: 1, read_only: 0 },
      { field_name: 'birthdate', value: '04/12/1988', required: 1, read_only: 1 },
      { field_name: 'gender', value: '1', required: 1, read_only: 1 },
    ],
  },
  employer_info: {
    kind: 'fields',
    tab: 'employer_info',
    fields: [
      field('name', 'Acme Benefits'),
      field('phone', '2125550142'),
      field('address1', '100 Acme Plaza'),
      field('address2', null, 0),
      field('city', 'New York'),
      field('state', 'NY'),
      field('zip', '10001'),
      field('average_work_week', '40'),
      field('employment_start_date', '01/15/2020'),
      field('occupation', 'Engineer'),
      field('compensation_type', 'Salary'),
      field('employment_status', 'A'),
      field('with_validation', '1', 0),
      field('emp_industry', 'Logistics'),
      field('emp_num_employed', '250'),
      field('emp_vac_policy', 'W2'),
      field('emp_barg_unit', 'N'),
      field('holiday_policy', 'Standard_6,Birthday'),
    ],
  },
  // as the adapter answers the kept list: relationships by name, percentages with their sign
  beneficiary_info: {
    kind: 'list',
    items: [
      {
        title: 'Beneficiary 1: Luis Reyes',
        fields: [
          detail('first_name', 'Luis'),
          detail('middle_name', ''),
          detail('last_name', 'Reyes'),
          detail('birthdate', '06/14/1983'),
          detail('ssn', '987654321'),
          detail('relationship', 'Spouse'),
          detail('beneficiary_percentage', '60%'),
        ],
      },
      {
        title: 'Beneficiary 2: Sofia Reyes',
        fields: [
          detail('first_name', 'Sofia'),
          detail('middle_name', 'Ana'),
          detail('last_name', 'Reyes'),
          detail('birthdate', '09/02/2012'),
          detail('ssn', '876543219'),
          detail('relationship', 'Child'),
          detail('beneficiary_percentage', '40%'),
        ],
      },
    ],
  },
  dependent_info: {
    kind: 'list',
    items: [
      { title: 'Spouse: Luis Reyes', fields: [detail('first_name', 'Luis'), detail('last_name', 'Reyes'), detail('birthdate', '02/03/1987'), detail('gender', '0')] },
      { title: 'Child: Sofia Reyes', fields: [detail('first_name', 'Sofia'), detail('last_name', 'Reyes'), detail('birthdate', '09/10/2015'), detail('gender', '1')] },
    ],
  },
  primary_health_info: {
    kind: 'health',
    answers: [
      {
        question_id: 12,
        question_text: 'Have you been treated for asthma in the last 5 years?',
        yes_no_flag: '1',
        details: [
          detail('health_condition', 'Asthma'),
          detail('date_of_onset', '03/01/2019'),
          detail('date_of_recovery', '06/01/2020'),
          detail('is_treatment', '0'),
          detail('is_medicate', '1'),
          detail('d_last_seen', '01/15/2024'),
          detail('symptoms', 'Shortness of breath'),
          detail('physician_name', 'Dr. Stray'),
        ],
      },
      {
        question_id: 146,
        question_text: 'Have you been diagnosed with a heart condition?',
        yes_no_flag: '1',
        details: [
          detail('condition', 'Arrhythmia'),
          detail('status', 'Controlled'),
          detail('last_seen_by_physician', '02/20/2024'),
          detail('date_of_recovery', '05/05/2023'),
          detail('physician_name', 'Dr. Ada Park'),
          detail('address', '1 Main St, New York'),
          detail('phone', '2125550199'),
          detail('symptoms', 'Palpitations'),
        ],
      },
      { question_id: 20, question_text: 'Do you use tobacco products?', yes_no_flag: '0', details: [] },
    ],
    withheld: false,
  },
} satisfies Partial<Record<TabName, StepDetails>>;

/** The health card's details to a session the server shows no health answers (a group administrator's, issue 24). */
export const withheldHealth = { kind: 'health', answers: [], withheld: true } as const satisfies StepDetails;
export type DetailedTab = keyof typeof reviewDetails;
const hasDetails = (tab: TabName): tab is DetailedTab => tab in reviewDetails;

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as ReviewContext;

/** What load-sections answers for a review: the details of each of its cards the model has (Contact and Agreement have none: their sections say nothing is saved). */
export const sectionsOf = (steps: readonly TabName[]): Partial<Record<TabName, StepDetails>> =>
  Object.fromEntries(reviewCards(steps).flatMap((tab) => (hasDetails(tab) ? [[tab, reviewDetails[tab]] as const] : [])));

/** The notes Next and Save & Continue Later carry: typed over the loaded ones. */
export const typedNotes = { save: 'Please call after 6 pm', saveLater: 'Weekends are best' };

/**
 * What Save & Continue Later hands the review: the engine asks while the review shows (not while it
 * saves), with the notes as the screen holds them: none while loading, else typed. Behind View
 * Details the wrapper's button cannot be reached (the ready state's answer is walked from idle);
 * behind the error modal the engine may still ask.
 */
const saveLaterCases = (snapshot: AnyMachineSnapshot): AnyEventObject[] => {
  if (snapshot.hasTag('loading')) return [{ type: 'step.saveLater', values: {} }];
  if (snapshot.matches({ ready: 'idle' }) || snapshot.matches({ ready: 'refused' }) || snapshot.matches('failed')) return [{ type: 'step.saveLater', values: { additional_notes: typedNotes.saveLater } }];
  return [];
};

/**
 * Review with and without dependents (with them, the health questions too; without, Employer and
 * Beneficiary): loads (the cart, the notes, every card's section), View Details of each card with details (each kind answered: fields, a list,
 * health answers, or health answers withheld from a group administrator's session) and of a step that has
 * no card, Close, the save (delete-dependent-in-IO first without dependents), its failure and retry,
 * its refusal naming steps (the submit check) and retry, Save & Continue Later.
 */
export const reviewStepModel: MachineModel = {
  id: reviewStepMachine.id,
  // walked alone, without the engine to tell of a refusal or to hand a draft to (the engine's own tests cover those)
  machine: reviewStepMachine.provide({ actions: { tellRejected: () => undefined, handOverDraft: () => undefined } }),
  scenarios: Object.values(reviewScenarios),
  events: {
    ...actorResults('getPlanCart', { answers: [f.cart], errors: [failure] }),
    ...actorResults('getEnrollmentReviewInfo', { answers: [f.reviewInfo], errors: [failure] }),
    // every card's section at once; a failure leaves the page without sections
    // with health questions, also as a group administrator's session reads them: the answers withheld
    [doneEvent('loadSections')]: (snapshot) => {
      const sections = sectionsOf(contextOf(snapshot).steps);
      return [sections, ...('primary_health_info' in sections ? [{ ...sections, primary_health_info: withheldHealth }] : [])].map((output) => ({ type: doneEvent('loadSections'), output }));
    },
    [errorEvent('loadSections')]: [{ type: errorEvent('loadSections'), error: failure }],
    // each card answers its own kind of details
    [doneEvent('loadDetails')]: (snapshot) => {
      const tab = contextOf(snapshot).detailsTab;
      if (!tab || !hasDetails(tab)) return [];
      return [reviewDetails[tab], ...(tab === 'primary_health_info' ? [withheldHealth] : [])].map((output) => ({ type: doneEvent('loadDetails'), output }));
    },
    [errorEvent('loadDetails')]: [{ type: errorEvent('loadDetails'), error: failure }],
    ...actorResults('deleteDependentInIO', { answers: [f.dependentsDeleted], errors: [failure] }),
    ...actorResults('saveReviewInfo', { answers: [f.reviewSaved], errors: [failure, stepRefusal] }),
    'step.save': [{ type: 'step.save', values: { additional_notes: typedNotes.save } }],
    'step.saveLater': saveLaterCases,
    // each card with details, and Billing, which is no step of these enrollments (no card)
    'user.viewDetails': (snapshot) => [
      ...contextOf(snapshot).steps.filter(hasDetails).map((tab) => ({ type: 'user.viewDetails', tab })),
      { type: 'user.viewDetails', tab: 'billing_info' },
    ],
    'user.closeDetails': [{ type: 'user.closeDetails' }],
    'user.dismissError': [{ type: 'user.dismissError' }],
  } satisfies EventCases,
  // which card's modal is open decides its details' answer
  relevantContext: (context: ReviewContext) => context.detailsTab,
  requests: {
    getPlanCart: 'getPlanCart',
    getEnrollmentReviewInfo: 'getEnrollmentReviewInfo',
    deleteDependentInIO: 'deleteDependentInIO',
    saveReviewInfo: 'saveReviewInfo',
  },
};
