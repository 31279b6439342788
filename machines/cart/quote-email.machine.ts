import { assertEvent, assign, setup } from 'xstate';
import { quoteEmailFormSchema, type QuoteEmailValues } from '../../contract/index.ts';
import { endpointActor } from '../shared/not-provided.ts';
import { quoteEmailServerErrors, type QuoteEmailErrors } from './cart-values.ts';

export interface QuoteEmailInput {
  tempId: string;
  /** The effective date chosen in the cart, told in the e-mail. */
  effectiveDate: string;
}

export interface QuoteEmailContext extends QuoteEmailInput {
  values: QuoteEmailValues;
  /** Messages shown beside each field (the form's own rules or the server's). */
  errors: QuoteEmailErrors;
  /** The server's preview text. */
  preview: string;
}

export type QuoteEmailEvent =
  | { type: 'user.preview'; values: QuoteEmailValues }
  | { type: 'user.send'; values: QuoteEmailValues }
  | { type: 'user.backToForm' };

const emptyValues: QuoteEmailValues = { name: '', email: '', message: '' };

const formErrorsOf = (values: QuoteEmailValues): QuoteEmailErrors => {
  const result = quoteEmailFormSchema.safeParse(values);
  const errors: QuoteEmailErrors = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path[0] as keyof QuoteEmailErrors] ??= issue.message;
  return errors;
};

/** What both calls take besides their own fields. */
const quoteRequest = ({ tempId, values }: QuoteEmailContext) => ({ enrollment_id: tempId, ...values, tab: 'cart_info' as const });

/**
 * Send Personalized Quote (spec 1 §2, §5): the form (Name, Email, Message), its Preview of the
 * server's text, and Send, which e-mails the quote and says to whom. Server errors come back
 * beside their fields. The cart closes the modal; this machine never ends by itself.
 */
export const quoteEmailMachine = setup({
  types: {
    input: {} as QuoteEmailInput,
    context: {} as QuoteEmailContext,
    events: {} as QuoteEmailEvent,
  },
  actors: {
    loadPreview: endpointActor('getQuotePreviewContent', 'loadPreview'),
    sendQuote: endpointActor('saveEnrollment', 'sendQuote'),
  },
  guards: {
    formIsValid: ({ event }) => {
      assertEvent(event, ['user.preview', 'user.send']);
      return quoteEmailFormSchema.safeParse(event.values).success;
    },
  },
  actions: {
    acceptValues: assign(({ event }) => {
      assertEvent(event, ['user.preview', 'user.send']);
      return { values: event.values, errors: {} };
    }),
    rejectValues: assign(({ event }) => {
      assertEvent(event, ['user.preview', 'user.send']);
      return { values: event.values, errors: formErrorsOf(event.values) };
    }),
    showPreview: assign((_, { content }: { content: string }) => ({ preview: content })),
    showServerErrors: assign((_, { error }: { error: unknown }) => ({ errors: quoteEmailServerErrors(error) })),
  },
}).createMachine({
  id: 'cartQuote',
  context: ({ input }) => ({ ...input, values: emptyValues, errors: {}, preview: '' }),
  initial: 'editing',
  states: {
    editing: {
      tags: ['form'],
      meta: { title: 'Send Personalized Quote form', fields: ['name', 'email', 'message'] },
      on: {
        'user.preview': [{ guard: 'formIsValid', target: 'loadingPreview', actions: 'acceptValues' }, { actions: 'rejectValues' }],
        'user.send': [{ guard: 'formIsValid', target: 'sending', actions: 'acceptValues' }, { actions: 'rejectValues' }],
      },
    },
    loadingPreview: {
      tags: ['form', 'busy'],
      invoke: {
        id: 'loadPreview',
        src: 'loadPreview',
        input: ({ context }) => ({ ...quoteRequest(context), type: 'preview' as const }),
        onDone: { target: 'previewing', actions: { type: 'showPreview', params: ({ event }) => event.output } },
        onError: { target: 'editing', actions: { type: 'showServerErrors', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    previewing: {
      meta: { title: 'Quote preview' },
      on: { 'user.backToForm': { target: 'editing' } },
    },
    sending: {
      tags: ['form', 'busy'],
      invoke: {
        id: 'sendQuote',
        src: 'sendQuote',
        input: ({ context }) => ({ ...quoteRequest(context), data: { effective_date: context.effectiveDate || undefined } }),
        onDone: { target: 'sent' },
        onError: { target: 'editing', actions: { type: 'showServerErrors', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    sent: {
      meta: { title: 'Quote sent' },
    },
  },
});

