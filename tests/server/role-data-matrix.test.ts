import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EndpointName } from '../../contract/index.ts';
import { demoExistingHealthInfo } from '../../server/db/seed/health-questions.ts';
import { memberBanks, memberBeneficiaries, memberDependents, members } from '../../server/db/seed/demo-data.ts';
import { signInAs } from './enroller-sign-in-support.ts';
import { dataOf, memberEnrollment, useTestServer, type Reply, type TestServer } from './harness.ts';

// Who sees what: role × data (docs/security.md, Reps and group administrators). The table is read
// from the docs themselves: every row names a call, every column a role, every cell what the reply
// shows; each cell is asked of the server as that role and classified from the reply.

const server = useTestServer();
const MARIA = 501;
const ACME = 2556;
const JANE = 701;
const MARIAS_HISTORY = demoExistingHealthInfo[MARIA]!;
const AFLAC_PLAN = 171;

/** What a reply shows, in the docs' words. */
type Seen = 'shown' | 'masked' | 'withheld' | 'none' | 'not found';
const SEEN: readonly string[] = ['shown', 'masked', 'withheld', 'none', 'not found'];

type Caller = Pick<TestServer, 'call'>;

/** A role's caller and its two enrollments: `kept` holds answers the role saved, `onFile` nothing but the member's record behind it. */
interface Seat {
  caller: Caller;
  kept: string;
  onFile: string;
}

// ---- the table, as docs/security.md states it ----

const docs = readFileSync(new URL('../../docs/security.md', import.meta.url), 'utf8');
const sectionLines = docs.slice(docs.indexOf('#### Who sees what: role × data')).split('\n');
const firstRow = sectionLines.findIndex((line) => line.startsWith('|'));
const tableLines = sectionLines.slice(firstRow, sectionLines.findIndex((line, index) => index > firstRow && !line.startsWith('|')));
const cellsOf = (line: string) => line.split('|').slice(1, -1).map((cell) => cell.trim());
const [header, , ...rowLines] = tableLines;
const roles = cellsOf(header ?? '').slice(1);
const rows = rowLines.map(cellsOf).map(([data, ...cells]) => ({ data: data!, cells }));

// ---- the roles ----

const ROLE_NAMES = ['applicant', 'member by link', 'rep', 'rep, signed out', 'group administrator', 'anyone else'] as const;
type Role = (typeof ROLE_NAMES)[number];

/** The device id every role's browser made up for its help chat: a chat is its session's, whatever id it names. */
const CHAT = { device_id: 'one-device-id', web_url: '' };

/** Saves the answers a role types into its enrollment (the health step, a dependent with health answers (a draft), a plan's health questions) and its help chat. */
const typeAnswers = async (caller: Caller, enrollment_id: string) => {
  dataOf('assistAdd', await caller.call('assistAdd', { ...CHAT, question_id: 1, answer: 'Maria Reyes' }));
  dataOf('savePrimaryHealthInfo', await caller.call('savePrimaryHealthInfo', { enrollment_id, ...MARIAS_HISTORY }));
  const child = { first_name: 'Sofia', last_name: 'Reyes', gender: '1', birthdate: '09/02/2012', ssn: '876543219', height_feet: '4', height_inch: '11', weight: '85', relationship: 'child' };
  dataOf('saveDependentInfoToTemp', await caller.call('saveDependentInfoToTemp', { enrollment_id, dependents: [{ primary_info: child, health_info: MARIAS_HISTORY }] }));
  dataOf('saveAflacQuestions', await caller.call('saveAflacQuestions', { enrollment_id, plan_id: AFLAC_PLAN, aflac_data: [1, 2, 3].map((qid) => ({ qid, true_condition: 1 as const })) }));
};

const signedIn = async (email: string) => {
  const caller = server.visitor();
  await signInAs(server, email, caller);
  return caller;
};

/** An enrollment for Maria, as a signed-in rep or group administrator starts it from the picker. */
const enrollerEnrollment = async (caller: Caller, who: { eprocess: 'rep'; agent_id: number } | { eprocess: 'group'; group_id: number }) =>
  dataOf('addFilterForExistingUser', await caller.call('addFilterForExistingUser', { user_id: MARIA, tier: 'IO', ...who })).temp_enrollment_id;

const seatOf = async (caller: Caller, start: () => Promise<string>): Promise<Seat> => {
  const seat = { caller, kept: await start(), onFile: await start() };
  await typeAnswers(caller, seat.kept);
  return seat;
};

const seats = {} as Record<Exclude<Role, 'anyone else'>, Seat>;
/** Who else asks for the rep's enrollments: nobody signed in, another rep, another group's administrator. */
const others: Caller[] = [];

beforeAll(async () => {
  const applicant = server.visitor();
  seats.applicant = await seatOf(applicant, async () =>
    dataOf('addFilterForNewUser', await applicant.call('addFilterForNewUser', { zip: '10001', dob: '04/12/1988', gender: '1', tier: 'IO' })).temp_enrollment_id,
  );
  const maria = server.visitor();
  seats['member by link'] = await seatOf(maria, () => memberEnrollment(maria));
  const jane = await signedIn('jane.doe@example.com');
  seats.rep = await seatOf(jane, () => enrollerEnrollment(jane, { eprocess: 'rep', agent_id: JANE }));
  // the same as the rep, then signed out: the session keeps its enrollments, not the rep's reach
  const janeBefore = await signedIn('jane.doe@example.com');
  seats['rep, signed out'] = await seatOf(janeBefore, () => enrollerEnrollment(janeBefore, { eprocess: 'rep', agent_id: JANE }));
  dataOf('signOutEnroller', await janeBefore.call('signOutEnroller', {}));
  const acme = await signedIn('hr@acme-benefits.example.com');
  seats['group administrator'] = await seatOf(acme, () => enrollerEnrollment(acme, { eprocess: 'group', group_id: ACME }));
  others.push(server.visitor(), await signedIn('nolan.andrews@example.com'), await signedIn('hr@beacon-logistics.example.com'));
}, 120_000);

// ---- what each reply shows ----

const isNotFound = (reply: Reply) =>
  reply.status === 422 && JSON.stringify(reply.body).includes('"target_element":"enrollment_id"') && JSON.stringify(reply.body).includes('Enrollment not found');

const MASKED_SSN = /^\*{5}\d{4}$|^\*\*\*-\*\*-\d{4}$/;

/** How a row reads its reply: the call on the seat's enrollment, and what the reply's data shows. */
interface Probe {
  enrollment: 'kept' | 'onFile';
  call: (caller: Caller, enrollment_id: string) => Promise<Reply>;
  seen: (data: unknown) => Seen;
}

const call =
  <N extends EndpointName>(name: N, extra: Record<string, unknown> = {}) =>
  (caller: Caller, enrollment_id: string) =>
    caller.call(name, { enrollment_id, ...extra });
const resultOf = (data: unknown) => (data as { result: unknown }).result;
const valueOf = (fields: unknown, name: string) => (fields as { field_name: string; value: string | null }[]).find((field) => field.field_name === name)?.value ?? null;
/** A list on file: every SSN in it masked, or nothing. */
const maskedList = (list: { ssn?: string; primary_info?: { ssn?: string } }[]): Seen =>
  list.length === 0 ? 'none' : list.every((item) => MASKED_SSN.test(item.ssn ?? item.primary_info?.ssn ?? '')) ? 'masked' : 'shown';
/** A new applicant has no record, so nothing is on file; anyone else's empty reply is withheld. */
const onFile = (present: boolean, seenIfPresent: Seen = 'shown'): Seen => (present ? seenIfPresent : 'withheld');
const maria = members.find((member) => member.userId === MARIA)!;
/** Maria's record by the steps' field names. */
const MARIAS_RECORD: Record<string, string | null | undefined> = {
  email_address: maria.email,
  phone_number: maria.phone,
  address1: maria.address1,
  city: maria.city,
  state: maria.state,
  height_feet: maria.heightFeet,
  height_inch: maria.heightInch,
  weight: maria.weight,
};
const holdsHistory = (value: unknown) => JSON.stringify(value ?? null).includes('Asthma');

const PROBES: Record<string, Probe> = {
  'Enrollment status: its steps and which are saved (`get-dynamic-tabs`)': { enrollment: 'kept', call: call('getDynamicTabs'), seen: () => 'shown' },
  'Plans in the cart (`get-plan-cart`)': { enrollment: 'kept', call: call('getPlanCart'), seen: () => 'shown' },
  'Whom it is for: member, group, portal (`get-group-agent-member-info`)': { enrollment: 'kept', call: call('getGroupAgentMemberInfo'), seen: () => 'shown' },
  'Name and SSN from the record (`get-form-fields-personal-info`)': {
    enrollment: 'onFile',
    call: call('getFormFieldsPersonalInfo'),
    seen: (data) => onFile(valueOf(resultOf(data), 'first_name') === 'Maria', MASKED_SSN.test(valueOf(resultOf(data), 'ssn') ?? '') ? 'masked' : 'shown'),
  },
  'E-mail, phone and address from the record (`get-form-fields-contact-info`)': {
    enrollment: 'onFile',
    call: call('getFormFieldsContactInfo'),
    seen: (data) => onFile(['email_address', 'phone_number', 'address1', 'city', 'state'].every((name) => valueOf(resultOf(data), name) === MARIAS_RECORD[name])),
  },
  'Height and weight from the record (`get-form-fields-personal-info`)': {
    enrollment: 'onFile',
    call: call('getFormFieldsPersonalInfo'),
    seen: (data) => onFile(['height_feet', 'height_inch', 'weight'].every((name) => valueOf(resultOf(data), name) === MARIAS_RECORD[name])),
  },
  'Beneficiaries on file (`get-beneficiaries-existing-user-enrollment`)': {
    enrollment: 'onFile',
    call: call('getBeneficiariesExistingUserEnrollment'),
    seen: (data) => withheldIfNone(maskedList(resultOf(data) as { ssn: string }[])),
  },
  'Dependents on file (`get-dependents-existing-user-enrollment`)': {
    enrollment: 'onFile',
    call: call('getDependentsExistingUserEnrollment'),
    seen: (data) => withheldIfNone(maskedList((resultOf(data) as { dependents: { primary_info: { ssn: string } }[] }).dependents)),
  },
  'Health history on file (`get-existing-primary-health-info`)': {
    enrollment: 'onFile',
    call: call('getExistingPrimaryHealthInfo'),
    seen: (data) => onFile(holdsHistory(resultOf(data))),
  },
  'Cards on file (`get-existing-card-info`)': {
    enrollment: 'onFile',
    call: call('getExistingCardInfo'),
    seen: (data) => withheldIfNone(maskedCards(resultOf(data) as { card_number: string }[] | null, 'card_number', /^x{6}\d{4}$/)),
  },
  'Bank accounts on file (`get-existing-bank-info`)': {
    enrollment: 'onFile',
    call: call('getExistingBankInfo'),
    seen: (data) => withheldIfNone(maskedCards(resultOf(data) as { account_number: string }[] | null, 'account_number', /^x{5}\d{4}$/)),
  },
  'Health answers saved in the enrollment (`get-health-questions-primary-health-info`)': {
    enrollment: 'kept',
    call: call('getHealthQuestionsPrimaryHealthInfo'),
    seen: (data) => (holdsHistory(resultOf(data)) ? 'shown' : unanswered(resultOf(data)) ? 'withheld' : 'shown'),
  },
  'The health step as review reads it (`get-enrollment-temp-info`, `health_info`)': {
    enrollment: 'kept',
    call: call('getEnrollmentTempStep', { column: 'health_info' }),
    seen: (data) => (resultOf(data) === null ? 'withheld' : holdsHistory(resultOf(data)) ? 'shown' : 'withheld'),
  },
  "Dependents' health answers (`get-enrollment-temp-info`, `dependent_info`)": {
    enrollment: 'kept',
    call: call('getEnrollmentTempStep', { column: 'dependent_info' }),
    seen: (data) => (holdsHistory(resultOf(data)) ? 'shown' : 'withheld'),
  },
  "Dependents' health answers in the list (`get-dependents-existing-user-enrollment`)": {
    enrollment: 'kept',
    call: call('getDependentsExistingUserEnrollment'),
    seen: (data) => (holdsHistory(resultOf(data)) ? 'shown' : 'withheld'),
  },
  "A plan's health questions answered (`get-aflac-questions`)": {
    enrollment: 'kept',
    call: call('getAflacQuestions', { plan_id: AFLAC_PLAN }),
    seen: (data) => ((data as { true_condition: number }[]).some((answer) => answer.true_condition === 1) ? 'shown' : 'withheld'),
  },
  "Help-chat answers the session gave, by the browser's device id (`assist/get`)": {
    enrollment: 'kept',
    call: (caller) => caller.call('assistGet', CHAT),
    seen: (data) => ((data as { answer: unknown[] }).answer.length > 0 ? 'shown' : 'none'),
  },
};

/** The member's record has some (Maria has beneficiaries, dependents, a card and an account): an empty list is withheld. */
const withheldIfNone = (seen: Seen): Seen => (seen === 'none' ? 'withheld' : seen);
const maskedCards = <K extends string>(list: Record<K, string>[] | null, key: K, mask: RegExp): Seen =>
  list === null || list.length === 0 ? 'none' : list.every((item) => mask.test(item[key])) ? 'masked' : 'shown';
const unanswered = (result: unknown) => {
  const { codition_questions, medication_question } = result as { codition_questions: { yes_no_flag: string }[]; medication_question: { yes_no_flag: string } };
  return codition_questions.every((question) => question.yes_no_flag === '') && medication_question.yes_no_flag === '';
};

/** What a role's reply to a row shows; a new applicant's "withheld" on a row of the record reads "none" (nothing is on file). */
const seenBy = async (role: Role, probe: Probe, row: string): Promise<{ seen: Seen[]; bodies: string[] }> => {
  if (role === 'anyone else') {
    const replies = await Promise.all(others.map((caller) => probe.call(caller, seats.rep[probe.enrollment])));
    const seen = replies.map((reply): Seen => (isNotFound(reply) ? 'not found' : reply.status === 200 ? probe.seen((reply.body as { data: unknown }).data) : 'shown'));
    return { seen, bodies: replies.map((reply) => JSON.stringify(reply.body)) };
  }
  const seat = seats[role];
  const reply = await probe.call(seat.caller, seat[probe.enrollment]);
  if (isNotFound(reply)) return { seen: ['not found'], bodies: [JSON.stringify(reply.body)] };
  expect(reply.status, `${row} as ${role}: ${JSON.stringify(reply.body)}`).toBe(200);
  const seen = probe.seen((reply.body as { data: unknown }).data);
  return { seen: [role === 'applicant' && probe.enrollment === 'onFile' && seen === 'withheld' ? 'none' : seen], bodies: [JSON.stringify(reply.body)] };
};

/** Whole SSNs and account numbers of Maria's record and the dependent typed: no reply carries one. */
const WHOLE_SECRETS = [
  maria.ssn,
  ...memberDependents.map((row) => row.ssn),
  ...memberBeneficiaries.map((row) => row.ssn),
  ...memberBanks.map((row) => row.accountNumber),
  '876543219',
];

describe('who sees what: role × data (docs/security.md)', () => {
  it('the docs state the table: one column per role, one row per probe here, a known word in every cell', () => {
    expect(roles).toEqual([...ROLE_NAMES]);
    expect(rows.map((row) => row.data).sort()).toEqual(Object.keys(PROBES).sort());
    for (const row of rows) {
      expect(row.cells, row.data).toHaveLength(ROLE_NAMES.length);
      for (const cell of row.cells) expect(SEEN, `${row.data}: ${cell}`).toContain(cell);
    }
  });

  const cases = rows.flatMap((row) => ROLE_NAMES.map((role, index) => [row.data, role, row.cells[index] as Seen] as const));
  it.each(cases)('%s, as %s: %s', async (row, role, expected) => {
    const { seen, bodies } = await seenBy(role, PROBES[row]!, row);
    for (const each of seen) expect(each).toBe(expected);
    for (const body of bodies) for (const secret of WHOLE_SECRETS) expect(body).not.toContain(secret);
  });
});
