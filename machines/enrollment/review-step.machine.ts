import { assertEvent, assign, sendParent, setup } from 'xstate';
import { stepFailuresOf, textFieldsOf, type DataOf, type StepData, type StepFailure, type TabName } from '../../contract/index.ts';
import { sharedActions } from '../shared/effects.ts';
import { endpointActor, notProvidedActor } from '../shared/not-provided.ts';
import { stepReplies, type StepDetails, type StepInput, type StepOutput, type StepRequest } from './step-protocol.ts';

export interface ReviewContext {
  tempId: string;
  steps: TabName[];
  /** The sections Review shows, in order (computed once from the steps: `reviewCards`). */
  cards: TabName[];
  cart: DataOf<'getPlanCart'> | null;
  notes: string;
  /** What each card's step saved, shown on the page in its section (loaded once with the review). */
  sections: Partial<Record<TabName, StepDetails>> | null;
  /** The card whose View Details modal is open, and what it shows (by the step's kind). */
  details: { tab: TabName; shows: StepDetails } | null;
  detailsTab: TabName | null;
  /** What the server's submit check found wrong, step by step (shown in ready.refused). */
  failures: StepFailure[];
  /** The step just changed (or left unsaved) from this review's Change: its section takes the focus. */
  returnedFrom: TabName | null;
}

export type ReviewEvent =
  | StepRequest
  | { type: 'user.viewDetails'; tab: TabName }
  | { type: 'user.closeDetails' }
  | { type: 'user.dismissError' };

/** The review cards (spec 3 §2.3): one per step except review itself, and Agreement always. */
export const reviewCards = (stepList: readonly TabName[]): TabName[] => [
  ...stepList.filter((tab) => tab !== 'review_info' && tab !== 'agreement_info'),
  'agreement_info',
];

const notesOf = (values: StepRequest['values']) => textFieldsOf(values).additional_notes ?? '';

/**
 * Review & Confirmation (spec 3 §2.3, §4.2) as check your answers (issue 28 item 3): a section per
 * card with what its step saved (issue 16 item 6), its Change (the engine opens the step) and View
 * Details (the step's saved values, read-only; Edit Details goes to the engine), the cart summary
 * and additional notes; the section of the step just left (`returnedFrom`) takes the focus. Saving calls
 * delete-dependent-in-IO first when the enrollment has no dependents step, then save-review-info;
 * success clears first_track, the spouse-accept flag and the cart count. A refusal that names steps
 * (the server's submit check, issue 23 §6) lists them above the review, each opening its step; any
 * other failure opens the review error modal.
 */
export const reviewStepMachine = setup({
  types: {
    input: {} as StepInput,
    context: {} as ReviewContext,
    events: {} as ReviewEvent,
    output: {} as StepOutput,
  },
  actors: {
    getPlanCart: endpointActor('getPlanCart'),
    getEnrollmentReviewInfo: endpointActor('getEnrollmentReviewInfo'),
    /** What View Details shows of a step: its saved fields, list entries or health answers. */
    loadDetails: notProvidedActor<StepDetails, { enrollment_id: string; tab: TabName }>('loadDetails'),
    /** What every card's step saved, by tab, for the sections on the page (issue 16 item 6). */
    loadSections: notProvidedActor<Partial<Record<TabName, StepDetails>>, { enrollment_id: string; tabs: TabName[] }>('loadSections'),
    deleteDependentInIO: endpointActor('deleteDependentInIO'),
    saveReviewInfo: endpointActor('saveReviewInfo'),
  },
  guards: {
    hasNoDependents: ({ context }) => !context.steps.includes('dependent_info'),
    /** save-review-info answered 422 naming steps: the enrollment does not hold together there. */
    isRefusedWithStepFailures: (_, { error }: { error: unknown }) => stepFailuresOf(error).length > 0,
    isReviewCard: ({ context, event }) => {
      assertEvent(event, 'user.viewDetails');
      return context.cards.includes(event.tab);
    },
  },
  actions: {
    ...sharedActions,
    showCart: assign((_, { cart }: { cart: DataOf<'getPlanCart'> }) => ({ cart })),
    showNotes: assign((_, { notes }: { notes: string }) => ({ notes })),
    showSections: assign((_, { sections }: { sections: Partial<Record<TabName, StepDetails>> }) => ({ sections })),
    keepNotes: assign(({ event }) => {
      assertEvent(event, 'step.save');
      return { notes: notesOf(event.values) };
    }),
    openDetails: assign(({ event }) => {
      assertEvent(event, 'user.viewDetails');
      return { detailsTab: event.tab, details: null };
    }),
    showDetails: assign(({ context }, { shows }: { shows: StepDetails }) => ({ details: { tab: context.detailsTab!, shows } })),
    closeDetails: assign({ details: null, detailsTab: null }),
    showFailures: assign((_, { error }: { error: unknown }) => ({ failures: stepFailuresOf(error) })),
    tellRejected: sendParent(stepReplies.rejected),
    handOverDraft: sendParent((_, { data }: { data: StepData }) => stepReplies.draft(data)),
  },
}).createMachine({
  id: 'reviewStep',
  context: ({ input }) => ({ tempId: input.tempId, steps: input.steps, cards: reviewCards(input.steps), cart: null, notes: '', sections: null, details: null, detailsTab: null, failures: [], returnedFrom: input.returnedFrom ?? null }),
  // Save & Continue Later keeps the notes as they stand (review has no checks of its own); the
  // error modal's own Save and Continue Later closes the modal first, so review answers from ready
  initial: 'loadingCart',
  states: {
    loadingCart: {
      tags: ['loading'],
      on: { 'step.saveLater': { actions: { type: 'handOverDraft', params: ({ event }) => ({ data: { additional_notes: notesOf(event.values) } }) } } },
      invoke: {
        id: 'getPlanCart',
        src: 'getPlanCart',
        input: ({ context }) => ({ enrollment_id: context.tempId }),
        onDone: { target: 'loadingNotes', actions: { type: 'showCart', params: ({ event }) => ({ cart: event.output }) } },
        onError: { target: 'loadingNotes', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadingNotes: {
      tags: ['loading'],
      on: { 'step.saveLater': { actions: { type: 'handOverDraft', params: ({ event }) => ({ data: { additional_notes: notesOf(event.values) } }) } } },
      invoke: {
        id: 'getEnrollmentReviewInfo',
        src: 'getEnrollmentReviewInfo',
        input: ({ context }) => ({ enrollment_id: context.tempId, column: 'review_info' as const }),
        onDone: { target: 'loadingSections', actions: { type: 'showNotes', params: ({ event }) => ({ notes: event.output.result.additional_notes }) } },
        onError: { target: 'loadingSections', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // the sections on the page; without them the cards' View Details still show each step
    loadingSections: {
      tags: ['loading'],
      on: { 'step.saveLater': { actions: { type: 'handOverDraft', params: ({ event }) => ({ data: { additional_notes: notesOf(event.values) } }) } } },
      invoke: {
        id: 'loadSections',
        src: 'loadSections',
        input: ({ context }) => ({ enrollment_id: context.tempId, tabs: context.cards }),
        onDone: { target: 'ready', actions: { type: 'showSections', params: ({ event }) => ({ sections: event.output }) } },
        onError: { target: 'ready', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    ready: {
      meta: { title: 'Review & Confirmation', shows: 'a section per step with what it saved, its Change and View Details; the cart summary, additional notes' },
      initial: 'idle',
      on: {
        // an open View Details closes as the review is sent
        'step.save': [
          { guard: 'hasNoDependents', target: 'deletingDependents', actions: ['keepNotes', 'closeDetails'] },
          { target: 'saving', actions: ['keepNotes', 'closeDetails'] },
        ],
        'step.saveLater': { actions: { type: 'handOverDraft', params: ({ event }) => ({ data: { additional_notes: notesOf(event.values) } }) } },
      },
      states: {
        idle: {
          on: { 'user.viewDetails': { guard: 'isReviewCard', target: 'loadingDetails', actions: 'openDetails' } },
        },
        loadingDetails: {
          tags: ['loadingDetails'],
          invoke: {
            id: 'loadDetails',
            src: 'loadDetails',
            input: ({ context }) => ({ enrollment_id: context.tempId, tab: context.detailsTab! }),
            onDone: { target: 'showingDetails', actions: { type: 'showDetails', params: ({ event }) => ({ shows: event.output }) } },
            onError: { target: 'showingDetails', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        showingDetails: {
          meta: { title: 'View Details modal', shows: "the step's saved values, read-only, and Edit Details" },
          on: { 'user.closeDetails': { target: 'idle', actions: 'closeDetails' } },
        },
        // the engine opens a step named here (user.editDetails); after its save it comes back to review
        refused: {
          tags: ['refused'],
          meta: {
            title: 'Review: steps to fix',
            shows: 'a box above the review that takes focus, listing what is wrong in each step named, each with a link that opens that step',
          },
          on: { 'user.viewDetails': { guard: 'isReviewCard', target: 'loadingDetails', actions: 'openDetails' } },
        },
      },
    },
    deletingDependents: {
      tags: ['saving'],
      invoke: {
        id: 'deleteDependentInIO',
        src: 'deleteDependentInIO',
        input: ({ context }) => ({ enrollment_id: context.tempId }),
        onDone: { target: 'saving' },
        onError: { target: 'failed', actions: [{ type: 'logFailure', params: ({ event }) => ({ error: event.error }) }, 'tellRejected'] },
      },
    },
    saving: {
      tags: ['saving'],
      invoke: {
        id: 'saveReviewInfo',
        src: 'saveReviewInfo',
        input: ({ context }) => ({ enrollment_id: context.tempId, additional_notes: context.notes, first_enroll: 1 as const }),
        onDone: {
          target: 'saved',
          actions: [{ type: 'removeStoredValues', params: { keys: ['first_track', 'isSpouseEnrollAccept', 'cartCount'] } }, 'refreshMenuAndCart'],
        },
        onError: [
          {
            guard: { type: 'isRefusedWithStepFailures', params: ({ event }) => ({ error: event.error }) },
            target: 'ready.refused',
            actions: [{ type: 'showFailures', params: ({ event }) => ({ error: event.error }) }, 'tellRejected'],
          },
          { target: 'failed', actions: [{ type: 'logFailure', params: ({ event }) => ({ error: event.error }) }, 'tellRejected'] },
        ],
      },
    },
    failed: {
      meta: { title: 'Review error modal', shows: "'Something went wrong. Please save your enrollment.' with Save and Continue Later" },
      on: {
        'user.dismissError': { target: 'ready' },
        'step.save': [
          { guard: 'hasNoDependents', target: 'deletingDependents', actions: 'keepNotes' },
          { target: 'saving', actions: 'keepNotes' },
        ],
      },
    },
    saved: { type: 'final' },
  },
  output: ({ context }) => ({ tab: 'review_info', data: { additional_notes: context.notes } }),
});
