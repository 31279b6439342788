import { assertEvent, assign, sendTo, setup, spawnChild, stopChild } from 'xstate';
import { isSubmittedReply, steps, type DataOf, type StepData, type TabConfig, type TabName } from '../../contract/index.ts';
import { RECEIPT_PATH, sharedActions } from '../shared/effects.ts';
import { endpointActor, notProvidedActor } from '../shared/not-provided.ts';
import type { StoredValues } from '../shared/storage.ts';
import { saveLaterMachine } from './save-later.machine.ts';
import { isConflict, isNotKept, isTooLarge, type SaveRefusal } from './save-refusal.ts';
import { NEXT_AVAILABLE, type NextAvailability, type StepDoneEvent, type StepInput, type StepReply, type StepRequest } from './step-protocol.ts';
import { kindOf, stepKindLogic } from './step-registry.ts';
import { buildStepList, keptSteps, startIndex, stepPath } from './tab-list.ts';

export interface EnrollmentInput {
  tempId: string;
  /** The step the route asked for (the tab of /enrollment/{path}), if any. */
  tab: TabName | null;
  stored: StoredValues;
}

export interface EnrollmentContext {
  tempId: string;
  asked: TabName | null;
  stored: StoredValues;
  /** The step list (nav_array) in order. */
  steps: TabName[];
  index: number;
  /**
   * The steps the server keeps a validated save of (get-dynamic-tabs' `saved`), read with the tabs
   * and after each save: the progress bar shows them as completed. A step whose save was just
   * refused is not among them while its refusal shows.
   */
  completed: TabName[];
  /** The server's refusal of the step's save that named no field: its words show at Next. */
  refusal: SaveRefusal | null;
  /** The navto / review return marker: a successful save goes back to review. */
  returnToReview: boolean;
  /** The step just left for review (saved or not): review puts the focus on its section (issue 28 item 3). */
  returnedFrom: TabName | null;
  /** Whether the step on screen lets Next be used, and why not (the step says). */
  next: NextAvailability;
  /** What Save & Continue Later keeps: the step's data, handed over after its own checks. */
  draft: StepData;
}

export type EnrollmentEvent =
  /** Next, with what the step's screen holds (a form's values; list steps keep theirs). */
  | { type: 'user.next'; values: StepData }
  | { type: 'user.back' }
  | { type: 'user.saveLater'; values: StepData }
  | { type: 'user.editDetails'; tab: TabName }
  | { type: 'route.tab'; tab: TabName }
  | StepReply
  /** The step machine reached its final state: saved. */
  | StepDoneEvent;

/** The marker value review's Edit Details stores under navto (spec 3 §2.3). */
export const REVIEW_MARKER = 'review';

const current = (context: EnrollmentContext): TabName => context.steps[context.index]!;
const stepInput = (context: EnrollmentContext): StepInput => ({
  tempId: context.tempId,
  tab: current(context),
  stored: context.stored,
  steps: context.steps,
  returnedFrom: context.returnedFrom,
});

/**
 * A step opened from review's Change (or Edit Details), or with the navto marker stored: its save
 * returns to review, and so does Back, without saving (issue 28 item 3). Review itself is not.
 */
export const isEditingFromReview = (context: EnrollmentContext): boolean =>
  context.returnToReview && context.steps.includes('review_info') && current(context) !== 'review_info';

/**
 * The enrollment wizard (spec 2 §2 wrapper and progress bar; spec 3 §2.1, §2.3, §4.2): the tabs
 * become the step list; each step is a machine of the step registry, spawned as `step`. Next
 * asks the step to save; its success moves on (to review while the navto marker is stored, to the
 * receipt after the last step); Back moves back, to the cart from the first step. Save & Continue
 * Later runs the code-send modal. Review's Change (and Edit Details) stores the marker and opens
 * that step; its save, or Back without saving, returns to review.
 * Adding a step adds a registry entry, not a state here.
 */
export const enrollmentMachine = setup({
  types: {
    input: {} as EnrollmentInput,
    context: {} as EnrollmentContext,
    events: {} as EnrollmentEvent,
  },
  actors: {
    getDynamicTabs: endpointActor('getDynamicTabs'),
    /** The tabs read again after a save: which steps the server now keeps. */
    getKeptTabs: endpointActor('getDynamicTabs'),
    saveLater: saveLaterMachine,
    /** A best-effort PNG of the step as it was saved (save-screenshot); never rejects. */
    saveStepScreenshot: notProvidedActor<void, { enrollment_id: string; name: string }>('saveStepScreenshot'),
    ...stepKindLogic,
  },
  guards: {
    /** A submitted enrollment is closed (issue 23 §5): its receipt opens instead of a step. */
    isSubmitted: (_, reply: DataOf<'getDynamicTabs'>) => isSubmittedReply(reply),
    hasSteps: ({ context }) => context.steps.length > 0,
    nextIsAvailable: ({ context }) => context.next.available,
    isFirstStep: ({ context }) => context.index === 0,
    isLastStep: ({ context }) => context.index === context.steps.length - 1,
    returnsToReview: ({ context }) => isEditingFromReview(context),
    saveWasConflict: ({ event }) => {
      assertEvent(event, 'step.refused');
      return isConflict(event.refusal);
    },
    saveWasTooLarge: ({ event }) => {
      assertEvent(event, 'step.refused');
      return isTooLarge(event.refusal);
    },
    saveWasNotKept: ({ event }) => {
      assertEvent(event, 'step.refused');
      return isNotKept(event.refusal);
    },
    isOtherListedStep: ({ context, event }) => {
      assertEvent(event, ['route.tab', 'user.editDetails']);
      return event.tab !== current(context) && context.steps.includes(event.tab);
    },
  },
  actions: {
    ...sharedActions,
    takeSteps: assign(({ context }, { tabs }: { tabs: TabConfig[] }) => {
      const list = buildStepList(tabs);
      const index = startIndex(list, context.asked);
      return { steps: list, index, completed: keptSteps(tabs, list) };
    }),
    takeKept: assign(({ context }, { tabs }: { tabs: TabConfig[] }) => ({ completed: keptSteps(tabs, context.steps) })),
    // what the screen holds is not what the server keeps: the step is not completed while its refusal shows
    takeRefusal: assign(({ context, event }) => {
      assertEvent(event, 'step.refused');
      return { refusal: event.refusal, completed: context.completed.filter((tab) => tab !== current(context)) };
    }),
    forgetRefusal: assign({ refusal: null }),
    // the machine of the current tab's kind, chosen as the step starts; Next is available until the step says otherwise
    // the step left for review is told to review once, as it opens
    spawnStep: assign(({ context, spawn }) => {
      spawn(kindOf(current(context)), { id: 'step', input: stepInput(context) });
      return { next: NEXT_AVAILABLE, returnedFrom: null };
    }),
    stopStep: stopChild('step'),
    askStepToSave: sendTo('step', ({ event }): StepRequest => {
      assertEvent(event, 'user.next');
      return { type: 'step.save', values: event.values };
    }),
    askStepForDraft: sendTo('step', ({ event }): StepRequest => {
      assertEvent(event, 'user.saveLater');
      return { type: 'step.saveLater', values: event.values };
    }),
    takeNextAvailability: assign(({ event }) => {
      assertEvent(event, 'step.next');
      return { next: event.next };
    }),
    screenshotStep: spawnChild('saveStepScreenshot', { input: ({ context }) => ({ enrollment_id: context.tempId, name: steps[current(context)].routeName }) }),
    goNext: assign(({ context }) => ({ index: context.index + 1 })),
    goBack: assign(({ context }) => ({ index: context.index - 1 })),
    goToReview: assign(({ context }) => ({ index: context.steps.indexOf('review_info'), returnToReview: false, returnedFrom: current(context) })),
    goToTab: assign(({ context, event }) => {
      assertEvent(event, ['route.tab', 'user.editDetails']);
      return { index: context.steps.indexOf(event.tab) };
    }),
    markReturnToReview: assign({ returnToReview: true }),
    keepDraft: assign(({ event }) => {
      assertEvent(event, 'step.draft');
      return { draft: event.data };
    }),
  },
}).createMachine({
  id: 'enrollment',
  context: ({ input }) => ({
    tempId: input.tempId,
    asked: input.tab,
    stored: input.stored,
    steps: [],
    index: 0,
    completed: [],
    returnToReview: input.stored.navto === REVIEW_MARKER,
    returnedFrom: null,
    next: NEXT_AVAILABLE,
    draft: {},
    refusal: null,
  }),
  initial: 'loadingTabs',
  states: {
    loadingTabs: {
      tags: ['loading'],
      invoke: {
        id: 'getDynamicTabs',
        src: 'getDynamicTabs',
        input: ({ context }) => ({ enrollment_id: context.tempId }),
        onDone: [
          {
            guard: { type: 'isSubmitted', params: ({ event }) => event.output },
            target: 'leaving',
            actions: { type: 'navigate', params: { to: RECEIPT_PATH } },
          },
          {
            target: 'choosingStep',
            actions: [
              { type: 'takeSteps', params: ({ event }) => ({ tabs: event.output.result }) },
              { type: 'storeValues', params: ({ event }) => ({ nav_array: JSON.stringify(buildStepList(event.output.result).map((tab) => steps[tab].routeName)) }) },
            ],
          },
        ],
        onError: { target: 'unavailable', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    unavailable: {
      meta: { title: 'Enrollment unavailable', shows: 'the enrollment could not load; back to the cart' },
    },
    choosingStep: {
      always: [
        { guard: 'hasSteps', target: 'showingStep' },
        { target: 'unavailable' },
      ],
    },
    showingStep: {
      // a step's machine (the tab's kind) lives as long as its step shows
      entry: [{ type: 'navigate', params: ({ context }) => ({ to: stepPath(current(context)) }) }, 'spawnStep'],
      exit: 'stopStep',
      initial: 'editing',
      states: {
        editing: {
          meta: { title: 'Step', shows: "the step's form, Back, Save & Continue Later, Next (disabled with its reason while the step blocks it)" },
          // after a refused save, which refusal shows at Next (issue 23 §4); what was typed stays in the step
          initial: 'ready',
          exit: 'forgetRefusal',
          states: {
            ready: {},
            changedElsewhere: {
              meta: { title: 'Save refused: changed elsewhere', shows: 'at Next: another window changed the enrollment; Reload; what was typed stays' },
            },
            tooLarge: { meta: { title: 'Save refused: too large', shows: 'at Next: the step holds more than can be saved; shorten it; what was typed stays' } },
            notKept: { meta: { title: 'Save refused', shows: "at Next: the server's reason the step was not saved; what was typed stays" } },
            unreachable: {
              meta: { title: 'Save failed', shows: 'at Next: the step could not be saved; check the connection and try Next again; what was typed stays' },
            },
          },
          on: {
            'user.next': { guard: 'nextIsAvailable', target: 'saving', actions: 'askStepToSave' },
            'user.back': [
              // Back from a step opened from review: back to review, nothing saved
              {
                guard: 'returnsToReview',
                target: '#enrollment.showingStep',
                reenter: true,
                actions: ['goToReview', { type: 'removeStoredValues', params: { keys: ['navto'] } }],
              },
              { guard: 'isFirstStep', target: '#enrollment.leaving', actions: { type: 'navigate', params: { to: '/cart' } } },
              { target: '#enrollment.showingStep', reenter: true, actions: 'goBack' },
            ],
            'user.saveLater': { target: 'preparingSaveLater', actions: 'askStepForDraft' },
            'user.editDetails': {
              guard: 'isOtherListedStep',
              target: '#enrollment.showingStep',
              reenter: true,
              actions: ['goToTab', 'markReturnToReview', { type: 'storeValues', params: { navto: REVIEW_MARKER } }],
            },
          },
        },
        saving: {
          tags: ['saving'],
          on: {
            'step.rejected': { target: 'editing' },
            'step.refused': [
              { guard: 'saveWasConflict', target: 'editing.changedElsewhere', actions: 'takeRefusal' },
              { guard: 'saveWasTooLarge', target: 'editing.tooLarge', actions: 'takeRefusal' },
              { guard: 'saveWasNotKept', target: 'editing.notKept', actions: 'takeRefusal' },
              { target: 'editing.unreachable', actions: 'takeRefusal' },
            ],
            'xstate.done.actor.step': { target: 'refreshingProgress', actions: 'screenshotStep' },
          },
        },
        // the step saved: which steps the server keeps now, for the progress bar, before the next step shows
        refreshingProgress: {
          tags: ['saving'],
          invoke: {
            id: 'getKeptTabs',
            src: 'getKeptTabs',
            input: ({ context }) => ({ enrollment_id: context.tempId }),
            onDone: { target: '#enrollment.stepSaved', actions: { type: 'takeKept', params: ({ event }) => ({ tabs: event.output.result }) } },
            // unread, the progress bar keeps what it showed; the wizard moves on
            onError: { target: '#enrollment.stepSaved', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        // the step runs its own checks (dependents validate each one) and hands over its data
        preparingSaveLater: {
          tags: ['saving'],
          on: {
            'step.draft': { target: 'savingLater', actions: 'keepDraft' },
            'step.rejected': { target: 'editing' },
          },
        },
        savingLater: {
          meta: { title: 'Save & Continue Later modal' },
          invoke: {
            id: 'saveLater',
            src: 'saveLater',
            input: ({ context }) => ({ tempId: context.tempId, tab: current(context), data: context.draft }),
            onDone: { target: 'editing' },
          },
        },
      },
      on: {
        'route.tab': { guard: 'isOtherListedStep', target: '#enrollment.showingStep', reenter: true, actions: 'goToTab' },
        'step.next': { actions: 'takeNextAvailability' },
      },
    },
    stepSaved: {
      always: [
        {
          guard: 'returnsToReview',
          target: 'showingStep',
          actions: ['goToReview', { type: 'removeStoredValues', params: { keys: ['navto'] } }],
        },
        { guard: 'isLastStep', target: 'leaving', actions: { type: 'navigate', params: { to: RECEIPT_PATH } } },
        { target: 'showingStep', actions: 'goNext' },
      ],
    },
    leaving: {
      meta: { title: 'Leaving', shows: 'nothing: the cart or the receipt opens' },
    },
  },
});
