// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { type AnyActorRef, type AnyMachineSnapshot, type EventObject } from 'xstate';
import type { FormValues, StepData } from '../../contract/index.ts';
import { dependentStepMachine, type DependentStepEvent } from '../../machines/enrollment/dependent-step.machine.ts';
import type { StepInput } from '../../machines/enrollment/step-protocol.ts';
import type { EnrollmentActor } from '../../src/features/enrollment/enrollment-actors.ts';
import { dependentScreens, dependentWords as w, nextAdded, nextReason, type Answer, type DependentState, type Tier, type TierShown } from '../expectations/dependent-step.ts';
import { saveLaterWords } from '../expectations/save-later.ts';
import { NEXT_BUSY, wizardButtonNames } from '../expectations/wizard.ts';
import { noopAppActions } from '../lib/model.ts';
import { generatePaths, type ModelPath } from '../lib/paths.ts';
import { dependentStepModel, householdBreakers } from '../models/dependent-step.ts';
import { answered, hostEngine, recordingSaveLater, tabsFor, type HostedWalk, walkHosted } from './enrollment-host.tsx';
import type { User } from './screen-walk.tsx';
import { coverageOf, coveringPaths, pathsOf, settledActors } from './support.tsx';

afterEach(cleanup);

/** A listed dependent as the path's events carried it. */
interface Entry {
  relationship: string;
  name: string;
  masked: boolean;
}

/** What the screen should hold, followed from the path's events alone (never the machine's context). */
interface Shown {
  tier: Tier;
  premier: boolean;
  health: boolean;
  answer: Answer;
  existingMember: boolean;
  list: Entry[];
  stashed: Entry[];
  editing: number | null;
  sent: { mode: 'add' | 'edit'; values: FormValues; relationship: string } | null;
  fieldError: string | null;
  formFailure: string | null;
  failures: string[];
}

type Sent = { enrollment_id: string; email: string; tab: string; data: StepData };
const ALTERNATE_EMAIL = 'ana.alt@example.com';

const label = (relationship: string) => (relationship === 'spouse' ? 'Spouse' : 'Child');
const titleOf = (entry: Entry, index: number) => `${label(entry.relationship)}#${index + 1} ${entry.name}`;
const nameOf = (values: FormValues) => [values.first_name, values.middle_name, values.last_name].filter(Boolean).join(' ');
const entryOf = (values: FormValues, relationship: string): Entry => ({ relationship, name: nameOf(values), masked: (values.ssn ?? '').startsWith('*') });
const tierShown = (shown: Shown): TierShown => ({ tier: shown.tier, premier: shown.premier, answer: shown.answer, relationships: shown.list.map((entry) => entry.relationship) });
const premierIf = (shown: Shown) => shown.tier === 'IF' && shown.premier;
/** Spec 3 §4.1: IS keeps the spouse, IC the children, IF all. */
const keptByTier = (shown: Shown, list: Entry[]) => list.filter((entry) => (shown.tier === 'IS' ? entry.relationship === 'spouse' : shown.tier === 'IC' ? entry.relationship === 'child' : true));

/** The wizard's own button (the modals have buttons of their own). */
const wizardButton = (name: string) => {
  const [button, ...others] = screen.getAllByRole('button', { name, hidden: true }).filter((element) => !element.closest('[role="dialog"]'));
  expect(others).toEqual([]);
  return button as HTMLButtonElement;
};
const addFormOf = () => screen.queryByRole('form', { name: /^Dependent #\d+$/ });
const editFormOf = () => screen.queryByRole('form', { name: w.editForm });

/** Fills the open form with `values` as a user would (every field cleared first), health answers No when sent. */
const fill = async (user: User, form: HTMLElement, values: FormValues, health: boolean) => {
  const scope = within(form);
  for (const [name, text] of Object.entries(w.labels)) {
    const control = scope.getByLabelText(text) as HTMLInputElement | HTMLSelectElement;
    const value = values[name] ?? '';
    if (control instanceof HTMLSelectElement) await user.selectOptions(control, value === '' ? [''] : [value]);
    else {
      await user.clear(control);
      if (value) await user.type(control, name === 'birthdate' ? value.replace(/\//g, '') : value);
    }
  }
  if (health) for (const group of scope.queryAllByRole('radiogroup')) await user.click(within(group).getByLabelText('No'));
};

const finishSaveLater = async (user: User, sent: Sent[]) => {
  const dialog = () => within(screen.getByRole('dialog', { name: saveLaterWords.title }));
  expect(await screen.findByRole('dialog', { name: saveLaterWords.title })).toBeTruthy();
  await user.type(dialog().getByRole('textbox', { name: saveLaterWords.email }), ALTERNATE_EMAIL);
  await user.click(dialog().getByRole('button', { name: saveLaterWords.sendCode }));
  await waitFor(() => expect(dialog().getByRole('status').textContent).toBe(saveLaterWords.saved));
  expect(sent.at(-1)).toMatchObject({ enrollment_id: 'TE1', tab: 'dependent_info', email: ALTERNATE_EMAIL });
  await user.click(dialog().getByRole('button', { name: saveLaterWords.done }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: saveLaterWords.title })).toBeNull());
};

/** The dependents the rules refuse before a save: 'Dependent #N Invalid Social Security Number' for each masked one. */
const maskedFailures = (shown: Shown) => shown.list.flatMap((entry, index) => (entry.masked ? [`Dependent #${index + 1} Invalid Social Security Number`] : []));

/**
 * Replays one event through the screen: the spouse question's radios and Submit; Enroll Spouse;
 * the add and edit forms filled and sent with their buttons; Edit, Cancel and Delete; step.save the
 * wrapper's Next where usable (else what the engine would ask); step.saveLater through the modal.
 * Where the screen offers no control for the event, the step is sent it and must refuse it.
 */
const replay = (shown: Shown, sent: Sent[], state: () => DependentState) => async (user: User, event: EventObject, step: AnyActorRef, _engine: EnrollmentActor) => {
  const before = step.getSnapshot();
  const sentEvent = event as DependentStepEvent;
  switch (sentEvent.type) {
    case 'user.answerSpouse': {
      const form = within(screen.getByRole('form', { name: w.questionForm }));
      if (sentEvent.answer) await user.click(within(form.getByRole('radiogroup', { name: w.question })).getByLabelText(sentEvent.answer === 'yes' ? 'Yes' : 'No'));
      await user.click(form.getByRole('button', { name: w.submit }));
      if (!sentEvent.answer) {
        await waitFor(() => expect(form.getByText(w.spouseStatus)).toBeTruthy());
        return;
      }
      if (sentEvent.answer === 'yes' && shown.existingMember && shown.stashed.length > 0) {
        shown.list = [shown.stashed[0]!, ...shown.list];
        shown.stashed = shown.stashed.slice(1);
      }
      if (sentEvent.answer === 'no') {
        shown.stashed = [...shown.stashed, ...shown.list.filter((entry) => entry.relationship === 'spouse')];
        shown.list = shown.list.filter((entry) => entry.relationship !== 'spouse');
      }
      shown.answer = sentEvent.answer;
      shown.fieldError = null;
      shown.formFailure = null;
      break;
    }
    case 'user.enrollSpouse': {
      const link = screen.queryByRole('button', { name: w.enrollSpouse });
      if (!link) {
        step.send(sentEvent);
        return;
      }
      await user.click(link);
      shown.answer = 'none';
      shown.fieldError = null;
      shown.formFailure = null;
      break;
    }
    case 'user.addDependent':
    case 'user.updateDependent': {
      const mode = sentEvent.type === 'user.addDependent' ? 'add' : 'edit';
      const form = mode === 'add' ? addFormOf() : editFormOf();
      if (!form) {
        step.send(sentEvent);
        return;
      }
      const relationship = mode === 'add' ? nextAdded(tierShown(shown))! : shown.list[shown.editing!]!.relationship;
      shown.sent = { mode, values: sentEvent.values, relationship };
      shown.fieldError = null;
      shown.formFailure = null;
      shown.failures = [];
      await fill(user, form, sentEvent.values, sentEvent.health !== undefined);
      await user.click(within(form).getByRole('button', { name: mode === 'add' ? w.addButton(relationship) : w.updateButton }));
      if (!sentEvent.values.first_name) {
        await waitFor(() => expect(within(form).getAllByText(w.required).length).toBeGreaterThan(0));
        return;
      }
      // a date of birth the household rules refuse: their words at the field, nothing sent
      if (sentEvent.values.birthdate === householdBreakers[relationship === 'spouse' ? 'spouse' : 'child'].birthdate) {
        shown.fieldError = w.household[relationship === 'spouse' ? 'spouse' : 'child'];
        await waitFor(() => expect(within(form).getByText(shown.fieldError!)).toBeTruthy());
        return;
      }
      break;
    }
    case 'user.editDependent':
      await user.click(screen.getByRole('button', { name: `${w.edit} ${titleOf(shown.list[sentEvent.index]!, sentEvent.index)}` }));
      shown.editing = sentEvent.index;
      shown.fieldError = null;
      shown.formFailure = null;
      break;
    case 'user.cancelEdit':
      await user.click(within(editFormOf()!).getByRole('button', { name: w.cancel }));
      shown.editing = null;
      shown.fieldError = null;
      shown.formFailure = null;
      break;
    case 'user.retrySave':
      await user.click(screen.getByRole('button', { name: w.retry }));
      break;
    case 'user.deleteDependent': {
      const button = screen.getByRole('button', { name: `${w.delete} ${titleOf(shown.list[sentEvent.index]!, sentEvent.index)}` }) as HTMLButtonElement;
      if (button.disabled) {
        expect(button.getAttribute('title')).toBe(w.editFirstDelete);
        step.send(sentEvent);
        return;
      }
      await user.click(button);
      shown.list = shown.list.filter((_, index) => index !== sentEvent.index);
      shown.failures = [];
      // the question re-opened: the form's messages go with it
      if (premierIf(shown) && shown.list.length === 0) Object.assign(shown, { answer: 'none', fieldError: null, formFailure: null });
      break;
    }
    case 'step.save': {
      const next = wizardButton(wizardButtonNames.next);
      if (!next.disabled) await user.click(next);
      else step.send(sentEvent);
      if (state() === 'listing') shown.failures = maskedFailures(shown).length > 0 ? maskedFailures(shown) : nextReason(tierShown(shown)) === null ? [] : [nextReason(tierShown(shown))!];
      if (state() === 'askingSpouse') shown.failures = [w.spouseStatus];
      return;
    }
    case 'step.saveLater': {
      await user.click(wizardButton(wizardButtonNames.saveLater));
      const checks = ['listing', 'askingSpouse', 'editing', 'notSaved'].includes(state());
      if (checks && maskedFailures(shown).length > 0) {
        shown.failures = maskedFailures(shown);
        return;
      }
      await finishSaveLater(user, sent);
      return;
    }
  }
  await waitFor(() => expect(step.getSnapshot()).not.toBe(before));
};

/** What an answer of the step's calls brings to the screen. */
const follow = (shown: Shown, event: EventObject & { output?: unknown; error?: unknown }) => {
  const output = event.output as { result?: unknown; has_premier_plan?: boolean } | undefined;
  const listOf = (dependents: { primary_info: Record<string, string> }[] | undefined) =>
    keptByTier(shown, (dependents ?? []).map((dependent) => entryOf(dependent.primary_info, dependent.primary_info.relationship ?? '')));
  switch (event.type) {
    case 'xstate.done.actor.getMoreRequirement':
      shown.premier = output!.has_premier_plan!;
      return;
    case 'xstate.done.actor.getEnrollmentTempInfo':
      shown.tier = (output!.result as { tier: Tier }).tier;
      return;
    case 'xstate.done.actor.checkTabRequired':
      shown.health = (output!.result as { required: boolean }).required;
      return;
    case 'xstate.error.actor.getHealthQuestionsDependentInfo':
      shown.health = false;
      return;
    case 'xstate.done.actor.getDependentsExistingUserEnrollment':
      shown.list = listOf((output!.result as { dependents: { primary_info: Record<string, string> }[] }).dependents);
      return;
    case 'xstate.done.actor.getEnrollmentTempStep':
      shown.list = listOf((output!.result as { dependents?: { primary_info: Record<string, string> }[] } | null)?.dependents);
      return;
    case 'xstate.done.actor.validateSingleDependent':
      if (shown.sent?.mode === 'add') shown.list = [...shown.list, entryOf(shown.sent.values, shown.sent.relationship)];
      else if (shown.sent && shown.editing !== null) {
        const edited = shown.editing;
        shown.list = shown.list.map((entry, index) => (index === edited ? entryOf(shown.sent!.values, shown.sent!.relationship) : entry));
        shown.editing = null;
      }
      shown.sent = null;
      return;
    case 'xstate.error.actor.validateSingleDependent': {
      const [error] = (event.error as { fieldErrors: { target_element: string; error_message: string }[] }).fieldErrors;
      const number = (shown.editing ?? shown.list.length) + 1;
      if (error!.target_element === 'primary_info.ssn') shown.fieldError = error!.error_message;
      else shown.formFailure = `Dependent #${number} ${error!.error_message}`;
      return;
    }
    case 'xstate.done.actor.saveDependentInfoToTemp':
      shown.failures = [];
      return;
    case 'xstate.error.actor.saveDependentInfoToTemp':
      shown.failures = [w.notSaved, w.tryAgain];
      return;
    case 'xstate.error.actor.saveDependentInfo':
      shown.failures = ['Please add at least 2 dependents to continue.'];
      return;
  }
};

/** What each state shows, by the expectation table and the list the path's events carried. */
const assertScreen = (shown: Shown, current: { state: DependentState }) => async (snapshot: AnyMachineSnapshot) => {
  current.state = snapshot.value as DependentState;
  const expected = dependentScreens[current.state];
  if (expected.shows === 'next step') {
    expect(await screen.findByRole('heading', { level: 1, name: expected.heading })).toBeTruthy();
    return;
  }
  expect(screen.getByRole('heading', { level: 1, name: w.heading })).toBeTruthy();
  if (expected.shows === 'spinner') {
    expect(await screen.findByRole('status', { name: w.loading })).toBeTruthy();
    return;
  }
  if (expected.shows === 'unavailable') {
    expect(await screen.findByText(w.unavailable)).toBeTruthy();
    return;
  }
  await waitFor(() => expect(screen.queryByRole('status', { name: w.loading })).toBeNull());
  expect(screen.getByRole('heading', { level: 2, name: w.tierHeadings[shown.tier] })).toBeTruthy();
  // the list: relationship#index and full name
  if (shown.list.length === 0) expect(screen.getByText(w.noneYet)).toBeTruthy();
  else {
    const list = within(screen.getByRole('list', { name: w.list }));
    await waitFor(() => expect(list.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'))).toEqual(shown.list.map(titleOf)));
  }
  for (const failure of shown.failures) if (expected.shows === 'list' && !expected.saving) await waitFor(() => expect(screen.getAllByRole('alert').some((alert) => alert.textContent === failure)).toBe(true));
  const next = () => wizardButton(wizardButtonNames.next);
  const reasonIs = (text: string | null) => {
    expect(next().disabled, 'Next disabled').toBe(text !== null);
    if (text !== null) expect(document.getElementById(next().getAttribute('aria-describedby') ?? '')?.textContent).toBe(text);
    // spec 3 §2.2: Next's tooltip 'Click to continue enrollment' while it may be used
    else expect(next().getAttribute('title')).toBe(w.nextTooltip);
  };
  if (expected.shows === 'not saved') {
    // the change kept on the screen, said not saved; Try again and Delete, no Edit, no add form; Next waits
    for (const failure of shown.failures) await waitFor(() => expect(screen.getAllByRole('alert').some((alert) => alert.textContent === failure)).toBe(true));
    expect(screen.getByRole('button', { name: w.retry })).toBeTruthy();
    for (const [index, entry] of shown.list.entries()) {
      expect(screen.getByRole('button', { name: `${w.delete} ${titleOf(entry, index)}` })).toBeTruthy();
      expect(screen.queryByRole('button', { name: `${w.edit} ${titleOf(entry, index)}` })).toBeNull();
    }
    expect(addFormOf()).toBeNull();
    expect(screen.queryByText(w.proceed)).toBeNull();
    await waitFor(() => reasonIs(w.notSavedNext));
    return;
  }
  if (expected.shows === 'question') {
    const form = within(screen.getByRole('form', { name: w.questionForm }));
    expect(form.getByRole('radiogroup', { name: w.question })).toBeTruthy();
    expect(addFormOf()).toBeNull();
    await waitFor(() => reasonIs(w.spouseStatus));
    return;
  }
  const facts = tierShown(shown);
  const adding = nextAdded(facts);
  if (expected.form === 'edit') {
    const edit = editFormOf();
    expect(edit).not.toBeNull();
    expect(addFormOf()).toBeNull();
    for (const [index, entry] of shown.list.entries()) {
      const remove = screen.getByRole('button', { name: `${w.delete} ${titleOf(entry, index)}` }) as HTMLButtonElement;
      expect(remove.disabled).toBe(true);
      expect(remove.getAttribute('title')).toBe(w.editFirstDelete);
    }
    if (adding) expect(screen.getByRole('button', { name: w.addButton(adding) }).getAttribute('title')).toBe(w.editFirstAdd);
    if (!expected.formBusy) await waitFor(() => reasonIs(w.editFirstContinue));
    if (expected.formBusy) expect(within(edit!).getByRole('button', { name: w.checking }).hasAttribute('data-loading')).toBe(true);
    else if (shown.fieldError) await waitFor(() => expect(within(edit!).getByText(shown.fieldError!)).toBeTruthy());
    return;
  }
  // the add form while add is offered, titled 'Dependent #n', its button '+ Add Spouse' / '+ Add Child'
  const add = addFormOf();
  expect(add !== null, 'add form shows').toBe(adding !== null);
  if (add && adding) {
    expect(add.getAttribute('aria-label')).toBe(w.addForm(shown.list.length + 1));
    const button = within(add).getByRole('button', { name: expected.formBusy ? w.checking : w.addButton(adding) });
    if (!expected.formBusy) expect(button.getAttribute('title')).toBe(w.addTooltip);
    if (shown.health) expect(within(add).getByText(w.healthHint)).toBeTruthy();
    if (shown.fieldError && !expected.formBusy) await waitFor(() => expect(within(add).getByText(shown.fieldError!)).toBeTruthy());
    if (shown.formFailure && !expected.formBusy) await waitFor(() => expect(within(add).getByRole('alert').textContent).toBe(shown.formFailure));
  }
  // while a dependent is checked or the list kept, Edit and Delete wait, busy: a second Delete then would be lost
  const busy = expected.formBusy || expected.saving;
  if (shown.list.length > 0)
    await waitFor(() => {
      // the list's own buttons: role queries of the whole screen are slow in jsdom, and this runs in every state
      const buttons = within(screen.getByRole('list', { name: w.list })).getAllByRole('button') as HTMLButtonElement[];
      const named = (name: string) => buttons.find((button) => button.getAttribute('aria-label') === name)!;
      for (const [index, entry] of shown.list.entries()) {
        expect(named(`${w.delete} ${titleOf(entry, index)}`).disabled, 'Delete waits').toBe(busy);
        expect(named(`${w.delete} ${titleOf(entry, index)}`).getAttribute('title')).toBe(busy ? w.listBusy : w.deleteTooltip);
        expect(named(`${w.edit} ${titleOf(entry, index)}`).disabled, 'Edit waits').toBe(busy);
      }
    });
  // the red premier IC message, the green one when Next is available
  expect(screen.queryAllByText(w.oneChild).length > 0).toBe(shown.tier === 'IC' && shown.premier && shown.list.length > 1);
  expect(screen.queryByText(w.proceed) !== null, 'proceed shows').toBe(nextReason(facts) === null);
  expect(screen.queryByRole('button', { name: w.enrollSpouse }) !== null).toBe(premierIf(shown) && shown.answer !== 'none' && !facts.relationships.includes('spouse'));
  // while a dependent is checked or the list kept, Next keeps what the step last told (it tells again once listing)
  if (expected.saving) await waitFor(() => expect(wizardButton(NEXT_BUSY).hasAttribute('data-loading')).toBe(true));
  else if (!expected.formBusy) await waitFor(() => reasonIs(nextReason(facts)));
};

const calls = [
  'getMoreRequirement',
  'getEnrollmentTempInfo',
  'getFormFieldsDependentPrimaryInfo',
  'checkTabRequired',
  'getHealthQuestionsDependentInfo',
  'getDependentsExistingUserEnrollment',
  'getEnrollmentTempStep',
  'validateSingleDependent',
  'saveDependentInfoToTemp',
  'saveDependentInfo',
] as const;

const dependentScreen = (path: ModelPath): HostedWalk => {
  const input = path.scenario.input as StepInput;
  const { actors, settle } = settledActors(calls);
  const shown: Shown = {
    tier: 'IF',
    premier: false,
    health: false,
    answer: 'none',
    existingMember: input.stored.enroll_type === 'existing-member',
    list: [],
    stashed: [],
    editing: null,
    sent: null,
    fieldError: null,
    formFailure: null,
    failures: [],
  };
  const current = { state: 'loadingPremier' as DependentState };
  const { sent, saveLater } = recordingSaveLater<Sent>();
  return {
    engine: hostEngine({
      getDynamicTabs: answered(tabsFor(input.steps)),
      saveLater,
      steps: { dependents: dependentStepMachine.provide({ actors, actions: noopAppActions }) },
    }),
    engineInput: () => ({ tempId: input.tempId, tab: 'dependent_info', stored: input.stored }),
    childId: 'step',
    child: dependentStepModel.machine,
    settle: (event) => {
      const settled = settle(event);
      // fetched again after an add (spec 3 §4.1): the list the server keeps is the one shown
      const refetched = current.state === 'refetchingList';
      if (settled && !refetched) {
        follow(shown, event);
        // the stored accept flag stands for the answer the loaded list shows (spec 3 §4.1)
        if (/getDependentsExistingUserEnrollment|getEnrollmentTempStep/.test(event.type) && /done/.test(event.type))
          shown.answer = premierIf(shown) && input.stored.isSpouseEnrollAccept === 'true' ? (shown.list.some((entry) => entry.relationship === 'spouse') ? 'yes' : 'no') : 'none';
      }
      return settled;
    },
    replay: replay(shown, sent, () => current.state),
    assertScreen: assertScreen(shown, current),
  };
};

/** The model's machine with calls that never settle by themselves: the walk sends their results. */
const headless = dependentStepModel.machine.provide({ actors: settledActors(calls).actors, actions: noopAppActions });

describe('dependent information: model paths replayed through the list, the question, the forms and the wrapper', () => {
  const coverage = coverageOf(dependentStepMachine);
  const paths = coveringPaths(headless, pathsOf(dependentStepModel, generatePaths));
  afterAll(() => console.log(`dependentStep UI walk: ${paths.length} paths`, coverage.report()));
  // the longest covering paths fill a form a dozen times: on a loaded machine they take over a minute
  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => walkHosted(dependentScreen(path), path, coverage), 120_000);

  it('took every state and transition', () => expect(coverage.missing()).toEqual({ states: [], transitions: [] }));
});
