import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { cartMessages, quoteMessages, quoteSentTo, type QuoteEmailValues } from '../../contract/index.ts';
import { quoteEmailMachine } from '../../machines/cart/quote-email.machine.ts';
import { apiFailure, cartFixtures as f, validQuoteEmail } from '../../model-tests/lib/index.ts';
import { stubActors, type Outcome } from './support.ts';

const serverRefusal = apiFailure('The given data was invalid.', [
  { target_element: 'email', error_message: 'This mailbox does not accept mail' },
  { target_element: 'enrollment_id', error_message: 'Enrollment not found' },
]);

const startQuote = (outcomes: { preview?: Outcome<typeof f.preview>; send?: Outcome<typeof f.quoteSent> } = {}) => {
  const stubs = stubActors();
  const machine = quoteEmailMachine.provide({
    actors: {
      loadPreview: stubs.settles('loadPreview', outcomes.preview ?? { answer: f.preview }),
      sendQuote: stubs.settles('sendQuote', outcomes.send ?? { answer: f.quoteSent }),
    },
  });
  return { actor: createActor(machine, { input: { tempId: 'TECART02', effectiveDate: '12/01/2026' } }).start(), stubs };
};

const values = (overrides: Partial<QuoteEmailValues> = {}): QuoteEmailValues => ({ ...validQuoteEmail, ...overrides });

describe('Send Personalized Quote: form rules (formIsValid, spec 1 §5)', () => {
  it.each([
    [{ name: '' }, 'name', quoteMessages.required],
    [{ name: 'R2-D2' }, 'name', 'Please enter valid name'],
    [{ email: '' }, 'email', quoteMessages.required],
    [{ email: 'ann@' }, 'email', 'Please enter valid email address'],
  ] as const)('%o shows at %s: %s', (overrides, field, message) => {
    for (const type of ['user.preview', 'user.send'] as const) {
      const { actor, stubs } = startQuote();
      actor.send({ type, values: values(overrides) });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context.errors[field]).toBe(message);
      expect(stubs.calls).toEqual([]);
    }
    expect(cartMessages.invalidName).toBe('Please enter valid name');
    expect(cartMessages.invalidEmail).toBe('Please enter valid email address');
  });

  it('the message is optional', () => {
    const { actor } = startQuote();
    actor.send({ type: 'user.send', values: values({ message: '' }) });
    expect(actor.getSnapshot().value).toBe('sending');
  });
});

describe('Send Personalized Quote: preview', () => {
  it("shows the server's content and goes back to the form", async () => {
    const { actor, stubs } = startQuote();
    actor.send({ type: 'user.preview', values: values() });
    await waitFor(actor, (s) => s.matches('previewing'));
    expect(stubs.inputsOf('loadPreview')).toEqual([{ enrollment_id: 'TECART02', ...validQuoteEmail, tab: 'cart_info', type: 'preview' }]);
    expect(actor.getSnapshot().context.preview).toBe(f.preview.content);
    actor.send({ type: 'user.backToForm' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values).toEqual(validQuoteEmail);
  });

  it('server errors show per field (only the form’s own)', async () => {
    const { actor } = startQuote({ preview: { error: serverRefusal } });
    actor.send({ type: 'user.preview', values: values() });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'This mailbox does not accept mail' });
  });
});

describe('Send Personalized Quote: send', () => {
  it('posts save-enrollment with tab cart_info and says to whom it was sent', async () => {
    const { actor, stubs } = startQuote();
    actor.send({ type: 'user.send', values: values() });
    await waitFor(actor, (s) => s.matches('sent'));
    expect(stubs.inputsOf('sendQuote')).toEqual([{ enrollment_id: 'TECART02', ...validQuoteEmail, tab: 'cart_info', data: { effective_date: '12/01/2026' } }]);
    expect(quoteSentTo(actor.getSnapshot().context.values.email)).toBe('Quote Successfully Sent to ann.lee@example.com');
  });

  it('server errors show per field', async () => {
    const { actor } = startQuote({ send: { error: serverRefusal } });
    actor.send({ type: 'user.send', values: values() });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'This mailbox does not accept mail' });
  });
});
