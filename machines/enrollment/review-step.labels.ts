import type { MachineLabels } from '../machine.labels.ts';
import { stepProtocolEventLabels } from './step-protocol.labels.ts';

/** Review & Confirmation, in the spec's words: what the studio shows for each state (by its path), event, guard and actor. */
export const reviewStepLabels: MachineLabels = {
  states: {
    loadingCart: 'Loading cart',
    loadingNotes: 'Loading notes',
    loadingSections: 'Loading sections',
    ready: 'Review & Confirmation',
    'ready.idle': 'Idle',
    'ready.loadingDetails': 'Loading details',
    'ready.showingDetails': 'View Details modal',
    'ready.refused': 'Review: steps to fix',
    deletingDependents: 'Deleting dependents',
    saving: 'Saving',
    failed: 'Review error modal',
    saved: 'Saved',
  },
  events: {
    ...stepProtocolEventLabels,
    'user.viewDetails': 'View details',
    'user.closeDetails': 'Close details',
    'user.dismissError': 'Dismiss error',
  },
  guards: {
    hasNoDependents: 'Has no dependents',
    isReviewCard: 'Review card?',
    isRefusedWithStepFailures: 'Refused with step failures?',
  },
  actors: {
    getPlanCart: 'Loading plan cart',
    getEnrollmentReviewInfo: 'Loading enrollment review information',
    loadSections: 'Loading sections',
    loadDetails: 'Loading details',
    deleteDependentInIO: 'Deleting dependent in IO',
    saveReviewInfo: 'Saving review information',
  },
};
