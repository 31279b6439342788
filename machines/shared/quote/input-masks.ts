const ZIP_LENGTH = 5;
const MONTH_CAP = 12;
const DAY_CAP = 31;

/** Zip input keeps at most 5 characters (spec 1 §5); what they are is the schema's business. */
export const truncateZip = (text: string): string => text.slice(0, ZIP_LENGTH);

/** A two-digit part capped at `cap` once both digits are typed. */
const capped = (digits: string, cap: number): string => (digits.length === 2 && Number(digits) > cap ? String(cap) : digits);

/**
 * Date-of-birth input mask (spec 1 §5): digits only, slashes added as mm/dd/yyyy is typed, at
 * most 10 characters, month capped at 12 and day at 31.
 */
export const maskDateInput = (text: string): string => {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  const month = capped(digits.slice(0, 2), MONTH_CAP);
  const day = capped(digits.slice(2, 4), DAY_CAP);
  const year = digits.slice(4);
  return [month, day, year].filter(Boolean).join('/');
};
