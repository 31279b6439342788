import type { Context, Hono } from 'hono';
import type * as z from 'zod/mini';
import {
  endpoints,
  isEmpty,
  quoteMessages,
  type EndpointName,
  type FieldError,
  type Method,
  type ParsedRequestOf,
  type ResultOf,
} from '../../contract/index.ts';
import { pathsOf } from '../../contract/spec-paths.ts';
import type { EnrollmentGate } from './enrollment-gate.ts';
import { RequestFailure } from './failures.ts';
import { fixedBodyOf, successReply } from './fixed-data.ts';
import { queryFieldsOf } from './query-fields.ts';
import { refusingDeepNesting, refusingNul } from './request-limits.ts';
import type { EnrollerSession, MemberSession, SiteSession } from './sessions.ts';

/** What a handler may know of the HTTP request beyond its fields. */
export interface RequestContext {
  /** Who is calling (server/http/client-address.ts), for rate limits. Links in mail never come from the request. */
  client: string;
  /** The caller's rep or group-administrator sign-in: member data answers only to it (server/enrollers/own-members.ts). */
  enroller: EnrollerSession;
  /** The members whose signed link the caller's session holds: a member's own data answers only to it. */
  member: MemberSession;
  /** The groups and reps the caller's session resolved (code, landing, host): what its filters may claim (server/enrollers/verified-roles.ts). */
  site: SiteSession;
}

export type Handler<N extends EndpointName> = (request: ParsedRequestOf<N>, context: RequestContext) => Promise<ResultOf<N>>;
/** One handler per row of the endpoint table: a missing row is a type error. */
export type Handlers = { [N in EndpointName]: Handler<N> };

type RawRequest = Record<string, unknown>;

const isPlainObject = (value: unknown): value is RawRequest =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/** PUT bodies are partial updates: blank values mean "leave unchanged" (spec 1 §7) and are dropped. */
const withoutBlanks = (body: RawRequest): RawRequest =>
  Object.fromEntries(Object.entries(body).filter(([, value]) => !isBlank(value)));

const readJsonBody = async (c: Context): Promise<RawRequest> => {
  const text = refusingDeepNesting(await c.req.text());
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new RequestFailure(400, 'The request body is not valid JSON.');
  }
  if (!isPlainObject(body)) throw new RequestFailure(400, 'The request body must be a JSON object.');
  return body;
};

/** GET fields travel in the query string, POST/PUT fields as JSON; `:name` path segments are fields too. */
const readRequest = async (c: Context, method: Method): Promise<RawRequest> => {
  const fields = method === 'GET' ? queryFieldsOf(c) : await readJsonBody(c);
  return refusingNul({ ...(method === 'PUT' ? withoutBlanks(fields) : fields), ...c.req.param() });
};

const valueAt = (raw: RawRequest, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>((value, key) => (isPlainObject(value) || Array.isArray(value) ? (value as RawRequest)[key as string] : undefined), raw);

/**
 * One error per field, the first the schema reports. A field left out or blank reads
 * 'Field is required' (spec 1 §5) rather than the schema's type message.
 */
const fieldErrorsOf = (issues: readonly z.core.$ZodIssue[], raw: RawRequest): FieldError[] => {
  const messages = new Map<string, string>();
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (!messages.has(field)) messages.set(field, isBlank(valueAt(raw, issue.path)) ? quoteMessages.required : issue.message);
  }
  return [...messages].map(([target_element, error_message]) => ({ target_element, error_message }));
};

interface Row {
  name: EndpointName;
  request: z.ZodMiniType;
  handle: (request: unknown, context: RequestContext) => Promise<unknown>;
}

/**
 * The row a request is for, with its parsed request. Rows may share a method and path (the spec's
 * get-enrollment-temp-info by column, save-enrollment by tab): the first row whose schema accepts
 * the request takes it; when none does, the errors of the closest row (fewest fields wrong) answer.
 */
const routeRequest = (rows: readonly Row[], raw: RawRequest): { row: Row; request: unknown } => {
  let closest: FieldError[] | null = null;
  for (const row of rows) {
    const parsed = row.request.safeParse(raw);
    if (parsed.success) return { row, request: parsed.data };
    const errors = fieldErrorsOf(parsed.error.issues, raw);
    if (closest === null || errors.length < closest.length) closest = errors;
  }
  throw new RequestFailure(422, 'The given data was invalid.', closest ?? []);
};

/** Registers every endpoint of the contract, at its path and the spec's (contract/spec-paths.ts): validate, call the handler, wrap the result in the envelope. */
export const bindEndpoints = (app: Hono, handlers: Handlers, gate: EnrollmentGate, contextOf: (c: Context) => RequestContext) => {
  const routes = new Map<string, { method: Method; path: string; rows: Row[] }>();
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const { method, path: rowPath, request } = endpoints[name];
    // the spec's own paths of a row answer as the row does (contract/spec-paths.ts)
    for (const path of pathsOf(name, rowPath)) {
      const key = `${method} ${path}`;
      if (!routes.has(key)) routes.set(key, { method, path, rows: [] });
      routes.get(key)!.rows.push({ name, request, handle: handlers[name] as Row['handle'] });
    }
  }
  for (const { method, path, rows } of routes.values()) {
    app.on(method, path, async (c) => {
      try {
        const { row, request } = routeRequest(rows, await readRequest(c, method));
        const result = await gate(c, row.name, request as RawRequest, (admitted) => row.handle(admitted, contextOf(c)) as Promise<ResultOf<EndpointName>>);
        if (isEmpty(result)) return c.body(null, 204);
        const fixedBody = fixedBodyOf(result);
        if (fixedBody !== undefined) return c.body(fixedBody, 200, { 'Content-Type': 'application/json' });
        return c.json(successReply(result));
      } catch (error) {
        if (error instanceof RequestFailure) return c.json(error.toEnvelope(), error.status);
        throw error;
      }
    });
  }
};
