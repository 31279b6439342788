import { sql } from 'drizzle-orm';
import type { Database } from '../open-database.ts';
import * as schema from '../schema.ts';
import * as demo from './demo-data.ts';
import { seedZips } from './zips.ts';

const seedDemoData = (db: Database) =>
  db.transaction(async (tx) => {
    await tx.insert(schema.agents).values(demo.agents);
    await tx.insert(schema.groups).values(demo.groups);
    await tx.insert(schema.portals).values(demo.portals);
    await tx.insert(schema.groupCodes).values(demo.groupCodes);
    const insertedEntryPoints = await tx.insert(schema.entryPoints).values(demo.entryPoints).returning();
    await tx.insert(schema.brandingEntries).values(
      demo.branding.flatMap(({ kind, key, entries }) => {
        const entryPoint = insertedEntryPoints.find((e) => e.kind === kind && e.key === key);
        if (!entryPoint) throw new Error(`branding for missing entry point ${kind} ${key}`);
        return Object.entries(entries).map(([name, value]) => ({ entryPointId: entryPoint.id, key: name, value }));
      }),
    );
    await tx.insert(schema.referrals).values(demo.referrals);
    await tx.insert(schema.members).values(demo.members);
    // One statement: a retired plan may name a successor further down the list.
    await tx.insert(schema.plans).values(demo.plans);
    await tx.insert(schema.groupPlans).values(demo.groupPlans);
    await tx.insert(schema.memberPlans).values(demo.memberPlans);
    await tx.insert(schema.tempEnrollments).values(demo.tempEnrollments);
    await tx.insert(schema.cartItems).values(demo.cartItems);
    await tx.insert(schema.settings).values(demo.settings);
    await seedZips(tx);
  });

/** Seeds the demo data when the database is empty (first start); later starts keep what is there. */
export const seedIfEmpty = async (db: Database): Promise<boolean> => {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(schema.groups);
  if (row && row.count > 0) return false;
  await seedDemoData(db);
  return true;
};
