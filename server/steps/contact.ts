import { eq } from 'drizzle-orm';
import { quoteMessages, type FormValues } from '../../contract/index.ts';
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

const sameCity = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The address against the zips table: a known zip and the state must agree (refused at the state).
 * With the USPS validation box ticked (with_validation '1') the zip must be known (refused at the
 * zip) and the city must be the one the table lists for it (refused at the city). Values the field
 * rules refuse (not 5 digits, not 2 letters) are left to them.
 */
export const refuseContactAddress = async ({ zip = '', state = '', city = '', with_validation = '0' }: FormValues, { db }: StepEnrollment): Promise<Record<string, string>> => {
  const code = zip.trim();
  if (!/^\d{5}$/.test(code)) return {};
  const [row] = await db.select().from(zips).where(eq(zips.zip, code));
  const validating = with_validation === '1';
  if (!row) return validating ? { zip: contactAddressMessages.unknownZip } : {};
  const refusals: Record<string, string> = {};
  const chosenState = state.trim();
  if (/^[A-Z]{2}$/.test(chosenState) && chosenState !== row.state) refusals.state = contactAddressMessages.stateMismatch(code, row.state, chosenState);
  if (validating && city.trim() !== '' && !sameCity(city, row.city)) refusals.city = contactAddressMessages.cityMismatch(code, row.city, row.state);
  return refusals;
};
