import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { and, eq, getTableName, isNull, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { TINY_PNG } from '../../model-tests/lib/agreement-fixtures.ts';
import { resealStoredValues, sealedColumns } from '../../server/crypto/reseal.ts';
import { DATA_KEYS_FILE, open, parseDataKeys, resolveDataKeys, seal, useDataKeys } from '../../server/crypto/sealed.ts';
import type { Database } from '../../server/db/open-database.ts';
import * as schema from '../../server/db/schema.ts';
import { chatAnswers, enrollmentTabs, leads, mailOutbox, members } from '../../server/db/schema.ts';
import { readStep, stepValues } from '../../server/queries/enrollment-steps.ts';
import { dataOf, failureOf, startServer, type TestServer } from './harness.ts';
import { CARD_NUMBER, cardRequest } from './step-requests.ts';
import { validRequests } from './valid-requests.ts';

const migrationsFolder = fileURLToPath(new URL('../../server/migrations', import.meta.url));
const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

// What a person types; each must be found nowhere in the database files.
const CANARY_SSN = '987-65-4329';
const CANARY_BANK_ACCOUNT = '43298765012';
const CANARY_HEALTH = 'Canary glaucoma since 2019';
const CANARY_SIGNATURE = TINY_PNG.slice('data:image/png;base64,'.length);
// the help chat's answers as typed: name, e-mail, phone (kept in chat_answers and the lead)
const CANARY_CHAT = { 1: 'Canary Chatwell', 2: 'canary.chatwell@example.com', 3: '(212) 555-0142', 4: 'Canary dental plans', 5: 'Canary mornings' };
const CANARY_CHAT_VALUES = Object.values(CANARY_CHAT);
// stored plain on purpose (a resume code's e-mail): proves the files are read as written
const CONTROL_EMAIL = 'control-canary@example.com';

/** Every file under `dir` (the heap, the write-ahead log, everything). */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });

/** The files that hold `text` as bytes. */
const filesHolding = (dir: string, text: string) => filesUnder(dir).filter((file) => readFileSync(file).includes(Buffer.from(text, 'utf8')));

/** The raw stored values of every sealed column, as SQL reads them (no opening). */
const rawSealedValues = async (db: Database) => {
  const values: string[] = [];
  for (const { table, column } of sealedColumns()) {
    const { rows } = (await db.execute(sql`select ${column} as value from ${table} where ${column} is not null`)) as unknown as { rows: { value: string }[] };
    values.push(...rows.map((row) => row.value));
  }
  return values;
};

/** The lines of the codes queued in the mail outbox and not yet sent (a resume code, a sign-in code), as the mail says them. */
const queuedCodeLines = async (db: Database) => {
  const queued = await db.select({ text: mailOutbox.text }).from(mailOutbox).where(isNull(mailOutbox.sentAt));
  return queued.flatMap(({ text }) => text.match(/^(Enrollment code|Your sign-in code): \S+$/gm) ?? []);
};

/** A visitor's enrollment with the personal step, a save-later draft (its code mail queued), billing and a signature saved; a sign-in code queued. */
const saveCanaries = async (server: TestServer) => {
  const visitor = server.visitor();
  const created = await visitor.call('addFilterForNewUser', validRequests.addFilterForNewUser);
  const enrollment_id = dataOf('addFilterForNewUser', created).temp_enrollment_id;
  dataOf('addPlanToCart', await visitor.call('addPlanToCart', { enrollment_id, plan_id: 121, plan_pricing_id: 1211 }));
  // the personal step sends the SSN as nine digits
  dataOf('savePersonalInfo', await visitor.call('savePersonalInfo', { ...validRequests.savePersonalInfo, enrollment_id, ssn: CANARY_SSN.replaceAll('-', '') }));
  // save-later keeps what was typed, unvalidated: the SSN as typed, a health answer's text
  const draft = { ssn: CANARY_SSN, condition_details: CANARY_HEALTH };
  dataOf('saveEnrollmentForLater', await visitor.call('saveEnrollmentForLater', { enrollment_id, email: CONTROL_EMAIL, tab: 'primary_info', data: draft }));
  // the tests' own caller holds the seeded enrollments' sessions
  dataOf('saveBillingInfo', await server.call('saveBillingInfo', { ...validRequests.saveBillingInfo, account_number: CANARY_BANK_ACCOUNT }));
  dataOf('saveAgreementInfo', await server.call('saveAgreementInfo', validRequests.saveAgreementInfo));
  dataOf('saveScreenshot', await server.call('saveScreenshot', validRequests.saveScreenshot));
  dataOf('requestEnrollerCode', await visitor.call('requestEnrollerCode', { email: 'jane.doe@example.com' }));
  // the help chat answered in full and its lead stored
  const chat = { device_id: 'canary-device', web_url: 'http://localhost/' };
  for (const [id, answer] of Object.entries(CANARY_CHAT)) dataOf('assistAdd', await visitor.call('assistAdd', { ...chat, question_id: Number(id), answer }));
  expect(dataOf('getLeadInformation', await visitor.call('getLeadInformation', { ...chat, store_information: '1' })).lead_stored).toBe(true);
  return enrollment_id;
};

describe('sealing', () => {
  it('covers the personal data docs/security.md lists (a custom column type of the schema is a sealed one)', () => {
    expect(sealedColumns().map(({ table, column }) => `${getTableName(table)}.${column.name}`).sort()).toEqual([
      'aflac_answers.true_condition',
      'chat_answers.answer',
      'enrollment_tabs.data',
      'enrollment_tabs.draft',
      'leads.answers',
      'mail_outbox.text',
      'member_aflac_answers.true_condition',
      'member_banks.account_number',
      'member_beneficiaries.ssn',
      'member_dependents.ssn',
      'members.address1',
      'members.address2',
      'members.city',
      'members.height_feet',
      'members.height_inch',
      'members.ssn',
      'members.state',
      'members.weight',
      'question_answers.answers',
      'screenshots.image',
    ]);
  });

  it('opens what it sealed, with a fresh IV each time, and refuses a changed byte', () => {
    const once = seal(CANARY_SSN);
    const twice = seal(CANARY_SSN);
    expect(once).not.toBe(twice);
    expect(once).not.toContain('4329');
    expect(open(once)).toBe(CANARY_SSN);
    const body = once.slice(once.lastIndexOf('.') + 1);
    const flipped = `${body[0] === 'A' ? 'B' : 'A'}${body.slice(1)}`;
    expect(() => open(once.replace(body, flipped))).toThrow();
  });

  it('reads a value stored before encryption at rest as it is', () => {
    expect(open('123456789')).toBe('123456789');
  });

  it('takes keys as "id:key" entries, the first current, and refuses malformed ones', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    const keys = parseDataKeys(`k2:${key}, k1:${key}`, 'DATA_KEYS');
    expect(keys.currentId).toBe('k2');
    expect([...keys.keys.keys()]).toEqual(['k2', 'k1']);
    expect(() => parseDataKeys('k1:c2hvcnQ=', 'DATA_KEYS')).toThrow(/32-byte/);
    expect(() => parseDataKeys(`k1:${key},k1:${key}`, 'DATA_KEYS')).toThrow(/distinct/);
    expect(() => parseDataKeys(' ', 'DATA_KEYS')).toThrow(/no key/);
  });

  it('generates a key once into DATA_DIR, owner-only, when DATA_KEYS is unset', async () => {
    const dataDir = tempDir('keys-');
    const first = await resolveDataKeys(undefined, dataDir);
    const second = await resolveDataKeys(undefined, dataDir);
    expect(second.keys.get(second.currentId)).toEqual(first.keys.get(first.currentId));
    expect(statSync(path.join(dataDir, DATA_KEYS_FILE)).mode & 0o777).toBe(0o600);
  });
});

describe('personal data at rest', () => {
  it(
    'is found nowhere in the database files or the write-ahead log',
    async () => {
      const dataDir = tempDir('at-rest-');
      const server = await startServer({ dataDir });
      let codeLines: string[];
      try {
        await saveCanaries(server);
        // the codes' mail is queued, not delivered: the outbox holds its text sealed
        codeLines = await queuedCodeLines(server.db);
        expect(codeLines).toHaveLength(2);
        // every sealed column holds sealed values only, seeded ones included
        const raw = await rawSealedValues(server.db);
        expect(raw.length).toBeGreaterThan(0);
        expect(raw.filter((value) => !value.startsWith('sealed1.'))).toEqual([]);
      } finally {
        await server.close();
      }
      expect(filesUnder(dataDir).some((file) => file.includes(`${path.sep}pg_wal${path.sep}`))).toBe(true);
      expect(filesHolding(dataDir, CONTROL_EMAIL).length).toBeGreaterThan(0);
      for (const canary of [CANARY_SSN, CANARY_SSN.replaceAll('-', ''), CANARY_BANK_ACCOUNT, CANARY_HEALTH, CANARY_SIGNATURE, ...codeLines, ...CANARY_CHAT_VALUES]) {
        expect(filesHolding(dataDir, canary), canary).toEqual([]);
      }
    },
    120_000,
  );
});

describe.runIf(process.env.TEST_DATABASE_URL)('personal data at rest on PostgreSQL', () => {
  /** Every file of the cluster's data directory holding `text`, read through SQL (the test's role is a superuser). */
  const clusterFilesHolding = async (client: pg.Client, texts: string[]) => {
    const found: Record<string, string[]> = Object.fromEntries(texts.map((text) => [text, []]));
    const walk = async (dir: string): Promise<void> => {
      const { rows } = await client.query<{ name: string }>('select pg_ls_dir($1, true, false) as name', [dir]);
      for (const { name } of rows) {
        const file = dir === '.' ? name : `${dir}/${name}`;
        const stat = await client.query<{ isdir: boolean | null; size: string | null }>('select isdir, size from pg_stat_file($1, true)', [file]);
        if (stat.rows[0]?.isdir) await walk(file);
        else if (stat.rows[0]?.isdir === false) {
          const read = await client.query<{ bytes: Buffer | null }>('select pg_read_binary_file($1, 0, $2, true) as bytes', [file, stat.rows[0].size]);
          const bytes = read.rows[0]?.bytes;
          for (const text of texts) if (bytes?.includes(Buffer.from(text, 'utf8'))) found[text]!.push(file);
        }
      }
    };
    await walk('.');
    return found;
  };

  it(
    'is found nowhere in the cluster files or the write-ahead log',
    async () => {
      const server = await startServer();
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      try {
        await saveCanaries(server);
        await client.query('checkpoint');
        const canaries = [CANARY_SSN, CANARY_SSN.replaceAll('-', ''), CANARY_BANK_ACCOUNT, CANARY_HEALTH, CANARY_SIGNATURE, ...(await queuedCodeLines(server.db)), ...CANARY_CHAT_VALUES];
        const found = await clusterFilesHolding(client, [CONTROL_EMAIL, ...canaries]);
        expect(found[CONTROL_EMAIL]!.some((file) => file.startsWith('pg_wal/'))).toBe(true);
        for (const canary of canaries) expect(found[canary], canary).toEqual([]);
      } finally {
        await client.end();
        await server.close();
      }
    },
    300_000,
  );
});

describe('replies mask personal data', () => {
  it(
    'answer a saved SSN by its last four; sent back masked it keeps the stored one; no card number or security code is kept',
    async () => {
      const server = await startServer();
      try {
        const visitor = server.visitor();
        const enrollment_id = dataOf('addFilterForNewUser', await visitor.call('addFilterForNewUser', validRequests.addFilterForNewUser)).temp_enrollment_id;
        dataOf('addPlanToCart', await visitor.call('addPlanToCart', { enrollment_id, plan_id: 121, plan_pricing_id: 1211 }));
        const personal = { ...validRequests.savePersonalInfo, enrollment_id, ssn: '987654329' };
        dataOf('savePersonalInfo', await visitor.call('savePersonalInfo', personal));
        const storedSsn = async () => stepValues((await readStep(server.db, enrollment_id, 'primary_info'))!).ssn;
        const shownSsn = async () => {
          const fields = dataOf('getFormFieldsPersonalInfo', await visitor.call('getFormFieldsPersonalInfo', { enrollment_id })).result;
          const temp = dataOf('getEnrollmentTempStep', await visitor.call('getEnrollmentTempStep', { enrollment_id, column: 'primary_info' })).result;
          return [fields.find((field) => field.field_name === 'ssn')?.value, (temp as { ssn?: string } | null)?.ssn];
        };
        expect(await shownSsn()).toEqual(['*****4329', '*****4329']);

        // sent back as shown: unchanged
        dataOf('savePersonalInfo', await visitor.call('savePersonalInfo', { ...personal, ssn: '*****4329', first_name: 'Anna' }));
        expect(await storedSsn()).toBe('987654329');
        dataOf('saveEnrollmentForLater', await visitor.call('saveEnrollmentForLater', { enrollment_id, email: 'ann@example.com', tab: 'primary_info', data: { ssn: '*****4329' } }));
        expect(await storedSsn()).toBe('987654329');
        // a mask that is not the stored SSN's is refused, and stores nothing
        const refused = failureOf(await visitor.call('savePersonalInfo', { ...personal, ssn: '*****1111' }), 422);
        expect(refused.data).toEqual([{ target_element: 'ssn', error_message: 'Invalid Social Security Number' }]);
        expect(await storedSsn()).toBe('987654329');
        // a new one typed replaces it
        dataOf('savePersonalInfo', await visitor.call('savePersonalInfo', { ...personal, ssn: '111223333' }));
        expect(await shownSsn()).toEqual(['*****3333', '*****3333']);

        // billing: the account answered masked; a card's number and security code never kept
        dataOf('saveBillingInfo', await server.call('saveBillingInfo', { ...validRequests.saveBillingInfo, account_number: CANARY_BANK_ACCOUNT }));
        const billing = dataOf('getEnrollmentTempStep', await server.call('getEnrollmentTempStep', { enrollment_id: 'TECART03', column: 'payment_info' })).result;
        expect(billing).toMatchObject({ account_number: `xxxxx${CANARY_BANK_ACCOUNT.slice(-4)}` });
        const cardEnrollment = dataOf('addFilterForNewUser', await visitor.call('addFilterForNewUser', validRequests.addFilterForNewUser)).temp_enrollment_id;
        await visitor.call('saveBillingInfo', cardRequest(cardEnrollment));
        dataOf('saveEnrollmentForLater', await visitor.call('saveEnrollmentForLater', { enrollment_id: cardEnrollment, email: 'ann@example.com', tab: 'payment_info', data: cardRequest(cardEnrollment) }));
        const kept = await readStep(server.db, cardEnrollment, 'billing_info');
        expect(kept?.draft).toMatchObject({ first_name_on_cc: 'Ana', expiration_month: '08' });
        expect(JSON.stringify(kept)).not.toContain(CARD_NUMBER);
        expect(JSON.stringify(kept)).not.toContain('security_code');
      } finally {
        await server.close();
      }
    },
    120_000,
  );
});

/** A copy of the migrations folder that stops before `tag`, as a developer's DATA_DIR had them then. */
const migrationsBefore = (tag: string) => {
  const before = tempDir('migrations-');
  cpSync(migrationsFolder, before, { recursive: true });
  const journalFile = path.join(before, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const upTo = journal.entries.findIndex((entry) => entry.tag === tag);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, upTo) }));
  return before;
};

/** A database migrated up to `tag`, holding the rows `sql` stores there, then migrated to the end: what start-up finds on a server stored before `tag`. */
const storedBefore = async (tag: string, sql: string, check: (db: Database) => Promise<void>) => {
  const client = await PGlite.create();
  try {
    const db = drizzle({ client, schema }) as unknown as Database;
    await migrate(drizzle({ client, schema }), { migrationsFolder: migrationsBefore(tag) });
    await client.exec(sql);
    await migrate(drizzle({ client, schema }), { migrationsFolder });
    await check(db);
  } finally {
    await client.close();
  }
};

describe('stored before encryption, and key rotation', () => {
  it(
    'migration 0010 keeps rows stored before it (jsonb, plain text), and start-up seals them',
    async () => {
      await storedBefore(
        '0010_encryption-at-rest',
        `
          insert into temp_enrollments (id, filter_info) values ('LEGACY1', '{}');
          insert into enrollment_tabs (enrollment_id, tab, data, draft)
            values ('LEGACY1', 'primary_info', '{"ssn": "987654329", "first_name": "Ann"}', '{"weight": "150"}');
          insert into members (user_id, first_name, last_name, ssn) values (99999, 'Ann', 'Lee', '987654329');
        `,
        async (db) => {
          expect(await resealStoredValues(db)).toBe(3);
          expect(await rawSealedValues(db)).toHaveLength(3);
          expect((await rawSealedValues(db)).every((value) => value.startsWith('sealed1.'))).toBe(true);
          expect(await readStep(db, 'LEGACY1', 'primary_info')).toMatchObject({ data: { ssn: '987654329', first_name: 'Ann' }, draft: { weight: '150' } });
          expect(await db.select({ ssn: members.ssn }).from(members)).toEqual([{ ssn: '987654329' }]);
        },
      );
    },
    120_000,
  );

  it(
    "migration 0022 keeps a help chat's answers and lead stored plain before it, and start-up seals them",
    async () => {
      await storedBefore(
        '0022_chat-sealed',
        `
          insert into chat_questions (id, position, question, kind) values (1, 1, 'What is your name?', 'name');
          insert into sessions (id, expires_at) values ('S1', now() + interval '1 day');
          insert into chat_answers (session_id, device_id, question_id, answer) values ('S1', 'D1', 1, 'Canary Chatwell');
          insert into leads (session_id, device_id, answers) values ('S1', 'D1', '{"1": "Canary Chatwell"}');
        `,
        async (db) => {
          expect(await resealStoredValues(db)).toBe(2);
          expect((await rawSealedValues(db)).every((value) => value.startsWith('sealed1.'))).toBe(true);
          expect(await db.select({ answer: chatAnswers.answer }).from(chatAnswers)).toEqual([{ answer: 'Canary Chatwell' }]);
          expect(await db.select({ answers: leads.answers }).from(leads)).toEqual([{ answers: { 1: 'Canary Chatwell' } }]);
        },
      );
    },
    120_000,
  );

  it(
    're-seals plain values at start-up and values under a retired key, which still opens until then',
    async () => {
      const oldKey = randomBytes(32).toString('base64');
      const newKey = randomBytes(32).toString('base64');
      useDataKeys(parseDataKeys(`old:${oldKey}`, 'test'));
      const server = await startServer();
      try {
        const enrollment_id = await saveCanaries(server);
        const personal = and(eq(enrollmentTabs.enrollmentId, enrollment_id), eq(enrollmentTabs.tab, 'primary_info'));
        const personalData = async () => (await server.db.select({ data: enrollmentTabs.data }).from(enrollmentTabs).where(personal))[0]!.data;
        const before = await personalData();
        // as migration 0010 leaves rows stored earlier: plain JSON text, a plain SSN
        await server.db.execute(sql`update enrollment_tabs set data = ${JSON.stringify(before)} where enrollment_id = ${enrollment_id} and tab = 'primary_info'`);
        await server.db.execute(sql`update members set ssn = '123456789' where user_id = (select min(user_id) from members)`);
        expect(await personalData()).toEqual(before);

        expect(await resealStoredValues(server.db)).toBe(2);
        expect((await rawSealedValues(server.db)).every((value) => value.startsWith('sealed1.old.'))).toBe(true);
        const [firstMember] = await server.db.select({ ssn: members.ssn }).from(members).orderBy(members.userId).limit(1);
        expect(firstMember!.ssn).toBe('123456789');

        // rotation: the new key first, the old one kept; values under it still open until re-sealed
        useDataKeys(parseDataKeys(`new:${newKey},old:${oldKey}`, 'test'));
        expect(await personalData()).toEqual(before);
        const count = (await rawSealedValues(server.db)).length;
        expect(await resealStoredValues(server.db)).toBe(count);
        expect((await rawSealedValues(server.db)).every((value) => value.startsWith('sealed1.new.'))).toBe(true);
        // then the old key can go
        useDataKeys(parseDataKeys(`new:${newKey}`, 'test'));
        expect(await personalData()).toEqual(before);
      } finally {
        await server.close();
      }
    },
    120_000,
  );
});
