// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { quoteEmailFormSchema, quoteSentTo, type QuoteEmailValues } from '../../contract/index.ts';
import { quoteEmailMachine } from '../../machines/cart/quote-email.machine.ts';
import type { QuoteEmailActor } from '../../src/features/cart/cart-actor.ts';
import { QuoteEmailScreen } from '../../src/features/cart/QuoteDialog.tsx';
import { generatePaths } from '../lib/paths.ts';
import { quoteEmailModel } from '../models/cartQuote.ts';
import { walkScreen, type ScreenWalk, type User } from './screen-walk.tsx';
import { coverageOf, pathsOf } from './support.tsx';

afterEach(cleanup);

const typeInto = async (user: User, label: string, text: string) => {
  const field = screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
  await user.clear(field);
  if (text) await user.type(field, text);
};

/** Fills the form and presses Preview or Send. */
const replay = async (user: User, event: EventObject & { values?: QuoteEmailValues }, actor: QuoteEmailActor) => {
  if (event.type === 'user.backToForm') return user.click(screen.getByRole('button', { name: 'Back' }));
  const values = event.values!;
  await typeInto(user, 'Name', values.name);
  await typeInto(user, 'Email', values.email);
  await typeInto(user, 'Message', values.message);
  await user.click(screen.getByRole('button', { name: event.type === 'user.preview' ? 'Preview' : 'Send' }));
  // the form's resolver stops invalid values before the machine hears of them: send the event as
  // well, so the machine's own rejection is walked (the screen shows the same messages either way)
  if (!quoteEmailFormSchema.safeParse(values).success) actor.send(event as never);
};

/** What each state shows: the form with its messages, the preview text, or to whom the quote went. */
const assertScreen = async (state: SnapshotFrom<typeof quoteEmailMachine>) => {
  const { context } = state;
  if (state.matches('previewing')) return void expect(await screen.findByLabelText('Quote preview')).toHaveProperty('textContent', context.preview);
  if (state.matches('sent')) return void expect((await screen.findByRole('status')).textContent).toBe(quoteSentTo(context.values.email));
  expect(await screen.findByRole('form', { name: 'Send Personalized Quote' })).toBeTruthy();
  for (const message of Object.values(context.errors)) await waitFor(() => expect(screen.getByText(message!)).toBeTruthy());
  if (state.hasTag('busy')) expect(screen.getByRole('button', { name: /Working/ })).toBeTruthy();
};

const quoteScreen: ScreenWalk<typeof quoteEmailMachine> = {
  machine: quoteEmailMachine,
  calls: ['loadPreview', 'sendQuote'],
  render: (actor) => <QuoteEmailScreen actor={actor as QuoteEmailActor} />,
  replay: (user, event, actor) => replay(user, event, actor as QuoteEmailActor),
  assertScreen,
};

describe('Send Personalized Quote: every model path replayed through the form', () => {
  const coverage = coverageOf(quoteEmailMachine);
  afterAll(() => console.log(coverage.report()));
  it.each(pathsOf(quoteEmailModel, generatePaths).map((path) => [path.description, path] as const))('%s', async (_, path) => walkScreen(quoteScreen, path, coverage), 20_000);

  it('took every state and transition', () => expect(coverage.missing()).toEqual({ states: [], transitions: [] }));
});
