import type { MachineLabels } from '../machine.labels.ts';
import { stepProtocolEventLabels } from './step-protocol.labels.ts';

/** Primary Health Questions, in the spec's words: what the studio shows for each state (by its path), event, guard and actor. */
export const healthStepLabels: MachineLabels = {
  states: {
    starting: 'Starting',
    loadingExisting: 'Loading the member\'s health answers',
    savingExisting: 'Saving the member\'s health answers',
    loading: 'Loading',
    unavailable: 'Step could not load',
    editing: 'Primary Health Questions',
    saving: 'Saving',
    saved: 'Saved',
  },
  events: {
    ...stepProtocolEventLabels,
  },
  guards: {
    loadsExisting: 'A current member\'s answers are loaded',
    hasExistingInfo: 'Saved answers exist',
    allAnswered: 'Every question is answered',
    answersAreValid: 'Every answer is valid',
    namesFields: 'The server named the questions it refused',
  },
  actors: {
    getExistingPrimaryHealthInfo: 'Loading the member\'s health answers',
    savePrimaryHealthInfo: 'Saving the health answers',
    getHealthQuestionsPrimaryHealthInfo: 'Loading the health questions',
  },
};
