import type { EventObject } from 'xstate';
import { apiFailureSchema, isEmpty, type Empty } from '../../contract/index.ts';

/**
 * The data of a result a guard has already told apart from EMPTY (a 204). Machines branch on
 * `isEmptyResult` first, so reaching the throw means a chart lost its guard.
 */
export const present = <T>(result: T | Empty): T => {
  if (isEmpty(result)) throw new Error('empty result reached a branch that expects data');
  return result;
};

/** The server's message carried by an actor's rejection, or `fallback` for an unknown rejection. */
export const failureMessage = (error: unknown, fallback: string): string => {
  const parsed = apiFailureSchema.safeParse(error);
  return parsed.success ? parsed.data.message : fallback;
};

/** Guard: the actor answered 204, "nothing there" (spec 1 §7: "success or 204"). */
export const isEmptyResult = ({ event }: { event: EventObject }): boolean => 'output' in event && isEmpty(event.output);
