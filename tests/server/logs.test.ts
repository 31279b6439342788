import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpoints, type EndpointName } from '../../contract/index.ts';
import { createApp } from '../../server/app.ts';
import type { Database } from '../../server/db/open-database.ts';
import { loadCatalogue } from '../../server/queries/catalogue.ts';
import { AUTHORIZATION, MAIN_HOST, useTestServer } from './harness.ts';
import { validRequests } from './valid-requests.ts';

// Logs carry no personal data (docs/security.md, Logs and headers): canary values sent through
// every endpoint, accepted and refused, and through a failed query, appear in nothing logged.

const CANARY_SSN = '219099999';
const CANARY_EMAIL = 'canary.q7x@example.com';
const CANARY_CARD = '4000056655665556';
const CANARIES = [CANARY_SSN, '219-09-9999', CANARY_EMAIL, CANARY_CARD];

const server = useTestServer();

/** Everything written to the console while the tests run, as text. */
const consoleOutput: string[] = [];
beforeAll(() => {
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      consoleOutput.push(args.map((arg) => (arg instanceof Error ? `${arg.message} ${arg.stack} ${String(arg.cause)}` : JSON.stringify(arg))).join(' '));
    });
  }
});
afterAll(() => {
  vi.restoreAllMocks();
});

/** The request with its personal fields holding canaries: accepted where the format allows. */
const withCanaries = (value: unknown, key = ''): unknown => {
  if (Array.isArray(value)) return value.map((item) => withCanaries(item));
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withCanaries(v, k)]));
  if (key === 'ssn') return CANARY_SSN;
  if (key.includes('email')) return CANARY_EMAIL;
  if (key === 'card_number') return CANARY_CARD;
  return value;
};

/** The request with every text replaced by a canary: refused almost everywhere. */
const allCanaries = (value: unknown, index = 0): unknown => {
  if (Array.isArray(value)) return value.map((item, i) => allCanaries(item, index + i));
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v], i) => [k, allCanaries(v, index + i)]));
  return typeof value === 'string' ? CANARIES[index % CANARIES.length] : value;
};

const expectNoCanaryIn = (logged: readonly unknown[]) => {
  const text = logged.map((entry) => (typeof entry === 'string' ? entry : JSON.stringify(entry))).join('\n');
  for (const canary of CANARIES) expect(text).not.toContain(canary);
};

describe('logs', () => {
  it('hold no canary sent through any endpoint, accepted or refused', async () => {
    const statuses = new Set<number>();
    for (const name of Object.keys(endpoints) as EndpointName[]) {
      const valid = validRequests[name] as Record<string, unknown>;
      const requests = [withCanaries(valid), allCanaries(valid), { ...valid, unknown_field: CANARIES.join(' ') }, { ...valid, enrollment_id: CANARY_EMAIL }];
      for (const request of requests) statuses.add((await server.call(name, request as Record<string, unknown>)).status);
    }
    // the sweep reached handlers and refusals alike
    expect(statuses).toContain(200);
    expect(statuses).toContain(422);
    expectNoCanaryIn(server.loggedErrors);
    expectNoCanaryIn(consoleOutput);
    // four requests to every endpoint in a row: ~2 s on a quiet machine, several times that on a busy one
  }, 60_000);

  it('name the route and the database error code of a failed query, never its parameters', async () => {
    // a real failed query whose parameter is a canary: drizzle's message quotes it
    const failure = await server.db.execute(sql`select ${CANARY_SSN}::int + ${CANARY_EMAIL}::int`).then(
      () => null,
      (error: unknown) => error,
    );
    expect(String((failure as Error).message)).toContain(CANARY_SSN);
    // every use of the database throws it
    const failingDb = new Proxy({} as Database, {
      get: () => () => {
        throw failure;
      },
    });
    const logged: unknown[] = [];
    const app = createApp({
      db: failingDb,
      catalogue: await loadCatalogue(server.db),
      apiAuthorization: AUTHORIZATION,
      mainHost: MAIN_HOST,
      outbox: server.outbox,
      logError: (line) => logged.push(line),
    });
    const response = await app.request(`/api/v1/validate-zip-code?zip_code=10001&email=${CANARY_EMAIL}`, { headers: { Authorization: AUTHORIZATION } });
    expect(response.status).toBe(500);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^Unexpected failure on GET \/api\/v1\/validate-zip-code: DrizzleQueryError ← \w+ \(SQLSTATE 22P02\)/);
    expectNoCanaryIn(logged);
    expectNoCanaryIn(consoleOutput);
  });
});
