// @vitest-environment jsdom
import { saveRefusalMessages } from '../../machines/enrollment/save-refusal.ts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { type AnyActorRef, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { fieldErrorsOf, fieldsInPlay, textFieldsOf, type FormField, type GroupInfo, type StepData, type TabName } from '../../contract/index.ts';
import { formSpecsOf, formStepMachine, type FieldOption } from '../../machines/enrollment/form-step.machine.ts';
import type { StepInput } from '../../machines/enrollment/step-protocol.ts';
import { formStepOf } from '../../machines/enrollment/steps/index.ts';
import type { EnrollmentActor } from '../../src/features/enrollment/enrollment-actors.ts';
import { uiOf } from '../../src/features/enrollment/field-ui.ts';
import {
  enrollerCodeWords,
  formStepMessages,
  formStepScenarioScreens,
  formStepScreens,
  groupPrefillShown,
  zipLookupWords,
  type FormStepScreen,
} from '../expectations/form-step.ts';
import { saveLaterWords } from '../expectations/save-later.ts';
import { NEXT_BUSY, wizardButtonNames, type WizardButtons } from '../expectations/wizard.ts';
import { formFixtureOf } from '../lib/enrollment-fixtures.ts';
import { noopAppActions } from '../lib/model.ts';
import { generatePaths, type ModelPath } from '../lib/paths.ts';
import { formStepModel, formStepScenarios, type FormStepScenario } from '../models/form-step.ts';
import { answered, hostEngine, idleEnrollerCode, messageAt, recordingSaveLater, tabsFor, type HostedWalk, walkHosted } from './enrollment-host.tsx';
import type { User } from './screen-walk.tsx';
import { coverageOf, pathsOf, settledActors } from './support.tsx';

afterEach(cleanup);

/**
 * What the screen should hold, followed from the path's events alone: the field definitions and the
 * choices the calls answered, the values loaded then typed, the messages the refusals bring (the
 * expectation table's words), whether Next reminded of the enroller code. Never the machine's context.
 */
interface Shown {
  /** The state the screen last showed (events mean what they mean there). */
  state: string;
  fields: FormField[];
  options: Record<string, FieldOption[]>;
  values: Record<string, string>;
  messages: Record<string, string>;
  failure: string | null;
  reminded: boolean;
  /** Next submitted the form once: from then on the form judges each field as it is typed. */
  submitted: boolean;
  /** The zip's lookup found its state: the state field is locked (Employer, spec 2 §4). */
  locked: boolean;
}

/** What Save & Continue Later sent: the code-send modal's save-enrollment requests. */
type Sent = { enrollment_id: string; email: string; tab: string; data: StepData };

const ALTERNATE_EMAIL = 'ana.alt@example.com';

/** The model's scenario a path walks (its row of the expectation table). */
const scenarioKey = (input: StepInput): FormStepScenario =>
  (Object.keys(formStepScenarios) as FormStepScenario[]).find((key) => formStepScenarios[key].input === input)!;

const choicesOf = (shown: Shown, name: string, tab: TabName): FieldOption[] => {
  const { choices } = uiOf(name, tab);
  return choices ? Object.entries(choices).map(([value, label]) => ({ value, label })) : (shown.options[name] ?? []);
};

/** Whether the screen can take `value` for the field: shown, editable, a text or a choice its select offers. */
const typeable = (shown: Shown, tab: TabName, values: Record<string, string>, name: string, value: string) => {
  const definition = fieldsInPlay(shown.fields, formSpecsOf(tab), { ...shown.values, ...values }).find((field) => field.field_name === name);
  if (!definition || definition.read_only === 1) return false;
  const { kind } = uiOf(name, tab);
  if (kind === 'checkbox' || kind === 'checkboxes') return false;
  // typing a zip looks it up (a path event of its own); a locked state takes nothing
  const lookup = formStepOf(tab)?.zipLookup;
  if (name === lookup?.zip || (name === lookup?.state && shown.locked)) return false;
  return kind !== 'select' || choicesOf(shown, name, tab).some((choice) => choice.value === value);
};

const form = (title: string) => within(screen.getByRole('form', { name: title }));
const controlOf = (title: string, name: string, tab: TabName) => form(title).getByLabelText(uiOf(name, tab).label) as HTMLInputElement | HTMLSelectElement;

/**
 * Types what the screen can take of `values` into the form; returns whether it took all of them.
 * Once submitted, the form judges each field as it is typed: the bad values' words (the table's),
 * none for good ones.
 */
const typeInto = async (user: User, shown: Shown, tab: TabName, title: string, values: Record<string, string>) => {
  const bad = isDeepStrictEqual(values, formFixtureOf(tab).values.invalid);
  const badValues: Record<string, string> = formStepMessages[tab as keyof typeof formStepMessages].badValues;
  let all = true;
  for (const [name, value] of Object.entries(values)) {
    // what the form already holds is left as it is
    if ((shown.values[name] ?? '') === value) continue;
    if (!typeable(shown, tab, values, name, value)) {
      all = false;
      continue;
    }
    const control = controlOf(title, name, tab);
    if (control instanceof HTMLSelectElement) await user.selectOptions(control, value);
    else {
      await user.clear(control);
      if (value) await user.type(control, value);
    }
    shown.values[name] = value;
    if (!shown.submitted) continue;
    if (bad && badValues[name]) shown.messages[name] = badValues[name];
    else delete shown.messages[name];
  }
  return all;
};

/** The wizard's own button (the code-send modal has a Back too). */
const wizardButton = (name: string) => {
  const [button, ...others] = screen.getAllByRole('button', { name }).filter((element) => !element.closest('[role="dialog"], [role="alertdialog"]'));
  expect(others).toEqual([]);
  return button as HTMLButtonElement;
};

/** Back, Save & Continue Later and Next as the table says: usable, disabled, or busy (Next then reads 'Saving'). */
const expectButtons = (expected: WizardButtons) => {
  for (const key of ['back', 'saveLater', 'next'] as const) {
    const button = wizardButton(key === 'next' && expected.next === 'busy' ? NEXT_BUSY : wizardButtonNames[key]);
    expect(button.hasAttribute('data-loading'), `${key} busy`).toBe(expected[key] === 'busy');
    expect(button.disabled, `${key} disabled`).toBe(expected[key] !== 'enabled');
  }
  // a form step never blocks Next: no reason beside it
  expect(wizardButton(expected.next === 'busy' ? NEXT_BUSY : wizardButtonNames.next).getAttribute('aria-describedby')).toBeNull();
};

/**
 * Save & Continue Later through the wrapper: the code-send modal opens asking the spec's question;
 * Send Code to the alternate e-mail sends the step's data as the screen held it and reads the spec's
 * saved message; Done closes it and the step shows again.
 */
const saveForLater = async (user: User, sent: Sent[], expected: Omit<Sent, 'email'>) => {
  await user.click(wizardButton(wizardButtonNames.saveLater));
  const dialog = () => within(screen.getByRole('dialog', { name: saveLaterWords.title }));
  expect(await screen.findByRole('dialog', { name: saveLaterWords.title })).toBeTruthy();
  expect(dialog().getByText(saveLaterWords.question)).toBeTruthy();
  await user.type(dialog().getByRole('textbox', { name: saveLaterWords.email }), ALTERNATE_EMAIL);
  await user.click(dialog().getByRole('button', { name: saveLaterWords.sendCode }));
  await waitFor(() => expect(dialog().getByRole('status').textContent).toBe(saveLaterWords.saved));
  expect(sent.at(-1)).toEqual({ ...expected, email: ALTERNATE_EMAIL });
  await user.click(dialog().getByRole('button', { name: saveLaterWords.done }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: saveLaterWords.title })).toBeNull());
};

/**
 * step.save is the wrapper's Next, which submits the form: the event's values are typed in and
 * Next clicked. Values the form's own resolver refuses (the same rules) never leave the form, nor
 * good values the screen could not take all of (a select without its choices), and a step that
 * could not load has no form for Next to submit: those are sent as the engine's user.next (what
 * Next sends), which the engine passes on as step.save. step.saveLater is the wrapper's Save &
 * Continue Later, the event's values typed in first where the form shows.
 */
const replay = (shown: Shown, sent: Sent[], input: StepInput) => async (user: User, event: EventObject, _step: AnyActorRef, engine: EnrollmentActor) => {
  const { tab } = input;
  const fixture = formFixtureOf(tab);
  const title = formStepScenarioScreens[scenarioKey(input)].title;
  const values = textFieldsOf((event as EventObject & { values: StepData }).values);
  const formShown = (formStepScreens[shown.state as keyof typeof formStepScreens] as FormStepScreen).shows === 'form';
  if (event.type === 'step.saveLater') {
    if (formShown) await typeInto(user, shown, tab, title, values);
    await saveForLater(user, sent, { enrollment_id: input.tempId, tab, data: formShown ? { ...shown.values } : {} });
    return;
  }
  if (event.type === 'user.zip') {
    // the zip typed over (pasted whole): its state cleared and unlocked until the lookup answers
    const lookup = formStepOf(tab)!.zipLookup!;
    const zip = (event as EventObject & { zip: string }).zip;
    const control = controlOf(title, lookup.zip, tab);
    // over a zip being looked up, the new one replaces it at once; otherwise the field is emptied first
    if (shown.state === 'lookingUpZip') {
      await user.click(control);
      (control as HTMLInputElement).setSelectionRange(0, control.value.length);
    } else {
      await user.clear(control);
      await user.click(control);
    }
    await user.paste(zip);
    shown.values[lookup.zip] = zip;
    shown.values[lookup.state] = '';
    shown.locked = false;
    // before Next the edit clears the zip's message; after it, the form judges the zip as typed
    if (shown.submitted && !/^\d{5}$/.test(zip)) shown.messages[lookup.zip] = zipLookupWords.incomplete;
    else delete shown.messages[lookup.zip];
    return;
  }
  if (event.type === 'user.typed') {
    // typed into the form as it shows; the form tells the machine each edit
    await typeInto(user, shown, tab, title, values);
    return;
  }
  if (event.type !== 'step.save') throw new Error(`no way to replay ${event.type} on a form step`);
  const engineBefore = engine.getSnapshot();
  const good = isDeepStrictEqual(values, fixture.values.valid);
  const allTyped = formShown && (await typeInto(user, shown, tab, title, values));
  if (allTyped && good) {
    await user.click(wizardButton(wizardButtonNames.next));
    shown.submitted = true;
  } else engine.send({ type: 'user.next', values });
  await waitFor(() => expect(engine.getSnapshot()).not.toBe(engineBefore));
  if (!formShown) return;
  // while the zip is looked up Next is refused as it stands: only the form's own check (good values) clears the messages
  if (shown.state === 'lookingUpZip') {
    if (allTyped && good) shown.messages = {};
    return;
  }
  // the form's rules, word for word; good values clear the messages, and Acme's Next reminds of the code
  shown.messages = good ? {} : { ...formStepMessages[tab as keyof typeof formStepMessages].badValues };
  shown.failure = null;
  if (good && formStepScenarioScreens[scenarioKey(input)].enrollerCode) shown.reminded = true;
};

/** What an answer of the step's calls brings to the screen. */
const follow = (shown: Shown, tab: TabName, event: EventObject & { output?: unknown; error?: unknown }) => {
  const messages = formStepMessages[tab as keyof typeof formStepMessages];
  const lookup = formStepOf(tab)?.zipLookup;
  switch (event.type) {
    case 'xstate.done.actor.lookupZip':
      // spec 2 §4: the zip's state filled and locked
      shown.values[lookup!.state] = (event.output as { state: string }).state;
      shown.locked = true;
      delete shown.messages[lookup!.zip];
      if (shown.submitted) delete shown.messages[lookup!.state];
      return;
    case 'xstate.error.actor.lookupZip':
      // the lookup's message at the zip, the state cleared
      shown.values[lookup!.state] = '';
      shown.locked = false;
      shown.messages[lookup!.zip] = zipLookupWords.notFound;
      return;
    case 'xstate.done.actor.loadFields':
      shown.fields = (event.output as { result: FormField[] }).result;
      shown.values = Object.fromEntries(shown.fields.map((field) => [field.field_name, field.value ?? '']));
      return;
    case 'xstate.done.actor.loadGroupInfo':
      // spec 2 §4: keeping nothing, the step shows the group's name, phone and address
      for (const [name, value] of Object.entries(groupPrefillShown(event.output as GroupInfo))) {
        if (shown.fields.some((field) => field.field_name === name) && (shown.values[name] ?? '') === '') shown.values[name] = value;
      }
      return;
    case 'xstate.done.actor.loadOptions':
      shown.options = event.output as Record<string, FieldOption[]>;
      return;
    case 'xstate.done.actor.checkMemberValues':
      // spec 2 §8: 'Email Already Exists.' at its field
      if ((event.output as { is_valid: boolean }[]).some((check) => !check.is_valid)) shown.messages = { ...messages.checkRefused };
      return;
    case 'xstate.error.actor.saveFields': {
      // spec 2 §8: each message beside the named field; a refusal naming none the wizard says at Next
      // (issue 23 §4: the model's is a 500, which reads as a save that could not be made)
      const named = fieldErrorsOf(event.error).length > 0;
      shown.messages = named ? { ...messages.refused } : {};
      shown.failure = named ? null : saveRefusalMessages.unreachable;
      return;
    }
  }
};

const progressItem = (title: string) =>
  within(screen.getByRole('navigation', { name: 'Enrollment progress' }))
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(title))!;

/** What each state shows, by the expectation table, the scenario's row and what the path's events carried. */
const assertScreen = (shown: Shown, input: StepInput) => async (state: AnyMachineSnapshot) => {
  const scenario = formStepScenarioScreens[scenarioKey(input)];
  const expected: FormStepScreen = formStepScreens[state.value as keyof typeof formStepScreens];
  shown.state = state.value as string;
  if (expected.shows === 'next step') {
    // the wizard moves on: the next step's heading, this step progressed
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(scenario.after));
    expect(progressItem(scenario.title).hasAttribute('data-completed')).toBe(true);
    expect(screen.queryByRole('form', { name: scenario.title })).toBeNull();
    return;
  }
  expect(await screen.findByRole('heading', { level: 1, name: scenario.title })).toBeTruthy();
  expect(progressItem(scenario.title).getAttribute('aria-current')).toBe('step');
  await waitFor(() => expectButtons(expected.buttons));
  if (expected.shows === 'spinner') {
    expect(await screen.findByRole('status', { name: expected.label })).toBeTruthy();
    expect(screen.queryByRole('form', { name: scenario.title })).toBeNull();
    return;
  }
  if (expected.shows === 'message') {
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(expected.message));
    expect(screen.queryByRole('form', { name: scenario.title })).toBeNull();
    return;
  }
  await screen.findByRole('form', { name: scenario.title });
  await waitFor(() => {
    for (const field of fieldsInPlay(shown.fields, formSpecsOf(input.tab), shown.values)) {
      const name = field.field_name;
      const ui = uiOf(name, input.tab);
      if (ui.kind === 'checkboxes') {
        // a checkbox per choice, named with spaces for underscores (spec 2 §3), checked as the value says
        const group = form(scenario.title).getByRole('group', { name: ui.label });
        const checked = (shown.values[name] ?? '').split(',').filter(Boolean);
        const boxes = within(group).queryAllByRole('checkbox') as HTMLInputElement[];
        expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual((shown.options[name] ?? []).map((choice) => choice.label.replace(/_/g, ' ')));
        expect(boxes.map((box) => box.checked)).toEqual((shown.options[name] ?? []).map((choice) => checked.includes(choice.value)));
        continue;
      }
      if (ui.kind === 'checkbox') {
        expect((form(scenario.title).getByRole('checkbox', { name: ui.label }) as HTMLInputElement).checked).toBe(shown.values[name] === '1');
        continue;
      }
      const control = controlOf(scenario.title, name, input.tab);
      if (control instanceof HTMLSelectElement) {
        const choices = choicesOf(shown, name, input.tab);
        expect([...control.options].map((option) => option.text)).toEqual(['Select', ...choices.map((choice) => choice.label)]);
        // a value the select has no choice for cannot show (its choices failed to load)
        if (choices.some((choice) => choice.value === shown.values[name])) expect(control.value).toBe(shown.values[name]);
      } else if (field.read_only === 1 && ui.kind === 'select') {
        // a read-only choice reads as text: the chosen option's name, never its code
        expect(control.value, name).toBe(choicesOf(shown, name, input.tab).find((choice) => choice.value === shown.values[name])?.label ?? '');
      } else expect(control.value, name).toBe(shown.values[name] ?? '');
      const locked = shown.locked && name === formStepOf(input.tab)?.zipLookup?.state;
      expect(control.hasAttribute('readonly') || control.hasAttribute('disabled'), `${name} locked`).toBe(field.read_only === 1 || locked);
      expect(messageAt(control), `message at ${name}`).toBe(shown.messages[name] ?? '');
    }
    expect(form(scenario.title).queryByRole('alert')).toBeNull();
    // a refusal naming no field is said at Next, outside the form, as an alert
    expect(screen.queryByText(saveRefusalMessages.unreachable)?.getAttribute('role') ?? null).toBe(shown.failure === null ? null : 'alert');
    // Personal for a group that needs a code: the Enter Enroller Code button, and Next's reminder beside it
    const gate = screen.queryByRole('region', { name: 'Enroller code' });
    expect(gate !== null).toBe(scenario.enrollerCode);
    if (gate) {
      expect(within(gate).getByRole('button', { name: enrollerCodeWords.button })).toBeTruthy();
      const summary = within(gate).queryByRole('alert', { name: enrollerCodeWords.summaryTitle });
      expect(summary ? within(summary).getByRole('link').textContent : null).toBe(shown.reminded ? enrollerCodeWords.required : null);
    }
  });
};

const calls = ['loadFields', 'loadGroupInfo', 'loadOptions', 'checkMemberValues', 'saveFields', 'lookupZip'] as const;
const formStepScreen = (path: ModelPath): HostedWalk => {
  const input = path.scenario.input as StepInput;
  const { actors, settle } = settledActors(calls);
  const shown: Shown = { state: '', fields: [], options: {}, values: {}, messages: {}, failure: null, reminded: false, submitted: false, locked: false };
  const { sent, saveLater } = recordingSaveLater<Sent>();
  const step = formStepMachine.provide({ actors: { ...actors, enrollerCode: idleEnrollerCode }, actions: noopAppActions });
  return {
    // the step list of the model's input: Personal, Contact, Review
    // after the step's save the server keeps it: the progress bar then shows it completed
    engine: hostEngine({ getDynamicTabs: answered(tabsFor(input.steps)), getKeptTabs: answered(tabsFor(input.steps, [input.tab])), saveLater, steps: { form: step } }),
    engineInput: () => ({ tempId: input.tempId, tab: input.tab, stored: input.stored }),
    childId: 'step',
    // where an event leads, by the pure transition: without a parent to tell of a refusal
    child: formStepModel.machine,
    settle: (event) => {
      follow(shown, input.tab, event);
      return settle(event);
    },
    replay: replay(shown, sent, input),
    assertScreen: assertScreen(shown, input),
  };
};

describe("form step (Personal, Contact, Employer): every model path replayed through the wrapper's form, Next and Save & Continue Later", () => {
  const coverage = coverageOf(formStepMachine);
  afterAll(() => console.log(coverage.report()));
  it.each(pathsOf(formStepModel, generatePaths).map((path) => [path.description, path] as const))(
    '%s',
    async (_, path) => walkHosted(formStepScreen(path), path, coverage),
    // the longest paths (a save later and three saves) took 30 s on a loaded 2-core machine; a hang still fails
    120_000,
  );

  it('took every state and transition', () => expect(coverage.missing()).toEqual({ states: [], transitions: [] }));
});
