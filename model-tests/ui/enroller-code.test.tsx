// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Actor, EventObject, SnapshotFrom } from 'xstate';
import { enrollerCodeMachine, type EnrollerCodeEvent } from '../../machines/shared/enroller-code/enroller-code.machine.ts';
import { EnrollerCodeGate } from '../../src/features/enrollment/EnrollerCodeGate.tsx';
import { enrollerCodeWords } from '../expectations/form-step.ts';
import { generatePaths } from '../lib/paths.ts';
import { enrollerCodeModel } from '../models/enroller-code.ts';
import { walkScreen, type ScreenWalk, type User } from './screen-walk.tsx';
import { coverageOf, pathsOf } from './support.tsx';

afterEach(cleanup);

type Snapshot = SnapshotFrom<typeof enrollerCodeMachine>;

const popup = () => within(screen.getByRole('dialog', { name: 'Enter Enroller Code' }));

/** The popup's sentence on the code (written here from the brief, not read from the machine). */
const enrollerCodeHelpText =
  'Your enroller code identifies you as the rep or group administrator enrolling this member; the group’s benefits administrator gives it to everyone who enrolls for the group.';

/** Replays one user event: Enter Enroller Code and the popup's field, Save and Cancel; Next is the step's. */
const replay = async (user: User, event: EventObject, actor: Actor<typeof enrollerCodeMachine>): Promise<void> => {
  const before = actor.getSnapshot();
  const sent = event as EnrollerCodeEvent;
  switch (sent.type) {
    case 'user.openCode':
      await user.click(screen.getByRole('button', { name: 'Enter Enroller Code' }));
      break;
    case 'user.next':
      // Personal Information's Next sends this when it saves (the step machine's remindEnrollerCode)
      actor.send(sent);
      break;
    case 'user.closeCode':
      await user.click(popup().getByRole('button', { name: 'Cancel' }));
      break;
    case 'user.saveCode': {
      const field = popup().getByRole('textbox', { name: 'Enroller Code' });
      await user.clear(field);
      await user.type(field, sent.code);
      await user.click(popup().getByRole('button', { name: 'Save' }));
      break;
    }
  }
  // a message-only answer keeps the state: wait until the machine has heard the event
  await waitFor(() => expect(actor.getSnapshot()).not.toBe(before));
};

/** What each state shows: the saved code, the message Next brought back, the popup with its message. */
const assertScreen = async (state: Snapshot) => {
  const { code, error } = state.context;
  const editing = state.matches('editing') || state.matches('saving');
  const behind = { hidden: editing };
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Enter Enroller Code' }) !== null).toBe(editing));
  const section = within(screen.getByRole('region', { name: 'Enroller code', ...behind }));
  if (code) expect(section.getByText(`Enroller code: ${code} saved`)).toBeTruthy();
  else expect(section.queryByText(/^Enroller code: /)).toBeNull();
  expect(section.getByRole('button', { name: 'Enter Enroller Code', ...behind })).toBeTruthy();
  // Next's message shows in the error summary (a link to the button) and beside the button while the popup is closed
  const summary = section.queryByRole('alert', { name: enrollerCodeWords.summaryTitle, ...behind });
  expect(summary ? within(summary).getByRole('link', behind).textContent : null).toBe(state.matches('closed') ? error : null);
  const button = section.getByRole('button', { name: enrollerCodeWords.button, ...behind });
  expect(button.getAttribute('aria-describedby') ? document.getElementById(button.getAttribute('aria-describedby')!)?.textContent : null).toBe(state.matches('closed') ? error : null);
  if (!editing) return;
  const form = popup();
  // what the code is and who has it (issue 23), in the popup's own words
  expect(form.getByText(enrollerCodeHelpText)).toBeTruthy();
  expect(form.queryByRole('alert')?.textContent ?? null).toBe(error);
  const save = form.getByRole('button', { name: /Save|Saving/ });
  expect(save.hasAttribute('data-loading')).toBe(state.hasTag('saving'));
};

const enrollerCodeScreen: ScreenWalk<typeof enrollerCodeMachine> = {
  machine: enrollerCodeMachine,
  calls: ['saveEnrollerCode'],
  render: (actor) => <EnrollerCodeGate actor={actor} />,
  replay,
  assertScreen,
};

describe('enroller code: model paths covering every state and transition, replayed through the gate', () => {
  const coverage = coverageOf(enrollerCodeMachine);
  afterAll(() => console.log(coverage.report()));
  it.each(pathsOf(enrollerCodeModel, generatePaths).map((path) => [path.description, path] as const))('%s', async (_, path) => walkScreen(enrollerCodeScreen, path, coverage), 20_000);

  it('took every state and transition', () => expect(coverage.missing()).toEqual({ states: [], transitions: [] }));
});
