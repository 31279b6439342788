import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { expect } from 'vitest';
import { createActor, fromPromise, transition, type AnyActorLogic, type AnyActorRef, type AnyMachineSnapshot, type AnyStateMachine, type EventObject, type InspectionEvent } from 'xstate';
import { steps as stepInfo, type FormField, type TabConfig, type TabName } from '../../contract/index.ts';
import { enrollerCodeMachine } from '../../machines/shared/enroller-code/enroller-code.machine.ts';
import { enrollmentMachine, type EnrollmentInput } from '../../machines/enrollment/enrollment.machine.ts';
import { beneficiaryStepMachine } from '../../machines/enrollment/beneficiary-step.machine.ts';
import { dependentStepMachine } from '../../machines/enrollment/dependent-step.machine.ts';
import { dependentFixtures } from '../models/dependent-step.ts';
import { healthStepMachine } from '../../machines/enrollment/health-step.machine.ts';
import { billingStepMachine } from '../../machines/enrollment/billing-step.machine.ts';
import { billingFixtures } from '../models/billing-step.ts';
import { agreementStepMachine } from '../../machines/enrollment/agreement-step.machine.ts';
import { agreementFixtures } from '../models/agreement-step.ts';
import { agreementDataOf, EMPTY_AGREEMENT } from '../../contract/index.ts';
import { healthFixtures } from '../lib/health-fixtures.ts';
import { formStepMachine } from '../../machines/enrollment/form-step.machine.ts';
import { beneficiaryFixtures } from '../models/beneficiary-step.ts';
import { reviewStepMachine } from '../../machines/enrollment/review-step.machine.ts';
import { saveLaterMachine } from '../../machines/enrollment/save-later.machine.ts';
import type { EnrollmentActor } from '../../src/features/enrollment/enrollment-actors.ts';
import { EnrollmentView } from '../../src/features/enrollment/EnrollmentView.tsx';
import { enrollmentFixtures as f, formFixtureOf, formStepFixtures, memberChecksPassed, tabOfFieldsCall } from '../lib/enrollment-fixtures.ts';
import type { StepKind } from '../../machines/enrollment/steps/index.ts';
import { noopAppActions } from '../lib/model.ts';
import type { ModelPath } from '../lib/paths.ts';
import type { User } from './screen-walk.tsx';
import { coverageOf, renderScreen, sameValue } from './support.tsx';

/**
 * The enrollment wizard's machines as the screen hosts them: the engine (EnrollmentView) spawns the
 * current tab's step machine as `step` and invokes the code-send modal as `saveLater`; the step
 * screens and the modal render those children. Walks of a child start the engine so the real
 * wrapper renders the child, then walk the child the engine made.
 */

/** An answer given at once. */
export const answered = (value: unknown) => fromPromise(async () => value) as never;
/** A call that never answers (its screen keeps its spinner). */
export const unanswered = fromPromise(() => new Promise<never>(() => undefined)) as never;

/** The fixture's field definitions with saved values. */
export const filled = (fields: readonly FormField[], values: Record<string, string>): FormField[] =>
  fields.map((field) => (field.field_name in values ? { ...field, value: values[field.field_name]! } : field));

/** The enroller code popup, idle: its save is never asked in these walks. */
export const idleEnrollerCode = enrollerCodeMachine.provide({ actors: { saveEnrollerCode: unanswered }, actions: noopAppActions });

/** Every select's choices the form fixtures know, by field name. */
const fixtureOptions = Object.assign({}, ...Object.values(formStepFixtures).map((fixture) => fixture!.options)) as Record<string, { value: string; label: string }[]>;

/** The form steps' calls answered from each tab's fixtures (its saved values complete: Next submits them as they stand). */
export const answeringForms = {
  loadFields: fromPromise<{ result: FormField[] }, { call: string }>(async ({ input }) => {
    const fixture = formFixtureOf(tabOfFieldsCall(input.call));
    return { result: filled(fixture.fields, fixture.values.valid) };
  }),
  loadOptions: fromPromise<Record<string, unknown>, { sources: Record<string, unknown> }>(async ({ input }) =>
    Object.fromEntries(Object.keys(input.sources).map((field) => [field, fixtureOptions[field] ?? []])),
  ),
  checkMemberValues: answered(memberChecksPassed),
  saveFields: answered(f.saved),
};

/** The form and review steps; each call answers at once unless given. */
export const answeringSteps = (calls: { form?: Record<string, AnyActorLogic>; review?: Record<string, AnyActorLogic> } = {}) => ({
  form: formStepMachine.provide({
    actors: { ...answeringForms, enrollerCode: idleEnrollerCode, ...calls.form } as never,
    actions: noopAppActions,
  }),
  review: reviewStepMachine.provide({
    actors: {
      getPlanCart: answered(f.cart),
      getEnrollmentReviewInfo: answered(f.reviewInfo),
      loadDetails: answered({ kind: 'fields', fields: f.personalFields.result }),
      deleteDependentInIO: answered(f.dependentsDeleted),
      saveReviewInfo: answered(f.reviewSaved),
      ...calls.review,
    } as never,
    actions: noopAppActions,
  }),
  // Beneficiary Information with a list at 100 kept: Next may save it at once
  beneficiaries: beneficiaryStepMachine.provide({
    actors: {
      getFormFieldsBeneficiaryInfo: answered(beneficiaryFixtures.fields),
      getBeneficiaryRelationships: answered(beneficiaryFixtures.relationships),
      getBeneficiariesExistingUserEnrollment: answered(beneficiaryFixtures.existing),
      getEnrollmentTempStep: answered({ result: { beneficiaries: beneficiaryFixtures.existing.result } }),
      validateSingleBeneficiary: answered(beneficiaryFixtures.valid),
      saveBeneficiaryInfo: answered(beneficiaryFixtures.saved),
    } as never,
    actions: noopAppActions,
  }),
  // Agreement & Signature as a rep's, both texts agreed kept: Next may save it at once
  agreement: agreementStepMachine.provide({
    actors: {
      getAgreementTexts: answered(agreementFixtures.texts),
      getFormFieldsAgreementInfo: answered(agreementFixtures.fields.rep),
      getEnrollmentTempStep: answered({ result: agreementDataOf({ ...EMPTY_AGREEMENT, agreed: [1, 2] }) }),
      saveAgreementInfo: answered(agreementFixtures.saved),
    } as never,
    actions: noopAppActions,
  }),
  // Dependent Information, tier IC (not premier) with one child kept: Next may save it at once
  dependents: dependentStepMachine.provide({
    actors: {
      getMoreRequirement: answered(dependentFixtures.plain),
      getEnrollmentTempInfo: answered(dependentFixtures.tiers[2]),
      getFormFieldsDependentPrimaryInfo: answered(dependentFixtures.fields),
      checkTabRequired: answered(dependentFixtures.healthNotRequired),
      getHealthQuestionsDependentInfo: answered(dependentFixtures.questions),
      getDependentsExistingUserEnrollment: answered({ result: dependentFixtures.tempKept.result }),
      getEnrollmentTempStep: answered(dependentFixtures.tempKept),
      validateSingleDependent: answered(dependentFixtures.valid),
      saveDependentInfoToTemp: answered(dependentFixtures.tempSaved),
      saveDependentInfo: answered(dependentFixtures.saved),
    } as never,
    actions: noopAppActions,
  }),
  // Primary Health Questions with every question answered: Next may save them at once
  health: healthStepMachine.provide({
    actors: {
      getHealthQuestionsPrimaryHealthInfo: answered({
        result: { codition_questions: healthFixtures.answers.good.condition_questions, medication_question: healthFixtures.answers.good.medication_question, notes: '', answers_withheld: false },
      }),
      getExistingPrimaryHealthInfo: answered(healthFixtures.noExisting),
      savePrimaryHealthInfo: answered(healthFixtures.saved),
    } as never,
    actions: noopAppActions,
  }),
  // Billing Information billed by statement: Next saves it at once, without fields
  billing: billingStepMachine.provide({
    actors: {
      getPaymentMethod: answered(billingFixtures.stmt),
      getFormFieldsBillingInfo: answered(billingFixtures.fields),
      getEnrollmentTempStep: answered(billingFixtures.keptNone),
      saveBillingInfo: answered(billingFixtures.saved),
    } as never,
    actions: noopAppActions,
  }),
});

/** The code-send modal, its send answered at once unless given. */
export const answeringSaveLater = (saveEnrollmentForLater: AnyActorLogic = answered(f.codeSent)) =>
  saveLaterMachine.provide({ actors: { saveEnrollmentForLater: saveEnrollmentForLater as never }, actions: noopAppActions });

/** The code-send modal answering at once, each save-enrollment request it sends kept in `sent` (what the walks check it carried). */
export const recordingSaveLater = <Sent,>() => {
  const sent: Sent[] = [];
  const saveLater = answeringSaveLater(
    fromPromise<unknown, Sent>(async ({ input }) => {
      sent.push(input);
      return f.codeSent;
    }),
  );
  return { sent, saveLater };
};

/** The engine with the given children; the tabs answer at once unless given; the screenshot does nothing. */
export const hostEngine = (actors: { getDynamicTabs?: AnyActorLogic; getKeptTabs?: AnyActorLogic; saveLater?: AnyActorLogic; steps?: Partial<Record<StepKind, AnyActorLogic>> }) =>
  enrollmentMachine.provide({
    actors: {
      getDynamicTabs: actors.getDynamicTabs ?? answered(f.minimalTabs),
      // after a save, the tabs again with what the server keeps (by default: nothing)
      getKeptTabs: actors.getKeptTabs ?? answered(f.minimalTabs),
      saveLater: actors.saveLater ?? answeringSaveLater(),
      saveStepScreenshot: answered(undefined),
      ...answeringSteps(),
      ...actors.steps,
    } as never,
    actions: noopAppActions,
  });

/** Tabs that make exactly `list` the step list; the server keeps a save of those in `kept`. */
export const tabsFor = (list: readonly TabName[], kept: readonly TabName[] = []) => ({
  result: list.map((tab_name, order): TabConfig => ({ tab_name, order, required: 1, saved: kept.includes(tab_name) ? 1 : 0 })),
});

/** The wrapper at /enrollment/{the tab's path} in a memory router, so its cart links resolve as in the app. */
export const renderWizard = (engine: EnrollmentActor, branding: Record<string, string> = {}) => {
  const root = createRootRoute();
  const page = createRoute({ getParentRoute: () => root, path: '/{-$landing}/enrollment/$step', component: () => <EnrollmentView engine={engine} branding={branding} /> });
  const router = createRouter({ routeTree: root.addChildren([page]), history: createMemoryHistory({ initialEntries: ['/enrollment/personal-info'] }) });
  return renderScreen(<RouterProvider router={router as AnyRouter} />);
};

/** The step's title as the progress bar and the step's form name it. */
export const titleOf = (tab: TabName) => stepInfo[tab].title;

/** How one child of the engine is walked through the wrapper. */
export interface HostedWalk {
  /** The engine, its children provided (the walked child's calls settled by the walk). */
  engine: AnyStateMachine;
  engineInput: (path: ModelPath) => EnrollmentInput;
  /** The invoke or spawn id of the walked child. */
  childId: 'step' | 'saveLater';
  /** The walked child's logic, for where each event leads (pure: without parent-bound actions). */
  child: AnyStateMachine;
  /** What brings the child on screen once the engine shows its step (e.g. Save & Continue Later). */
  open?: (user: User) => Promise<void>;
  /** Settles the child's call an actor-result event names; false for any other event. */
  settle: (event: EventObject) => boolean;
  replay: (user: User, event: EventObject, child: AnyActorRef, engine: EnrollmentActor) => Promise<void>;
  assertScreen: (child: AnyMachineSnapshot, engine: EnrollmentActor) => Promise<void>;
}

/**
 * Replays one model path of an engine's child through the wrapper: the engine starts (its tabs
 * answered), the child it makes is the walked actor (coverage counts that actor only), actor
 * results settle the child's calls, user events go through the screen; after each step the child
 * must be where the path says and the screen must show it.
 */
export const walkHosted = async (walk: HostedWalk, path: ModelPath, coverage: ReturnType<typeof coverageOf>) => {
  const user = userEvent.setup();
  let walked: AnyActorRef | null = null;
  const inspect = (event: InspectionEvent) => {
    const ref = event.actorRef as AnyActorRef;
    if (ref.id !== walk.childId) return;
    walked ??= ref;
    if (ref === walked) coverage.inspect(event);
  };
  const engine = createActor(walk.engine, { input: walk.engineInput(path), inspect }) as unknown as EnrollmentActor;
  engine.start();
  renderWizard(engine);
  await walk.open?.(user);
  await waitFor(() => expect(engine.getSnapshot().children[walk.childId]).toBeTruthy());
  const child = engine.getSnapshot().children[walk.childId] as AnyActorRef;
  expect(child).toBe(walked);
  expect(sameValue(child, path.initial.value)).toBe(true);
  await walk.assertScreen(child.getSnapshot() as AnyMachineSnapshot, engine);
  for (const { event } of path.steps) {
    // the live snapshot belongs to the spawned logic (which tells its parent of refusals): the pure
    // transition reads the walk's logic from the same value and context instead
    const { value, context } = child.getSnapshot() as AnyMachineSnapshot;
    const [expected] = transition(walk.child, walk.child.resolveState({ value, context }), event);
    if (!walk.settle(event)) await walk.replay(user, event, child, engine);
    await waitFor(() => expect(sameValue(child, expected.value)).toBe(true));
    await walk.assertScreen(child.getSnapshot() as AnyMachineSnapshot, engine);
  }
  engine.stop();
};

/** The message tied to a control (its aria-errormessage), '' when none. */
export const messageAt = (control: HTMLElement) => {
  const id = control.getAttribute('aria-errormessage');
  return (id && document.getElementById(id)?.textContent) || '';
};

/** Waits until the wrapper's Next is idle or busy as `saving` says. */
export const nextButton = (options: { hidden?: boolean } = {}) => screen.getByRole('button', { name: /^(Next|Saving)$/, ...options }) as HTMLButtonElement;
