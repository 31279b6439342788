import * as z from 'zod/mini';

/** One server-side field error (spec 1 §8): the message shows beside `target_element`. */
export const fieldErrorSchema = z.object({
  target_element: z.string(),
  error_message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Every success body: `status: 'success'`, `statusCode: 200` and the endpoint's data. */
export const successEnvelope = <T extends z.ZodMiniType>(data: T) =>
  z.object({
    status: z.literal('success'),
    statusCode: z.literal(200),
    message: z.optional(z.string()),
    data,
  });

/** Every error body: `status: 'error'`, a message and the per-field list (may be empty). */
export const errorEnvelopeSchema = z.object({
  status: z.literal('error'),
  statusCode: z.int(),
  message: z.string(),
  data: z.array(fieldErrorSchema),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/**
 * What a failed call rejects with, in the app and in machines alike: the server's message and
 * its field errors. Machines parse `xstate.error.actor` payloads with this schema.
 */
export const apiFailureSchema = z.object({
  kind: z.literal('api-failure'),
  httpStatus: z.int(),
  message: z.string(),
  fieldErrors: z.array(fieldErrorSchema),
});
export type ApiFailure = z.infer<typeof apiFailureSchema>;

/** The field errors carried by any rejection; an unknown rejection carries none. */
export const fieldErrorsOf = (error: unknown): FieldError[] => {
  const parsed = apiFailureSchema.safeParse(error);
  return parsed.success ? parsed.data.fieldErrors : [];
};

/** A call that may answer 204 resolves to this instead of data (spec 1 §7: "success or 204"). */
export const EMPTY = { empty: true } as const;
export type Empty = typeof EMPTY;
export const isEmpty = (value: unknown): value is Empty =>
  typeof value === 'object' && value !== null && (value as { empty?: unknown }).empty === true;
