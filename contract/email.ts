import * as z from 'zod/mini';
import { TEXT_LIMITS, textMax } from './entities.ts';

/**
 * The one e-mail rule of the storefront: zod's e-mail check within the e-mail length bound. Every
 * row and field rule that takes an address (Contact Information, Save & Continue Later,
 * continue-enrollment, the personalised quote, the chat's e-mail answer) judges it so, so an
 * address that passes one cannot fail another.
 */
const emailAddressSchema = z.string().check(textMax(TEXT_LIMITS.email), z.email());

/** Whether `value` (already trimmed) is an e-mail address by the one rule. */
export const isEmailAddress = (value: string): boolean => emailAddressSchema.safeParse(value).success;

/** An optional request field holding an e-mail address: trimmed; blank, or valid by the one rule (`invalid`). */
export const optionalEmailField = (invalid: string) =>
  z.string().check(z.trim(), textMax(TEXT_LIMITS.email), z.refine((value) => value === '' || isEmailAddress(value), invalid));

/**
 * A request field holding an e-mail address: trimmed, required (`messages.required` when empty)
 * and valid by the one rule (`messages.invalid`).
 */
export const emailField = (messages: { required: string; invalid: string }) =>
  z.string().check(z.trim(), z.minLength(1, messages.required), textMax(TEXT_LIMITS.email), z.email(messages.invalid));

/**
 * validate-email-neverbounce's verdict (spec 2 §7): NeverBounce's own results, narrowed to the three
 * the reference server gives (its rule: docs/reference-server.md, Contact Information).
 */
export const emailVerdictSchema = z.enum(['valid', 'invalid', 'disposable']);
export type EmailVerdict = z.infer<typeof emailVerdictSchema>;

/** The check's reply, in the shape of the other existing-user checks: the field, whether it passed, and why not. */
export const emailDeliverabilitySchema = z.object({
  target_element: z.literal('email_address'),
  is_valid: z.boolean(),
  result: emailVerdictSchema,
  error_message: z.string(),
});

/** Ours (the spec words none): why an address that is well formed is refused. */
export const emailDeliverabilityMessages = {
  invalid: 'This e-mail address cannot receive mail. Please enter another e-mail address.',
  disposable: 'Disposable e-mail addresses are not accepted. Please enter an address you keep.',
} as const;
