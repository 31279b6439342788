import type { MachineLabels } from '../machine.labels.ts';
import { stepProtocolEventLabels } from './step-protocol.labels.ts';

/** Server-driven form step (Personal, Contact Information), in the spec's words: what the studio shows for each state (by its path), event, guard and actor. */
export const formStepLabels: MachineLabels = {
  states: {
    loading: 'Loading',
    loadingGroupInfo: 'Group\'s info',
    unavailable: 'Step could not load',
    loadingOptions: 'Loading options',
    editing: 'Form',
    lookingUpZip: 'Zip lookup',
    checkingEnrollerCode: 'Checking enroller code',
    checkingMember: 'Checking member',
    saving: 'Saving',
    saved: 'Saved',
  },
  events: {
    ...stepProtocolEventLabels,
    'user.zip': 'Zip code',
  },
  guards: {
    hasNoSavedEmployerInfo: 'Has no saved employer information',
    valuesAreValid: 'Values are valid',
    zipIsComplete: 'Zip code is complete',
    enrollerCodeMissing: 'Enroller code missing',
    checksExistingMember: 'Checks existing member',
    hasCheckErrors: 'Has check errors',
    namesFields: 'Names fields',
  },
  actors: {
    loadFields: 'Loading fields',
    loadGroupInfo: 'Loading group information',
    loadOptions: 'Loading options',
    lookupZip: 'Looking up zip code',
    checkMemberValues: 'Checking member values',
    saveFields: 'Saving fields',
  },
};
