import type { MachineLabels } from '../machine.labels.ts';
import { stepProtocolEventLabels } from './step-protocol.labels.ts';

/** Primary Health Questions, in the spec's words: what the studio shows for each state (by its path), event, guard and actor. */
export const healthStepLabels: MachineLabels = {
  states: {
    starting: 'Starting',
    loadingExisting: 'Loading existing',
    savingExisting: 'Saving existing',
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
    loadsExisting: 'Loads existing',
    hasExistingInfo: 'Has existing information',
    allAnswered: 'All answered',
    answersAreValid: 'Answers are valid',
    namesFields: 'Names fields',
  },
  actors: {
    getExistingPrimaryHealthInfo: 'Loading existing primary health information',
    savePrimaryHealthInfo: 'Saving primary health information',
    getHealthQuestionsPrimaryHealthInfo: 'Loading health questions primary health information',
  },
};
