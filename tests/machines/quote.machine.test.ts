import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { quoteMessages, trustMessages, type DataOf, type FieldError, type QuoteField } from '../../contract/index.ts';
import { quoteMachine, type QuoteInput } from '../../machines/shared/quote/quote.machine.ts';
import type { QuoteDraft } from '../../machines/shared/quote/quote-values.ts';
import { memoryStorage, storageActions } from '../../machines/shared/storage.ts';
import { apiFailure, fixtures, validQuote } from '../../model-tests/lib/fixtures.ts';
import { appActions, stubActors, type Outcome } from './support.ts';

const scope = { eprocess: 'group', group_id: 9, agent_id: 3, type: 'new-group-member', open_type: 'group' } as const;

interface Outcomes {
  zip?: Outcome<typeof fixtures.zip>;
  dob?: Outcome<DataOf<'validateDob'>>;
  create?: Outcome<typeof fixtures.createdFilter>;
  update?: Outcome<typeof fixtures.updatedFilter>;
}

const startQuote = (input: Partial<QuoteInput> & Pick<QuoteInput, 'variant'>, outcomes: Outcomes = {}) => {
  const stubs = stubActors();
  const storage = memoryStorage();
  const app = appActions();
  const machine = quoteMachine.provide({
    actors: {
      validateZipCode: stubs.settles('validateZipCode', outcomes.zip ?? { answer: fixtures.zip }),
      validateDob: stubs.settles('validateDob', outcomes.dob ?? { answer: { dob: validQuote.dob, age: 40 } }),
      createFilter: stubs.settles('createFilter', outcomes.create ?? { answer: fixtures.createdFilter }),
      updateFilter: stubs.settles('updateFilter', outcomes.update ?? { answer: fixtures.updatedFilter }),
    },
    actions: { ...storageActions(storage), ...app.actions },
  });
  const actor = createActor(machine, { input: { scope, tempId: null, ...input } }).start();
  /** Waits until the quote rests: saved, or back on a form or step after a failure. */
  const settled = () => waitFor(actor, (s) => !s.hasTag('saving'));
  return { actor, stubs, storage, app, settled };
};

const steps: Array<[QuoteField, QuoteDraft[QuoteField]]> = [
  ['zip', validQuote.zip],
  ['dob', validQuote.dob],
  ['gender', validQuote.gender],
  ['tier', validQuote.tier],
  ['categories', validQuote.categories],
  ['coverage', validQuote.coverage],
];

/** Answers every wizard step validly up to (not including) `until`, waiting out the server's date-of-birth check. */
const answerSteps = async (actor: ReturnType<typeof startQuote>['actor'], until?: QuoteField) => {
  for (const [field, value] of steps) {
    if (field === until) return;
    actor.send({ type: 'user.next', value });
    await waitFor(actor, (s) => !s.hasTag('checking'));
  }
};

const yearsAgo = (years: number) => {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
};

describe('quote wizard: steps advance only with a valid field', () => {
  it('starts at step 1, zip', () => {
    const { actor } = startQuote({ variant: 'wizard' });
    expect(actor.getSnapshot().value).toEqual({ wizard: 'zip' });
    expect(actor.getSnapshot().getMeta()['quote.wizard.zip']).toMatchObject({ step: 1, field: 'zip' });
  });

  it.each([
    ['zip', '', quoteMessages.required],
    ['zip', '12a45', 'Invalid Zip code'],
    ['zip', '1234', 'Enter 5 digit zip code'],
    ['dob', '', 'Field is required'],
    ['dob', '02/30/1980', 'Enter a valid date'],
    ['dob', '1980-01-15', 'Enter date as mm/dd/yyyy'],
    ['dob', yearsAgo(17), 'You must be 18 years to proceed'],
    ['gender', '', 'Field is required'],
    ['gender', '2', 'Field is required'],
    ['tier', '', 'Field is required'],
    ['categories', [], 'Field is required'],
    ['coverage', null, 'Field is required'],
  ] as Array<[QuoteField, QuoteDraft[QuoteField], string]>)('%s %j stays on its step with %j', async (field, value, message) => {
    const { actor } = startQuote({ variant: 'wizard' });
    await answerSteps(actor, field);
    actor.send({ type: 'user.next', value });
    expect(actor.getSnapshot().value).toEqual({ wizard: field });
    expect(actor.getSnapshot().context.errors).toEqual({ [field]: message });
  });

  it('the server checks the date of birth (v2 validate-dob) before step 3; its message under dob keeps the wizard on step 2', async () => {
    const refused = apiFailure('Validation failed', [{ target_element: 'dob', error_message: 'You must be 18 years to proceed' }], 422);
    const quote = startQuote({ variant: 'wizard' }, { dob: { error: refused } });
    await answerSteps(quote.actor, 'gender');
    expect(quote.stubs.inputsOf('validateDob')).toEqual([{ dob: validQuote.dob }]);
    expect(quote.actor.getSnapshot().value).toEqual({ wizard: 'dob' });
    expect(quote.actor.getSnapshot().context.errors).toEqual({ dob: 'You must be 18 years to proceed' });
    const down = startQuote({ variant: 'wizard' }, { dob: { error: apiFailure('Server error', [], 500) } });
    await answerSteps(down.actor, 'gender');
    expect(down.actor.getSnapshot().context.errors.dob).toBeTruthy();
    const accepted = startQuote({ variant: 'wizard' });
    await answerSteps(accepted.actor, 'gender');
    expect(accepted.actor.getSnapshot().value).toEqual({ wizard: 'gender' });
  });

  it('a valid value clears the step error, keeps the value and moves on', () => {
    const { actor } = startQuote({ variant: 'wizard' });
    actor.send({ type: 'user.next', value: '1234' });
    actor.send({ type: 'user.next', value: '10001' });
    expect(actor.getSnapshot().value).toEqual({ wizard: 'dob' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    expect(actor.getSnapshot().context.draft.zip).toBe('10001');
  });

  it.each([
    ['dob', 'zip'],
    ['gender', 'dob'],
    ['tier', 'gender'],
    ['categories', 'tier'],
    ['coverage', 'categories'],
  ] as Array<[QuoteField, QuoteField]>)('user.back from %s returns to %s keeping the values', async (from, to) => {
    const { actor } = startQuote({ variant: 'wizard' });
    await answerSteps(actor, from);
    const { draft } = actor.getSnapshot().context;
    actor.send({ type: 'user.back' });
    expect(actor.getSnapshot().value).toEqual({ wizard: to });
    expect(actor.getSnapshot().context.draft).toEqual(draft);
  });

  it('user.back keeps the answer of the step it leaves, unchecked, for when that step shows again', async () => {
    const { actor } = startQuote({ variant: 'wizard' });
    await answerSteps(actor, 'tier');
    actor.send({ type: 'user.back', value: 'IF' });
    expect(actor.getSnapshot().value).toEqual({ wizard: 'gender' });
    expect(actor.getSnapshot().context.draft.tier).toBe('IF');
    // an unfinished answer is kept too; Next checks it when the step shows again
    actor.send({ type: 'user.next', value: '1' });
    actor.send({ type: 'user.back', value: '' });
    expect(actor.getSnapshot().value).toEqual({ wizard: 'gender' });
    expect(actor.getSnapshot().context.draft.tier).toBe('');
    expect(actor.getSnapshot().context.errors).toEqual({});
  });
});

describe('quote: saving', () => {
  it('without a tempId checks the zip, creates the filter, stores tempId and flags, opens /plans, refreshes the menu and starts the new cart empty', async () => {
    const quote = startQuote({ variant: 'wizard' });
    await answerSteps(quote.actor);
    const snapshot = await quote.settled();
    expect(snapshot.value).toBe('done');
    expect(quote.stubs.inputsOf('validateZipCode')).toEqual([{ zip_code: '10001' }]);
    expect(quote.stubs.inputsOf('createFilter')).toEqual([{ ...scope, ...validQuote }]);
    expect(quote.stubs.inputsOf('updateFilter')).toEqual([]);
    expect(quote.storage.values).toEqual({ tempId: 'TE1A2B3C', 'show-quotation': 'true', isFilterDataSubmitted: 'true' });
    expect(quote.app.navigations).toEqual(['/plans']);
    expect(quote.app.emptyCarts).toEqual(['TE1A2B3C']);
    expect(quote.app.counts.refreshMenuAndCart).toBe(0);
    expect(snapshot.output).toEqual({ tempId: 'TE1A2B3C' });
  });

  it('with a tempId updates the filter and stores nothing', async () => {
    const quote = startQuote({ variant: 'wizard', tempId: 'TE9' });
    await answerSteps(quote.actor);
    const snapshot = await quote.settled();
    expect(quote.stubs.inputsOf('createFilter')).toEqual([]);
    expect(quote.stubs.inputsOf('updateFilter')).toEqual([{ ...scope, ...validQuote, tempId: 'TE9' }]);
    expect(quote.storage.values).toEqual({});
    expect(quote.app.navigations).toEqual(['/plans']);
    expect(quote.app.counts.refreshMenuAndCart).toBe(1);
    expect(quote.app.emptyCarts).toEqual([]);
    expect(snapshot.output).toEqual({ tempId: 'TE9' });
  });

  it("afterSave 'close' leaves navigation and refreshing to the parent", async () => {
    const quote = startQuote({ variant: 'form', tempId: 'TE9', afterSave: 'close' });
    quote.actor.send({ type: 'user.submit', values: { ...validQuote, categories: [], coverage: null } });
    expect((await quote.settled()).value).toBe('done');
    expect(quote.app.navigations).toEqual([]);
    expect(quote.app.counts.refreshMenuAndCart).toBe(0);
    expect(quote.app.emptyCarts).toEqual([]);
  });

  it.each([
    ['wizard', { wizard: 'zip' }],
    ['form', { form: 'withoutSmoker' }],
  ] as const)('a failed zip lookup shows its message under zip (%s)', async (variant, state) => {
    const quote = startQuote({ variant }, { zip: { error: apiFailure('Zip code not found') } });
    if (variant === 'wizard') await answerSteps(quote.actor);
    else quote.actor.send({ type: 'user.submit', values: validQuote });
    const snapshot = await quote.settled();
    expect(snapshot.value).toEqual(state);
    expect(snapshot.context.errors).toEqual({ zip: 'Zip code not found' });
    expect(quote.stubs.inputsOf('createFilter')).toEqual([]);
  });

  it("an unknown zip lookup failure reads 'Invalid Zip code'", async () => {
    const quote = startQuote({ variant: 'wizard' }, { zip: { error: new Error('network') } });
    await answerSteps(quote.actor);
    expect((await quote.settled()).context.errors).toEqual({ zip: 'Invalid Zip code' });
  });

  it.each([
    ['zip', 'zip'],
    ['dob', 'dob'],
    ['gender', 'gender'],
    ['tier', 'tier'],
    ['categories', 'categories'],
    ['coverage', 'coverage'],
  ] as Array<[QuoteField, string]>)('a server error for %s returns the wizard to step %s with its message', async (field, step) => {
    const fieldErrors: FieldError[] = [{ target_element: field, error_message: `Server says ${field}` }];
    const quote = startQuote({ variant: 'wizard' }, { create: { error: apiFailure('Validation failed', fieldErrors, 422) } });
    await answerSteps(quote.actor);
    const snapshot = await quote.settled();
    expect(snapshot.value).toEqual({ wizard: step });
    expect(snapshot.context.errors).toEqual({ [field]: `Server says ${field}` });
    expect(quote.storage.values).toEqual({});
  });

  it('with several server errors the wizard returns to the earliest step, showing them all', async () => {
    const fieldErrors: FieldError[] = [
      { target_element: 'tier', error_message: 'Bad tier' },
      { target_element: 'dob', error_message: 'Bad dob' },
      { target_element: 'agent_id', error_message: 'not a quote field' },
    ];
    const quote = startQuote({ variant: 'wizard', tempId: 'TE9' }, { update: { error: apiFailure('Validation failed', fieldErrors, 422) } });
    await answerSteps(quote.actor);
    const snapshot = await quote.settled();
    expect(snapshot.value).toEqual({ wizard: 'dob' });
    expect(snapshot.context.errors).toEqual({ dob: 'Bad dob', tier: 'Bad tier' });
  });

  it('a failure naming no quote field returns to the last step', async () => {
    const quote = startQuote({ variant: 'wizard' }, { create: { error: apiFailure('Server error', [], 500) } });
    await answerSteps(quote.actor);
    const snapshot = await quote.settled();
    expect(snapshot.value).toEqual({ wizard: 'coverage' });
    expect(snapshot.context.errors).toEqual({});
    expect(snapshot.context.saveFailure).toBe('Server error');
  });
});

describe('quote form', () => {
  it('starts on the form with the initial values of the filter being edited', () => {
    const { actor } = startQuote({ variant: 'form', initial: { zip: '10001', tier: 'IS' } });
    expect(actor.getSnapshot().value).toEqual({ form: 'withoutSmoker' });
    expect(actor.getSnapshot().context.draft).toMatchObject({ zip: '10001', tier: 'IS', dob: '', gender: '' });
  });

  it('an invalid submit shows each field message and sends nothing', () => {
    const quote = startQuote({ variant: 'form' });
    quote.actor.send({ type: 'user.submit', values: { zip: '123', dob: '', gender: '', tier: '', categories: [], coverage: null } });
    expect(quote.actor.getSnapshot().value).toEqual({ form: 'withoutSmoker' });
    expect(quote.actor.getSnapshot().context.errors).toEqual({
      zip: 'Enter 5 digit zip code',
      dob: 'Field is required',
      gender: 'Field is required',
      tier: 'Field is required',
    });
    expect(quote.stubs.calls).toEqual([]);
  });

  it('a valid submit creates the filter from the four fields', async () => {
    const quote = startQuote({ variant: 'form' });
    const values = { ...validQuote, categories: [], coverage: null };
    quote.actor.send({ type: 'user.submit', values });
    expect((await quote.settled()).value).toBe('done');
    expect(quote.stubs.inputsOf('createFilter')).toEqual([{ ...scope, zip: '10001', dob: '01/15/1980', gender: '1', tier: 'IS' }]);
  });

  it('server field errors come back beside the form fields', async () => {
    const fieldErrors: FieldError[] = [{ target_element: 'zip', error_message: 'Zip outside the service area' }];
    const quote = startQuote({ variant: 'form' }, { create: { error: apiFailure('Validation failed', fieldErrors, 422) } });
    quote.actor.send({ type: 'user.submit', values: validQuote });
    const snapshot = await quote.settled();
    expect(snapshot.value).toEqual({ form: 'withoutSmoker' });
    expect(snapshot.context.errors).toEqual({ zip: 'Zip outside the service area' });
    expect(snapshot.context.saveFailure).toBeNull();
  });

  it("a refusal naming none of the quote's fields (a rep the session has not verified) says why above the form, keeping the values; a new submit clears it", async () => {
    const refusal = apiFailure(trustMessages.roleNotVerified, [{ target_element: 'agent_id', error_message: trustMessages.roleNotVerified }], 403);
    const quote = startQuote({ variant: 'form' }, { create: { error: refusal } });
    quote.actor.send({ type: 'user.submit', values: validQuote });
    const snapshot = await quote.settled();
    expect(snapshot.value).toEqual({ form: 'withoutSmoker' });
    expect(snapshot.context).toMatchObject({ errors: {}, saveFailure: trustMessages.roleNotVerified, draft: validQuote });
    quote.actor.send({ type: 'user.submit', values: validQuote });
    expect(quote.actor.getSnapshot().context.saveFailure).toBeNull();
  });
});

describe('quote form: the smoker radio appears only if the filter has a smoker value (spec 1 §5, spec 3 §5)', () => {
  const edited = { zip: '10001', dob: '01/15/1980', gender: '1', tier: 'IS' } as const;

  it.each([
    ['no smoker value (null)', { ...edited, is_smoker: null }],
    ['no smoker value (absent)', edited],
  ] as const)('%s: the form without the radio; the update sends no is_smoker', async (_, initial) => {
    const quote = startQuote({ variant: 'form', tempId: 'TE9', afterSave: 'close', initial });
    expect(quote.actor.getSnapshot().value).toEqual({ form: 'withoutSmoker' });
    quote.actor.send({ type: 'user.submit', values: { ...validQuote, categories: [], coverage: null, is_smoker: null } });
    expect((await quote.settled()).value).toBe('done');
    expect(quote.stubs.inputsOf('updateFilter')).toEqual([{ ...scope, zip: '10001', dob: '01/15/1980', gender: '1', tier: 'IS', tempId: 'TE9' }]);
  });

  it.each(['0', '1'] as const)("smoker value '%s': the form with the radio; the update sends the choice", async (saved) => {
    const quote = startQuote({ variant: 'form', tempId: 'TE9', afterSave: 'close', initial: { ...edited, is_smoker: saved } });
    expect(quote.actor.getSnapshot().value).toEqual({ form: 'withSmoker' });
    const chosen = saved === '1' ? '0' : '1';
    quote.actor.send({ type: 'user.submit', values: { ...validQuote, categories: [], coverage: null, is_smoker: chosen } });
    expect((await quote.settled()).value).toBe('done');
    expect(quote.stubs.inputsOf('updateFilter')).toEqual([{ ...scope, zip: '10001', dob: '01/15/1980', gender: '1', tier: 'IS', is_smoker: chosen, tempId: 'TE9' }]);
  });

  it('the radio stays after a server error sends the form back', async () => {
    const fieldErrors: FieldError[] = [{ target_element: 'zip', error_message: 'Zip outside the service area' }];
    const quote = startQuote({ variant: 'form', tempId: 'TE9', initial: { ...edited, is_smoker: '1' } }, { update: { error: apiFailure('Validation failed', fieldErrors, 422) } });
    quote.actor.send({ type: 'user.submit', values: { ...validQuote, is_smoker: '1' } });
    expect((await quote.settled()).value).toEqual({ form: 'withSmoker' });
  });
});
