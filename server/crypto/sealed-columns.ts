import { customType } from 'drizzle-orm/pg-core';
import { open, seal } from './sealed.ts';

/**
 * Column types that seal on the way into the database and open on the way out (sealed.ts), so
 * every query through drizzle (handlers, seeds, steps to come) stores personal data encrypted
 * without asking for it. Stored as text; SQL cannot compare or search their contents.
 */
export const sealedText = customType<{ data: string; driverData: string }>({
  dataType: () => 'text',
  toDriver: (value) => seal(value),
  fromDriver: (value) => open(value),
});

/** A JSON value (step data, answers), sealed whole. */
export const sealedJson = <T>(name: string) =>
  customType<{ data: T; driverData: string }>({
    dataType: () => 'text',
    toDriver: (value) => seal(JSON.stringify(value)),
    fromDriver: (value) => JSON.parse(open(value)) as T,
  })(name);
