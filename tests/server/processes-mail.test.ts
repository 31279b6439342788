import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { endpoints, resumeMessages, type EndpointName, type RequestOf } from '../../contract/index.ts';
import { startServer } from '../../scripts/server-process.ts';
import { basicAuthorization } from '../../server/credentials.ts';
import { RATE_LIMITS } from '../../server/limits/rate-limits.ts';
import { freshDatabase } from './harness.ts';
import { validRequests } from './valid-requests.ts';

// Two server processes on one PostgreSQL and one DATA_DIR: the rate limits count across them,
// each mail is delivered once though both senders run, and a link mailed by one opens through the
// other, while the links it superseded open on neither (link tokens live in the database).

const CREDENTIALS = 'mail:s3cret';
const running: ChildProcess[] = [];
const dirs: string[] = [];
afterAll(() => {
  running.forEach((child) => child.kill('SIGKILL'));
  dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

let nextPort = 47_000 + Math.floor(Math.random() * 1000);
const serve = async (dataDir: string, databaseUrl: string) => {
  const port = nextPort++;
  const env = { PORT: String(port), DATA_DIR: dataDir, API_BASIC_AUTH: CREDENTIALS, CLIENT_DIR: path.join(dataDir, 'no-client'), DATABASE_URL: databaseUrl };
  const child = await startServer('server/main.ts', env, /ready at/);
  running.push(child);
  return `http://127.0.0.1:${port}`;
};

/** One browser: its cookie jar, calling either process by the endpoint table. */
const visitor = () => {
  let cookie: string | null = null;
  return async <N extends EndpointName>(origin: string, name: N, request: RequestOf<N>) => {
    const { method, path: route } = endpoints[name];
    const fields: Record<string, unknown> = { ...request };
    const filled = route.replace(/:(\w+)/g, (_, field: string) => encodeURIComponent(String(fields[field])));
    const response = await fetch(`${origin}${filled}`, {
      method,
      headers: { Authorization: basicAuthorization(CREDENTIALS), 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
      body: method === 'GET' ? undefined : JSON.stringify(request),
    });
    cookie = response.headers.get('set-cookie')?.split(';')[0] ?? cookie;
    return { status: response.status, body: (await response.json()) as { message: string; data: Record<string, string> } };
  };
};

const mailIn = (dataDir: string) => {
  const dir = path.join(dataDir, 'outbox');
  const names = (() => {
    try {
      return readdirSync(dir).filter((name) => name.endsWith('.json'));
    } catch {
      return [];
    }
  })();
  return names.map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as { to: string; text: string });
};

const PROCESS_TIMEOUT_MS = 180_000;

describe.runIf(process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL', () => {
  it(
    'share the rate limits, deliver each mail once, and share the link tokens',
    async () => {
      const database = await freshDatabase();
      const databaseUrl = (database.options as { databaseUrl: string }).databaseUrl;
      const dataDir = mkdtempSync(path.join(tmpdir(), 'processes-mail-'));
      dirs.push(dataDir);
      try {
        // one after the other: the first migrates and seeds
        const a = await serve(dataDir, databaseUrl);
        const b = await serve(dataDir, databaseUrl);
        const call = visitor();
        const enrollment_id = ((await call(a, 'addFilterForNewUser', validRequests.addFilterForNewUser)).body.data as { temp_enrollment_id: string }).temp_enrollment_id;

        const emails = Array.from({ length: 6 }, (_, index) => `proc-${index}@example.com`);
        for (const [index, email] of emails.entries()) {
          expect((await call(index % 2 ? b : a, 'saveEnrollmentForLater', { enrollment_id, email, tab: 'primary_info', data: {} })).status).toBe(200);
        }
        await expect.poll(() => mailIn(dataDir).length, { timeout: 20_000 }).toBe(emails.length);
        await new Promise((resolve) => setTimeout(resolve, 2500)); // both senders polled again: still once each
        expect(mailIn(dataDir).map((mail) => mail.to).sort()).toEqual([...emails].sort());

        // the last save-later's link, mailed through b, opens through a; the first, superseded, through neither
        const tokenTo = (email: string) => /\/direct-continue\/([^/\s]+)\//.exec(mailIn(dataDir).find((mail) => mail.to === email)!.text)![1]!;
        expect((await visitor()(a, 'directContinue', { id: tokenTo(emails.at(-1)!) })).status).toBe(200);
        for (const origin of [a, b]) expect((await visitor()(origin, 'directContinue', { id: tokenTo(emails[0]!) })).status).toBe(422);

        // ten wrong tries spread over both processes, then 429 from either
        for (let attempt = 0; attempt < RATE_LIMITS.wrongResumeTries; attempt += 1) {
          expect((await call(attempt % 2 ? b : a, 'continueEnrollment', { code: 'ZZZZ-ZZZZ-ZZZZZ', email: 'x@example.com' })).status).toBe(422);
        }
        const refused = await call(a, 'continueEnrollment', { code: 'ZZZZ-ZZZZ-ZZZZZ', email: 'x@example.com' });
        expect(refused.status).toBe(429);
        expect(refused.body.message).toBe(resumeMessages.tooManyAttempts);
      } finally {
        running.splice(0).forEach((child) => child.kill('SIGKILL'));
        await database.drop();
      }
    },
    PROCESS_TIMEOUT_MS,
  );
});
