import type { MachineLabels } from '../machine.labels.ts';
import { stepProtocolEventLabels } from './step-protocol.labels.ts';

/** Review & Confirmation, in the spec's words: what the studio shows for each state (by its path), event, guard and actor. */
export const reviewStepLabels: MachineLabels = {
  states: {
    loadingCart: 'Loading the cart',
    loadingNotes: 'Loading the notes',
    loadingSections: 'Loading the sections to review',
    ready: 'Review & Confirmation',
    'ready.idle': 'Idle',
    'ready.loadingDetails': 'Loading the plan\'s details',
    'ready.showingDetails': 'View Details modal',
    'ready.refused': 'Review: steps to fix',
    deletingDependents: 'Removing the dependents no plan covers',
    saving: 'Saving',
    failed: 'Review error modal',
    saved: 'Saved',
  },
  events: {
    ...stepProtocolEventLabels,
    'user.viewDetails': 'Views a plan\'s details',
    'user.closeDetails': 'Closes the details',
    'user.dismissError': 'Dismisses the message',
  },
  guards: {
    hasNoDependents: 'No dependents listed',
    isReviewCard: 'A card on the review',
    isRefusedWithStepFailures: 'Refused, naming steps to fix',
  },
  actors: {
    getPlanCart: 'Loading the cart',
    getEnrollmentReviewInfo: 'Loading the enrollment to review',
    loadSections: 'Loading sections',
    loadDetails: 'Loading details',
    deleteDependentInIO: 'Removing the dependents (Member Only tier)',
    saveReviewInfo: 'Saving the review',
  },
};
