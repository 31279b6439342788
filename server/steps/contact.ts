import { eq } from 'drizzle-orm';
import { emailDeliverabilityMessages, isEmailAddress, quoteMessages, stepMessages, type EmailVerdict, type FormValues } from '../../contract/index.ts';
import { zips } from '../db/schema.ts';
import { US_STATE_NAMES } from '../queries/us-states.ts';
import type { StepEnrollment } from './form-steps.ts';

const stateName = (code: string) => US_STATE_NAMES[code] ?? code;

/** The contact address's refusals, worded for the applicant (docs/reference-server.md, Contact Information). */
export const contactAddressMessages = {
  stateMismatch: (zip: string, zipState: string, state: string) =>
    `Zip code ${zip} is in ${stateName(zipState)} (${zipState}), not ${stateName(state)}. Choose ${stateName(zipState)} or correct the zip code.`,
  cityMismatch: (zip: string, city: string, state: string) => `USPS lists zip code ${zip} as ${city}, ${state}. Enter that city or correct the zip code.`,
  unknownZip: quoteMessages.zipInvalid,
} as const;

/**
 * The reference server cannot reach NeverBounce, so validate-email-neverbounce judges by a fixed rule
 * (docs/reference-server.md, Contact Information): domains that never accept mail (the reserved
 * top-level domains .invalid and .test, and these demo domains) are invalid; well-known throwaway
 * inbox services are disposable; any other well-formed address is valid.
 */
export const UNDELIVERABLE_DOMAINS: readonly string[] = ['bounce.example.com', 'nomail.example.org'];
export const RESERVED_TOP_LEVEL_DOMAINS: readonly string[] = ['invalid', 'test'];
export const DISPOSABLE_DOMAINS: readonly string[] = ['mailinator.com', 'guerrillamail.com', 'yopmail.com', '10minutemail.com'];

/** An address's verdict and, unless valid, the words the e-mail field shows. */
export const emailVerdictOf = (email: string): { result: EmailVerdict; message: string } => {
  const address = email.trim();
  if (!isEmailAddress(address)) return { result: 'invalid', message: stepMessages.email };
  const domain = address.slice(address.lastIndexOf('@') + 1).toLowerCase();
  const topLevel = domain.slice(domain.lastIndexOf('.') + 1);
  if (UNDELIVERABLE_DOMAINS.includes(domain) || RESERVED_TOP_LEVEL_DOMAINS.includes(topLevel)) return { result: 'invalid', message: emailDeliverabilityMessages.invalid };
  if (DISPOSABLE_DOMAINS.includes(domain)) return { result: 'disposable', message: emailDeliverabilityMessages.disposable };
  return { result: 'valid', message: '' };
};

const sameCity = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The e-mail by the deliverability rule (refused at the e-mail; an address that is not well formed is
 * left to its field rule), and the address against the zips table: a known zip and the state must agree (refused at the state).
 * With the USPS validation box ticked (with_validation '1') the zip must be known (refused at the
 * zip) and the city must be the one the table lists for it (refused at the city). Values the field
 * rules refuse (not 5 digits, not 2 letters) are left to them.
 */
export const refuseContactValues = async (
  { email_address = '', zip = '', state = '', city = '', with_validation = '0' }: FormValues,
  { db }: StepEnrollment,
): Promise<Record<string, string>> => {
  const refusals: Record<string, string> = {};
  const verdict = emailVerdictOf(email_address);
  if (isEmailAddress(email_address.trim()) && verdict.result !== 'valid') refusals.email_address = verdict.message;
  const code = zip.trim();
  if (!/^\d{5}$/.test(code)) return refusals;
  const [row] = await db.select().from(zips).where(eq(zips.zip, code));
  const validating = with_validation === '1';
  if (!row) return validating ? { ...refusals, zip: contactAddressMessages.unknownZip } : refusals;
  const chosenState = state.trim();
  if (/^[A-Z]{2}$/.test(chosenState) && chosenState !== row.state) refusals.state = contactAddressMessages.stateMismatch(code, row.state, chosenState);
  if (validating && city.trim() !== '' && !sameCity(city, row.city)) refusals.city = contactAddressMessages.cityMismatch(code, row.city, row.state);
  return refusals;
};
