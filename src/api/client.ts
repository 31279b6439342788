import type { EndpointName, RequestOf, ResultOf } from '../../contract/endpoints.ts';
// the envelope module itself, not contract/index.ts: the index would bring every flow's schemas
import { EMPTY, errorEnvelopeSchema, successEnvelope, type ApiFailure } from '../../contract/envelope.ts';
import type { StoredValues } from '../../machines/shared/storage.ts';
import { rowAtHand, rowOf } from './endpoint-rows.ts';
import { stepVersionMemory, type StepVersionMemory } from './step-versions.ts';

export type ToastType = 'success' | 'warning' | 'info';
export const toastTitles: Record<ToastType, string> = { success: 'Success!', warning: 'Warning!', info: 'Info!' };

export interface CallOptions {
  /**
   * Raise a toast with the outcome (spec 1 §8: the shared request helper's toasts): 'Warning!' with
   * the failure's message, 'Info!' for a 204 with `info`, 'Success!' with the server's message or,
   * when the reply has none, `success` (the spec does not show the toast's text).
   */
  notify?: boolean | { success: string; info?: string };
  signal?: AbortSignal;
}

export interface ApiClientDeps {
  fetch: typeof fetch;
  /** The Basic Authorization value from the app config. */
  authorization: () => string;
  /** What is stored now: agent_id, USER_ID and group_id travel as headers when present. */
  stored: () => StoredValues;
  toast: (type: ToastType, title: string, description: string) => void;
  /** Where the step versions loaded are kept (a memory of the client's own when absent). */
  stepVersions?: StepVersionMemory;
}

const failure = (httpStatus: number, message: string, fieldErrors: ApiFailure['fieldErrors'] = []): ApiFailure => ({
  kind: 'api-failure',
  httpStatus,
  message,
  fieldErrors,
});

type Params = Record<string, unknown>;

/** Fills `:name` segments from the request and returns the path with the fields left over. */
const fillPath = (path: string, request: Params): [string, Params] => {
  const rest = { ...request };
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  return [filled, rest];
};

/** GET parameters: arrays travel comma-joined, absent values are dropped. */
const queryString = (params: Params): string => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
};

const sessionHeaders = (stored: StoredValues): Record<string, string> => {
  const headers: Record<string, string> = {};
  if (stored.agent_id) headers.agent_id = stored.agent_id;
  if (stored.USER_ID) headers.uid = stored.USER_ID;
  if (stored.group_id) headers.group_id = stored.group_id;
  return headers;
};

/**
 * Each row's success envelope, made once: building a zod object costs more than parsing a reply
 * with it (~10×), and a wizard step's save and reads sit on the way to the next step's paint.
 */
const envelopes = new WeakMap<object, ReturnType<typeof successEnvelope>>();
const envelopeOf = (data: Parameters<typeof successEnvelope>[0]) => {
  const known = envelopes.get(data);
  if (known) return known;
  const envelope = successEnvelope(data);
  envelopes.set(data, envelope);
  return envelope;
};

const readJson = async (response: Response): Promise<unknown> => {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
};

/**
 * The one typed call over the endpoint table (its rows by `rowOf`: the shell's at once, the others
 * once the table has loaded). Resolves the row's validated data (or EMPTY on a
 * 204 where the row allows it); rejects with an ApiFailure on an error body, a non-2xx status,
 * an unexpected 204 or data that breaks the contract.
 */
export const createApiClient = (deps: ApiClientDeps) => {
  const stepVersions = deps.stepVersions ?? stepVersionMemory();
  return async function call<N extends EndpointName>(name: N, request: RequestOf<N>, options: CallOptions = {}): Promise<ResultOf<N>> {
    // no await when the row is at hand: the request leaves before anything else runs
    const row = rowAtHand(name) ?? (await rowOf(name));
    const [path, rest] = fillPath(row.path, request as Params);
    const isGet = row.method === 'GET';
    const enrollmentId = typeof (request as Params).enrollment_id === 'string' ? ((request as Params).enrollment_id as string) : null;
    const ifMatch = enrollmentId === null || isGet ? undefined : stepVersions.ifMatch(enrollmentId);
    const headers: Record<string, string> = {
      Accept: 'application/json',
      Authorization: deps.authorization(),
      ...sessionHeaders(deps.stored()),
      ...(isGet ? {} : { 'Content-Type': 'application/json' }),
      ...(ifMatch ? { 'If-Match': ifMatch } : {}),
    };
    const notify = (type: ToastType, description: string) => {
      if (options.notify) deps.toast(type, toastTitles[type], description);
    };
    const fail = (error: ApiFailure) => {
      notify('warning', error.message);
      return Promise.reject(error);
    };

    let response: Response;
    try {
      response = await deps.fetch(isGet ? path + queryString(rest) : path, {
        method: row.method,
        headers,
        body: isGet ? undefined : JSON.stringify(rest),
        signal: options.signal,
      });
    } catch (error) {
      return fail(failure(0, error instanceof Error ? error.message : 'Network error'));
    }

    if (response.status === 204) {
      if (!('mayBeEmpty' in row)) return fail(failure(204, 'No content'));
      notify('info', (typeof options.notify === 'object' && options.notify.info) || 'Nothing found');
      return EMPTY as ResultOf<N>;
    }

    const body = await readJson(response);
    const error = errorEnvelopeSchema.safeParse(body);
    if (error.success) return fail(failure(response.status, error.data.message, error.data.data));
    if (!response.ok) return fail(failure(response.status, response.statusText || `HTTP ${response.status}`));

    const success = envelopeOf(row.data).safeParse(body);
    if (!success.success) return fail(failure(response.status, 'Unexpected response from the server'));
    const etag = response.headers.get('ETag');
    if (enrollmentId !== null && etag) stepVersions.remember(enrollmentId, etag);
    notify('success', success.data.message ?? (typeof options.notify === 'object' ? options.notify.success : 'Done'));
    return success.data.data as ResultOf<N>;
  };
};

export type ApiCall = ReturnType<typeof createApiClient>;
