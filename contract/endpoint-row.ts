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

export const none = z.object({});
/** A request naming only the enrollment. */
export const enrollmentId = z.object({ enrollment_id: tempIdSchema });
/** A reply carrying its payload under `result`. */
export const result = <T extends z.ZodMiniType>(schema: T) => z.object({ result: schema });
