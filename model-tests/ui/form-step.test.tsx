// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { AnyActorRef, AnyEventObject, AnyMachineSnapshot, EventObject } from 'xstate';
import { fieldsInPlay, stepMessages, validateStep, type FormField, type TabName } from '../../contract/index.ts';
import { formStepMachine, formStepSpecs, type FieldOption, type FormStepContext } from '../../machines/enrollment/form-step.machine.ts';
import type { StepInput } from '../../machines/enrollment/step-input.ts';
import type { EnrollmentActor } from '../../src/features/enrollment/enrollment-actors.ts';
import { uiOf } from '../../src/features/enrollment/field-ui.ts';
import { enrollmentFixtures as f } from '../lib/enrollment-fixtures.ts';
import { apiFailure } from '../lib/fixtures.ts';
import { doneEvent, errorEvent, noopAppActions, type EventCases, type MachineModel } from '../lib/model.ts';
import { generatePaths } from '../lib/paths.ts';
import { formStepModel } from '../models/form-step.ts';
import { answered, contactValues, hostEngine, idleEnrollerCode, messageAt, nextButton, stateOptions, tabsFor, titleOf, walkHosted, type HostedWalk } from './enrollment-host.tsx';
import type { User } from './screen-walk.tsx';
import { coverageOf, pathsOf, settledActors } from './support.tsx';

afterEach(cleanup);

const isContact = (snapshot: AnyMachineSnapshot) => (snapshot.context as FormStepContext).tab === 'contact_info';
const casesOf = (type: string) => formStepModel.events[type] as readonly AnyEventObject[];
const contactRefused = apiFailure('The given data was invalid.', [{ target_element: 'email_address', error_message: stepMessages.emailExists }], 422);

/**
 * The model walks Contact with Personal's fields and values; on screen Contact is its own form: its
 * fields, the states as choices, contact values, and checks and refusals that name its e-mail.
 * Personal's checks never refuse (the app checks nothing there: a message naming Contact's e-mail
 * would have no field to show at).
 */
const byTab = (personal: readonly AnyEventObject[], contact: readonly AnyEventObject[]) => (snapshot: AnyMachineSnapshot) => (isContact(snapshot) ? contact : personal);
const formStepUiModel: MachineModel = {
  ...formStepModel,
  events: {
    ...formStepModel.events,
    [doneEvent('loadFields')]: byTab(casesOf(doneEvent('loadFields')), [{ type: doneEvent('loadFields'), output: f.contactFields }]),
    [doneEvent('loadOptions')]: byTab(casesOf(doneEvent('loadOptions')), [{ type: doneEvent('loadOptions'), output: stateOptions }]),
    [doneEvent('checkValues')]: byTab([{ type: doneEvent('checkValues'), output: {} }], casesOf(doneEvent('checkValues'))),
    [errorEvent('saveFields')]: byTab(casesOf(errorEvent('saveFields')), [
      { type: errorEvent('saveFields'), error: contactRefused },
      { type: errorEvent('saveFields'), error: apiFailure('Server error', [], 500) },
    ]),
    'step.save': byTab(casesOf('step.save'), [
      { type: 'step.save', values: contactValues.invalid },
      { type: 'step.save', values: contactValues.valid },
    ]),
  } satisfies EventCases,
};

const specsOf = (tab: TabName) => formStepSpecs[tab] ?? {};
const form = (tab: TabName) => within(screen.getByRole('form', { name: titleOf(tab) }));
const controlOf = (tab: TabName, name: string) => form(tab).getByLabelText(uiOf(name).label) as HTMLInputElement | HTMLSelectElement;

/** Whether the screen can take `value` for the field: shown, editable, and a choice the select offers. */
const typeable = (tab: TabName, fields: readonly FormField[], values: Record<string, string>, name: string, value: string) => {
  const definition = fieldsInPlay(fields, specsOf(tab), values).find((field) => field.field_name === name);
  if (!definition || definition.read_only === 1) return false;
  const control = controlOf(tab, name);
  return !(control instanceof HTMLSelectElement) || [...control.options].some((option) => option.value === value);
};

/**
 * step.save comes from the wrapper's Next, which submits the form: the event's values are typed in
 * and Next clicked. Values the form's own resolver refuses (the same rules) never leave the form,
 * and a step that could not load has no form for Next to submit: those are sent as the engine's
 * user.next (what Next sends), which the engine passes on as step.save.
 */
const replay = async (user: User, event: EventObject, step: AnyActorRef, engine: EnrollmentActor) => {
  if (event.type !== 'step.save') throw new Error(`no way to replay ${event.type} on a form step`);
  const { values } = event as EventObject & { values: Record<string, string> };
  const { tab, fields } = step.getSnapshot().context as FormStepContext;
  const engineBefore = engine.getSnapshot();
  const onScreen = screen.queryByRole('form', { name: titleOf(tab) }) !== null;
  const entries = Object.entries(values);
  const allTypeable = onScreen && entries.every(([name, value]) => typeable(tab, fields, values, name, value));
  if (onScreen) {
    for (const [name, value] of entries) {
      if (!typeable(tab, fields, values, name, value)) continue;
      const control = controlOf(tab, name);
      if (control instanceof HTMLSelectElement) await user.selectOptions(control, value);
      else {
        await user.clear(control);
        if (value) await user.type(control, value);
      }
    }
  }
  if (allTypeable && Object.keys(validateStep(fields, specsOf(tab), values)).length === 0) await user.click(nextButton());
  else engine.send({ type: 'user.next', values });
  await waitFor(() => expect(engine.getSnapshot()).not.toBe(engineBefore));
};

const progressItem = (tab: TabName) =>
  within(screen.getByRole('navigation', { name: 'Enrollment progress' }))
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(titleOf(tab)))!;

/**
 * What each state shows: the spinner; the could-not-load message; the form with each field in play
 * holding its value and its message, the select choices, the failure, Next busy while saving, the
 * enroller code button with Next's reminder; once saved, the engine's next step with this one marked.
 */
const assertScreen = async (state: AnyMachineSnapshot, engine: EnrollmentActor) => {
  const { tab, fields, values, errors, failure, options, enrollerCode } = state.context as FormStepContext;
  if (state.status === 'done') {
    await waitFor(() => expect(progressItem(tab).hasAttribute('data-completed')).toBe(true));
    expect(engine.getSnapshot().context.completed).toContain(tab);
    expect(screen.queryByRole('form', { name: titleOf(tab) })).toBeNull();
    return;
  }
  expect(await screen.findByRole('heading', { level: 1, name: titleOf(tab) })).toBeTruthy();
  expect(progressItem(tab).getAttribute('aria-current')).toBe('step');
  if (state.hasTag('loading')) {
    expect(await screen.findByRole('status', { name: 'Loading your information' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: titleOf(tab) })).toBeNull();
    return;
  }
  if (state.matches('unavailable')) {
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This step could not be loaded. Please go back and try again.'));
    expect(screen.queryByRole('form', { name: titleOf(tab) })).toBeNull();
    return;
  }
  await screen.findByRole('form', { name: titleOf(tab) });
  await waitFor(() => {
    for (const field of fieldsInPlay(fields, specsOf(tab), values)) {
      const name = field.field_name;
      const ui = uiOf(name);
      if (ui.kind === 'checkbox') {
        expect((form(tab).getByRole('checkbox', { name: ui.label }) as HTMLInputElement).checked).toBe(values[name] === '1');
        continue;
      }
      const control = controlOf(tab, name);
      if (control instanceof HTMLSelectElement) {
        const choices: FieldOption[] = ui.choices ? Object.entries(ui.choices).map(([value, label]) => ({ value, label })) : (options[name] ?? []);
        expect([...control.options].map((option) => option.text)).toEqual(['Select', ...choices.map((choice) => choice.label)]);
        // a value the select has no choice for cannot show (its choices failed to load)
        if (name in values && choices.some((choice) => choice.value === values[name])) expect(control.value).toBe(values[name]);
      } else if (name in values) expect(control.value).toBe(values[name]);
      expect(control.hasAttribute('readonly') || control.hasAttribute('disabled')).toBe(field.read_only === 1);
      expect(messageAt(control)).toBe(errors[name] ?? '');
    }
    expect(form(tab).queryByRole('alert')?.textContent ?? null).toBe(failure);
    expect(nextButton().hasAttribute('data-loading')).toBe(state.hasTag('saving'));
    // Personal holds the enroller code button; Next's reminder shows beside it
    const gate = screen.queryByRole('region', { name: 'Enroller code' });
    expect(gate !== null).toBe(enrollerCode !== null);
    if (gate) expect(within(gate).queryByRole('alert')?.textContent ?? null).toBe(enrollerCode!.getSnapshot().context.error);
  });
};

const calls = ['loadFields', 'loadOptions', 'checkValues', 'saveFields'] as const;
const formStepScreen = (): HostedWalk => {
  const { actors, settle } = settledActors(calls);
  const step = formStepMachine.provide({ actors: { ...actors, enrollerCode: idleEnrollerCode }, actions: noopAppActions });
  return {
    // the step list of the model's input: Personal, Contact, Review
    engine: hostEngine({ getDynamicTabs: answered(tabsFor(['primary_info', 'contact_info', 'review_info'])), steps: { primary_info: step, contact_info: step } }),
    engineInput: (path) => {
      const input = path.scenario.input as StepInput;
      return { tempId: input.tempId, tab: input.tab, stored: input.stored };
    },
    childId: 'step',
    // where an event leads, by the pure transition: without a parent to tell of a refusal
    child: formStepModel.machine,
    settle,
    replay,
    assertScreen,
  };
};

describe("form step (Personal, Contact): every model path replayed through the wrapper's form and Next", () => {
  const coverage = coverageOf(formStepMachine);
  afterAll(() => console.log(coverage.report()));
  it.each(pathsOf(formStepUiModel, generatePaths).map((path) => [path.description, path] as const))(
    '%s',
    async (_, path) => walkHosted(formStepScreen(), path, coverage),
    30_000,
  );

  it('took every state and transition', () => expect(coverage.missing()).toEqual({ states: [], transitions: [] }));
});
