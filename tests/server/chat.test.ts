import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatAnswers, leads } from '../../server/db/schema.ts';
import { signInAs } from './enroller-sign-in-support.ts';
import { base64, dataOf, expectFieldError, useTestServer, type TestServer } from './harness.ts';

const server = useTestServer();

type Caller = ReturnType<TestServer['visitor']>;

// Jane (701) and Acme (2556): reps and groups the tests' own caller has verified (harness.ts)
const scope = (device_id: string) => ({ device_id, web_url: 'http://localhost/jane', agent_id: 701 });
const current = async (device: string) => dataOf('assistGet', await server.call('assistGet', scope(device)));
const answer = (device: string, question_id: number, text: string) => server.call('assistAdd', { ...scope(device), question_id, answer: text });

const goodAnswers: Record<number, string> = {
  1: 'Pat Doe',
  2: 'pat@example.com',
  3: '(212) 555-0199',
  4: 'Dental and vision',
  5: 'Weekday mornings',
};

describe('help chat (assist/get, assist/add)', () => {
  it('asks the seeded questions in order, one at a time, listing past answers', async () => {
    const first = await current('device-order');
    expect(first).toEqual({ question: { id: 1, question: 'What is your name?' }, answer: [] });
    dataOf('assistAdd', await answer('device-order', 1, 'Pat Doe'));
    const second = await current('device-order');
    expect(second.question).toEqual({ id: 2, question: 'What is your e-mail address?' });
    expect(second.answer).toEqual([{ question_id: 1, question: 'What is your name?', answer: 'Pat Doe' }]);
  });

  it('refuses an answer its question does not accept, per question', async () => {
    expectFieldError(await answer('device-invalid', 2, 'not-an-email'), 'answer', 'Please enter valid email address');
    expectFieldError(await answer('device-invalid', 3, '555-01'), 'answer', 'Please enter a valid 10-digit phone number');
    expectFieldError(await answer('device-invalid', 1, 'R2D2'), 'answer', 'Please enter valid name');
    expectFieldError(await answer('device-invalid', 1, '   '), 'answer', 'Field is required');
    expectFieldError(await answer('device-invalid', 99, 'x'), 'question_id', 'Question not found');
    expect((await current('device-invalid')).answer).toEqual([]);
  });

  it('keeps answers per device and replaces an edited one', async () => {
    await answer('device-a', 1, 'Ann Smith');
    await answer('device-a', 1, 'Anna Smith');
    expect((await current('device-a')).answer).toEqual([{ question_id: 1, question: 'What is your name?', answer: 'Anna Smith' }]);
    expect((await current('device-b')).answer).toEqual([]);
  });

  it('stores the lead with its rep and group once every question is answered; a changed answer drops it until stored again', async () => {
    const device = 'device-lead';
    expect(dataOf('checkLeadInformation', await server.call('checkLeadInformation', scope(device)))).toEqual({ lead_stored: false, answered: 0, total: 5 });
    for (const [id, text] of Object.entries(goodAnswers)) dataOf('assistAdd', await answer(device, Number(id), text));
    const done = await current(device);
    expect(done.question).toBeNull();
    expect(done.answer.map((a) => a.answer)).toEqual(Object.values(goodAnswers));
    // every question is answered: the chat stores the lead itself
    expect(dataOf('checkLeadInformation', await server.call('checkLeadInformation', scope(device)))).toEqual({ lead_stored: false, answered: 5, total: 5 });
    const stored = dataOf('getLeadInformation', await server.call('getLeadInformation', { ...scope(device), group_id: 2556, store_information: '1' }));
    expect(stored).toEqual({ lead_stored: true, answer: done.answer });
    expect(dataOf('checkLeadInformation', await server.call('checkLeadInformation', scope(device)))).toEqual({ lead_stored: true, answered: 5, total: 5 });
    const [lead] = await server.db.select().from(leads).where(eq(leads.deviceId, device));
    expect(lead?.answers).toEqual(Object.fromEntries(Object.entries(goodAnswers)));
    expect(lead).toMatchObject({ agentId: 701, groupId: 2556, webUrl: 'http://localhost/jane' });
    // an edit outdates the lead
    dataOf('assistAdd', await answer(device, 4, 'Dental only'));
    expect(dataOf('checkLeadInformation', await server.call('checkLeadInformation', scope(device))).lead_stored).toBe(false);
    expect(server.loggedErrors).toEqual([]);
  });

  it('get-lead-information with store_information=1 stores the lead only when all are answered; without it, stores nothing', async () => {
    const partial = await server.call('getLeadInformation', { ...scope('device-partial'), group_id: 2556, store_information: '1' });
    expect(dataOf('getLeadInformation', partial)).toEqual({ lead_stored: false, answer: [] });
    const device = 'device-stored';
    for (const [id, text] of Object.entries(goodAnswers)) await answer(device, Number(id), text);
    expect(dataOf('getLeadInformation', await server.call('getLeadInformation', scope(device))).lead_stored).toBe(false);
    const reply = dataOf('getLeadInformation', await server.call('getLeadInformation', { ...scope(device), group_id: 2556, store_information: '1' }));
    expect(reply.lead_stored).toBe(true);
    expect(reply.answer).toHaveLength(5);
    const [lead] = await server.db.select().from(leads).where(eq(leads.deviceId, device));
    expect(lead?.groupId).toBe(2556);
  });

  it("attributes a lead only to the rep and group the session verified: a body naming others stores none (issue 24)", async () => {
    const answerAll = async (caller: Caller, device: string, agent_id: number) => {
      for (const [id, text] of Object.entries(goodAnswers)) dataOf('assistAdd', await caller.call('assistAdd', { ...scope(device), agent_id, question_id: Number(id), answer: text }));
    };
    const storedLead = async (caller: Caller, device: string, claims: { agent_id: number; group_id: number }) => {
      expect(dataOf('getLeadInformation', await caller.call('getLeadInformation', { ...scope(device), ...claims, store_information: '1' })).lead_stored).toBe(true);
      const [answer] = await server.db.select({ agentId: chatAnswers.agentId }).from(chatAnswers).where(eq(chatAnswers.deviceId, device));
      const [lead] = await server.db.select().from(leads).where(eq(leads.deviceId, device));
      return { answeredFor: answer?.agentId, agentId: lead?.agentId, groupId: lead?.groupId };
    };
    // a stranger claiming Jane and Beacon: the lead is kept, claimed for no one
    const stranger = server.visitor();
    await answerAll(stranger, 'device-forged', 701);
    expect(await storedLead(stranger, 'device-forged', { agent_id: 701, group_id: 2512 })).toEqual({ answeredFor: null, agentId: null, groupId: null });
    // a visitor of Jane's landing: Jane's lead, but not Beacon's (a group the landing never resolved)
    const janesVisitor = server.visitor();
    dataOf('validateLandingPage', await janesVisitor.call('validateLandingPage', { landing_page: 'jane' }));
    await answerAll(janesVisitor, 'device-jane', 701);
    expect(await storedLead(janesVisitor, 'device-jane', { agent_id: 701, group_id: 2512 })).toEqual({ answeredFor: 701, agentId: 701, groupId: null });
    // Acme's landing: Acme's lead
    const acmeVisitor = server.visitor();
    dataOf('validateLandingPage', await acmeVisitor.call('validateLandingPage', { landing_page: 'acme' }));
    await answerAll(acmeVisitor, 'device-acme', 701);
    expect((await storedLead(acmeVisitor, 'device-acme', { agent_id: 701, group_id: 2556 })).groupId).toBe(2556);
    expect(server.loggedErrors).toEqual([]);
  });

  it("keeps a chat its session's: another browser naming the same device id reads, changes and drops nothing of it", async () => {
    const owner = server.visitor();
    const device = 'device-shared';
    for (const [id, text] of Object.entries(goodAnswers)) dataOf('assistAdd', await owner.call('assistAdd', { ...scope(device), question_id: Number(id), answer: text }));
    expect(dataOf('getLeadInformation', await owner.call('getLeadInformation', { ...scope(device), store_information: '1' })).lead_stored).toBe(true);
    const ownersChat = dataOf('assistGet', await owner.call('assistGet', scope(device)));

    // a stranger without a session, then with one of its own, knowing the device id: the first question, no answers, no lead
    const stranger = server.visitor();
    for (let round = 0; round < 2; round++) {
      expect(dataOf('assistGet', await stranger.call('assistGet', scope(device)))).toEqual({ question: { id: 1, question: 'What is your name?' }, answer: [] });
      expect(dataOf('checkLeadInformation', await stranger.call('checkLeadInformation', scope(device)))).toEqual({ lead_stored: false, answered: 0, total: 5 });
      expect(dataOf('getLeadInformation', await stranger.call('getLeadInformation', { ...scope(device), store_information: '1' }))).toEqual({ lead_stored: false, answer: [] });
      // its answer is its own chat's: the owner's answer and lead stay
      dataOf('assistAdd', await stranger.call('assistAdd', { ...scope(device), question_id: 1, answer: 'Eve Stranger' }));
      expect(dataOf('assistGet', await stranger.call('assistGet', scope(device))).answer).toEqual([{ question_id: 1, question: 'What is your name?', answer: 'Eve Stranger' }]);
      // answers are sealed, so SQL cannot find 'Eve Stranger': the stranger's is the device's row outside the owner's session
      const ownersSession = (await server.db.select({ sessionId: leads.sessionId }).from(leads).where(eq(leads.deviceId, device)))[0]!.sessionId;
      await server.db.delete(chatAnswers).where(and(eq(chatAnswers.deviceId, device), ne(chatAnswers.sessionId, ownersSession)));
    }
    expect(dataOf('assistGet', await owner.call('assistGet', scope(device)))).toEqual(ownersChat);
    expect(dataOf('checkLeadInformation', await owner.call('checkLeadInformation', scope(device)))).toEqual({ lead_stored: true, answered: 5, total: 5 });
    expect(server.loggedErrors).toEqual([]);
  });

  it('keeps the chat with its visitor through sign-in and sign-out (the session renews)', async () => {
    const visitor = server.visitor();
    const device = 'device-signing-in';
    dataOf('assistAdd', await visitor.call('assistAdd', { ...scope(device), question_id: 1, answer: 'Jane Doe' }));
    await signInAs(server, 'jane.doe@example.com', visitor);
    const mine = [{ question_id: 1, question: 'What is your name?', answer: 'Jane Doe' }];
    expect(dataOf('assistGet', await visitor.call('assistGet', scope(device))).answer).toEqual(mine);
    dataOf('signOutEnroller', await visitor.call('signOutEnroller', {}));
    expect(dataOf('assistGet', await visitor.call('assistGet', scope(device))).answer).toEqual(mine);
  });

  it('refuses a request without a device id', async () => {
    expectFieldError(await server.call('assistGet', { web_url: '' }), 'device_id', 'Field is required');
  });
});

describe('dashboard flag', () => {
  it('is false on the main host and true on acme', async () => {
    const flag = async (host: string) =>
      dataOf('getExternalSiteDynamicInformation', await server.call('getExternalSiteDynamicInformation', { site_domain: base64(host) })).find(
        (entry) => entry.key === 'hide_dashboard_icons',
      )?.value;
    expect(await flag('localhost')).toBe('false');
    expect(await flag('acme.localhost')).toBe('true');
  });
});
