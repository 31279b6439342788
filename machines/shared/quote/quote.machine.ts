import { assertEvent, assign, not, setup } from 'xstate';
import { quoteMessages, type QuoteField } from '../../../contract/index.ts';
import { sharedActions } from '../effects.ts';
import { endpointActor } from '../not-provided.ts';
import { failureMessage } from '../results.ts';
import {
  createFilterRequest,
  emptyDraft,
  fieldError,
  formErrors,
  saveFailureOf,
  serverFieldErrors,
  updateFilterRequest,
  type FilterScope,
  type QuoteDraft,
  type QuoteErrors,
  type QuoteFieldValue,
} from './quote-values.ts';

export interface QuoteInput {
  /** 'form' is the landing quote form (zip, dob, gender, tier); 'wizard' is the 6-step variant. */
  variant: 'form' | 'wizard';
  /** Who the filter is for (eprocess, agent_id, group_id, platform_group_id, type, open_type). */
  scope: FilterScope;
  /** The stored tempId: with one the filter is updated, without one it is created. */
  tempId: string | null;
  /** Values of an existing filter being edited; its `is_smoker` says whether the smoker radio shows. */
  initial?: Partial<QuoteDraft>;
  /**
   * 'openPlans' (default): once saved, /plans opens and menu and cart refresh. 'close': the parent
   * (the plans page's Edit popup) reloads what it shows itself.
   */
  afterSave?: 'openPlans' | 'close';
}

export interface QuoteContext {
  variant: QuoteInput['variant'];
  scope: FilterScope;
  tempId: string | null;
  afterSave: NonNullable<QuoteInput['afterSave']>;
  /** Whether the filter being edited has a smoker value: then the form shows the smoker radio. */
  filterHasSmoker: boolean;
  draft: QuoteDraft;
  /** The message shown beside each field. */
  errors: QuoteErrors;
  /** Why the last save was refused, when the refusal names none of the quote's fields (shown above them). */
  saveFailure: string | null;
}

export type QuoteEvent =
  | { type: 'user.next'; value: QuoteFieldValue }
  /** Back carries the step's value as it stands, kept unchecked for when the step shows again. */
  | { type: 'user.back'; value?: QuoteFieldValue }
  | { type: 'user.submit'; values: QuoteDraft };

export interface QuoteOutput {
  tempId: string;
}

/** Shown at the date of birth when the server could not check it (no field message came back). */
export const dobCheckFailed = 'The date of birth could not be checked. Please try again.';

/** What a saved filter stores when it was created (spec 1 §4). */
const createdFilterValues = (tempId: string) => ({ tempId, 'show-quotation': 'true', isFilterDataSubmitted: 'true' });

/**
 * The quote (spec 1 §2, §4, §5): the landing form or the 6-step wizard (whose date of birth the
 * server checks before step 3), then the zip lookup, then
 * the filter is created (no tempId) or updated (tempId). Server field errors come back beside their
 * field, and the wizard returns to that field's step.
 */
export const quoteMachine = setup({
  types: {
    input: {} as QuoteInput,
    context: {} as QuoteContext,
    events: {} as QuoteEvent,
    output: {} as QuoteOutput,
  },
  actors: {
    validateZipCode: endpointActor('validateZipCode'),
    validateDob: endpointActor('validateDob'),
    createFilter: endpointActor('addFilterForNewUser', 'createFilter'),
    updateFilter: endpointActor('changeFilterInfo', 'updateFilter'),
  },
  guards: {
    isWizard: ({ context }) => context.variant === 'wizard',
    fieldIsValid: ({ event }, { field }: { field: QuoteField }) => {
      assertEvent(event, 'user.next');
      return fieldError(field, event.value) === null;
    },
    formIsValid: ({ event }) => {
      assertEvent(event, 'user.submit');
      return Object.keys(formErrors(event.values)).length === 0;
    },
    hasTempId: ({ context }) => context.tempId !== null,
    filterHasSmokerValue: ({ context }) => context.filterHasSmoker,
    hasServerErrorAt: ({ context }, { field }: { field: QuoteField }) => context.errors[field] !== undefined,
    opensPlansAfterSave: ({ context }) => context.afterSave === 'openPlans',
  },
  actions: {
    ...sharedActions,
    acceptField: assign(({ context, event }, { field }: { field: QuoteField }) => {
      assertEvent(event, 'user.next');
      const { [field]: _accepted, ...errors } = context.errors;
      return { draft: { ...context.draft, [field]: event.value }, errors, saveFailure: null };
    }),
    keepField: assign(({ context, event }, { field }: { field: QuoteField }) => {
      assertEvent(event, 'user.back');
      return event.value === undefined ? {} : { draft: { ...context.draft, [field]: event.value } };
    }),
    rejectField: assign(({ context, event }, { field }: { field: QuoteField }) => {
      assertEvent(event, 'user.next');
      return { errors: { ...context.errors, [field]: fieldError(field, event.value) ?? undefined } };
    }),
    acceptForm: assign(({ event }) => {
      assertEvent(event, 'user.submit');
      return { draft: event.values, errors: {}, saveFailure: null };
    }),
    rejectForm: assign(({ event }) => {
      assertEvent(event, 'user.submit');
      return { draft: event.values, errors: formErrors(event.values) };
    }),
    showZipLookupError: assign(({ context }, { error }: { error: unknown }) => ({
      errors: { ...context.errors, zip: failureMessage(error, quoteMessages.zipInvalid) },
    })),
    showDobCheckError: assign(({ context }, { error }: { error: unknown }) => ({
      errors: { ...context.errors, dob: serverFieldErrors(error).dob ?? failureMessage(error, dobCheckFailed) },
    })),
    showServerErrors: assign((_, { error }: { error: unknown }) => ({ errors: serverFieldErrors(error), saveFailure: saveFailureOf(error) })),
    rememberTempId: assign((_, { tempId }: { tempId: string }) => ({ tempId })),
  },
}).createMachine({
  id: 'quote',
  context: ({ input }) => ({
    variant: input.variant,
    scope: input.scope,
    tempId: input.tempId,
    afterSave: input.afterSave ?? 'openPlans',
    filterHasSmoker: input.initial?.is_smoker === '0' || input.initial?.is_smoker === '1',
    draft: { ...emptyDraft, ...input.initial },
    errors: {},
    saveFailure: null,
  }),
  initial: 'choosingVariant',
  states: {
    choosingVariant: {
      always: [{ guard: 'isWizard', target: 'wizard' }, { target: 'form' }],
    },
    form: {
      tags: ['editing'],
      meta: { title: 'Quote form', fields: ['zip', 'gender', 'tier', 'dob'] },
      initial: 'choosingFields',
      states: {
        // spec 1 §5, spec 3 §5: the smoker radio appears only if the filter has a smoker value
        choosingFields: {
          always: [{ guard: 'filterHasSmokerValue', target: 'withSmoker' }, { target: 'withoutSmoker' }],
        },
        withSmoker: { meta: { title: 'Quote form with the smoker radio', shows: 'the smoker radio (Yes, No) with the four fields' } },
        withoutSmoker: { meta: { title: 'Quote form without the smoker radio' } },
      },
      on: {
        'user.submit': [
          { guard: 'formIsValid', target: 'checkingZip', actions: 'acceptForm' },
          { actions: 'rejectForm' },
        ],
      },
    },
    wizard: {
      tags: ['editing'],
      initial: 'zip',
      states: {
        zip: {
          meta: { title: 'Quote step 1: zip code', step: 1, field: 'zip' },
          on: {
            'user.next': [
              { guard: { type: 'fieldIsValid', params: { field: 'zip' } }, target: 'dob', actions: { type: 'acceptField', params: { field: 'zip' } } },
              { actions: { type: 'rejectField', params: { field: 'zip' } } },
            ],
          },
        },
        dob: {
          meta: { title: 'Quote step 2: date of birth', step: 2, field: 'dob' },
          on: {
            'user.next': [
              { guard: { type: 'fieldIsValid', params: { field: 'dob' } }, target: 'checkingDob', actions: { type: 'acceptField', params: { field: 'dob' } } },
              { actions: { type: 'rejectField', params: { field: 'dob' } } },
            ],
            'user.back': { target: 'zip', actions: { type: 'keepField', params: { field: 'dob' } } },
          },
        },
        // spec 1 §5, §7: the date of birth is checked by the server too (v2 validate-dob, errors under dob)
        checkingDob: {
          tags: ['checking'],
          meta: { title: 'Quote step 2: date of birth, checked by the server', step: 2, field: 'dob' },
          invoke: {
            id: 'validateDob',
            src: 'validateDob',
            input: ({ context }) => ({ dob: context.draft.dob }),
            onDone: { target: 'gender' },
            onError: { target: 'dob', actions: { type: 'showDobCheckError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        gender: {
          meta: { title: 'Quote step 3: gender', step: 3, field: 'gender' },
          on: {
            'user.next': [
              { guard: { type: 'fieldIsValid', params: { field: 'gender' } }, target: 'tier', actions: { type: 'acceptField', params: { field: 'gender' } } },
              { actions: { type: 'rejectField', params: { field: 'gender' } } },
            ],
            'user.back': { target: 'dob', actions: { type: 'keepField', params: { field: 'gender' } } },
          },
        },
        tier: {
          meta: { title: 'Quote step 4: tier', step: 4, field: 'tier' },
          on: {
            'user.next': [
              { guard: { type: 'fieldIsValid', params: { field: 'tier' } }, target: 'categories', actions: { type: 'acceptField', params: { field: 'tier' } } },
              { actions: { type: 'rejectField', params: { field: 'tier' } } },
            ],
            'user.back': { target: 'gender', actions: { type: 'keepField', params: { field: 'tier' } } },
          },
        },
        categories: {
          meta: { title: 'Quote step 5: plan categories', step: 5, field: 'categories' },
          on: {
            'user.next': [
              {
                guard: { type: 'fieldIsValid', params: { field: 'categories' } },
                target: 'coverage',
                actions: { type: 'acceptField', params: { field: 'categories' } },
              },
              { actions: { type: 'rejectField', params: { field: 'categories' } } },
            ],
            'user.back': { target: 'tier', actions: { type: 'keepField', params: { field: 'categories' } } },
          },
        },
        coverage: {
          meta: { title: 'Quote step 6: interested coverage type', step: 6, field: 'coverage' },
          on: {
            'user.next': [
              {
                guard: { type: 'fieldIsValid', params: { field: 'coverage' } },
                target: '#quote.checkingZip',
                actions: { type: 'acceptField', params: { field: 'coverage' } },
              },
              { actions: { type: 'rejectField', params: { field: 'coverage' } } },
            ],
            'user.back': { target: 'categories', actions: { type: 'keepField', params: { field: 'coverage' } } },
          },
        },
      },
    },
    checkingZip: {
      tags: ['saving'],
      invoke: {
        id: 'validateZipCode',
        src: 'validateZipCode',
        input: ({ context }) => ({ zip_code: context.draft.zip }),
        onDone: { target: 'saving' },
        onError: [
          { guard: 'isWizard', target: 'wizard.zip', actions: { type: 'showZipLookupError', params: ({ event }) => ({ error: event.error }) } },
          { target: 'form', actions: { type: 'showZipLookupError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    saving: {
      tags: ['saving'],
      always: [{ guard: 'hasTempId', target: 'updatingFilter' }, { target: 'creatingFilter' }],
    },
    creatingFilter: {
      tags: ['saving'],
      invoke: {
        id: 'createFilter',
        src: 'createFilter',
        input: ({ context }) => createFilterRequest(context.draft, context.scope),
        onDone: {
          target: 'created',
          actions: [
            { type: 'rememberTempId', params: ({ event }) => ({ tempId: event.output.temp_enrollment_id }) },
            { type: 'storeValues', params: ({ event }) => createdFilterValues(event.output.temp_enrollment_id) },
          ],
        },
        onError: { target: 'returningToField', actions: { type: 'showServerErrors', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    updatingFilter: {
      tags: ['saving'],
      invoke: {
        id: 'updateFilter',
        src: 'updateFilter',
        input: ({ context }) => updateFilterRequest(context.draft, context.scope, context.tempId ?? ''),
        onDone: { target: 'saved' },
        onError: { target: 'returningToField', actions: { type: 'showServerErrors', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    returningToField: {
      always: [
        { guard: not('isWizard'), target: 'form' },
        { guard: { type: 'hasServerErrorAt', params: { field: 'zip' } }, target: 'wizard.zip' },
        { guard: { type: 'hasServerErrorAt', params: { field: 'dob' } }, target: 'wizard.dob' },
        { guard: { type: 'hasServerErrorAt', params: { field: 'gender' } }, target: 'wizard.gender' },
        { guard: { type: 'hasServerErrorAt', params: { field: 'tier' } }, target: 'wizard.tier' },
        { guard: { type: 'hasServerErrorAt', params: { field: 'categories' } }, target: 'wizard.categories' },
        { guard: { type: 'hasServerErrorAt', params: { field: 'coverage' } }, target: 'wizard.coverage' },
        // an error naming no quote field: back to the step the quote was sent from
        { target: 'wizard.coverage' },
      ],
    },
    created: {
      tags: ['saving'],
      always: [
        {
          guard: 'opensPlansAfterSave',
          target: 'done',
          actions: [{ type: 'navigate', params: { to: '/plans' } }, { type: 'refreshMenuWithEmptyCart', params: ({ context }) => ({ tempId: context.tempId ?? '' }) }],
        },
        { target: 'done' },
      ],
    },
    saved: {
      tags: ['saving'],
      always: [
        {
          guard: 'opensPlansAfterSave',
          target: 'done',
          actions: [{ type: 'navigate', params: { to: '/plans' } }, 'refreshMenuAndCart'],
        },
        { target: 'done' },
      ],
    },
    done: {
      type: 'final',
      meta: { title: 'Quote saved' },
    },
  },
  output: ({ context }) => ({ tempId: context.tempId ?? '' }),
});
