import { eq } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { tempEnrollments } from '../db/schema.ts';

/** The enrollment's confirmation number once it is submitted (it is closed then), else null. */
export const policyIdOf = async (db: Database, enrollmentId: string): Promise<string | null> => {
  const [row] = await db.select({ policyId: tempEnrollments.policyId }).from(tempEnrollments).where(eq(tempEnrollments.id, enrollmentId));
  return row?.policyId ?? null;
};

/**
 * What a reply that would open the enrollment (a resume, its tabs, its cart) adds once it is
 * submitted: the confirmation number, so the storefront opens the receipt instead (issue 23 §5).
 */
export const closedPart = async (db: Database, enrollmentId: string): Promise<{ policy_id?: string }> => {
  const policyId = await policyIdOf(db, enrollmentId);
  return policyId === null ? {} : { policy_id: policyId };
};
