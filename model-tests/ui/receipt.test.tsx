// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { receiptMachine } from '../../machines/enrollment/receipt.machine.ts';
import { completionNote, ReceiptView, receiptSentLine } from '../../src/features/enrollment/ReceiptPage.tsx';
import { generatePaths } from '../lib/paths.ts';
import { receiptModel } from '../models/receipt.ts';
import { walkScreen, type ScreenWalk } from './screen-walk.tsx';
import { coverageOf, pathsOf } from './support.tsx';

afterEach(cleanup);

type Snapshot = SnapshotFrom<typeof receiptMachine>;

/** The plans table of the model's receipt (enrollmentFixtures.receipt): a dental plan and Family Term Life at $50,000. */
const receiptRows = [
  'PlanMonthly price',
  'BrightSmile Dental Basic$24.50',
  'Family Term Life$50,000 coverage$12.00',
  'First Month Total Cost$36.50',
  'Recurring Monthly Cost$36.50',
];

/** Where Return to homepage was asked to go (the page navigates there). */
const homes: string[] = [];

/**
 * What each state shows: the spinner; the greeting, confirmation number and lines; or no receipt;
 * only Return to homepage, to the machine's home.
 */
const assertScreen = async (state: Snapshot) => {
  if (state.hasTag('loading')) return void expect(await screen.findByRole('status', { name: 'Loading your receipt' })).toBeTruthy();
  const { receipt, home } = state.context;
  await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading your receipt' })).toBeNull());
  if (state.matches('shown')) {
    expect(screen.getByRole('heading', { level: 1, name: `Thank you, ${receipt!.name}!` })).toBeTruthy();
    expect(screen.getByText('Your enrollment is complete.')).toBeTruthy();
    expect(screen.getByText(`Confirmation number: ${receipt!.policy_id}`)).toBeTruthy();
    // the plans as the receipt mail lists them: the chosen coverage under a life plan's name, prices on the right, the totals
    const rows = within(screen.getByRole('table', { name: 'Plans enrolled' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(receiptRows);
    expect(screen.getByText(receiptSentLine)).toBeTruthy();
    expect(screen.getByText(completionNote)).toBeTruthy();
  } else {
    expect(state.matches('unavailable')).toBe(true);
    expect(screen.getByRole('heading', { level: 1, name: 'Receipt' })).toBeTruthy();
    expect(screen.getByText('There is no enrollment receipt to show.')).toBeTruthy();
    expect(screen.queryByText(/^Confirmation number/)).toBeNull();
  }
  // read-only (issue 23 §5): the one control is Return to homepage, no step's Edit, Back or Next
  expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Return to homepage']);
  // Return to homepage goes to the machine's home (it sends the machine nothing)
  homes.length = 0;
  await userEvent.setup().click(screen.getByRole('button', { name: 'Return to homepage' }));
  expect(homes).toEqual([home]);
};

const receiptScreen: ScreenWalk<typeof receiptMachine> = {
  machine: receiptMachine,
  calls: ['getReceipt'],
  render: (actor) => <ReceiptView actor={actor} onHome={(to) => void homes.push(to)} />,
  // the receipt takes no user events: its only steps are get-receipt's answers
  replay: async (_, event) => {
    throw new Error(`no way to replay ${event.type} on the receipt`);
  },
  assertScreen,
};

describe('receipt: every model path replayed through the receipt view', () => {
  const coverage = coverageOf(receiptMachine);
  afterAll(() => console.log(coverage.report()));
  it.each(pathsOf(receiptModel, generatePaths).map((path) => [path.description, path] as const))('%s', async (_, path) => walkScreen(receiptScreen, path, coverage), 20_000);

  it('took every state and transition', () => expect(coverage.missing()).toEqual({ states: [], transitions: [] }));
});
