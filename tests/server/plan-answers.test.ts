import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { questionAnswers, tempEnrollments } from '../../server/db/schema.ts';
import { enrollmentFilters } from '../../server/queries/enrollment-filters.ts';
import { answersChanged, versionedPlanAnswers } from '../../server/queries/plan-answers.ts';
import { useTestServer } from './harness.ts';

const server = useTestServer();

// CriticalCare Protect asks health questions; the listing prices it by whether they were answered
const criticalCare = { id: 191, prudentialType: false };

const newEnrollment = async (tempId: string) => enrollmentFilters(server.db).add(tempId, await enrollmentFilters(server.db).require('EL1001'));
const versionOf = async (tempId: string) =>
  (await server.db.select({ version: tempEnrollments.answersVersion }).from(tempEnrollments).where(eq(tempEnrollments.id, tempId)))[0]!.version;
/** Answers saved as another server process saves them: in one transaction with the version moved on. */
const answerElsewhere = (tempId: string, moveVersion: boolean) =>
  server.db.transaction(async (tx) => {
    await tx.insert(questionAnswers).values({ enrollmentId: tempId, planId: criticalCare.id, answers: [], declined: false });
    if (moveVersion) await answersChanged(tx, tempId);
  });

describe('versioned plan answers (several processes on one database)', () => {
  it('answer from memory while the version a gate saw is current, and read answers another process saved once a gate sees its version', async () => {
    const answers = versionedPlanAnswers(server.db);
    await newEnrollment('TEANSWERS001');
    answers.seen('TEANSWERS001', await versionOf('TEANSWERS001'));
    expect(await answers.answered('TEANSWERS001', criticalCare)).toBe(false);
    // held: a save that moved no version is not read
    await answerElsewhere('TEANSWERS001', false);
    expect(await answers.answered('TEANSWERS001', criticalCare)).toBe(false);
    await answersChanged(server.db, 'TEANSWERS001');
    answers.seen('TEANSWERS001', await versionOf('TEANSWERS001'));
    expect(await answers.answered('TEANSWERS001', criticalCare)).toBe(true);
  });

  it('read from the database for an enrollment no gate has seen a version of', async () => {
    const answers = versionedPlanAnswers(server.db);
    await newEnrollment('TEANSWERS002');
    expect(await answers.answered('TEANSWERS002', criticalCare)).toBe(false);
    await answerElsewhere('TEANSWERS002', true);
    expect(await answers.answered('TEANSWERS002', criticalCare)).toBe(true);
  });
});
