import { describe, expect, it } from 'vitest';
import { isSensitiveKey, redact, REDACTED } from '../../src/adapters/redact.ts';

describe('redaction before anything leaves the storefront', () => {
  it('redacts SSN, dates of birth, card, bank and health fields and signatures by name', () => {
    const context = {
      zip: '10001',
      dob: '01/02/1980',
      date_of_birth: '1980-01-02',
      ssn: '123-45-6789',
      cardNumber: '4111111111111111',
      cvv: '123',
      bank_name: 'First Bank',
      routingNumber: '021000021',
      account_number: '000123456',
      primary_health_info: { height: '5\'10"', weight: '180', tobacco: 'No' },
      treatment: 'physio',
      signature: 'Jane Doe',
      answers: { q1: 'yes' },
      tier: 'IO',
    };
    expect(redact(context)).toEqual({
      zip: '10001',
      dob: REDACTED,
      date_of_birth: REDACTED,
      ssn: REDACTED,
      cardNumber: REDACTED,
      cvv: REDACTED,
      bank_name: REDACTED,
      routingNumber: REDACTED,
      account_number: REDACTED,
      primary_health_info: REDACTED,
      treatment: REDACTED,
      signature: REDACTED,
      answers: REDACTED,
      tier: 'IO',
    });
  });

  it('redacts SSN-like and card-like strings wherever they are, inside events too', () => {
    expect(redact({ type: 'user.next', values: { note: '123-45-6789', other: '4111 1111 1111 1111', zip: '10001' } })).toEqual({
      type: 'user.next',
      values: { note: REDACTED, other: REDACTED, zip: '10001' },
    });
    expect(redact(['123456789'])).toEqual([REDACTED]);
  });

  it('redacts the health step’s answers wherever they travel: its context, its save, the questions call (spelled "codition")', () => {
    const answer = { question_id: 146, yes_no_flag: '1', conditions: [{ condition: 'Asthma' }] };
    expect(redact({ type: 'step.save', values: { condition_questions: [answer], medication_question: { medications: [] }, notes: 'Seen yearly' } })).toEqual({
      type: 'step.save',
      values: { condition_questions: REDACTED, medication_question: REDACTED, notes: REDACTED },
    });
    expect(redact({ output: { result: { codition_questions: [answer], notes: '' } } })).toEqual({ output: { result: { codition_questions: REDACTED, notes: '' } } });
    expect(redact({ questions: { notes: 'x' }, answers: {}, errors: { 'condition_questions.2.conditions.0.phone': 'Invalid phone number' } })).toEqual({
      questions: { notes: REDACTED },
      answers: REDACTED,
      errors: { 'condition_questions.2.conditions.0.phone': REDACTED },
    });
  });

  it('keeps empty fields empty, so an analyst sees a field was blank', () => {
    expect(redact({ dob: '', ssn: null })).toEqual({ dob: '', ssn: null });
  });

  it('answers plain JSON: functions dropped, errors, dates, actor refs, cycles and depth handled', () => {
    const cyclic: Record<string, unknown> = { name: 'x' };
    cyclic.self = cyclic;
    const actorRef = { id: 'quote', sessionId: 'x:1', send: () => undefined };
    const out = redact({ fn: () => 1, error: new Error('boom'), at: new Date(0), child: actorRef, cyclic });
    expect(out).toEqual({ error: { name: 'Error', message: 'boom' }, at: '1970-01-01T00:00:00.000Z', child: '[actor quote]', cyclic: { name: 'x', self: '[circular]' } });
    expect(() => structuredClone(out)).not.toThrow();
  });

  it('leaves ordinary storefront fields alone', () => {
    for (const key of ['zip', 'state', 'tier', 'gender', 'planId', 'tempId', 'email', 'pricingCard', 'category']) expect(isSensitiveKey(key), key).toBe(false);
  });
});
