import { and, asc, eq } from 'drizzle-orm';
import { isEmailAddress } from '../../contract/index.ts';
import { chatAnswers, chatQuestions, leads } from '../db/schema.ts';
import { verifiedAttribution, type LeadAttribution, type RoleSession } from '../enrollers/verified-roles.ts';
import type { Handlers } from '../http/bind-endpoints.ts';
import { fieldFailure } from '../http/failures.ts';
import type { HandlerDeps } from './deps.ts';

type HelpChatHandlers = Pick<Handlers, 'assistGet' | 'assistAdd' | 'checkLeadInformation' | 'getLeadInformation'>;

type QuestionKind = (typeof chatQuestions.$inferSelect)['kind'];

/** The message for an answer its question refuses, or null when the answer will do. */
export const chatAnswerProblem = (kind: QuestionKind, answer: string): string | null => {
  switch (kind) {
    case 'name':
      return /^[A-Za-z][A-Za-z .'-]*$/.test(answer) ? null : 'Please enter valid name';
    case 'email':
      return isEmailAddress(answer) ? null : 'Please enter valid email address';
    case 'phone':
      return answer.replace(/\D/g, '').length === 10 ? null : 'Please enter a valid 10-digit phone number';
    case 'text':
      return null;
  }
};

/** A chat: the session that answers it and the device id its browser made up (docs/security.md). */
interface Chat {
  sessionId: string;
  deviceId: string;
}

/**
 * The help chat's questions and answers per chat, and the lead the chat stores once all are
 * answered, attributed to the rep and group the request names only where the session verified them.
 * A chat is its session's: a device id names one only together with the session that answered it,
 * so another browser sending the same id reads and changes nothing of it, and a caller without a
 * session has no answers (reads start no session; the first answer does).
 */
export const helpChatHandlers = ({ db, mainHost }: HandlerDeps): HelpChatHandlers => {
  const questions = () => db.select().from(chatQuestions).orderBy(asc(chatQuestions.position));

  /** The request's chat: its session's (null without one) under the device id it names. */
  const chatOf = async (deviceId: string, session: RoleSession): Promise<Chat | null> => {
    const sessionId = await session.enroller.sessionId();
    return sessionId === null ? null : { sessionId, deviceId };
  };

  /** The chat's answers in question order, with their questions. */
  const answersOf = async (chat: Chat | null) => {
    if (chat === null) return [];
    return db
      .select({ question_id: chatQuestions.id, question: chatQuestions.question, answer: chatAnswers.answer })
      .from(chatAnswers)
      .innerJoin(chatQuestions, eq(chatQuestions.id, chatAnswers.questionId))
      .where(and(eq(chatAnswers.sessionId, chat.sessionId), eq(chatAnswers.deviceId, chat.deviceId)))
      .orderBy(asc(chatQuestions.position));
  };

  const leadOf = async (chat: Chat | null) =>
    chat === null ? undefined : (await db.select().from(leads).where(and(eq(leads.sessionId, chat.sessionId), eq(leads.deviceId, chat.deviceId))))[0];

  /** Stores (or refreshes) the chat's lead when every question has an answer; whether it is stored. */
  const storeLead = async (chat: Chat, named: LeadAttribution, webUrl: string, session: RoleSession) => {
    const [all, answers] = await Promise.all([questions(), answersOf(chat)]);
    if (answers.length < all.length) return false;
    const attribution = await verifiedAttribution(db, mainHost, session, named);
    const values = { ...attribution, webUrl, answers: Object.fromEntries(answers.map((a) => [String(a.question_id), a.answer])) };
    await db
      .insert(leads)
      .values({ ...chat, ...values })
      .onConflictDoUpdate({ target: [leads.sessionId, leads.deviceId], set: { ...values, storedAt: new Date() } });
    return true;
  };

  return {
    async assistGet({ device_id }, session) {
      const [all, answers] = await Promise.all([questions(), answersOf(await chatOf(device_id, session))]);
      const answered = new Set(answers.map((a) => a.question_id));
      const next = all.find((q) => !answered.has(q.id));
      return { question: next ? { id: next.id, question: next.question } : null, answer: answers };
    },

    async assistAdd({ device_id, question_id, answer, agent_id, web_url }, session) {
      const [question] = await db.select().from(chatQuestions).where(eq(chatQuestions.id, question_id));
      if (!question) throw fieldFailure('question_id', 'Question not found');
      const problem = chatAnswerProblem(question.kind, answer);
      if (problem) throw fieldFailure('answer', problem);
      const { agentId } = await verifiedAttribution(db, mainHost, session, { agentId: agent_id ?? null, groupId: null });
      const values = { answer, agentId, webUrl: web_url, answeredAt: new Date() };
      // the first answer starts the session (and its cookie) the chat is kept under
      const chat = { sessionId: await session.enroller.holdSession(), deviceId: device_id };
      await db.transaction(async (tx) => {
        await tx
          .insert(chatAnswers)
          .values({ ...chat, questionId: question_id, ...values })
          .onConflictDoUpdate({ target: [chatAnswers.sessionId, chatAnswers.deviceId, chatAnswers.questionId], set: values });
        // a changed answer outdates the lead: the chat stores it again (get-lead-information) once all are answered
        await tx.delete(leads).where(and(eq(leads.sessionId, chat.sessionId), eq(leads.deviceId, chat.deviceId)));
      });
      return { question_id, question: question.question, answer };
    },

    async checkLeadInformation({ device_id }, session) {
      const chat = await chatOf(device_id, session);
      const [all, answers, lead] = await Promise.all([questions(), answersOf(chat), leadOf(chat)]);
      return { lead_stored: lead !== undefined, answered: answers.length, total: all.length };
    },

    async getLeadInformation({ device_id, agent_id, group_id, web_url, store_information }, session) {
      const chat = await chatOf(device_id, session);
      if (chat !== null && store_information === '1') await storeLead(chat, { agentId: agent_id ?? null, groupId: group_id ?? null }, web_url, session);
      const [answers, lead] = await Promise.all([answersOf(chat), leadOf(chat)]);
      return { lead_stored: lead !== undefined, answer: answers };
    },
  };
};

