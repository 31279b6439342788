// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ApiFailure } from '../../contract/index.ts';
import { quoteMachine, type QuoteInput } from '../../machines/shared/quote/quote.machine.ts';
import { QuoteForm } from '../../src/features/quote/QuoteForm.tsx';
import { QuoteWizard } from '../../src/features/quote/QuoteWizard.tsx';
import { siteQueries } from '../../src/adapters/site-queries.ts';
import { renderWithProviders } from './render.tsx';
import { spokenThrough } from './screen-reader.ts';

afterEach(cleanup);

const failure = (fieldErrors: ApiFailure['fieldErrors']): ApiFailure => ({ kind: 'api-failure', httpStatus: 422, message: 'Invalid', fieldErrors });

const startQuote = (variant: QuoteInput['variant'], createFilter: () => Promise<{ temp_enrollment_id: string }>) => {
  const navigate = vi.fn();
  const machine = quoteMachine.provide({
    actors: {
      validateZipCode: fromPromise(async () => ({ zip: '10001', state: 'NY', city: 'New York' })),
      validateDob: fromPromise(async () => ({ dob: '01/15/1980', age: 46 })),
      createFilter: fromPromise(createFilter),
      updateFilter: fromPromise(async () => ({ temp_enrollment_id: 'TE1' })),
    },
    actions: { navigate: (_, params) => navigate(params.to), storeValues: () => {}, refreshMenuAndCart: () => {}, refreshMenuWithEmptyCart: () => {} },
  });
  const actor = createActor(machine, { input: { variant, scope: {}, tempId: null } }).start();
  return { actor, navigate };
};

const fillForm = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByLabelText('Zip Code'), '1000199');
  await user.selectOptions(screen.getByLabelText('Gender'), 'Female');
  await user.selectOptions(screen.getByLabelText('Tier'), 'Member + Spouse');
  await user.type(screen.getByLabelText('Date of Birth'), '01151980');
};

describe('the landing quote form', () => {
  it('shows every required message, word for word, on an empty submit', async () => {
    const user = userEvent.setup();
    const { actor } = startQuote('form', async () => ({ temp_enrollment_id: 'TE1' }));
    renderWithProviders(<QuoteForm actor={actor} />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('Field is required')).toHaveLength(4);
    expect(actor.getSnapshot().value).toEqual({ form: 'withoutSmoker' });
  });

  it('as a screen reader says it: the form and each field by name (no unnamed group around it), each message with its field', async () => {
    const { actor } = startQuote('form', async () => ({ temp_enrollment_id: 'TE1' }));
    const { container } = renderWithProviders(<QuoteForm actor={actor} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findAllByText('Field is required');
    expect(await spokenThrough(container)).toEqual([
      'form, Get a quote',
      'Zip Code',
      'textbox, Zip Code, 1 error message, invalid',
      'Field is required',
      'Gender',
      'combobox, Gender, has popup listbox, not expanded, 1 error message, invalid',
      'option, Select, not selected, position 1, set size 3',
      'option, Male, 0, not selected, position 2, set size 3',
      'option, Female, 1, not selected, position 3, set size 3',
      'end of combobox, Gender, has popup listbox, not expanded, 1 error message, invalid',
      'Field is required',
      'Tier',
      'combobox, Tier, has popup listbox, not expanded, 1 error message, invalid',
      'option, Select, not selected, position 1, set size 5',
      'option, Member Only, IO, not selected, position 2, set size 5',
      'option, Member + Spouse, IS, not selected, position 3, set size 5',
      'option, Member + Children, IC, not selected, position 4, set size 5',
      'option, Family, IF, not selected, position 5, set size 5',
      'end of combobox, Tier, has popup listbox, not expanded, 1 error message, invalid',
      'Field is required',
      'Date of Birth',
      'textbox, Date of Birth, 1 error message, invalid, placeholder mm/dd/yyyy',
      'button, Choose the day from a calendar',
      'Field is required',
      'button, Submit',
      'end of form, Get a quote',
    ]);
  });

  it('truncates the zip to 5 characters, masks the date and sends one submit', async () => {
    const user = userEvent.setup();
    const { actor, navigate } = startQuote('form', async () => ({ temp_enrollment_id: 'TE1' }));
    renderWithProviders(<QuoteForm actor={actor} />);
    await fillForm(user);
    expect(screen.getByLabelText('Zip Code')).toHaveProperty('value', '10001');
    expect(screen.getByLabelText('Date of Birth')).toHaveProperty('value', '01/15/1980');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/plans'));
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('shows an under-age date of birth message and a bad zip message', async () => {
    const user = userEvent.setup();
    const { actor } = startQuote('form', async () => ({ temp_enrollment_id: 'TE1' }));
    renderWithProviders(<QuoteForm actor={actor} />);
    await user.type(screen.getByLabelText('Zip Code'), '12a');
    await user.type(screen.getByLabelText('Date of Birth'), `0101${new Date().getFullYear() - 5}`);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Invalid Zip code')).toBeTruthy();
    expect(screen.getByText('You must be 18 years to proceed')).toBeTruthy();
  });

  it('puts a server error at its field', async () => {
    const user = userEvent.setup();
    const { actor } = startQuote('form', () => Promise.reject(failure([{ target_element: 'dob', error_message: 'Date of birth rejected' }])));
    renderWithProviders(<QuoteForm actor={actor} />);
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const message = await screen.findByText('Date of birth rejected');
    expect(message.closest('[data-scope="field"][data-part="root"]')?.textContent).toContain('Date of Birth');
  });
});

/** Step 5 offers the site's categories: its menu, as the header reads it (nothing stored here). */
const siteMenu: [readonly unknown[], unknown] = [siteQueries.menu({}, false).queryKey, ['medical', 'dental', 'vision']];

describe('the quote wizard', () => {
  it('walks six steps with Next and Back, one field per step', async () => {
    const user = userEvent.setup();
    const { actor, navigate } = startQuote('wizard', async () => ({ temp_enrollment_id: 'TE1' }));
    renderWithProviders(<QuoteWizard actor={actor} />, [siteMenu]);
    expect(screen.getByText('Step 1 of 6')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Field is required')).toBeTruthy();
    await user.type(screen.getByLabelText('Zip Code'), '10001');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Step 2 of 6')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Step 1 of 6')).toBeTruthy();
    expect(screen.getByLabelText('Zip Code')).toHaveProperty('value', '10001');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('Date of Birth'), '01151980');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.selectOptions(await screen.findByLabelText('Gender'), 'Male');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.selectOptions(await screen.findByLabelText('Tier'), 'Family');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Step 5 of 6')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Dental' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Step 6 of 6')).toBeTruthy();
    expect(actor.getSnapshot().context.draft.categories).toEqual(['dental']);
    actor.send({ type: 'user.next', value: 'LOW_COST' });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/plans'));
  });

  it('returns to the step of the field the server rejected', async () => {
    const { actor } = startQuote('wizard', () => Promise.reject(failure([{ target_element: 'gender', error_message: 'Gender rejected' }])));
    renderWithProviders(<QuoteWizard actor={actor} />);
    for (const value of ['10001', '01/15/1980', '0', 'IO', ['dental'], 'LOW_COST'] as const) {
      actor.send({ type: 'user.next', value: value as never });
      // the server checks the date of birth before step 3
      await waitFor(() => expect(actor.getSnapshot().hasTag('checking')).toBe(false));
    }
    expect(await screen.findByText('Gender rejected')).toBeTruthy();
    expect(screen.getByText('Step 3 of 6')).toBeTruthy();
  });
});
