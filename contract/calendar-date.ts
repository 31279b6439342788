/**
 * The one calendar date of every date field (issue 23 §2, docs/wizard.md "Dates"): strict
 * mm/dd/yyyy, a real day (never rolled over to another one, never a two-digit year), and per
 * field the range a person expects. Client rules and server handlers judge with these functions,
 * so both give the same message. What is typed is never changed: a date is read, never rebuilt.
 */

/** Date messages: the spec's words where it has them (spec 1 §5, spec 2 §5), else issue 23's. */
export const dateMessages = {
  /** Not mm/dd/yyyy, or a month past 12 or a day past 31 (the spec's caps). */
  format: 'Enter date as mm/dd/yyyy',
  /** A day its month does not have, or outside the field's range. */
  invalid: 'Enter a valid date',
  future: 'Date cannot be in the future',
} as const;

/** A day of the calendar, as typed. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** The oldest a person's dates go: a birth date at most this many years ago. */
export const LIFETIME_YEARS = 120;
/** An employment starts on or after the person's 14th birthday. */
export const WORKING_AGE = 14;

const SHAPE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysInMonth = (year: number, month: number) => (month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31);

/** Why `text` is no calendar date (its format, or a day its month lacks), or the date it names. */
const read = (text: string): CalendarDate | string => {
  const match = SHAPE.exec(text);
  if (!match) return dateMessages.format;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return dateMessages.format;
  return day > daysInMonth(year, month) ? dateMessages.invalid : { year, month, day };
};

/** The day `text` names (mm/dd/yyyy, a real day), or null. */
export const parseCalendarDate = (text: string): CalendarDate | null => {
  const date = read(text);
  return typeof date === 'string' ? null : date;
};

/** Parses mm/dd/yyyy into a UTC date (for ages), or null when it is not a real calendar date. */
export const parseUsDate = (text: string): Date | null => {
  const date = parseCalendarDate(text);
  if (!date) return null;
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0-99 as 1900-1999
  const instant = new Date(0);
  instant.setUTCFullYear(date.year, date.month - 1, date.day);
  return instant;
};

/** The calendar day of a clock reading, where the reader is (the visitor's day; the server's). */
export const calendarDayOf = (now: Date): CalendarDate => ({ year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() });

/** Negative when `a` comes first, 0 on the same day. */
export const compareDates = (a: CalendarDate, b: CalendarDate): number => a.year - b.year || a.month - b.month || a.day - b.day;

/** The same month and day `years` later, for comparing (02/29 plus a year sorts between 02/28 and 03/01). */
const yearsLater = (date: CalendarDate, years: number): CalendarDate => ({ ...date, year: date.year + years });

/** A limit of a field's range: the message a date outside it earns, or null. */
export type DateBound = (date: CalendarDate) => string | null;

export const notAfter =
  (latest: CalendarDate, message: string = dateMessages.invalid): DateBound =>
  (date) =>
    compareDates(date, latest) > 0 ? message : null;

export const notBefore =
  (earliest: CalendarDate, message: string = dateMessages.invalid): DateBound =>
  (date) =>
    compareDates(date, earliest) < 0 ? message : null;

/** Not after the caller's today ('Date cannot be in the future'). */
export const notFuture = (today: Date): DateBound => notAfter(calendarDayOf(today), dateMessages.future);

/** Not over 120 years before the caller's today. */
export const withinLifetime = (today: Date): DateBound => notBefore(yearsLater(calendarDayOf(today), -LIFETIME_YEARS));

/** Not before the day `text` names, when it names one (an earlier field of a pair, a birth date). */
export const notBeforeDateIn = (text: string | undefined, years = 0): DateBound => {
  const earliest = parseCalendarDate(text?.trim() ?? '');
  return earliest ? notBefore(yearsLater(earliest, years)) : () => null;
};

/** The first message `text` earns as a date within `bounds`; null when it is a good one. */
export const dateMessage = (text: string, ...bounds: DateBound[]): string | null => {
  const date = read(text);
  if (typeof date === 'string') return date;
  for (const bound of bounds) {
    const message = bound(date);
    if (message) return message;
  }
  return null;
};

// The fields' ranges (docs/wizard.md "Dates"); `birth` is the person's birth date where it is known.

/** A birth date (beneficiaries, dependents): not in the future, not over 120 years ago. */
export const birthDateMessage = (text: string, today: Date): string | null => dateMessage(text, notFuture(today), withinLifetime(today));

/**
 * A history date (prior coverage, health history, treatment records): not in the future, not over
 * 120 years ago, not before the person's birth, and not before `since` (the earlier date of a pair).
 */
export const historyDateMessage = (text: string, today: Date, { birth, since }: { birth?: string; since?: string } = {}): string | null =>
  dateMessage(text, notFuture(today), withinLifetime(today), notBeforeDateIn(birth), notBeforeDateIn(since));

/** An employment start: not in the future, on or after the person's 14th birthday. */
export const employmentStartMessage = (text: string, today: Date, birth?: string): string | null =>
  dateMessage(text, notFuture(today), withinLifetime(today), notBeforeDateIn(birth, WORKING_AGE));
