// @vitest-environment jsdom
import { saveRefusalMessages } from '../../machines/enrollment/save-refusal.ts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type AnyActorRef, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { agreementValuesOf, type StepData } from '../../contract/index.ts';
import { agreementStepMachine, type AgreementStepEvent } from '../../machines/enrollment/agreement-step.machine.ts';
import type { StepInput } from '../../machines/enrollment/step-protocol.ts';
import type { EnrollmentActor } from '../../src/features/enrollment/enrollment-actors.ts';
import { agreementScreens, agreementSections, agreementWords, type AgreementModeShown, type AgreementScreen, type AgreementState } from '../expectations/agreement-step.ts';
import { saveLaterWords } from '../expectations/save-later.ts';
import { NEXT_BUSY, stepTitles, wizardButtonNames, type WizardButtons } from '../expectations/wizard.ts';
import { agreementTexts, TINY_PNG } from '../lib/agreement-fixtures.ts';
import { noopAppActions } from '../lib/model.ts';
import { generatePaths, type ModelPath } from '../lib/paths.ts';
import { agreementFixtures as fx, agreementStepModel } from '../models/agreement-step.ts';
import { answered, hostEngine, messageAt, recordingSaveLater, tabsFor, type HostedWalk, walkHosted } from './enrollment-host.tsx';
import type { User } from './screen-walk.tsx';
import { coverageOf, pathsOf, settledActors } from './support.tsx';

afterEach(cleanup);

// jsdom draws nothing: a 2D context that takes every call, and a canvas whose PNG is a real one
const canvasMethods = { getContext: HTMLCanvasElement.prototype.getContext, toDataURL: HTMLCanvasElement.prototype.toDataURL };
beforeAll(() => {
  const context = new Proxy({}, { get: (_, key) => (key === 'canvas' ? undefined : () => undefined), set: () => true });
  HTMLCanvasElement.prototype.getContext = (() => context) as never;
  HTMLCanvasElement.prototype.toDataURL = () => TINY_PNG;
});
afterAll(() => Object.assign(HTMLCanvasElement.prototype, canvasMethods));

const ALTERNATE_EMAIL = 'ana.alt@example.com';
const TYPED_NAME = 'Ana Reyes';
type Sent = { enrollment_id: string; email: string; tab: string; data: StepData };
const [authorization, terms] = agreementTexts.map((item) => item.text_head) as [string, string];

/** What the screen should hold, followed from the path's events alone. */
interface Shown {
  state: AgreementState;
  mode: AgreementModeShown;
  /** The last refusal's words at their places: a text's checkbox (by heading), the answer, the signature; or a failure. */
  messages: { texts: string[]; answer: boolean; signature: boolean };
  alert: string | null;
}
const NO_MESSAGES = { texts: [], answer: false, signature: false };

const wizardButton = (name: string) => {
  const [button, ...others] = screen.getAllByRole('button', { name }).filter((element) => !element.closest('[role="dialog"]'));
  expect(others).toEqual([]);
  return button as HTMLButtonElement;
};

const expectButtons = (expected: WizardButtons) => {
  for (const key of ['back', 'saveLater', 'next'] as const) {
    const button = wizardButton(key === 'next' && expected.next === 'busy' ? NEXT_BUSY : wizardButtonNames[key]);
    expect(button.hasAttribute('data-loading'), `${key} busy`).toBe(expected[key] === 'busy');
    expect(button.disabled, `${key} disabled`).toBe(expected[key] !== 'enabled');
  }
};

const textSection = (head: string) => within(screen.getByRole('region', { name: head }));
const checkbox = (head: string) => screen.getByRole('checkbox', { name: agreementWords.agreeTo(head) }) as HTMLInputElement;

/** The screen made to hold the event's values: the boxes, the answer, a typed signature. */
const enter = async (user: User, values: StepData, mode: AgreementModeShown) => {
  const wanted = agreementValuesOf(values);
  for (const item of agreementTexts) {
    if (checkbox(item.text_head).checked !== wanted.agreed.includes(item.text_id)) await user.click(screen.getByText(agreementWords.agreeTo(item.text_head), { exact: true }));
  }
  if (agreementSections[mode].answer) {
    const answer = screen.getByRole('textbox', { name: agreementWords.answer });
    await user.clear(answer);
    if (wanted.answer) await user.type(answer, wanted.answer);
  }
  if (agreementSections[mode].signature) {
    await user.click(screen.getByText(agreementWords.type, { exact: true }));
    const name = screen.getByRole('textbox', { name: agreementWords.typedName });
    await user.clear(name);
    if (wanted.signature) await user.type(name, TYPED_NAME);
  }
};

/** What a refusal by the rules shows (spec 3 §5), from the values and the mode alone. */
const ruleMessages = (values: StepData, mode: AgreementModeShown): Shown['messages'] => {
  const { agreed, answer, signature } = agreementValuesOf(values);
  const sections = agreementSections[mode];
  return {
    texts: agreementTexts.filter((item) => !agreed.includes(item.text_id)).map((item) => item.text_head),
    answer: sections.answer && answer.trim() === '',
    signature: sections.signature && signature === '',
  };
};

const finishSaveLater = async (user: User, sent: Sent[]) => {
  const dialog = () => within(screen.getByRole('dialog', { name: saveLaterWords.title }));
  expect(await screen.findByRole('dialog', { name: saveLaterWords.title })).toBeTruthy();
  await user.type(dialog().getByRole('textbox', { name: saveLaterWords.email }), ALTERNATE_EMAIL);
  await user.click(dialog().getByRole('button', { name: saveLaterWords.sendCode }));
  await waitFor(() => expect(dialog().getByRole('status').textContent).toBe(saveLaterWords.saved));
  expect(sent.at(-1)?.tab).toBe('aggrement_info');
  expect(Array.isArray(sent.at(-1)?.data.agreed)).toBe(true);
  await user.click(dialog().getByRole('button', { name: saveLaterWords.done }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: saveLaterWords.title })).toBeNull());
};

/**
 * Replays one event through the screen: step.save is the values entered (boxes, answer, a typed
 * signature) and the wrapper's Next (while no form shows, the engine's user.next); step.saveLater is
 * the wrapper's Save & Continue Later with the code-send modal run to its end.
 */
const replay = (shown: Shown, sent: Sent[]) => async (user: User, event: EventObject, step: AnyActorRef, engine: EnrollmentActor) => {
  const before = step.getSnapshot();
  const sentEvent = event as AgreementStepEvent;
  const formShown = agreementScreens[shown.state].shows === 'agreement';
  if (sentEvent.type === 'step.saveLater') {
    await user.click(wizardButton(wizardButtonNames.saveLater));
    await finishSaveLater(user, sent);
    return;
  }
  if (!formShown) {
    const engineBefore = engine.getSnapshot();
    engine.send({ type: 'user.next', values: sentEvent.values });
    await waitFor(() => expect(engine.getSnapshot()).not.toBe(engineBefore));
    return;
  }
  await enter(user, sentEvent.values, shown.mode);
  await user.click(wizardButton(wizardButtonNames.next));
  const messages = ruleMessages(sentEvent.values, shown.mode);
  const refused = messages.texts.length > 0 || messages.answer || messages.signature;
  shown.messages = refused ? messages : NO_MESSAGES;
  shown.alert = !refused && shown.mode === 'none' ? agreementWords.noMode : null;
  await waitFor(() => expect(step.getSnapshot()).not.toBe(before));
};

/** What an answer of the step's calls brings to the screen. */
const follow = (shown: Shown, event: EventObject & { output?: unknown; error?: unknown }) => {
  if (event.type === 'xstate.done.actor.getFormFieldsAgreementInfo') {
    shown.mode = (Object.keys(fx.fields) as AgreementModeShown[]).find((mode) => fx.fields[mode] === event.output)!;
  }
  if (event.type === 'xstate.error.actor.saveAgreementInfo') {
    shown.messages = event.error === fx.textRefused ? { ...NO_MESSAGES, texts: [authorization] } : NO_MESSAGES;
    // a refusal naming no field the wizard says at Next (issue 23 §4): the model's is a 500
    shown.alert = event.error === fx.textRefused ? null : saveRefusalMessages.unreachable;
  }
};

const assertScreen = (shown: Shown) => async (snapshot: AnyMachineSnapshot) => {
  // loading's value names its three reads; the screen shows one spinner for all of them
  shown.state = (typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0]) as AgreementState;
  const expected: AgreementScreen = agreementScreens[shown.state];
  if (expected.shows === 'next step') {
    expect(await screen.findByRole('heading', { level: 1, name: stepTitles.review_info })).toBeTruthy();
    return;
  }
  expect(screen.getByRole('heading', { level: 1, name: agreementWords.heading })).toBeTruthy();
  await waitFor(() => expectButtons(expected.buttons));
  if (expected.shows === 'spinner') {
    expect(await screen.findByRole('status', { name: expected.label })).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    return;
  }
  if (expected.shows === 'message') {
    expect(screen.getByRole('alert').textContent).toBe(expected.text);
    return;
  }
  // each text with its required checkbox
  for (const head of [authorization, terms]) {
    expect(textSection(head).getByRole('checkbox', { name: agreementWords.agreeTo(head) })).toBeTruthy();
    expect(textSection(head).queryByText(agreementWords.mustAgree, { exact: true }) !== null, `${head}: its message`).toBe(shown.messages.texts.includes(head));
  }
  // the mode's section, read-only; the answer; the signature with its two ways
  const sections = agreementSections[shown.mode];
  for (const name of ['Broker Verification', 'Group Verification', 'Applicant Verification']) {
    expect(screen.queryByRole('group', { name }) !== null, name).toBe(sections.section === name);
  }
  for (const label of sections.readOnly) expect((screen.getByRole('textbox', { name: label }) as HTMLInputElement).readOnly, label).toBe(true);
  const answer = screen.queryByRole('textbox', { name: agreementWords.answer });
  expect(answer !== null).toBe(sections.answer);
  if (answer) expect(messageAt(answer)).toBe(shown.messages.answer ? agreementWords.required : '');
  expect(screen.queryByRole('radio', { name: agreementWords.type }) !== null).toBe(sections.signature);
  if (sections.signature) {
    expect(screen.getByRole('img', { name: agreementWords.pad, hidden: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: agreementWords.clear, hidden: true })).toBeTruthy();
  }
  expect(screen.queryByText(agreementWords.signature, { exact: true, selector: 'p' }) !== null).toBe(shown.messages.signature);
  // the error summary: each message a link to its field, in the step's order; other alerts as they were
  const summary = screen.queryByRole('alert', { name: agreementWords.summaryTitle });
  const lines = [
    ...shown.messages.texts.map(agreementWords.textSummaryLine),
    ...(shown.messages.answer ? [agreementWords.answerSummaryLine] : []),
    ...(shown.messages.signature ? [agreementWords.signature] : []),
  ];
  expect(summary ? within(summary).getAllByRole('link').map((link) => link.textContent) : []).toEqual(lines);
  const alerts = screen.queryAllByRole('alert').filter((alert) => alert !== summary);
  expect(alerts.map((alert) => alert.textContent)).toEqual(shown.alert ? [shown.alert] : []);
};

const calls = ['getAgreementTexts', 'getFormFieldsAgreementInfo', 'getEnrollmentTempStep', 'saveAgreementInfo'] as const;
const agreementScreen = (path: ModelPath): HostedWalk => {
  const input = path.scenario.input as StepInput;
  const { actors, settle } = settledActors(calls);
  const shown: Shown = { state: 'loading', mode: 'none', messages: NO_MESSAGES, alert: null };
  const { sent, saveLater } = recordingSaveLater<Sent>();
  return {
    engine: hostEngine({
      getDynamicTabs: answered(tabsFor(['agreement_info', 'review_info'])),
      saveLater,
      steps: { agreement: agreementStepMachine.provide({ actors, actions: noopAppActions }) },
    }),
    engineInput: () => ({ tempId: input.tempId, tab: 'agreement_info', stored: input.stored }),
    childId: 'step',
    child: agreementStepModel.machine,
    settle: (event) => {
      follow(shown, event);
      return settle(event);
    },
    replay: replay(shown, sent),
    assertScreen: assertScreen(shown),
  };
};

describe("agreement & signature: every model path replayed through the screen, the wrapper's Next and Save & Continue Later", () => {
  const coverage = coverageOf(agreementStepMachine);
  afterAll(() => console.log(coverage.report()));
  it.each(pathsOf(agreementStepModel, generatePaths).map((path) => [path.description, path] as const))(
    '%s',
    async (_, path) => walkHosted(agreementScreen(path), path, coverage),
    30_000,
  );

  it('took every state and transition', () => expect(coverage.missing()).toEqual({ states: [], transitions: [] }));
});
