import { sql } from 'drizzle-orm';
import type { Database } from '../open-database.ts';
import { chatQuestions } from '../schema.ts';

/** The help chat's questions (spec 1 §2): what a rep needs to reach out to the visitor. */
export const demoChatQuestions: (typeof chatQuestions.$inferInsert)[] = [
  { id: 1, position: 1, question: 'What is your name?', kind: 'name' },
  { id: 2, position: 2, question: 'What is your e-mail address?', kind: 'email' },
  { id: 3, position: 3, question: 'What is your phone number?', kind: 'phone' },
  { id: 4, position: 4, question: 'What coverage are you looking for?', kind: 'text' },
  { id: 5, position: 5, question: 'When is the best time to call you?', kind: 'text' },
];

/** Seeds the chat questions when there are none (also in a database seeded before the chat existed). */
export const ensureChatQuestions = async (db: Database): Promise<void> => {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(chatQuestions);
  if (row && row.count > 0) return;
  await db.insert(chatQuestions).values(demoChatQuestions);
};
