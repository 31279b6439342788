import * as z from 'zod/mini';
import { dateMessage, dateMessages, parseUsDate, withinLifetime } from './calendar-date.ts';
import { categorySchema, coverageSchema, genderSchema, tierSchema } from './entities.ts';

/** Quote messages, word for word from spec 1 §5. */
export const quoteMessages = {
  required: 'Field is required',
  zipInvalid: 'Invalid Zip code',
  zipLength: 'Enter 5 digit zip code',
  dobFormat: dateMessages.format,
  underAge: 'You must be 18 years to proceed',
  notSaved: 'Your quote was not saved. Please try again.',
} as const;

export const MINIMUM_AGE = 18;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Age in whole years of 365.25 days (spec 1 §5). */
export const ageInYears = (dob: Date, today: Date): number =>
  Math.floor((today.getTime() - dob.getTime()) / (365.25 * DAY_MS));

export const zipFieldSchema = z.string().check(
  z.trim(),
  z.minLength(1, quoteMessages.required),
  z.regex(/^\d*$/, quoteMessages.zipInvalid),
  z.length(5, quoteMessages.zipLength),
);

/** Date of birth, judged against `today` (the caller's clock; the server uses its own). */
export const dobFieldSchema = (today: () => Date = () => new Date()) => {
  // a calendar date not over 120 years ago (contract/calendar-date.ts); a future one is under 18
  const calendarMessage = (text: string) => dateMessage(text, withinLifetime(today()));
  return z.string().check(
    z.trim(),
    z.minLength(1, quoteMessages.required),
    z.refine((text) => calendarMessage(text) === null, {
      error: (issue) => (typeof issue.input === 'string' ? calendarMessage(issue.input) : null) ?? quoteMessages.dobFormat,
    }),
    z.refine((text) => {
      const dob = parseUsDate(text);
      return dob === null || ageInYears(dob, today()) >= MINIMUM_AGE;
    }, quoteMessages.underAge),
  );
};

/** A choice among `values`; nothing (or anything else) chosen reads 'Field is required'. */
const requiredChoice = <T extends z.core.util.EnumLike>(values: T) =>
  z.enum(values, { error: quoteMessages.required });

export const quoteFieldSchemas = {
  zip: zipFieldSchema,
  dob: dobFieldSchema(),
  gender: requiredChoice(genderSchema.def.entries),
  tier: requiredChoice(tierSchema.def.entries),
  categories: z.array(categorySchema).check(z.minLength(1, quoteMessages.required)),
  coverage: requiredChoice(coverageSchema.def.entries),
};
export type QuoteField = keyof typeof quoteFieldSchemas;

/** The landing form asks zip, dob, gender, tier; the wizard variant adds categories and coverage. */
export const quoteFormSchema = z.object({
  zip: quoteFieldSchemas.zip,
  dob: quoteFieldSchemas.dob,
  gender: quoteFieldSchemas.gender,
  tier: quoteFieldSchemas.tier,
  categories: z._default(z.array(categorySchema), []),
  coverage: z._default(z.nullable(coverageSchema), null),
});
export type QuoteForm = z.infer<typeof quoteFormSchema>;
