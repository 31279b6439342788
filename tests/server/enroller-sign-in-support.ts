import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { dataOf, type TestServer } from './harness.ts';
import { mailOutbox } from '../../server/db/schema.ts';

type Caller = Pick<TestServer, 'call'>;

/** The sign-in code last mailed to `email`, read from the mail outbox table. */
export const codeMailedTo = async (server: TestServer, email: string): Promise<string | null> => {
  const [mail] = await server.db.select({ text: mailOutbox.text }).from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.id)).limit(1);
  return /Your sign-in code: (\d{8})/.exec(mail?.text ?? '')?.[1] ?? null;
};

/** Asks for a code for `email` as `caller` and returns the code mailed. */
export const requestCode = async (server: TestServer, email: string, caller: Caller = server): Promise<string> => {
  dataOf('requestEnrollerCode', await caller.call('requestEnrollerCode', { email }));
  const code = await codeMailedTo(server, email);
  expect(code).toMatch(/^\d{8}$/);
  return code!;
};

/** Signs `caller` in as the rep or group administrator at `email`, through the code mailed. */
export const signInAs = async (server: TestServer, email: string, caller: Caller = server) => {
  const code = await requestCode(server, email, caller);
  return dataOf('signInEnroller', await caller.call('signInEnroller', { email, code }));
};
