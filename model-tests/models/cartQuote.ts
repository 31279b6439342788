import { quoteEmailMachine, type QuoteEmailInput } from '../../machines/cart/quote-email.machine.ts';
import { actorResults, apiFailure, cartFixtures as f, validQuoteEmail, type MachineModel } from '../lib/index.ts';

export const quoteEmailInput: QuoteEmailInput = { tempId: 'TECART02', effectiveDate: '12/01/2026' };
export const invalidQuoteEmail = { name: 'R2-D2', email: 'ann@', message: '' };
export const emailRefusal = apiFailure('The given data was invalid.', [{ target_element: 'email', error_message: 'This mailbox does not accept mail' }]);

/** Send Personalized Quote: valid and invalid values, preview and send answered or refused. */
export const quoteEmailModel: MachineModel = {
  id: quoteEmailMachine.id,
  machine: quoteEmailMachine,
  scenarios: [{ name: 'cart of TECART02', input: quoteEmailInput }],
  events: {
    ...actorResults('loadPreview', { answers: [f.preview], errors: [emailRefusal] }),
    ...actorResults('sendQuote', { answers: [f.quoteSent], errors: [emailRefusal] }),
    'user.preview': [
      { type: 'user.preview', values: validQuoteEmail },
      { type: 'user.preview', values: invalidQuoteEmail },
    ],
    'user.send': [
      { type: 'user.send', values: validQuoteEmail },
      { type: 'user.send', values: invalidQuoteEmail },
    ],
    'user.backToForm': [{ type: 'user.backToForm' }],
  },
  requests: { loadPreview: 'getQuotePreviewContent', sendQuote: 'saveEnrollment' },
};
