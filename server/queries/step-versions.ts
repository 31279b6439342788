import { and, eq, sql } from 'drizzle-orm';
import type { StepSavedTab } from '../../contract/index.ts';
import type { Database } from '../db/open-database.ts';
import { stepVersions } from '../db/schema.ts';

const ofStep = (enrollmentId: string, step: StepSavedTab) => and(eq(stepVersions.enrollmentId, enrollmentId), eq(stepVersions.step, step));

/** The steps' versions (contract/step-versions.ts); a step without a row is at version 0. */
export const stepVersionStore = (db: Database) => ({
  async current(enrollmentId: string, step: StepSavedTab): Promise<number> {
    const [row] = await db.select({ version: stepVersions.version }).from(stepVersions).where(ofStep(enrollmentId, step));
    return row?.version ?? 0;
  },

  /**
   * Takes the next version for a save, atomically: only when the step is still at `expected` (when
   * given), so of two saves made from the same version one wins and the other is refused. Null
   * when the step has moved on.
   */
  async claim(enrollmentId: string, step: StepSavedTab, expected?: number): Promise<number | null> {
    if (expected === undefined || expected === 0) {
      const [row] = await db
        .insert(stepVersions)
        .values({ enrollmentId, step, version: 1 })
        .onConflictDoUpdate({
          target: [stepVersions.enrollmentId, stepVersions.step],
          set: { version: sql`${stepVersions.version} + 1` },
          ...(expected === undefined ? {} : { setWhere: eq(stepVersions.version, expected) }),
        })
        .returning({ version: stepVersions.version });
      return row?.version ?? null;
    }
    const [row] = await db
      .update(stepVersions)
      .set({ version: sql`${stepVersions.version} + 1` })
      .where(and(ofStep(enrollmentId, step), eq(stepVersions.version, expected)))
      .returning({ version: stepVersions.version });
    return row?.version ?? null;
  },

  /** Gives a claimed version back when the save it was for is refused, unless another took the next one. */
  async release(enrollmentId: string, step: StepSavedTab, claimed: number): Promise<void> {
    const claimedRow = and(ofStep(enrollmentId, step), eq(stepVersions.version, claimed));
    // version 1 was the first claim: no row is version 0, and a refused request stores nothing
    if (claimed === 1) await db.delete(stepVersions).where(claimedRow);
    else await db.update(stepVersions).set({ version: claimed - 1 }).where(claimedRow);
  },
});

export type StepVersionStore = ReturnType<typeof stepVersionStore>;
