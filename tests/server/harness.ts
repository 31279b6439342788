import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect } from 'vitest';
import {
  endpoints,
  errorEnvelopeSchema,
  successEnvelope,
  type DataOf,
  type EndpointName,
  type ErrorEnvelope,
  type RequestOf,
  type Tier,
} from '../../contract/index.ts';
import { createApp, type AppDeps } from '../../server/app.ts';
import { basicAuthorization } from '../../server/credentials.ts';
import type { DatabaseOptions } from '../../server/db/open-database.ts';
import { prepareDatabase } from '../../server/db/prepare.ts';
import { linkTokens, sessionEnrollments } from '../../server/db/schema.ts';
import { demoEnrollmentIds } from '../../server/db/seed/demo-data.ts';
import { SESSION_COOKIE, sessionIdOf } from '../../server/http/sessions.ts';
import { loadCatalogue } from '../../server/queries/catalogue.ts';
import { fileOutbox } from '../../server/mail/outbox.ts';
import { mailSender } from '../../server/mail/sender.ts';
import { RATE_LIMITS } from '../../server/limits/rate-limits.ts';
import { LINK_LIFETIMES, linkTokenHash, type LinkPurpose } from '../../server/links/link-tokens.ts';

export const AUTHORIZATION = basicAuthorization('tester:s3cret');
export const MAIN_HOST = 'localhost';
export const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/**
 * With TEST_DATABASE_URL each test file gets a database of its own on that server, created
 * fresh and dropped afterwards; otherwise an in-memory PGlite.
 */
export const freshDatabase = async (): Promise<{ options: DatabaseOptions; drop: () => Promise<void> }> => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { options: {}, drop: async () => {} };
  const name = `storefront_test_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { options: { databaseUrl: url.toString() }, drop: () => admin(`drop database ${name} with (force)`) };
};

export interface Reply {
  status: number;
  body: unknown;
  /** The ETag header, when the reply has one (a step's version: contract/step-versions.ts). */
  etag?: string;
}

interface CallOptions {
  /** The Authorization header; null leaves it out. */
  authorization?: string | null;
  headers?: Record<string, string>;
  /** The path to call instead of the row's: one of its spec paths (contract/spec-paths.ts). */
  at?: string;
}

/**
 * A seeded server in process, called through the contract's endpoint table; on `databaseOptions`
 * when given (a file-backed PGlite), kept after close.
 */
/** The link tokens tests made (linkToken): every test server stores them before it answers a request. */
const testLinks: (typeof linkTokens.$inferInsert)[] = [];

/**
 * A link's token, as the server issues them (server/links/link-tokens.ts): 43 characters of
 * base64url, made here so request tables can name one before a server runs; the test servers
 * store it before their next request. Fixed per purpose, value and lifetime, so asking twice names
 * one token. A negative lifetime makes one that has expired.
 */
export const linkToken = (purpose: LinkPurpose, value: string | number, lifetimeMs = LINK_LIFETIMES[purpose]) => {
  const token = createHash('sha256').update(`test link ${purpose} ${value} ${lifetimeMs}`).digest('base64url');
  testLinks.push({ tokenHash: linkTokenHash(token), purpose, value: String(value), expiresAt: new Date(Date.now() + lifetimeMs) });
  return token;
};
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/**
 * The token's text with its last character changed to one that decodes to the same 32 bytes: the
 * last of 43 characters carries two unused bits, which a canonical token keeps zero.
 */
export const nonCanonical = (token: string) => `${token.slice(0, -1)}${BASE64URL[BASE64URL.indexOf(token.at(-1)!) + 1]}`;
/** A direct-continue link's token for an enrollment, as save-later mails it. */
export const directContinueToken = (enrollmentId: string) => linkToken('direct-continue', enrollmentId);
/** Tests call far more often than people do, all from one address: limits that only tests/server/rate-limits.test.ts meets. */
const TEST_RATE_LIMITS = {
  wrongResumeTries: 1000,
  mailPerEnrollment: 1000,
  mailPerClient: 1000,
  lookupMissesPerClient: 1000,
  memberChecksPerClient: 1000,
} satisfies typeof RATE_LIMITS;

export const startServer = async (databaseOptions?: DatabaseOptions, appOptions: Pick<AppDeps, 'rateLimits' | 'trustProxy'> = {}) => {
  const database = databaseOptions ? { options: databaseOptions, drop: async () => {} } : await freshDatabase();
  const handle = await prepareDatabase(database.options);
  const loggedErrors: unknown[] = [];
  let storedLinks = 0;
  const storeTestLinks = async () => {
    const fresh = testLinks.slice(storedLinks);
    storedLinks = testLinks.length;
    if (fresh.length > 0) await handle.db.insert(linkTokens).values(fresh).onConflictDoNothing();
  };
  // mail goes to a folder of this server's own
  const files = fileOutbox(mkdtempSync(path.join(tmpdir(), 'outbox-')));
  // the mail queued so far is delivered whenever a test (or GET /dev/outbox) reads the folder
  const sender = mailSender({ db: handle.db, transport: files });
  const outbox = {
    dir: files.dir,
    list: async () => {
      await sender.deliverDue();
      return files.list();
    },
  };
  const app = createApp({
    db: handle.db,
    catalogue: await loadCatalogue(handle.db),
    apiAuthorization: AUTHORIZATION,
    mainHost: MAIN_HOST,
    outbox,
    rateLimits: TEST_RATE_LIMITS,
    ...appOptions,
    devMode: true,
    logError: (error) => loggedErrors.push(error),
  });

  /** A caller with a cookie jar, so a server session, of its own. */
  const visitor = () => {
    let cookie: string | null = null;

    const send = async (method: string, path: string, body: string | undefined, options: CallOptions = {}): Promise<Reply> => {
      const { authorization = AUTHORIZATION, headers = {} } = options;
      await storeTestLinks();
      const response = await app.request(path, {
        method,
        body,
        headers: {
          'Content-Type': 'application/json',
          ...(authorization === null ? {} : { Authorization: authorization }),
          ...(cookie === null ? {} : { Cookie: cookie }),
          ...headers,
        },
      });
      const setCookie = response.headers.get('Set-Cookie');
      if (setCookie) cookie = setCookie.split(';')[0]!;
      const text = await response.text();
      return { status: response.status, body: text === '' ? undefined : JSON.parse(text), etag: response.headers.get('ETag') ?? undefined };
    };

    /** Calls an endpoint with any fields (valid or not), placed as the table says: path, query or JSON. */
    const call = <N extends EndpointName>(name: N, request: RequestOf<N> | Record<string, unknown>, options?: CallOptions) => {
      const { method, path: rowPath } = endpoints[name];
      const path = options?.at ?? rowPath;
      const fields: Record<string, unknown> = { ...request };
      const filledPath = path.replace(/:(\w+)/g, (_, field: string) => {
        const value = fields[field];
        delete fields[field];
        return encodeURIComponent(String(value));
      });
      if (method !== 'GET') return send(method, filledPath, JSON.stringify(fields), options);
      const query = new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)]));
      return send(method, query.size > 0 ? `${filledPath}?${query}` : filledPath, undefined, options);
    };

    /** Binds this caller's session to an enrollment the test wrote into the database itself. */
    const adopt = async (enrollmentId: string) => {
      const token = cookie?.slice(`${SESSION_COOKIE}=`.length);
      if (!token) throw new Error('This caller has no session yet.');
      await handle.db.insert(sessionEnrollments).values({ sessionId: sessionIdOf(token), enrollmentId });
    };

    return { call, send, adopt };
  };

  // the tests' own caller may see every seeded enrollment, as development mode allows
  const tester = visitor();
  for (const id of demoEnrollmentIds) expect((await tester.send('GET', `/dev/demo-session/${id}`, undefined)).status).toBe(204);
  // and has verified every demo site and rep code, so its filters may be any rep's or group's
  // (tests/server/roles.test.ts uses callers of their own to test what a session may claim)
  for (const agent_code of ['JANE01', 'NOLAND']) expect((await tester.call('validateAgent', { agent_code })).status).toBe(200);
  for (const group_code of ['NOLANDG', 'ELEVATE']) expect((await tester.call('validateGroup', { group_code })).status).toBe(200);
  for (const landing_page of ['acme', 'jane', 'elevate']) expect((await tester.call('validateLandingPage', { landing_page })).status).toBe(200);

  return {
    app,
    db: handle.db,
    call: tester.call,
    send: tester.send,
    adopt: tester.adopt,
    /** Another caller, with a session of its own: it sees only the enrollments it creates or resumes. */
    visitor,
    /** The e-mail the server sent. */
    outbox,
    /** Unexpected failures the app logged (each a 500): tests expect none. */
    loggedErrors,
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
};

export type TestServer = Awaited<ReturnType<typeof startServer>>;

// PGlite's start-up (compiling its WebAssembly) can take many seconds on a busy machine.
const SETUP_TIMEOUT_MS = 60_000;

/**
 * One seeded server for the whole test file, started before its tests and closed after them.
 * The returned object stands for it once started.
 */
export const useTestServer = (): TestServer => {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startServer();
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await server?.close();
  });
  return new Proxy({} as TestServer, {
    get: (_, key) => {
      if (!server) throw new Error('The test server is not started yet: use it inside tests.');
      return server[key as keyof TestServer];
    },
  });
};

/** The data of a 200 reply, checked against the endpoint's success envelope. */
export const dataOf = <N extends EndpointName>(name: N, reply: Reply): DataOf<N> => {
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return successEnvelope(endpoints[name].data).parse(reply.body).data as DataOf<N>;
};

/** The error envelope of a failed reply, checked against the contract. */
export const failureOf = (reply: Reply, status: number): ErrorEnvelope => {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  const envelope = errorEnvelopeSchema.parse(reply.body);
  expect(envelope.statusCode).toBe(status);
  return envelope;
};

/** A 422 whose field errors include `field` with `message`. */
export const expectFieldError = (reply: Reply, field: string, message: string) => {
  expect(failureOf(reply, 422).data).toContainEqual({ target_element: field, error_message: message });
};

export const expectEmpty = (reply: Reply) => {
  expect(reply).toEqual({ status: 204, body: undefined });
};

/**
 * A member's own enrollment as the member-benefit-store link starts it (docs/security.md, Links):
 * the signed link decoded (decrypt-detail lets the caller's session act as the member), then the
 * member's filter. Maria (501) by default.
 */
export const memberEnrollment = async (caller: Pick<TestServer, 'call'>, tier: Tier = 'IO', userId = 501) => {
  dataOf('decryptDetail', await caller.call('decryptDetail', { userID: linkToken('userID', userId) }));
  return dataOf('addFilterForMember', await caller.call('addFilterForMember', { user_id: userId, tier })).temp_enrollment_id;
};
