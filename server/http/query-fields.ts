import type { Context } from 'hono';

const parsed = new WeakMap<Request, Readonly<Record<string, string>>>();

/**
 * The request's query fields, decoded, parsed once a request: the caching rule (whether a read
 * names an enrollment) and the binder read the same object, where each parsed the query itself
 * (~4 % of the hot read: docs/performance.md). Shared, so read-only: the binder copies it.
 */
export const queryFieldsOf = (c: Context): Readonly<Record<string, string>> => {
  let fields = parsed.get(c.req.raw);
  if (fields === undefined) parsed.set(c.req.raw, (fields = c.req.query()));
  return fields;
};
