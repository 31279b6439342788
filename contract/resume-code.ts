/**
 * Enrollment (resume) codes as Save & Continue Later mails them (docs/security.md, Resume codes):
 * 13 characters of Crockford's base32, 65 random bits, shown grouped (`ABCD-EFGH-JKMNP`) and
 * accepted with or without separators, in either case.
 */
export const RESUME_CODE_LENGTH = 13;
/** Crockford's base32: digits and upper-case letters without I, L, O and U. */
export const RESUME_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** What continue-enrollment answers; one message for every failure, so nothing tells a real code or e-mail apart. */
export const resumeMessages = {
  failed: 'Invalid enrollment code or e-mail',
  /** A code with its own e-mail, already used or superseded by a newer save-later (issue 28 item 4). */
  spent: 'This code has already been used or a newer one was sent. Codes work once: use the one in your newest e-mail.',
  /** Too many wrong tries, or too many e-mails, within a minute (429). */
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
} as const;

/**
 * The code as typed, in its stored form (13 upper-case characters), or null when it cannot be
 * one. Spaces and hyphens are ignored; I and L read as 1 and O as 0, as Crockford's base32 says.
 */
export const resumeCodeOf = (typed: string): string | null => {
  const code = typed
    .replace(/[\s-]/g, '')
    .toUpperCase()
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
  return code.length === RESUME_CODE_LENGTH && [...code].every((char) => RESUME_CODE_ALPHABET.includes(char)) ? code : null;
};

/** The code grouped for reading: 4, 4 and 5 characters. */
export const groupedResumeCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
