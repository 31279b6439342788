import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { QuoteField } from '../contract/index.ts';
import { quoteMachine, type QuoteInput } from '../machines/shared/quote/quote.machine.ts';
import type { QuoteDraft } from '../machines/shared/quote/quote-values.ts';
import { actorResults, apiFailure, createCoverage, dataOf, fixtures, generatePaths, publishCoverage, validQuote, walkPath, type MachineModel } from './lib/index.ts';

const scope = { eprocess: 'group', group_id: 9, type: 'new-group-member', open_type: 'group' } as const;
const quoteInput = (input: Pick<QuoteInput, 'variant' | 'tempId'> & Partial<QuoteInput>): QuoteInput => ({ scope, ...input });

/** One value each step refuses. */
const invalidQuote: QuoteDraft = { zip: '1234', dob: '02/30/1980', gender: '', tier: '', categories: [], coverage: null };

const wizardField = (snapshot: AnyMachineSnapshot): QuoteField => (snapshot.value as { wizard: QuoteField }).wizard;

/** A failure of the filter call for each quote field, and one naming no field. */
const filterFailures = [
  ...(['zip', 'dob', 'gender', 'tier', 'categories', 'coverage'] as const).map((field) =>
    apiFailure('Validation failed', [{ target_element: field, error_message: `Server refuses ${field}` }], 422),
  ),
  apiFailure('Server error', [], 500),
];

/** The quote explored as the landing form and as the wizard, creating and updating a filter. */
export const quoteModel: MachineModel = {
  id: quoteMachine.id,
  machine: quoteMachine,
  scenarios: [
    { name: 'wizard, new filter', input: quoteInput({ variant: 'wizard', tempId: null }) },
    { name: 'wizard, stored tempId', input: quoteInput({ variant: 'wizard', tempId: 'TE9' }) },
    { name: 'form, new filter', input: quoteInput({ variant: 'form', tempId: null }) },
    { name: 'form, Edit popup', input: quoteInput({ variant: 'form', tempId: 'TE9', afterSave: 'close' }) },
    // a plan page's or the membership page's filter form: a new filter, the parent moves on
    { name: 'form, new filter in a popup', input: quoteInput({ variant: 'form', tempId: null, afterSave: 'close' }) },
    // a filter with a smoker value: the form shows the smoker radio
    { name: 'form, Edit popup of a smoker', input: quoteInput({ variant: 'form', tempId: 'TE9', afterSave: 'close', initial: { ...validQuote, is_smoker: '1' } }) },
  ],
  events: {
    'user.next': (snapshot) => [
      { type: 'user.next', value: validQuote[wizardField(snapshot)] },
      { type: 'user.next', value: invalidQuote[wizardField(snapshot)] },
    ],
    'user.back': [{ type: 'user.back' }],
    'user.submit': [
      { type: 'user.submit', values: validQuote },
      { type: 'user.submit', values: invalidQuote },
    ],
    ...actorResults('validateZipCode', { answers: [fixtures.zip], errors: [apiFailure('Zip code not found')] }),
    // the wizard's date of birth checked by the server (v2 validate-dob): accepted, refused under dob
    ...actorResults('validateDob', {
      answers: [dataOf('validateDob', { dob: validQuote.dob, age: 40 })],
      errors: [apiFailure('Validation failed', [{ target_element: 'dob', error_message: 'You must be 18 years to proceed' }], 422)],
    }),
    ...actorResults('createFilter', { answers: [fixtures.createdFilter], errors: filterFailures }),
    ...actorResults('updateFilter', { answers: [fixtures.updatedFilter], errors: filterFailures }),
  },
  requests: { validateZipCode: 'validateZipCode', validateDob: 'validateDob', createFilter: 'addFilterForNewUser', updateFilter: 'changeFilterInfo' },
};

describe('quote model', () => {
  const paths = generatePaths(quoteModel);
  const coverage = createCoverage(quoteModel);

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await walkPath(quoteModel, path, coverage);
  });

  it('covers every state and every transition', () => {
    const report = coverage.report(paths);
    publishCoverage(report);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
