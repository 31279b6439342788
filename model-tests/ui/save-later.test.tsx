// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { stepMessages } from '../../contract/index.ts';
import { saveLaterMachine, type SaveLaterEvent, type SaveLaterInput } from '../../machines/enrollment/save-later.machine.ts';
import type { EnrollmentActor } from '../../src/features/enrollment/enrollment-actors.ts';
import { generatePaths } from '../lib/paths.ts';
import { saveLaterModel } from '../models/save-later.ts';
import { answered, answeringSaveLater, answeringSteps, hostEngine, tabsFor, titleOf, walkHosted, type HostedWalk } from './enrollment-host.tsx';
import type { User } from './screen-walk.tsx';
import { coverageOf, pathsOf, settledActors } from './support.tsx';

afterEach(cleanup);

/**
 * SaveLaterDialog shows the engine's `saveLater` child (its body takes no actor of its own), so the
 * modal is walked inside the wrapper: Contact Information, its one field holding the scenario's
 * data, and Save & Continue Later opens the modal with the walked machine.
 */
const scenario = saveLaterModel.scenarios[0]!.input as SaveLaterInput;
const contactFields = { result: Object.entries(scenario.data).map(([field_name, value]) => ({ field_name, value, required: 1 as const, read_only: 0 as const })) };

const dialog = () => within(screen.getByRole('dialog', { name: 'Save & Continue Later' }));

const replay = async (user: User, event: EventObject, actor: { getSnapshot: () => unknown }): Promise<void> => {
  const before = actor.getSnapshot();
  const sent = event as SaveLaterEvent;
  switch (sent.type) {
    case 'user.sendCode': {
      const field = dialog().getByRole('textbox', { name: 'Alternate Email' });
      await user.clear(field);
      await user.type(field, sent.email);
      await user.click(dialog().getByRole('button', { name: 'Send Code' }));
      break;
    }
    case 'user.back':
      await user.click(dialog().getByRole('button', { name: 'Back' }));
      break;
    case 'user.done':
      await user.click(dialog().getByRole('button', { name: 'Done' }));
      break;
  }
  // a message-only answer keeps the state: wait until the machine has heard the event
  await waitFor(() => expect(actor.getSnapshot()).not.toBe(before));
};

/** What each state shows: the modal asking (question, e-mail, its message, Send Code busy while sending), the saved message with Done, or no modal. */
const assertScreen = async (state: AnyMachineSnapshot, engine: EnrollmentActor) => {
  if (state.matches('closed')) {
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save & Continue Later' })).toBeNull());
    expect(engine.getSnapshot().matches({ showingStep: 'editing' })).toBe(true);
    return;
  }
  await screen.findByRole('dialog', { name: 'Save & Continue Later' });
  // the step stays behind the modal
  expect(screen.getByRole('heading', { level: 1, name: titleOf(scenario.tab), hidden: true })).toBeTruthy();
  if (state.matches('sent')) {
    await waitFor(() => expect(dialog().getByRole('status').textContent).toBe(stepMessages.saveLaterDone));
    expect(dialog().getByRole('button', { name: 'Done' })).toBeTruthy();
    expect(dialog().queryByRole('textbox', { name: 'Alternate Email' })).toBeNull();
    return;
  }
  const { error, data } = state.context as { error: string | null; data: Record<string, string> };
  // the modal keeps what the step showed when it was asked
  expect(data).toEqual(scenario.data);
  expect(dialog().getByText(stepMessages.saveLaterQuestion)).toBeTruthy();
  expect(dialog().getByRole('textbox', { name: 'Alternate Email' })).toBeTruthy();
  await waitFor(() => {
    expect(dialog().queryByRole('alert')?.textContent ?? null).toBe(error);
    const send = dialog().getByRole('button', { name: /Send Code|Sending/ });
    expect(send.hasAttribute('data-loading')).toBe(state.hasTag('saving'));
    expect((dialog().getByRole('button', { name: 'Back' }) as HTMLButtonElement).disabled).toBe(state.hasTag('saving'));
  });
};

const saveLaterScreen = (): HostedWalk => {
  const { actors, settle } = settledActors(['saveEnrollmentForLater']);
  return {
    engine: hostEngine({
      getDynamicTabs: answered(tabsFor(['primary_info', scenario.tab, 'review_info'])),
      saveLater: answeringSaveLater(actors.saveEnrollmentForLater),
      steps: { [scenario.tab]: answeringSteps({ contact: { loadFields: answered(contactFields) } })[scenario.tab as 'contact_info'] },
    }),
    engineInput: () => ({ tempId: scenario.tempId, tab: scenario.tab, stored: {} }),
    childId: 'saveLater',
    child: saveLaterMachine,
    open: async (user) => {
      await screen.findByRole('form', { name: titleOf(scenario.tab) });
      await user.click(screen.getByRole('button', { name: 'Save & Continue Later' }));
    },
    settle,
    replay: (user, event, child) => replay(user, event, child),
    assertScreen,
  };
};

describe("save & continue later: every model path replayed through the wrapper's modal", () => {
  const coverage = coverageOf(saveLaterMachine);
  afterAll(() => console.log(coverage.report()));
  it.each(pathsOf(saveLaterModel, generatePaths).map((path) => [path.description, path] as const))('%s', async (_, path) => {
    const walk = saveLaterScreen();
    await walkHosted(walk, path, coverage);
  }, 30_000);

  it('took every state and transition', () => expect(coverage.missing()).toEqual({ states: [], transitions: [] }));
});
