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

/**
 * What each of the model's receipts (enrollmentFixtures.receipt, .repReceipt) shows, by its
 * confirmation number: the facts listed, the people covered and the plans table.
 */
const receipts: Record<string, { facts: string[]; people: string[]; rows: string[] }> = {
  POL123456: {
    facts: ['Confirmation number: POL123456', 'Effective date: 12/01/2026', 'Payment method: Visa xxxxxx1111'],
    people: ['Ana Reyes (Applicant)', 'Luis Reyes (Spouse)'],
    rows: ['PlanMonthly price', 'BrightSmile Dental Basic$24.50', 'Family Term Life$50,000 coverage$12.00', 'First Month Total Cost$36.50', 'Recurring Monthly Cost$36.50'],
  },
  POL123457: {
    facts: ['Confirmation number: POL123457', 'Effective date: 12/01/2026', 'Payment method: Bank account xxxxx6789'],
    people: ['Ana Reyes (Applicant)'],
    rows: ['PlanMonthly price', 'BrightSmile Dental Basic$24.50', 'First Month Total Cost$24.50', 'Recurring Monthly Cost$24.50'],
  },
};

/** Where Return to homepage and Rep Home were asked to go (the page navigates there). */
const homes: string[] = [];

/**
 * What each state shows: the spinner; the member's receipt (thanks by name) or the rep's (whom
 * they enrolled, and Rep Home), each with the confirmation number, effective date, payment method
 * (masked), people covered, plans and lines; or no receipt; Return to homepage, to the machine's home.
 */
const assertScreen = async (state: Snapshot) => {
  if (state.hasTag('loading')) return void expect(await screen.findByRole('status', { name: 'Loading your receipt' })).toBeTruthy();
  const { receipt, home } = state.context;
  await waitFor(() => expect(screen.queryByRole('status', { name: 'Loading your receipt' })).toBeNull());
  let buttons = ['Return to homepage'];
  if (state.matches('shown')) {
    const forRep = state.matches({ shown: 'forRep' });
    expect(screen.getByRole('heading', { level: 1, name: forRep ? `You enrolled ${receipt!.name}` : `Thank you, ${receipt!.name}!` })).toBeTruthy();
    expect(screen.getByText(forRep ? 'The enrollment is complete.' : 'Your enrollment is complete.')).toBeTruthy();
    const shown = receipts[receipt!.policy_id]!;
    for (const fact of shown.facts) expect(screen.getByText(fact)).toBeTruthy();
    const people = screen.getByRole('region', { name: 'People covered' });
    expect(within(people).getAllByRole('listitem').map((item) => item.textContent)).toEqual(shown.people);
    // the plans as the receipt mail lists them: the chosen coverage under a life plan's name, prices on the right, the totals
    const rows = within(screen.getByRole('table', { name: 'Plans enrolled' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(shown.rows);
    expect(screen.getByText(receiptSentLine)).toBeTruthy();
    expect(screen.getByText(completionNote)).toBeTruthy();
    buttons = forRep ? ['Print or save as PDF', 'Rep Home', 'Return to homepage'] : ['Print or save as PDF', 'Return to homepage'];
  } else {
    expect(state.matches('unavailable')).toBe(true);
    expect(screen.getByRole('heading', { level: 1, name: 'Receipt' })).toBeTruthy();
    expect(screen.getByText('There is no enrollment receipt to show.')).toBeTruthy();
    expect(screen.queryByText(/^Confirmation number/)).toBeNull();
  }
  // read-only (issue 23 §5): no step's Edit, Back or Next
  expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(buttons);
  // Return to homepage goes to the machine's home, Rep Home to the rep's (neither sends the machine anything)
  homes.length = 0;
  await userEvent.setup().click(screen.getByRole('button', { name: 'Return to homepage' }));
  expect(homes).toEqual([home]);
  if (buttons.includes('Rep Home')) {
    await userEvent.setup().click(screen.getByRole('button', { name: 'Rep Home' }));
    expect(homes).toEqual([home, '/agent-home']);
  }
};

const receiptScreen: ScreenWalk<typeof receiptMachine> = {
  machine: receiptMachine,
  calls: ['getReceipt'],
  render: (actor) => <ReceiptView actor={actor} onHome={(to) => void homes.push(to)} />,
  // the receipt's one user event: Print or save as PDF
  replay: async (_, event) => {
    if (event.type !== 'user.print') throw new Error(`no way to replay ${event.type} on the receipt`);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print or save as PDF' }));
  },
  assertScreen,
};

describe('receipt: every model path replayed through the receipt view', () => {
  const coverage = coverageOf(receiptMachine);
  afterAll(() => console.log(coverage.report()));
  it.each(pathsOf(receiptModel, generatePaths).map((path) => [path.description, path] as const))('%s', async (_, path) => walkScreen(receiptScreen, path, coverage), 20_000);

  it('took every state and transition', () => expect(coverage.missing()).toEqual({ states: [], transitions: [] }));
});
