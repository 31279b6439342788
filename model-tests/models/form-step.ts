import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { quoteMessages, type TabName } from '../../contract/index.ts';
import { formStepOf } from '../../machines/enrollment/steps/index.ts';
import { enrollerCodeMachine } from '../../machines/shared/enroller-code/enroller-code.machine.ts';
import { formStepMachine, type FormStepContext } from '../../machines/enrollment/form-step.machine.ts';
import type { StepInput } from '../../machines/enrollment/step-protocol.ts';
import {
  actorResults,
  apiFailure,
  dataOf,
  doneEvent,
  enrollmentFixtures as f,
  errorEvent,
  formFixtureOf,
  memberChecksPassed,
  noopAppActions,
  type EventCases,
  type MachineModel,
} from '../lib/index.ts';

const STEPS: TabName[] = ['primary_info', 'contact_info', 'review_info'];
const stepInput = (tab: TabName, stored: StepInput['stored'] = {}, steps: TabName[] = STEPS): StepInput => ({ tempId: 'TE1', tab, stored, steps });
const failure = apiFailure('Server error', [], 500);
/** validate-zip-code refusing a zip it does not know. */
export const zipNotFound = apiFailure('The given data was invalid.', [{ target_element: 'zip', error_message: quoteMessages.zipInvalid }], 422);

/**
 * Employer's definitions while the step keeps nothing (nothing saved, no draft): no values but the
 * server's unchecked USPS box. The fixture's own definitions are a step that keeps its employer.
 */
export const employerKeepingNothing = formFixtureOf('employer_info').fields.map((field) => ({ ...field, value: field.field_name === 'with_validation' ? '0' : null }));
/** Acme's get-group-info (docs/demo-data.md): what prefills an employer step that keeps nothing. */
export const acmeGroupInfo = dataOf('getGroupInfo', {
  general_info: { group_name: 'Acme Benefits', group_phone: '2125550142' },
  address_information: { address1: '100 Acme Plaza', city: 'New York', state: 'NY', zip: '10001' },
});

/** The scenarios by name (the UI walk's expectation table says what each shows). */
export const formStepScenarios = {
  personal: { name: 'Personal, main site', input: stepInput('primary_info', { group_id: '1000' }) },
  personalAcme: { name: "Personal for Acme's administrator, enroller code missing", input: stepInput('primary_info', { group_id: '2556', eprocess: 'group' }) },
  contact: { name: 'Contact, new member', input: stepInput('contact_info') },
  contactMember: { name: 'Contact for an existing member', input: stepInput('contact_info', { enroll_type: 'existing-member' }) },
  employer: { name: 'Employer for Acme, a group enrollment', input: stepInput('employer_info', { group_id: '2556' }, ['primary_info', 'contact_info', 'employer_info', 'review_info']) },
} as const;
export type FormStepScenario = keyof typeof formStepScenarios;

/** The walked tab's fixtures (one form step machine serves every form tab). */
const fixtureIn = (snapshot: AnyMachineSnapshot) => formFixtureOf((snapshot.context as FormStepContext).tab);
/** Cases chosen by the tab the step serves. */
const byTab = (cases: (fixture: ReturnType<typeof formFixtureOf>) => readonly AnyEventObject[]) => (snapshot: AnyMachineSnapshot) => cases(fixtureIn(snapshot));

/**
 * What Save & Continue Later hands the step: the engine asks only while it is not saving (the step
 * is then not checking or saving), and what the screen holds: nothing while the form is not there
 * (loading, could not load), else the form's values as typed, here the bad ones (a draft keeps
 * what was typed, right or wrong).
 */
const saveLaterCases = (snapshot: AnyMachineSnapshot): AnyEventObject[] => {
  if (snapshot.hasTag('saving') || snapshot.status !== 'active') return [];
  const formShown = snapshot.matches('editing') || snapshot.matches('lookingUpZip');
  return [{ type: 'step.saveLater', values: formShown ? fixtureIn(snapshot).values.invalid : {} }];
};

/**
 * The one form step machine over Personal Information (the main site; Acme, whose enroller code is
 * missing), Contact Information (a new member; an existing member, whose e-mail and phone are
 * checked first) and Employer Information (keeping its employer, or nothing: then the group's info
 * prefills it, or fails to load): its fields and choices loaded or not; Next with bad and good values; the existing
 * member checks passing, refusing or unavailable; the save accepted, refused at a field or failing;
 * typing that brings a conditional field into play and takes it out (Personal's prior carrier);
 * Save & Continue Later handing over the form's values. Each tab's answers are its fixtures.
 */
export const formStepModel: MachineModel = {
  id: formStepMachine.id,
  // walked alone, without the engine to tell of a refusal or to hand a draft to (the engine's own tests cover those)
  machine: formStepMachine.provide({ actions: { tellRejected: () => undefined, tellRefused: () => undefined, handOverDraft: () => undefined } }),
  scenarios: Object.values(formStepScenarios),
  events: {
    // the definitions with what the step keeps; Employer also keeping nothing (the group's info follows)
    [doneEvent('loadFields')]: (snapshot: AnyMachineSnapshot) => [
      { type: doneEvent('loadFields'), output: { result: fixtureIn(snapshot).fields } },
      ...(formStepOf((snapshot.context as FormStepContext).tab)?.calls.groupInfo ? [{ type: doneEvent('loadFields'), output: { result: employerKeepingNothing } }] : []),
    ],
    [errorEvent('loadFields')]: [{ type: errorEvent('loadFields'), error: failure }],
    ...actorResults('loadGroupInfo', { answers: [acmeGroupInfo], errors: [failure] }),
    [doneEvent('loadOptions')]: byTab((fixture) => [{ type: doneEvent('loadOptions'), output: fixture.options }]),
    [errorEvent('loadOptions')]: [{ type: errorEvent('loadOptions'), error: failure }],
    // passing, or refusing as the tab's checks do
    [doneEvent('checkMemberValues')]: byTab((fixture) => [
      { type: doneEvent('checkMemberValues'), output: memberChecksPassed },
      ...(fixture.checkRefusal.length > 0 ? [{ type: doneEvent('checkMemberValues'), output: fixture.checkRefusal }] : []),
    ]),
    [errorEvent('checkMemberValues')]: [{ type: errorEvent('checkMemberValues'), error: failure }],
    ...actorResults('saveFields', { answers: [f.saved] }),
    [errorEvent('saveFields')]: byTab((fixture) => [
      { type: errorEvent('saveFields'), error: fixture.refusal },
      { type: errorEvent('saveFields'), error: failure },
    ]),
    'step.save': byTab((fixture) => [
      { type: 'step.save', values: fixture.values.invalid },
      { type: 'step.save', values: fixture.values.valid },
    ]),
    'step.saveLater': saveLaterCases,
    // typing in the form: values that bring a conditional field into play, then the ones that take it out again
    'user.typed': (snapshot: AnyMachineSnapshot) => {
      const { values } = fixtureIn(snapshot);
      return snapshot.matches('editing') && values.revealing
        ? [values.revealing, values.valid].map((typed) => ({ type: 'user.typed', values: typed }))
        : [];
    },
    // the zip edited (steps whose descriptor looks the zip up): complete, or cut short; while one is
    // looked up, another complete zip typed over it
    'user.zip': (snapshot: AnyMachineSnapshot) =>
      formStepOf((snapshot.context as FormStepContext).tab)?.zipLookup
        ? [
            { type: 'user.zip', zip: snapshot.matches('lookingUpZip') ? '60601' : '10001' },
            { type: 'user.zip', zip: '100' },
          ]
        : [],
    [doneEvent('lookupZip')]: [{ type: doneEvent('lookupZip'), output: { state: 'NY' } }],
    [errorEvent('lookupZip')]: [{ type: errorEvent('lookupZip'), error: zipNotFound }],
  } satisfies EventCases,
  requests: {},
  // the popup is the real enroller-code machine, idle: Acme's code stays missing
  actors: { enrollerCode: enrollerCodeMachine.provide({ actions: noopAppActions }) },
};
