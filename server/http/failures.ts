import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorEnvelope, FieldError } from '../../contract/index.ts';

/** A request the server refuses: answered as an error envelope with this status and field list. */
export class RequestFailure extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(message);
    this.name = 'RequestFailure';
  }

  toEnvelope(): ErrorEnvelope {
    return { status: 'error', statusCode: this.status, message: this.message, data: this.fieldErrors };
  }
}

/**
 * A domain failure tied to one request field (unknown zip, tempId, code ...), shown by the app
 * beside that field.
 */
export const fieldFailure = (field: string, message: string) =>
  new RequestFailure(422, message, [{ target_element: field, error_message: message }]);
