import * as z from 'zod/mini';
import { tempIdSchema } from './entities.ts';

export type Method = 'GET' | 'POST' | 'PUT';

/**
 * One row of the endpoint table. GET requests travel as query parameters, POST/PUT as JSON;
 * `:name` segments of the path are filled from the request field of that name. `mayBeEmpty`
 * marks calls that answer 204 No Content for "nothing there" (a typed result, not an error).
 */
export interface Endpoint<Req extends z.ZodMiniType = z.ZodMiniType, Data extends z.ZodMiniType = z.ZodMiniType> {
  method: Method;
  path: string;
  request: Req;
  data: Data;
  mayBeEmpty?: true;
}

// Keeps each row's literal type, so `mayBeEmpty: true` reaches ResultOf (endpoints.ts).
export const endpoint = <const E extends Endpoint>(e: E): E => e;

/**
 * A table whose rows are built on first use, each once: a row's schemas are made when it is
 * first read (a call, or a spread into the whole table), not when the module is evaluated.
 */
export const lazyRows = <B extends Record<string, () => Endpoint>>(builders: B): { readonly [K in keyof B]: ReturnType<B[K]> } => {
  const rows = {} as { [K in keyof B]: ReturnType<B[K]> };
  for (const name of Object.keys(builders) as (keyof B)[]) {
    Object.defineProperty(rows, name, {
      enumerable: true,
      configurable: true,
      get: () => {
        const row = builders[name]!();
        Object.defineProperty(rows, name, { value: row, enumerable: true });
        return row;
      },
    });
  }
  return rows;
};

export const none = z.object({});
/** A request naming only the enrollment. */
export const enrollmentId = z.object({ enrollment_id: tempIdSchema });
/** A reply carrying its payload under `result`. */
export const result = <T extends z.ZodMiniType>(schema: T) => z.object({ result: schema });
