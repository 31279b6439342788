// @vitest-environment jsdom
import { saveRefusalMessages } from '../../machines/enrollment/save-refusal.ts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { fromPromise, sendParent, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { fieldErrorsOf, type StepData } from '../../contract/index.ts';
import { saveLaterMachine, type SaveLaterEvent, type SaveLaterInput } from '../../machines/enrollment/save-later.machine.ts';
import { stepReplies } from '../../machines/enrollment/step-protocol.ts';
import { saveLaterScreens, saveLaterWords, type SaveLaterScreen } from '../expectations/save-later.ts';
import { editableStep, stepTitles, wizardButtonNames } from '../expectations/wizard.ts';
import { generatePaths, type ModelPath } from '../lib/paths.ts';
import { alternateEmails, saveLaterModel } from '../models/save-later.ts';
import { answered, answeringSaveLater, answeringSteps, hostEngine, tabsFor, walkHosted, type HostedWalk } from './enrollment-host.tsx';
import type { User } from './screen-walk.tsx';
import { coverageOf, pathsOf } from './support.tsx';

afterEach(cleanup);

/**
 * SaveLaterDialog shows the engine's `saveLater` child, so the modal is walked inside the wrapper,
 * on Contact Information: the wrapper's Save & Continue Later asks the step for its draft and opens
 * the modal with it. For the form's scenario the step is the real form step, its form holding the
 * scenario's values. A list or health step is not built yet: for their scenarios the Contact
 * Information step stands in, handing over the scenario's structured data as its draft (so the
 * request's tab is the hosting step's).
 */
const HOST = 'contact_info';

type Sent = { enrollment_id: string; email: string; tab: string; data: StepData };

/**
 * What the modal should hold, followed from the path's events alone: the e-mail typed, the message
 * under it (the table's words, or the server's as the path's answer carried it). Never the
 * machine's context.
 */
interface Shown {
  email: string;
  message: string | null;
}

const dialog = () => within(screen.getByRole('dialog', { name: saveLaterWords.title }));

/** The wizard's own button (the modal has a Back too). */
const wizardButton = (name: string, hidden: boolean) => {
  const [button, ...others] = screen.getAllByRole('button', { name, hidden }).filter((element) => !element.closest('[role="dialog"]'));
  expect(others).toEqual([]);
  return button as HTMLButtonElement;
};

/** The send to save-enrollment, held until the path answers it; its requests kept. */
const heldSend = () => {
  const requests: Sent[] = [];
  let pending: { resolve: (value: unknown) => void; reject: (error: unknown) => void } | null = null;
  const logic = fromPromise<unknown, Sent>(({ input }) => {
    requests.push(input);
    return new Promise((resolve, reject) => {
      pending = { resolve, reject };
    });
  });
  const settle = (event: EventObject & { output?: unknown; error?: unknown }): boolean => {
    const match = /^xstate\.(done|error)\.actor\.saveEnrollmentForLater$/.exec(event.type);
    if (!match) return false;
    if (!pending) throw new Error(`nothing pending for ${event.type}`);
    if (match[1] === 'done') pending.resolve(event.output);
    else pending.reject(event.error);
    pending = null;
    return true;
  };
  return { logic, settle, requests };
};

const replay = (shown: Shown) => async (user: User, event: EventObject, actor: { getSnapshot: () => unknown }): Promise<void> => {
  const before = actor.getSnapshot();
  const sent = event as SaveLaterEvent;
  switch (sent.type) {
    case 'user.sendCode': {
      const field = dialog().getByRole('textbox', { name: saveLaterWords.email });
      await user.clear(field);
      if (sent.email !== '') await user.type(field, sent.email);
      shown.email = sent.email;
      await user.click(dialog().getByRole('button', { name: saveLaterWords.sendCode }));
      // spec 2 §5: 'Enter valid email address' for an e-mail that is none; the alternate one, or none at all (issue 28 item 3), clears it
      shown.message = sent.email === alternateEmails.invalid ? saveLaterWords.invalidEmail : null;
      break;
    }
    case 'user.back':
      await user.click(dialog().getByRole('button', { name: saveLaterWords.back }));
      break;
    case 'user.done':
      await user.click(dialog().getByRole('button', { name: saveLaterWords.done }));
      break;
  }
  // a message-only answer keeps the state: wait until the machine has heard the event
  await waitFor(() => expect(actor.getSnapshot()).not.toBe(before));
};

/** spec 3 §8: save-enrollment's errors show under the e-mail input (the e-mail's own message, else the server's). */
const follow = (shown: Shown, event: EventObject & { error?: unknown }) => {
  if (event.type !== 'xstate.error.actor.saveEnrollmentForLater') return;
  // issue 23 §4: a 5xx (the model's failure) says what to do instead of the server's words
  const { httpStatus } = event.error as { httpStatus: number };
  shown.message =
    fieldErrorsOf(event.error).find((fieldError) => fieldError.target_element === 'email')?.error_message ??
    (httpStatus === 0 || httpStatus >= 500 ? saveRefusalMessages.sendCodeUnreachable : (event.error as Error).message);
};

/** What each state shows, by the expectation table and what the path's events carried. */
const assertScreen = (shown: Shown, requests: Sent[], input: SaveLaterInput) => async (state: AnyMachineSnapshot) => {
  const expected: SaveLaterScreen = saveLaterScreens[state.value as keyof typeof saveLaterScreens];
  if (expected.modal === 'none') {
    // the step shows again, editable
    await waitFor(() => expect(screen.queryByRole('dialog', { name: saveLaterWords.title })).toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: stepTitles[HOST] })).toBeTruthy();
    for (const key of ['back', 'saveLater', 'next'] as const) expect(wizardButton(wizardButtonNames[key], false).disabled).toBe(editableStep[key] !== 'enabled');
    return;
  }
  await screen.findByRole('dialog', { name: saveLaterWords.title });
  // the step stays behind the modal
  expect(screen.getByRole('heading', { level: 1, name: stepTitles[HOST], hidden: true })).toBeTruthy();
  if (expected.modal === 'saved') {
    await waitFor(() => expect(dialog().getByRole('status').textContent).toBe(saveLaterWords.saved));
    expect(dialog().getByRole('button', { name: saveLaterWords.done })).toBeTruthy();
    expect(dialog().queryByRole('textbox', { name: saveLaterWords.email })).toBeNull();
    // what was sent: the alternate e-mail and the step's data as it stood
    expect(requests.at(-1)).toEqual({ enrollment_id: input.tempId, email: shown.email, tab: HOST, data: input.data });
    return;
  }
  expect(dialog().getByText(saveLaterWords.question)).toBeTruthy();
  expect(dialog().getByRole('textbox', { name: saveLaterWords.email })).toHaveProperty('value', shown.email);
  expect(dialog().getByRole('textbox', { name: saveLaterWords.email }).getAttribute('aria-describedby')).toBeTruthy();
  expect(dialog().getByText(saveLaterWords.blankHint)).toBeTruthy();
  await waitFor(() => {
    expect(dialog().queryByRole('alert')?.textContent ?? null).toBe(shown.message);
    const send = dialog().getByRole('button', { name: expected.sendCode === 'busy' ? saveLaterWords.sending : saveLaterWords.sendCode });
    expect(send.hasAttribute('data-loading')).toBe(expected.sendCode === 'busy');
    expect((dialog().getByRole('button', { name: saveLaterWords.back }) as HTMLButtonElement).disabled).toBe(expected.back !== 'enabled');
  });
};

/** The step on screen: Contact Information's form holding the data, or standing in with the data as its draft. */
const hostStep = (input: SaveLaterInput) => {
  const fields = { result: Object.entries(input.data).map(([field_name, value]) => ({ field_name, value: typeof value === 'string' ? value : null, required: 1 as const, read_only: 0 as const })) };
  const { form } = answeringSteps({ form: { loadFields: answered(fields) } });
  return input.tab === HOST ? form : form.provide({ actions: { handOverDraft: sendParent(stepReplies.draft(input.data)) as never } });
};

const saveLaterScreen = (path: ModelPath): HostedWalk => {
  const input = path.scenario.input as SaveLaterInput;
  const send = heldSend();
  const shown: Shown = { email: '', message: null };
  return {
    engine: hostEngine({
      getDynamicTabs: answered(tabsFor(['primary_info', HOST, 'review_info'])),
      saveLater: answeringSaveLater(send.logic),
      steps: { form: hostStep(input) },
    }),
    engineInput: () => ({ tempId: input.tempId, tab: HOST, stored: {} }),
    childId: 'saveLater',
    child: saveLaterMachine,
    open: async (user) => {
      await screen.findByRole('form', { name: stepTitles[HOST] });
      await user.click(wizardButton(wizardButtonNames.saveLater, false));
    },
    settle: (event) => {
      follow(shown, event);
      return send.settle(event);
    },
    replay: (user, event, child) => replay(shown)(user, event, child),
    assertScreen: assertScreen(shown, send.requests, input),
  };
};

describe("save & continue later: every model path replayed through the wrapper's code-send modal", () => {
  const coverage = coverageOf(saveLaterMachine);
  afterAll(() => console.log(coverage.report()));
  it.each(pathsOf(saveLaterModel, generatePaths).map((path) => [path.description, path] as const))('%s', async (_, path) => walkHosted(saveLaterScreen(path), path, coverage), 30_000);

  it('took every state and transition', () => expect(coverage.missing()).toEqual({ states: [], transitions: [] }));
});
