import type { SnapshotFrom } from 'xstate';
import type { GroupInfo } from '../../contract/index.ts';
import type { formStepMachine } from '../../machines/enrollment/form-step.machine.ts';
import type { FormStepScenario } from '../models/form-step.ts';
import { editableStep, loadingStep, savingStep, stepTitles, type WizardButtons } from './wizard.ts';

/**
 * What a form step's screen shows (spec 2 §2 Personal, Contact and Employer Information, §4, §5, §8), per
 * state of the form step machine, per scenario and per refusal: written from the spec, word for
 * word. The UI walk compares the screen with this table and with what the path's events carried
 * (the fixtures: loaded fields and choices, values typed), never with the machine's context.
 */

/** checkingEnrollerCode is transient: the step never rests there. */
type FormStepState = Exclude<SnapshotFrom<typeof formStepMachine>['value'], 'checkingEnrollerCode'>;

export type FormStepScreen =
  /** The step's spinner: no form yet. */
  | { shows: 'spinner'; label: string; buttons: WizardButtons }
  /** The fields could not load: a message instead of the form. */
  | { shows: 'message'; message: string; buttons: WizardButtons }
  /** The form: each field in play with its value and its message, the failure naming no field. */
  | { shows: 'form'; buttons: WizardButtons }
  /** Saved: the wizard moves to the next step (spec 2 §4 'Steps advance on successful save'), this one progressed. */
  | { shows: 'next step' };

export const formStepScreens = {
  loading: { shows: 'spinner', label: 'Loading your information', buttons: loadingStep },
  // Employer keeping nothing asks the group's info before the form shows (spec 2 §4)
  loadingGroupInfo: { shows: 'spinner', label: 'Loading your information', buttons: loadingStep },
  loadingOptions: { shows: 'spinner', label: 'Loading your information', buttons: loadingStep },
  unavailable: { shows: 'message', message: 'This step could not be loaded. Please go back and try again.', buttons: editableStep },
  editing: { shows: 'form', buttons: editableStep },
  // Employer's zip looks up its state (spec 2 §4): the form stays as it is meanwhile
  lookingUpZip: { shows: 'form', buttons: editableStep },
  // the existing-user checks run as part of the save (spec 2 §5 'checked by external validation first')
  checkingMember: { shows: 'form', buttons: savingStep },
  saving: { shows: 'form', buttons: savingStep },
  saved: { shows: 'next step' },
} as const satisfies Record<FormStepState, FormStepScreen>;

/** Each scenario's step, what comes after it, and whether it offers the enroller code (spec 2 §2, §5, §9: groups 2556 and 2512). */
export const formStepScenarioScreens: Record<FormStepScenario, { title: string; after: string; enrollerCode: boolean }> = {
  personal: { title: stepTitles.primary_info, after: stepTitles.contact_info, enrollerCode: false },
  personalAcme: { title: stepTitles.primary_info, after: stepTitles.contact_info, enrollerCode: true },
  contact: { title: stepTitles.contact_info, after: stepTitles.review_info, enrollerCode: false },
  contactMember: { title: stepTitles.contact_info, after: stepTitles.review_info, enrollerCode: false },
  employer: { title: stepTitles.employer_info, after: stepTitles.review_info, enrollerCode: false },
};

/**
 * Employer keeping nothing (spec 2 §3, §4): the group's info prefills name from
 * general_info.group_name, phone from general_info.group_phone, and address1, city, state and zip
 * from address_information. A part the group has none of (null) prefills nothing.
 */
export const groupPrefillShown = ({ general_info, address_information }: GroupInfo): Record<string, string> => ({
  ...(general_info && { name: general_info.group_name, phone: general_info.group_phone }),
  ...(address_information && {
    address1: address_information.address1,
    city: address_information.city,
    state: address_information.state,
    zip: address_information.zip,
  }),
});

/** The Enter Enroller Code popup's button and Next's reminder (spec 2 §2, §5). */
/** The gate's words; Next's message shows in the step's error summary (issue 28 item 2: GOV.UK's 'There is a problem'), a link to the button. */
export const enrollerCodeWords = { button: 'Enter Enroller Code', required: 'Enroller code is required', summaryTitle: 'There is a problem' } as const;

/**
 * The messages at their fields, by tab: Next with the fixture's bad values (spec 2 §5), the
 * save refused at a field (spec 2 §8: beside the named field), the existing-user checks refusing
 * (spec 2 §8: 'Email Already Exists.' as a field message). A failure naming no field shows the
 * server's own message.
 */
export const formStepMessages = {
  primary_info: {
    /** No marital status, SSN '1234'. */
    badValues: { marital_status: 'Field is required', ssn: 'Invalid Social Security Number' },
    refused: { ssn: 'Invalid Social Security Number' },
    checkRefused: {},
  },
  contact_info: {
    /** E-mail 'ana@', phone '212'. */
    badValues: { email_address: 'Email is not in correct format', phone_number: 'Invalid phone number' },
    // the save refusing an address that cannot receive mail (the reference server's words, docs/reference-server.md)
    refused: { email_address: 'This e-mail address cannot receive mail. Please enter another e-mail address.' },
    checkRefused: { email_address: 'Email Already Exists.' },
  },
  employer_info: {
    /** Employment status R, employees left blank (spec 2 §5; the count takes digits only). */
    badValues: { employment_status: 'You cannot proceed with retired employer', emp_num_employed: 'Field is required' },
    refused: { zip: 'Invalid Zip code' },
    checkRefused: {},
  },
} satisfies Record<string, Record<'badValues' | 'refused' | 'checkRefused', Record<string, string>>>;

/**
 * The zip lookup (spec 2 §4, Employer): a zip found fills the state and locks it; a zip not found
 * shows validate-zip-code's message at the zip and clears the state.
 */
export const zipLookupWords = { notFound: 'Invalid Zip code', incomplete: 'Enter 5 digit zip code' } as const;
