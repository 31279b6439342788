// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import type { Category, QuoteField } from '../../contract/index.ts';
import { emptyDraft, quoteMachine, type QuoteDraft, type QuoteInput } from '../../machines/shared/quote/index.ts';
import { localStorageAdapter } from '../../src/adapters/local-storage.ts';
import { siteQueries } from '../../src/adapters/site-queries.ts';
import { QuoteView } from '../../src/features/quote/LandingQuote.tsx';
import { quoteFieldLabels } from '../../src/features/quote/QuoteFields.tsx';
import { wizardStepOf } from '../../src/features/quote/quote-actor.ts';
import { apiFailure, dataOf, fixtures, validQuote } from '../lib/fixtures.ts';
import { actorResults, type MachineModel } from '../lib/model.ts';
import { generatePaths, type ModelPath } from '../lib/paths.ts';
import { coverageOf, expectedAfter, pathsOf, renderScreen, sameValue, settledActors } from './support.tsx';

afterEach(cleanup);

/** A valid and an invalid value per field, as the screen's controls set them. */
const fieldValues: Record<QuoteField, { valid: QuoteDraft[QuoteField]; invalid: QuoteDraft[QuoteField] }> = {
  zip: { valid: validQuote.zip, invalid: '' },
  dob: { valid: validQuote.dob, invalid: '' },
  gender: { valid: validQuote.gender, invalid: '' },
  tier: { valid: validQuote.tier, invalid: '' },
  categories: { valid: ['dental'], invalid: [] },
  coverage: { valid: 'LOW_COST', invalid: '' },
};
const fields = Object.keys(fieldValues) as QuoteField[];
const siteCategories: Category[] = ['dental', 'vision'];
const formFields: readonly QuoteField[] = ['zip', 'gender', 'tier', 'dob'];
const serverRejects = (field: string) => apiFailure('Invalid quote', [{ target_element: field, error_message: `Server rejects ${field}` }], 422);
const filterErrors = [...fields.map(serverRejects), apiFailure('Something failed')];

const quoteModel: MachineModel = {
  id: quoteMachine.id,
  machine: quoteMachine,
  scenarios: [
    { name: 'form, new quote', input: { variant: 'form', scope: {}, tempId: null } satisfies QuoteInput },
    { name: 'form, stored tempId', input: { variant: 'form', scope: {}, tempId: 'TE1A2B3C' } satisfies QuoteInput },
    { name: 'Edit popup (closes after saving)', input: { variant: 'form', scope: {}, tempId: 'TE1A2B3C', afterSave: 'close' } satisfies QuoteInput },
    { name: "a plan page's filter popup (a new filter; closes after saving)", input: { variant: 'form', scope: {}, tempId: null, afterSave: 'close' } satisfies QuoteInput },
    {
      name: "Edit popup of a filter with a smoker value",
      input: { variant: 'form', scope: {}, tempId: 'TE1A2B3C', afterSave: 'close', initial: { ...validQuote, is_smoker: '0' } } satisfies QuoteInput,
    },
    { name: 'wizard, new quote', input: { variant: 'wizard', scope: {}, tempId: null } satisfies QuoteInput },
  ],
  events: {
    'user.submit': [
      { type: 'user.submit', values: { ...emptyDraft, ...validQuote } },
      { type: 'user.submit', values: emptyDraft },
    ],
    'user.next': (snapshot: AnyMachineSnapshot) => {
      const field = wizardStepOf(snapshot as never)!.field;
      return [
        { type: 'user.next', value: fieldValues[field].valid },
        { type: 'user.next', value: fieldValues[field].invalid },
      ];
    },
    'user.back': [{ type: 'user.back' }],
    ...actorResults('validateZipCode', { answers: [fixtures.zip], errors: [apiFailure('Invalid Zip code')] }),
    ...actorResults('validateDob', { answers: [dataOf('validateDob', { dob: validQuote.dob, age: 40 })], errors: [serverRejects('dob')] }),
    ...actorResults('createFilter', { answers: [fixtures.createdFilter], errors: filterErrors }),
    ...actorResults('updateFilter', { answers: [fixtures.updatedFilter], errors: [serverRejects('zip'), apiFailure('Something failed')] }),
  },
};

type User = ReturnType<typeof userEvent.setup>;

/** Sets one field through its control; an empty value clears it. */
const setField = async (user: User, field: QuoteField, value: QuoteDraft[QuoteField]) => {
  if (field === 'categories') {
    for (const box of screen.getAllByRole('checkbox') as HTMLInputElement[]) {
      if (box.checked !== (value as string[]).includes(box.value)) await user.click(box);
    }
    return;
  }
  const control = screen.getByLabelText(quoteFieldLabels[field]);
  if (control instanceof HTMLSelectElement) return user.selectOptions(control, (value as string) || '');
  await user.clear(control);
  // the dob mask adds the slashes itself: type the digits
  if (value) await user.type(control, field === 'dob' ? (value as string).replace(/\D/g, '') : (value as string));
};

/** Replays one user event through the screen: fill and submit, fill and Next, or Back. */
const replayUserEvent = async (user: User, event: EventObject & { values?: QuoteDraft; value?: QuoteDraft[QuoteField] }, before: AnyMachineSnapshot) => {
  if (event.type === 'user.back') return user.click(screen.getByRole('button', { name: 'Back' }));
  if (event.type === 'user.submit') {
    for (const field of formFields) await setField(user, field, event.values![field]);
    return user.click(screen.getByRole('button', { name: 'Submit' }));
  }
  const { field, step } = wizardStepOf(before as never)!;
  await setField(user, field, event.value!);
  await user.click(screen.getByRole('button', { name: step === 6 ? 'Submit' : 'Next' }));
};

/** The message tied to a field: its control's error message (aria-errormessage), or the categories fieldset's text. */
const messageAt = (field: QuoteField): string => {
  if (field === 'categories') return screen.getByRole('group', { name: quoteFieldLabels.categories }).textContent ?? '';
  const id = screen.getByLabelText(quoteFieldLabels[field]).getAttribute('aria-errormessage');
  return (id && document.getElementById(id)?.textContent) || '';
};

/** What each state shows: the form, the wizard step and its counter, busy buttons, messages. */
const assertScreen = async (state: AnyMachineSnapshot, event: EventObject & { error?: unknown }, navigate: string[]) => {
  if (state.status === 'done') {
    expect(navigate.at(-1) ?? 'no navigation').toBe(state.context.afterSave === 'openPlans' ? '/plans' : 'no navigation');
    return;
  }
  const step = wizardStepOf(state as never);
  if (step) expect(screen.getByText(`Step ${step.step} of 6`)).toBeTruthy();
  if (step) expect(screen.getAllByText(quoteFieldLabels[step.field]).length).toBeGreaterThan(0);
  // step 5 offers the site's categories only
  if (step?.field === 'categories') expect((screen.getAllByRole('checkbox') as HTMLInputElement[]).map((box) => box.value)).toEqual(siteCategories);
  if (state.matches('form')) expect(screen.getByLabelText('Zip Code')).toBeTruthy();
  // spec 1 §5, spec 3 §5: the smoker radio (Yes, No) appears only if the filter has a smoker value
  const smokerRadio = screen.queryByRole('radiogroup', { name: 'Smoker' });
  if (state.matches({ form: 'withSmoker' })) {
    expect(smokerRadio).toBeTruthy();
    expect(['Yes', 'No'].map((choice) => screen.getByRole('radio', { name: choice }) instanceof HTMLInputElement)).toEqual([true, true]);
  } else expect(smokerRadio).toBeNull();
  const submit = screen.getByRole('button', { name: /Submit|Next|Submitting/ }) as HTMLButtonElement;
  expect(submit.disabled).toBe(state.hasTag('saving'));
  // each message shows beside its field, for the fields on screen: the form's four, or the step's one
  const shown: readonly QuoteField[] = step ? [step.field] : formFields;
  const errors = state.context.errors as Partial<Record<QuoteField, string>>;
  for (const field of state.hasTag('saving') ? [] : shown) {
    const message = errors[field];
    if (message) await waitFor(() => expect(messageAt(field)).toContain(message));
  }
  if (event.type.startsWith('xstate.error.actor') && step) expect(errors[step.field] ?? 'no field error').toBeTruthy();
  // a refused save that names none of the quote's fields says why above them (never silent)
  const saveFailure = state.context.saveFailure as string | null;
  if (saveFailure === null) expect(screen.queryByRole('alert')).toBeNull();
  else expect(screen.getByRole('alert').textContent).toContain(saveFailure);
};

const walk = async (path: ModelPath, coverage: ReturnType<typeof coverageOf>) => {
  const user = userEvent.setup();
  const { actors, settle } = settledActors(['validateZipCode', 'validateDob', 'createFilter', 'updateFilter']);
  const navigate: string[] = [];
  const machine = quoteMachine.provide({
    actors,
    actions: { navigate: (_, { to }) => void navigate.push(to), storeValues: () => {}, refreshMenuAndCart: () => {}, refreshMenuWithEmptyCart: () => {} },
  });
  const actor = createActor(machine, { input: path.scenario.input as QuoteInput, inspect: coverage.inspect }).start();
  renderScreen(<QuoteView actor={actor} />, [
    [['coverages'], [{ value: 'LOW_COST', name: 'Low Cost / High Deductible' }]],
    // the categories the site sells (its menu): the wizard offers only these
    [siteQueries.menu(localStorageAdapter.read(), false).queryKey, siteCategories],
  ]);
  // the wizard's code loads on first use (a lazy chunk): wait for its first step to show
  await screen.findByRole('button', { name: /Submit|Next/ });
  for (const { event } of path.steps.filter((step) => step.event.type !== 'xstate.init')) {
    const before = actor.getSnapshot() as AnyMachineSnapshot;
    const expected = expectedAfter(machine, actor, event);
    if (!settle(event)) {
      await replayUserEvent(user, event, before);
      // the form stops invalid input before the machine hears of it: send the event as well,
      // so the machine's own rejection is walked and its messages checked on screen
      if (event.type !== 'user.back' && sameValue(actor, before.value) && JSON.stringify(expected.value) === JSON.stringify(before.value)) actor.send(event as never);
    }
    await waitFor(() => expect(sameValue(actor, expected.value)).toBe(true));
    await assertScreen(actor.getSnapshot() as AnyMachineSnapshot, event, navigate);
  }
  actor.stop();
};

describe('quote: every model path replayed through the form and the wizard', () => {
  const coverage = coverageOf(quoteMachine);
  afterAll(() => console.log(coverage.report()));
  it.each(pathsOf(quoteModel, generatePaths).map((path) => [path.description, path] as const))('%s', async (_, path) => walk(path, coverage), 20_000);
});
