import { ensureChatQuestions } from './seed/chat-questions.ts';
import { resealStoredValues } from '../crypto/reseal.ts';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from './open-database.ts';
import { ensureMemberPaymentMethods } from './seed/seed.ts';
import { ensureMemberDependents } from './seed/seed.ts';
import { ensureGroupAdminEmails, ensureMemberRecords, ensureSettings } from './seed/seed.ts';
import { ensureBrandingEntries, ensureEnrollmentWizardData, ensureMemberBeneficiaries, ensureMembershipPlans, ensurePlanDetailData, ensureStartingPrices, seedIfEmpty } from './seed/seed.ts';

/** Opens the database, brings its schema up to date and seeds the demo data on first start. */
export const prepareDatabase = async (options: DatabaseOptions): Promise<DatabaseHandle & { seeded: boolean }> => {
  const handle = await openDatabase(options);
  try {
    await handle.migrate();
    // values stored plain before migration 0010, or under a retired key, are sealed under the current one
    await resealStoredValues(handle.db);
    const seeded = await seedIfEmpty(handle.db);
    await ensureStartingPrices(handle.db);
    await ensureMembershipPlans(handle.db);
    await ensurePlanDetailData(handle.db);
    await ensureChatQuestions(handle.db);
    await ensureBrandingEntries(handle.db);
    await ensureEnrollmentWizardData(handle.db);
    await ensureMemberBeneficiaries(handle.db);
    await ensureMemberDependents(handle.db);
    await ensureMemberPaymentMethods(handle.db);
    await ensureMemberRecords(handle.db);
    await ensureGroupAdminEmails(handle.db);
    await ensureSettings(handle.db);
    return { ...handle, seeded };
  } catch (error) {
    await handle.close();
    throw error;
  }
};
