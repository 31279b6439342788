import { describe, expect, it } from 'vitest';
import { contactFieldSpecs, endpoints, quoteEmailFieldSchemas, stepMessages, validateStep, type FormField } from '../../contract/index.ts';
import { chatAnswerProblem } from '../../server/handlers/help-chat.ts';

/**
 * One e-mail rule (contract/email.ts): Contact Information's field rule, Save & Continue Later,
 * continue-enrollment, the personalised quote and the chat's e-mail answer accept the same
 * addresses, so an address cannot pass Contact and then fail continue-enrollment.
 */
const contactField: FormField[] = [{ field_name: 'email_address', value: '', required: 1, read_only: 0 }];
const judges = {
  contact: (email: string) => validateStep(contactField, contactFieldSpecs, { email_address: email }).email_address === undefined,
  saveLater: (email: string) => endpoints.saveEnrollmentForLater.request.safeParse({ enrollment_id: 'TE1', email, tab: 'primary_info', data: {} }).success,
  continueEnrollment: (email: string) => {
    const result = endpoints.continueEnrollment.request.safeParse({ code: 'X', email });
    return !result.success ? !result.error.issues.some((issue) => issue.path[0] === 'email') : true;
  },
  personalQuote: (email: string) => quoteEmailFieldSchemas.email.safeParse(email).success,
  chat: (email: string) => chatAnswerProblem('email', email) === null,
};

describe('one e-mail rule', () => {
  it.each([
    ['ann.lee@example.com', true],
    ['ann+benefits@mail.example.co', true],
    // passed the steps' old regex, failed zod's check of continue-enrollment
    ['ann@exa_mple.com', false],
    ['ann..lee@example.com', false],
    ['ann@example', false],
    ['ann@example.c', false],
    ['ann lee@example.com', false],
    ['ann@', false],
    [`${'a'.repeat(250)}@example.com`, false],
  ])('%s: %s everywhere', (email, valid) => {
    expect(Object.fromEntries(Object.entries(judges).map(([name, judge]) => [name, judge(email)]))).toEqual(
      Object.fromEntries(Object.keys(judges).map((name) => [name, valid])),
    );
  });

  it("Contact Information words a bad address 'Email is not in correct format' (spec 2 §5)", () => {
    expect(validateStep(contactField, contactFieldSpecs, { email_address: 'ann@exa_mple.com' })).toEqual({ email_address: stepMessages.email });
  });
});
