// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { planDetailMessages } from '../../contract/index.ts';
import { enrollerCodeMachine } from '../../machines/shared/enroller-code/enroller-code.machine.ts';
import { noopAppActions } from '../../model-tests/lib/model.ts';
import { planDetailFixtures as f } from '../../model-tests/lib/plan-detail-fixtures.ts';
import { EnrollerCodeGate } from '../../src/features/enrollment/EnrollerCodeGate.tsx';
import { renderWithProviders } from './render.tsx';

afterEach(cleanup);

describe('the Enter Enroller Code gate', () => {
  it("shows the step Next's reminder for group 2556 until a code is saved, then lets the step go on", async () => {
    const user = userEvent.setup();
    const storeValues = vi.fn();
    const machine = enrollerCodeMachine.provide({
      actors: { saveEnrollerCode: fromPromise(async () => f.codeSaved) },
      actions: { ...noopAppActions, storeValues: (_args: unknown, values: unknown) => storeValues(values) },
    });
    const actor = createActor(machine, { input: { tempId: 'TE1', stored: { eprocess: 'group', group_id: '2556' } } }).start();
    renderWithProviders(<EnrollerCodeGate actor={actor} />);

    // Personal Information's Next reminds the popup (the form step sends user.next)
    actor.send({ type: 'user.next' });
    // in the step's error summary (issue 28 item 2), a link to the code's button
    expect(within(await screen.findByRole('alert', { name: 'There is a problem' })).getByRole('link').textContent).toBe(planDetailMessages.enrollerCodeRequired);

    await user.click(screen.getByRole('button', { name: 'Enter Enroller Code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter Enroller Code' });
    // what the code is and who has it (issue 23)
    expect(within(dialog).getByText(/identifies you as the rep or group administrator/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(planDetailMessages.enterEnrollerCode);
    await user.type(within(dialog).getByLabelText('Enroller Code'), 'EC2556');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Enroller code: EC2556 saved')).toBeTruthy();
    expect(storeValues).toHaveBeenCalledWith({ enrollerCode: 'EC2556' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Enter Enroller Code' })).toBeNull());
    actor.send({ type: 'user.next' });
    expect(actor.getSnapshot().status).toBe('done');
  });
});
