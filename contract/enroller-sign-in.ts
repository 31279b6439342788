import * as z from 'zod/mini';
import { emailField } from './email.ts';
import { endpoint, none } from './endpoint-row.ts';
import { enrollerSchema, TEXT_LIMITS, textMax } from './entities.ts';
import { cartMessages } from './cart.ts';
import { quoteMessages } from './quote.ts';

/**
 * Rep and group-administrator sign-in (docs/security.md, Reps and group administrators): a
 * one-time code mailed to the address on file, then the code. Only a signed-in rep or group
 * administrator sees member data, and only their own members'.
 */

/** Sign-in codes: eight digits, typed from the e-mail (spaces and hyphens ignored). */
export const ENROLLER_CODE_LENGTH = 8;

export const enrollerSignInMessages = {
  required: quoteMessages.required,
  invalidEmail: cartMessages.invalidEmail,
  /** What every code request answers, known address or not. */
  codeSent: 'If that address is on file, a code is on its way. It works once, for 10 minutes.',
  /** A code that is not eight digits. */
  codeFormat: `Enter the ${ENROLLER_CODE_LENGTH}-digit code from the e-mail`,
  /** Every failed sign-in: unknown address, wrong, expired, used or worn-out code alike. */
  failed: 'That code is not right or has expired. Check it, or ask for a new code.',
  /** Signed in, but as someone whose members this page does not list. */
  notThisSite: 'You are signed in, but not as the rep or group administrator of this site.',
  /** What sign-out answers, signed in or not. */
  signedOut: 'You are signed out.',
} as const;

/** The code as typed, in its stored form (eight digits), or null when it cannot be one. */
export const enrollerCodeOf = (typed: string): string | null => {
  const code = typed.replace(/[\s-]/g, '');
  return new RegExp(`^\\d{${ENROLLER_CODE_LENGTH}}$`).test(code) ? code : null;
};

const addressField = emailField({ required: enrollerSignInMessages.required, invalid: enrollerSignInMessages.invalidEmail });

export const enrollerSignInEndpoints = {
  // mails a one-time code when the address is a rep's or a group administrator's; the same answer either way
  requestEnrollerCode: endpoint({
    method: 'POST',
    path: '/api/v1/request-enroller-code',
    request: z.object({ email: addressField }),
    data: z.object({ message: z.string() }),
  }),
  // the code signs the caller's session in; every failure answers enrollerSignInMessages.failed at `code`
  signInEnroller: endpoint({
    method: 'POST',
    path: '/api/v1/sign-in-enroller',
    request: z.object({
      email: addressField,
      code: z.string().check(z.minLength(1, enrollerSignInMessages.required), textMax(TEXT_LIMITS.code)),
    }),
    data: enrollerSchema,
  }),
  // getEnrollerSession, read by the header on every page, is a shell row (site-endpoints.ts)
  // ends the caller's sign-in under a new session token that keeps its enrollments; the same answer when nobody was signed in
  signOutEnroller: endpoint({ method: 'POST', path: '/api/v1/sign-out-enroller', request: none, data: z.object({ message: z.string() }) }),
} as const;
