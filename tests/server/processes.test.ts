import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointName, type RequestOf } from '../../contract/index.ts';
import { startServer } from '../../scripts/server-process.ts';
import { basicAuthorization } from '../../server/credentials.ts';
import { fileOutbox } from '../../server/mail/outbox.ts';
import { freshDatabase } from './harness.ts';
import { validRequests } from './valid-requests.ts';

// The server as it runs: real processes on one database. Several behave as one (sessions live in
// the database), and one killed mid-journey (kill -9) loses nothing it saved.

const CREDENTIALS = 'processes:s3cret';
const running: ChildProcess[] = [];
const dirs: string[] = [];
afterAll(() => {
  running.forEach((child) => child.kill('SIGKILL'));
  dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'processes-'));
  dirs.push(dir);
  return dir;
};

let nextPort = 46_000 + Math.floor(Math.random() * 1000);
/** A server process (API only) on `dataDir`, and PostgreSQL when `databaseUrl` is given; `extra` adds to its environment. */
const serve = async (dataDir: string, databaseUrl?: string, extra: Record<string, string> = {}) => {
  const port = nextPort++;
  const env = { PORT: String(port), DATA_DIR: dataDir, API_BASIC_AUTH: CREDENTIALS, CLIENT_DIR: path.join(dataDir, 'no-client'), ...extra };
  const child = await startServer('server/main.ts', databaseUrl ? { ...env, DATABASE_URL: databaseUrl } : env, /ready at/);
  running.push(child);
  return { origin: `http://127.0.0.1:${port}`, child };
};

/** A browser of sorts: its own cookie jar (`cookie`, a copy of another's), calling any server process by the endpoint table. */
const visitor = (copied: string | null = null) => {
  let cookie = copied;
  const call = async <N extends EndpointName>(origin: string, name: N, request: RequestOf<N>) => {
    const { method, path: route } = endpoints[name];
    const fields = request as Record<string, string>;
    const filled = route.replace(/:(\w+)/g, (_, field: string) => encodeURIComponent(fields[field]!));
    const query = method === 'GET' ? `?${new URLSearchParams(fields)}` : '';
    const response = await fetch(`${origin}${filled}${query}`, {
      method,
      headers: { Authorization: basicAuthorization(CREDENTIALS), 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
      body: method === 'GET' ? undefined : JSON.stringify(request),
    });
    cookie = response.headers.get('set-cookie')?.split(';')[0] ?? cookie;
    return { status: response.status, body: (await response.json()) as { data: Record<string, unknown> } };
  };
  return Object.assign(call, { cookie: () => cookie });
};

/** A visitor's enrollment with a plan in the cart and the personal step saved. */
const enrollmentWithPersonalStep = async (call: ReturnType<typeof visitor>, origin: string) => {
  const quote = await call(origin, 'addFilterForNewUser', validRequests.addFilterForNewUser);
  const enrollment_id = quote.body.data.temp_enrollment_id as string;
  expect((await call(origin, 'addPlanToCart', { enrollment_id, plan_id: 121, plan_pricing_id: 1211 })).status).toBe(200);
  expect((await call(origin, 'savePersonalInfo', { ...validRequests.savePersonalInfo, enrollment_id })).status).toBe(200);
  return enrollment_id;
};

const killHard = async (child: ChildProcess) => {
  child.kill('SIGKILL');
  await new Promise((resolve) => child.once('exit', resolve));
};

const personalStep = (call: ReturnType<typeof visitor>, origin: string, enrollment_id: string) =>
  call(origin, 'getEnrollmentTempStep', { enrollment_id, column: 'primary_info' });

/** A rep of the demo data (docs/demo-data.md). */
const REP = 'jane.doe@example.com';

/** The sign-in code last mailed to `email` into DATA_DIR/outbox, where a process without SMTP delivers. */
const codeMailedTo = async (dataDir: string, email: string) => {
  const mail = (await fileOutbox(path.join(dataDir, 'outbox')).list()).filter((sent) => sent.to === email).at(-1);
  return /Your sign-in code: (\d{8})/.exec(mail?.text ?? '')?.[1] ?? null;
};

// PGlite's start-up, migrations and seed take a while on a busy machine
const PROCESS_TIMEOUT_MS = 180_000;

describe('a server killed mid-journey', () => {
  it(
    'keeps every step saved before kill -9, for the same session, after a restart',
    async () => {
      const dataDir = tempDir();
      const call = visitor();
      const first = await serve(dataDir);
      const enrollment_id = await enrollmentWithPersonalStep(call, first.origin);
      await killHard(first.child);

      const second = await serve(dataDir);
      const step = await personalStep(call, second.origin, enrollment_id);
      expect(step.status).toBe(200);
      expect(step.body.data.result).toMatchObject({ first_name: validRequests.savePersonalInfo.first_name });
    },
    PROCESS_TIMEOUT_MS,
  );

  it(
    'still delivers, after a restart, the mail a save committed before kill -9',
    async () => {
      const dataDir = tempDir();
      const call = visitor();
      // the first process's SMTP server refuses every connection: its code mail stays queued
      const first = await serve(dataDir, undefined, { SMTP_URL: 'smtp://127.0.0.1:1' });
      const enrollment_id = await enrollmentWithPersonalStep(call, first.origin);
      const email = `after-crash+${Date.now()}@example.com`;
      const saved = await call(first.origin, 'saveEnrollmentForLater', { enrollment_id, email, tab: 'primary_info', data: {} });
      expect(saved.status).toBe(200);
      await killHard(first.child);
      const outbox = fileOutbox(path.join(dataDir, 'outbox'));
      expect(await outbox.list()).toEqual([]);

      // the restarted process delivers into DATA_DIR/outbox: the code mail is there, once. A row the
      // killed sender had claimed waits out its claim (a minute) first.
      await serve(dataDir);
      await expect.poll(async () => (await outbox.list()).filter((mail) => mail.to === email).length, { timeout: 100_000, interval: 500 }).toBe(1);
    },
    PROCESS_TIMEOUT_MS,
  );
});

describe.runIf(process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL', () => {
  it(
    'hold one session: an enrollment made through one is seen through the other, and by nobody else',
    async () => {
      const database = await freshDatabase();
      const databaseUrl = (database.options as { databaseUrl: string }).databaseUrl;
      const dataDir = tempDir();
      try {
        const a = await serve(dataDir, databaseUrl);
        const b = await serve(dataDir, databaseUrl);
        const call = visitor();
        const enrollment_id = await enrollmentWithPersonalStep(call, a.origin);
        expect((await personalStep(call, b.origin, enrollment_id)).status).toBe(200);
        expect((await personalStep(visitor(), b.origin, enrollment_id)).status).toBe(422);
        await killHard(a.child);
        await killHard(b.child);
      } finally {
        await database.drop();
      }
    },
    PROCESS_TIMEOUT_MS,
  );

  it(
    'act as one: a filter or answers changed through one are read through the other at once, and a token one renewed (sign-in, sign-out) is refused by the other at once',
    async () => {
      const database = await freshDatabase();
      const databaseUrl = (database.options as { databaseUrl: string }).databaseUrl;
      const dataDir = tempDir();
      try {
        const first = await serve(dataDir, databaseUrl);
        const second = await serve(dataDir, databaseUrl);
        const [a, b] = [first.origin, second.origin];
        const call = visitor();
        const enrollment_id = (await call(a, 'addFilterForNewUser', validRequests.addFilterForNewUser)).body.data.temp_enrollment_id as string;
        const zipThrough = async (origin: string, caller = call) => {
          const read = await caller(origin, 'getEnrollmentTempInfo', { enrollment_id, column: 'filter_info' });
          return read.status === 200 ? (read.body.data.result as { zip: string }).zip : read.status;
        };

        // answers saved through a price the plan in the other's listing at once (CriticalCare Protect asks first)
        const criticalCare = async (origin: string) => {
          const listing = await call(origin, 'getFilteredPlans', { enrollment_id });
          return (listing.body.data.result as { plan_id: number; quote_price: unknown }[]).find((plan) => plan.plan_id === 191)?.quote_price;
        };
        expect(await criticalCare(b)).toBeNull();
        const record = { dot_from: '01/02/2022', dot_to: '01/09/2022', reason_for_condition: 'Appendicitis', degree_of_recovery: 'Full', physician_name_address: 'Dr. Ruth Hale, 10 Main St, New York NY' };
        const answers = [
          { question_id: 1911, yes_no_flag: '0' as const },
          { question_id: 1912, yes_no_flag: '1' as const, checkbox_answers: [19125] },
          { question_id: 1913, yes_no_flag: '1' as const, detail: [record, record] },
        ];
        expect((await call(a, 'saveQuestionAnswers', { enrollment_id, plan_id: 191, answers })).status).toBe(200);
        expect(await criticalCare(b)).not.toBeNull();

        // each process has read the filter before it changes
        expect(await zipThrough(a)).toBe(validRequests.addFilterForNewUser.zip);
        expect(await zipThrough(b)).toBe(validRequests.addFilterForNewUser.zip);
        expect((await call(a, 'changeFilterInfo', { tempId: enrollment_id, zip: '90210' })).status).toBe(200);
        expect(await zipThrough(b)).toBe('90210');
        expect((await call(b, 'changeFilterInfo', { tempId: enrollment_id, zip: '60601' })).status).toBe(200);
        expect(await zipThrough(a)).toBe('60601');

        // signed in through a, under a new token: b has checked the old one and refuses it now
        const beforeSignIn = call.cookie();
        expect((await call(a, 'requestEnrollerCode', { email: REP })).status).toBe(200);
        await expect.poll(() => codeMailedTo(dataDir, REP), { timeout: 20_000 }).toMatch(/^\d{8}$/);
        expect((await call(a, 'signInEnroller', { email: REP, code: (await codeMailedTo(dataDir, REP))! })).status).toBe(200);
        expect(call.cookie()).not.toBe(beforeSignIn);
        expect(await zipThrough(b, visitor(beforeSignIn))).toBe(422);
        expect(await zipThrough(b)).toBe('60601');

        // signed out through b: a has checked the signed-in token and refuses it now
        const signedIn = call.cookie();
        expect(await zipThrough(a)).toBe('60601');
        expect((await call(b, 'signOutEnroller', {})).status).toBe(200);
        expect(await zipThrough(a, visitor(signedIn))).toBe(422);
        expect(await zipThrough(a)).toBe('60601');
        await killHard(first.child);
        await killHard(second.child);
      } finally {
        await database.drop();
      }
    },
    PROCESS_TIMEOUT_MS,
  );
});
