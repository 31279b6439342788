import fc from 'fast-check';
import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { endpoints, enrollTypeSchema, eprocessSchema, errorEnvelopeSchema, type EndpointName, type FilterInfo } from '../../contract/index.ts';
import { TINY_PNG } from '../../model-tests/lib/agreement-fixtures.ts';
import { BODY_LIMIT_BYTES, MAX_BODY_DEPTH, requestLimitMessages } from '../../server/http/request-limits.ts';
import { dataOf, useTestServer, type Reply } from './harness.ts';
import { validRequests } from './valid-requests.ts';

// Property-based fuzz of every row of the endpoint table (docs/security.md, Bad input): requests
// shaped by the row's schema, each field valid, hostile or left out, plus bodies that are no JSON
// object, nested too deeply or too large. No reply may be a 500, every refusal is an error envelope, and a refused
// request stores no row. FUZZ_RUNS sets the requests per row (1,000 for the long run); FUZZ_SEED
// replays a run (fast-check prints the seed and path of a failure).

const RUNS = Number(process.env.FUZZ_RUNS ?? 15);
const SEED = Number(process.env.FUZZ_SEED ?? 13013);
// a request takes a few milliseconds; PGlite on a busy machine many more
const TIMEOUT_MS = 30_000 + RUNS * 100;

const server = useTestServer();

/** Known-good values by field name, so generated requests reach the handlers, not only the schema. */
const known: Record<string, unknown[]> = {
  zip: ['10001', '60601'],
  zip_code: ['10001'],
  dob: ['04/12/1988'],
  email: ['ana@example.com'],
  name: ['Ana Reyes'],
  image: [TINY_PNG],
  signature: [TINY_PNG],
  plan_id: [121, 131, 161, 191],
  planId: [121],
  pid: [121],
  plan_pricing_id: [1211, 1311],
  user_id: [501],
  agent_id: [1],
  group_id: [1],
  portal_id: [1],
  effective_date: ['01/01/2030'],
  phone: ['2125550100'],
  routing_number: ['021000021'],
  state: ['NY'],
};

const HUGE_TEXT = 'x'.repeat(100_000);
/** Values at and past every edge: numbers the database cannot hold, NUL, lone surrogates, very long text, wrong types. */
const hostile = fc.constantFrom<unknown>(
  2 ** 31,
  2 ** 31 - 1,
  -1,
  0,
  1.5,
  1e308,
  2 ** 53 + 1,
  '2147483648',
  '99999999999999999999',
  '-1',
  'NaN',
  '\u0000',
  'a\u0000b',
  HUGE_TEXT,
  '',
  ' ',
  null,
  true,
  [],
  {},
  [1, 'a', null],
  { nested: { deeper: '\u0000' } },
  "'; drop table temp_enrollments; --",
  '😀é\u202e',
  'x\ud800y',
);

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** A value the schema might accept: enum members, known examples, small numbers, short text. */
const plausible = (schema: z.ZodMiniType, field: string, depth = 0): fc.Arbitrary<unknown> => {
  const def = defOf(schema);
  const inner = (key: string) => plausible(def[key] as z.ZodMiniType, field, depth + 1);
  const examples = known[field] ? [fc.constantFrom(...known[field])] : [];
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
    case 'nonoptional':
    case 'prefault':
      return inner('innerType');
    case 'pipe':
      return inner('in');
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'boolean':
      return fc.boolean();
    case 'number':
    case 'int':
      return fc.oneof(...examples, fc.integer({ min: 1, max: 1000 }));
    case 'string':
      return fc.oneof(...examples, fc.string({ maxLength: 12 }));
    case 'array':
      return depth > 6 ? fc.constant([]) : fc.array(anyValue(def.element as z.ZodMiniType, field, depth + 1), { maxLength: 3 });
    case 'object':
      return depth > 6 ? fc.constant({}) : objectOf(def.shape as Record<string, z.ZodMiniType>, depth + 1);
    case 'union':
      return fc.oneof(...(def.options as z.ZodMiniType[]).map((option) => plausible(option, field, depth + 1)));
    case 'intersection':
      return fc.tuple(inner('left'), inner('right')).map(([left, right]) => ({ ...(left as object), ...(right as object) }));
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 12 }), { maxKeys: 3 });
    default:
      // custom (step data) and the like: small objects of text
      return fc.oneof(fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 12 }), { maxKeys: 3 }), fc.string({ maxLength: 12 }));
  }
};

/** Mostly plausible, sometimes hostile. */
const anyValue = (schema: z.ZodMiniType, field: string, depth: number): fc.Arbitrary<unknown> =>
  fc.oneof({ arbitrary: plausible(schema, field, depth), weight: 3 }, { arbitrary: hostile, weight: 1 });

/** Each field plausible, hostile or left out, plus now and then a field the schema does not know. */
const objectOf = (shape: Record<string, z.ZodMiniType>, depth: number) =>
  fc.record(
    Object.fromEntries([
      ...Object.entries(shape).map(([field, schema]) => [field, anyValue(schema, field, depth)]),
      ['unknown_field', hostile],
    ]),
    { requiredKeys: [] },
  ) as fc.Arbitrary<Record<string, unknown>>;

/** Requests for a row: its object's fields, or those of one of its shapes (a union of objects). */
const requestsOf = (schema: z.ZodMiniType): fc.Arbitrary<Record<string, unknown>> => {
  const def = defOf(schema);
  if (def.type === 'union') return fc.oneof(...(def.options as z.ZodMiniType[]).map(requestsOf));
  return objectOf(def.shape as Record<string, z.ZodMiniType>, 0);
};
/** Every path to a value inside a request (fields, their items, their fields ...). */
const pathsOf = (value: unknown, path: string[] = []): string[][] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, inner]) => [[...path, key], ...pathsOf(inner, [...path, key])])
    : [];

/** A copy of `request` with the value at `path` replaced, or removed when `value` is undefined. */
const withValueAt = (request: unknown, [key, ...rest]: string[], value: unknown): unknown => {
  const copy = (Array.isArray(request) ? [...request] : { ...(request as object) }) as Record<string, unknown>;
  if (rest.length > 0) copy[key!] = withValueAt(copy[key!], rest, value);
  else if (value === undefined) delete copy[key!];
  else copy[key!] = value;
  return copy;
};

/** The row's known-valid request, as it is or with one to three values made hostile or left out. */
const mutationsOf = (name: EndpointName): fc.Arbitrary<Record<string, unknown>> => {
  const valid = validRequests[name] as Record<string, unknown>;
  const paths = pathsOf(valid);
  if (paths.length === 0) return fc.constant(valid);
  const change = fc.tuple(fc.constantFrom(...paths), fc.oneof(hostile, fc.constant(undefined)));
  return fc.oneof(
    fc.constant(valid),
    fc.array(change, { minLength: 1, maxLength: 3 }).map((changes) => changes.reduce<unknown>((request, [path, value]) => withValueAt(request, path, value), valid) as Record<string, unknown>),
  );
};

const requestsFor = (name: EndpointName) => fc.oneof(mutationsOf(name), mutationsOf(name), requestsOf(endpoints[name].request));

/** The fields a row's path carries (`:name` segments). */
const pathFieldsOf = (name: EndpointName) => [...endpoints[name].path.matchAll(/:(\w+)/g)].map((match) => match[1]!);

/**
 * Row counts of every table: a refused request must leave them as they were. Except the rate
 * limits' counters, whose rows count refused attempts: that is what they are for.
 */
let countRows: () => Promise<Record<string, number>>;
const COUNTS_REFUSALS = new Set(['rate_limits']);

const expectRefusalShape = (reply: Reply, what: string) => {
  expect(reply.status, `${what}: ${JSON.stringify(reply.body)?.slice(0, 400)}`).not.toBe(500);
  if (reply.status >= 400) {
    const envelope = errorEnvelopeSchema.safeParse(reply.body);
    expect(envelope.success, `${what}: refusal not in the error envelope: ${JSON.stringify(reply.body)?.slice(0, 400)}`).toBe(true);
    expect(envelope.data?.statusCode).toBe(reply.status);
  }
};

const expectNothingLogged = (what: string) => {
  expect(server.loggedErrors.splice(0), what).toEqual([]);
};

beforeAll(async () => {
  // both drivers answer { rows }; the shared Database type does not say so
  const rowsOf = async <T>(query: SQL) => ((await server.db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = await rowsOf<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counted = tables.filter(({ name }) => !COUNTS_REFUSALS.has(name));
  const counts = sql.raw(counted.map(({ name }) => `select '${name}' as name, count(*)::int as n from "${name}"`).join(' union all '));
  countRows = async () => Object.fromEntries((await rowsOf<{ name: string; n: number }>(counts)).map(({ name, n }) => [name, n]));
  const { temp_enrollment_id } = dataOf(
    'addFilterForNewUser',
    await server.call('addFilterForNewUser', { zip: '10001', dob: '04/12/1988', gender: '1', tier: 'IF' }),
  );
  known.enrollment_id = [temp_enrollment_id];
  known.tempId = [temp_enrollment_id];
  known.temp_enrollment_id = [temp_enrollment_id];
}, 60_000);

describe(`fuzz: every endpoint, ${RUNS} generated requests per row (seed ${SEED})`, () => {
  it.each(Object.keys(endpoints) as EndpointName[])('%s never answers 500 and stores nothing it refuses', async (name) => {
    await fc.assert(
      fc.asyncProperty(requestsFor(name), async (request) => {
        // a lone surrogate cannot be put in a URL's path (encodeURIComponent throws): raw bytes are sent below
        fc.pre(!pathFieldsOf(name).some((field) => typeof request[field] === 'string' && /\p{Cs}/u.test(request[field] as string)));
        server.loggedErrors.splice(0); // what a failed run before (or its shrinking) left
        const before = await countRows();
        const reply = await server.call(name, request);
        const what = `${name} ${JSON.stringify(request)?.slice(0, 300)} → ${reply.status}`;
        expectRefusalShape(reply, what);
        expectNothingLogged(what);
        if (reply.status >= 400) expect(await countRows(), `${what}: a refused request stored rows`).toEqual(before);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  }, TIMEOUT_MS);
});

describe('fuzz: bodies that are no JSON object, nested too deeply, or too large', () => {
  const bodyRows = [...new Map(Object.values(endpoints).filter((row) => row.method !== 'GET').map((row) => [`${row.method} ${row.path}`, row])).values()];

  it('are refused in the error envelope on every POST and PUT route', async () => {
    const bodies = fc.constantFrom('', 'not json', '{', '[1,2]', '"text"', 'null', '42', '{"a":"\\u0000"}', '{"enrollment_id":{"$gt":""}}');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...bodyRows), bodies, async (row, body) => {
        const before = await countRows();
        const reply = await server.send(row.method, row.path.replace(/:(\w+)/g, 'x'), body);
        expectRefusalShape(reply, `${row.method} ${row.path} ${body}`);
        expectNothingLogged(row.path);
        if (reply.status >= 400) expect(await countRows()).toEqual(before);
      }),
      { numRuns: Math.max(RUNS * 4, 50), seed: SEED },
    );
  }, TIMEOUT_MS);

  it('refuses path segments that are no UTF-8 or hold NUL, in the error envelope', async () => {
    const pathRows = Object.values(endpoints).filter((row) => row.path.includes(':'));
    for (const row of pathRows) {
      for (const segment of ['%FF', '%ED%A0%80', '%00', '%C0%80', 'x'.repeat(5000)]) {
        const reply = await server.send(row.method, row.path.replace(/:(\w+)/g, segment), row.method === 'GET' ? undefined : '{}');
        expectRefusalShape(reply, `${row.method} ${row.path} ${segment.slice(0, 20)}`);
        expectNothingLogged(row.path);
      }
    }
  });

  it('refuses bodies nested deeper than MAX_BODY_DEPTH with 422 on every POST and PUT route, up to 200,000 levels', async () => {
    const nested = (depth: number, shape: 'array' | 'object' | 'mixed') =>
      Array.from({ length: depth }, (_, level) => (shape === 'array' || (shape === 'mixed' && level % 2) ? '[' : '{"a":')).join('') +
      '1' +
      Array.from({ length: depth }, (_, level) => (shape === 'array' || (shape === 'mixed' && (depth - 1 - level) % 2) ? ']' : '}')).join('');
    const shapes = fc.constantFrom<'array' | 'object' | 'mixed'>('array', 'object', 'mixed');
    const depths = fc.oneof(fc.integer({ min: MAX_BODY_DEPTH + 1, max: 300 }), fc.constantFrom(5_000, 10_000, 200_000));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...bodyRows), depths, shapes, fc.boolean(), async (row, depth, shape, inField) => {
        // as the whole body, or as the value of a field beside valid ones
        const body = inField ? `{"enrollment_id":"TECART02","data":${nested(depth - 1, shape)}}` : nested(depth, shape);
        const before = await countRows();
        const reply = await server.send(row.method, row.path.replace(/:(\w+)/g, 'x'), body);
        const what = `${row.method} ${row.path} ${shape} ${depth} deep${inField ? ' in data' : ''}`;
        expectRefusalShape(reply, what);
        expect(reply.status, what).toBe(422);
        const failure = errorEnvelopeSchema.parse(reply.body);
        expect(failure.message, what).toBe(requestLimitMessages.tooDeep);
        if (inField) expect(failure.data, what).toEqual([{ target_element: 'data', error_message: requestLimitMessages.tooDeep }]);
        expectNothingLogged(what);
        expect(await countRows()).toEqual(before);
      }),
      { numRuns: Math.max(RUNS * 4, 50), seed: SEED },
    );
  }, TIMEOUT_MS);

  it('counts only real nesting: MAX_BODY_DEPTH levels pass, brackets inside text do not count', async () => {
    const row = endpoints.addFilterForNewUser;
    const deepest = `{"zip":${'['.repeat(MAX_BODY_DEPTH - 1)}${']'.repeat(MAX_BODY_DEPTH - 1)}}`;
    const inText = JSON.stringify({ ...validRequests.addFilterForNewUser, extra: '[{'.repeat(5_000), quoted: '\\"[[[[' });
    for (const body of [deepest, inText]) {
      const reply = await server.send(row.method, row.path, body);
      expect(JSON.stringify(reply.body)).not.toContain(requestLimitMessages.tooDeep);
      expectRefusalShape(reply, body.slice(0, 100));
    }
    expect((await server.send(row.method, row.path, inText)).status).toBe(200);
  });

  it('answers 413 in the error envelope for a body over the limit', async () => {
    const oversize = JSON.stringify({ enrollment_id: 'TECART02', name: 'x', image: `data:image/png;base64,${'A'.repeat(BODY_LIMIT_BYTES)}` });
    for (const row of bodyRows) {
      const reply = await server.send(row.method, row.path.replace(/:(\w+)/g, 'x'), oversize);
      expect(reply.status).toBe(413);
      expect(errorEnvelopeSchema.parse(reply.body).statusCode).toBe(413);
    }
  });
});

// issue 24 item 1: the fuzz's own caller has verified every demo rep and site, so the role rules
// get their own run from a visitor who has verified nothing beyond the main host (docs/security.md,
// roles come from what the server verified): its filters may name the main site's group and
// nothing else, and never enroll as a rep; whatever a body claims is refused or left out.
describe('fuzz: an anonymous visitor claiming reps, groups and portals', () => {
  const MAIN_SITE_GROUP = 1000;
  const claims = fc.record(
    {
      eprocess: fc.constantFrom(...eprocessSchema.options),
      agent_id: fc.constantFrom(701, 702),
      group_id: fc.constantFrom(MAIN_SITE_GROUP, 2556, 2512, 3100),
      platform_group_id: fc.constantFrom(11, 12, 21),
      type: fc.constantFrom(...enrollTypeSchema.options),
    },
    { requiredKeys: [] },
  );
  const filterRows = ['addFilterForNewUser', 'changeFilterInfo', 'updateFilterPortal', 'addFilterForExistingUser'] as const;

  /** The claims of a stored filter that the anonymous visitor never verified (empty when it holds). */
  const unverified = (filter: FilterInfo) =>
    Object.entries({
      eprocess: filter.eprocess === 'rep',
      agent_id: filter.agent_id != null,
      group_id: filter.group_id != null && filter.group_id !== MAIN_SITE_GROUP,
      platform_group_id: filter.platform_group_id != null,
    })
      .filter(([, claimed]) => claimed)
      .map(([field]) => field);

  it('stores no claim it did not verify: each is refused (403) or never written', async () => {
    const visitor = server.visitor();
    const filterOf = async (enrollment_id: string) =>
      dataOf('getEnrollmentTempInfo', await visitor.call('getEnrollmentTempInfo', { enrollment_id, column: 'filter_info' })).result;
    const own = dataOf('addFilterForNewUser', await visitor.call('addFilterForNewUser', validRequests.addFilterForNewUser)).temp_enrollment_id;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...filterRows), claims, async (name, claim) => {
        const request = {
          addFilterForNewUser: { ...validRequests.addFilterForNewUser, ...claim },
          changeFilterInfo: { tempId: own, ...claim },
          updateFilterPortal: { enrollment_id: own, platform_group_id: 11, ...claim },
          addFilterForExistingUser: { ...validRequests.addFilterForExistingUser, ...claim },
        }[name];
        const reply = await visitor.call(name, request);
        const what = `${name} ${JSON.stringify(request)} → ${reply.status} ${JSON.stringify(reply.body).slice(0, 200)}`;
        expectRefusalShape(reply, what);
        if (reply.status === 403) refused += 1;
        const made = reply.status === 200 && name.startsWith('addFilter') ? [(reply.body as { data: { temp_enrollment_id: string } }).data.temp_enrollment_id] : [];
        for (const enrollment_id of [own, ...made]) expect(unverified(await filterOf(enrollment_id)), what).toEqual([]);
      }),
      { numRuns: Math.max(RUNS * 4, 60), seed: SEED },
    );
    // the run met the rule, not only the schema
    expect(refused).toBeGreaterThan(0);
  }, TIMEOUT_MS);
});
