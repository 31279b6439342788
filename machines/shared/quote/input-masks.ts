const ZIP_LENGTH = 5;

/** Zip input keeps at most 5 characters (spec 1 §5); what they are is the schema's business. */
export const truncateZip = (text: string): string => text.slice(0, ZIP_LENGTH);

/**
 * Date-of-birth input mask (spec 1 §5): digits only, slashes added as mm/dd/yyyy is typed, at
 * most 10 characters. No digit is changed: a month past 12 or a day past 31 stays as typed and the
 * date's rule refuses it (contract/calendar-date.ts, issue 23).
 */
export const maskDateInput = (text: string): string => {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
};
