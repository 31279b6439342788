import type { MachineLabels } from '../machine.labels.ts';
import { stepProtocolEventLabels } from './step-protocol.labels.ts';

/** Server-driven form step (Personal, Contact Information), in the spec's words: what the studio shows for each state (by its path), event, guard and actor. */
export const formStepLabels: MachineLabels = {
  states: {
    loading: 'Loading',
    loadingGroupInfo: 'Loading the group\'s details',
    unavailable: 'Step could not load',
    loadingOptions: 'Loading the choices of the fields',
    editing: 'Form',
    lookingUpZip: 'Zip lookup',
    checkingEnrollerCode: 'Checking the enroller code',
    checkingMember: 'Checking the member\'s e-mail and phone',
    saving: 'Saving',
    saved: 'Saved',
  },
  events: {
    ...stepProtocolEventLabels,
    'user.zip': 'Zip code',
    'user.typed': 'A field typed in or chosen',
  },
  guards: {
    hasNoSavedEmployerInfo: 'No employer details were saved yet',
    valuesAreValid: 'Every field is valid',
    zipIsComplete: 'Zip code is complete',
    changesFieldsInPlay: 'What was typed shows or hides a field (Prior Carrier Name, Other Ethnic Group)',
    enrollerCodeMissing: 'The enroller code is required and missing',
    checksExistingMember: 'A current member\'s e-mail and phone are checked',
    hasCheckErrors: 'The check found errors',
    namesFields: 'The server named the fields it refused',
  },
  actors: {
    loadFields: 'Loading fields',
    loadGroupInfo: 'Loading group information',
    loadOptions: 'Loading options',
    lookupZip: 'Looking up zip code',
    checkMemberValues: 'Checking member values',
    saveFields: 'Saving the step',
  },
};
