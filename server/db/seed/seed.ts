import { and, eq, isNull, sql } from 'drizzle-orm';
import { membershipTiers } from '../../../contract/index.ts';
import { badgeUrl } from '../../assets/badges.ts';
import type { Database } from '../open-database.ts';
import * as schema from '../schema.ts';
import * as demo from './demo-data.ts';
import { seedZips } from './zips.ts';
import { planDescriptionOf } from './plan-descriptions.ts';

/** Health and aflac-type questions and the member history; rows already there are kept. */
const insertPlanQuestions = async (db: Database) => {
  await db.insert(schema.planQuestions).values(demo.planQuestions).onConflictDoNothing();
  await db.insert(schema.planQuestionOptions).values(demo.planQuestionOptions).onConflictDoNothing();
  await db.insert(schema.aflacQuestions).values(demo.aflacQuestions).onConflictDoNothing();
  await db.insert(schema.memberAflacAnswers).values(demo.memberAflacAnswers).onConflictDoNothing();
};

/** The demo branding entries of each seeded entry point. */
const brandingRows = (entryPoints: readonly (typeof schema.entryPoints.$inferSelect)[]) =>
  demo.branding.flatMap(({ kind, key, entries }) => {
    const entryPoint = entryPoints.find((e) => e.kind === kind && e.key === key);
    if (!entryPoint) throw new Error(`branding for missing entry point ${kind} ${key}`);
    return Object.entries(entries).map(([name, value]) => ({ entryPointId: entryPoint.id, key: name, value }));
  });

/** Branding keys added after a database was seeded (the wizard's icons and cards) are filled in. */
export const ensureBrandingEntries = async (db: Database): Promise<void> => {
  const entryPoints = await db.select().from(schema.entryPoints);
  const seeded = demo.branding.every(({ kind, key }) => entryPoints.some((e) => e.kind === kind && e.key === key));
  if (seeded) await db.insert(schema.brandingEntries).values(brandingRows(entryPoints)).onConflictDoNothing();
};

/** Site settings added after a database was seeded (the partner's portal) are filled in; set ones are kept. */
export const ensureSettings = async (db: Database): Promise<void> => {
  await db.insert(schema.settings).values(demo.settings).onConflictDoNothing();
};

const seedDemoData = (db: Database) =>
  db.transaction(async (tx) => {
    await tx.insert(schema.agents).values(demo.agents);
    await tx.insert(schema.groups).values(demo.groups);
    await tx.insert(schema.portals).values(demo.portals);
    await tx.insert(schema.groupCodes).values(demo.groupCodes);
    const insertedEntryPoints = await tx.insert(schema.entryPoints).values(demo.entryPoints).returning();
    await tx.insert(schema.brandingEntries).values(brandingRows(insertedEntryPoints));
    await tx.insert(schema.referrals).values(demo.referrals);
    await tx.insert(schema.members).values(demo.members);
    // One statement: a retired plan may name a successor further down the list.
    await tx.insert(schema.plans).values(demo.plans);
    await tx.insert(schema.groupPlans).values(demo.groupPlans);
    await tx.insert(schema.memberPlans).values(demo.memberPlans);
    await tx.insert(schema.tempEnrollments).values(demo.tempEnrollments);
    await tx.insert(schema.cartItems).values(demo.cartItems);
    await insertPlanQuestions(tx);
    await tx.insert(schema.settings).values(demo.settings);
    await tx.insert(schema.memberBeneficiaries).values(demo.memberBeneficiaries);
    await seedZips(tx);
  });

/** Seeds the demo data when the database is empty (first start); later starts keep what is there. */
export const seedIfEmpty = async (db: Database): Promise<boolean> => {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(schema.groups);
  if (row && row.count > 0) return false;
  await seedDemoData(db);
  return true;
};

/**
 * Prices the demo plans a database seeded before plans had a Starting From price (migration
 * 0003) lacks; prices already there are kept.
 */
export const ensureStartingPrices = async (db: Database): Promise<void> => {
  for (const [id, cents] of Object.entries(demo.startingPrices)) {
    await db
      .update(schema.plans)
      .set({ startingPriceCents: cents })
      .where(and(eq(schema.plans.id, Number(id)), isNull(schema.plans.startingPriceCents)));
  }
};


/** The Bronze, Silver and Gold memberships of /new_membership, added when missing (spec 3 §9). */
export const ensureMembershipPlans = async (db: Database): Promise<void> => {
  await db
    .insert(schema.plans)
    .values(
      membershipTiers.map((tier) => ({
        id: tier.plan_id,
        slug: `${tier.name.toLowerCase()}-membership`,
        name: `${tier.name} Membership`,
        category: 'lifestyle' as const,
        logo: badgeUrl('logos', `${tier.name.toLowerCase()}-membership`),
        shortText: `Association membership with $${tier.termLife.toLocaleString('en-US')} Term Life included.`,
        isMembership: true,
        startingPriceCents: tier.price * 100,
      })),
    )
    .onConflictDoNothing();
};

/**
 * Plan detail data a database seeded before it existed (migration 0005) lacks: the rider plans,
 * the questions and every plan's description texts (from the per-category template).
 */
export const ensurePlanDetailData = async (db: Database): Promise<void> => {
  const [hasMaria] = await db.select({ userId: schema.members.userId }).from(schema.members).where(eq(schema.members.userId, 501));
  // the demo rows need the demo plans and members they point at
  if (hasMaria) {
    await db.insert(schema.plans).values(demo.riderPlans).onConflictDoNothing();
    await insertPlanQuestions(db);
    // prudential-type plans are gated by their aflac-type questions, not by health questions
    await db.update(schema.plans).set({ hasHealthQuestions: false }).where(eq(schema.plans.prudentialType, true));
  }
  const undescribed = await db
    .select({ id: schema.plans.id, name: schema.plans.name, category: schema.plans.category, shortText: schema.plans.shortText })
    .from(schema.plans)
    .where(isNull(schema.plans.description));
  for (const plan of undescribed) {
    await db.update(schema.plans).set({ description: planDescriptionOf(plan.name, plan.category, plan.shortText) }).where(eq(schema.plans.id, plan.id));
  }
};

/**
 * What the enrollment wizard reads that a database seeded before it (migration 0006) lacks: the
 * ethnic groups, the demo members' phones and the demo enrollment code; values already there are kept.
 */
export const ensureEnrollmentWizardData = async (db: Database): Promise<void> => {
  await db.insert(schema.ethnicCategories).values(demo.ethnicCategories).onConflictDoNothing();
  for (const { userId } of demo.members) {
    await db
      .update(schema.members)
      .set({ phone: demo.memberPhone(userId) })
      .where(and(eq(schema.members.userId, userId), eq(schema.members.phone, '')));
  }
  const [hasCart] = await db.select({ id: schema.tempEnrollments.id }).from(schema.tempEnrollments).where(eq(schema.tempEnrollments.id, 'TECART02'));
  if (hasCart) await db.insert(schema.enrollmentCodes).values(demo.enrollmentCodes).onConflictDoNothing();
};

/** Maria's beneficiaries on file, for a database seeded before them (migration 0007); rows already there are kept. */
export const ensureMemberBeneficiaries = async (db: Database): Promise<void> => {
  const [hasMaria] = await db.select({ userId: schema.members.userId }).from(schema.members).where(eq(schema.members.userId, 501));
  if (hasMaria) await db.insert(schema.memberBeneficiaries).values(demo.memberBeneficiaries).onConflictDoNothing();
};

/** Maria's card and bank account on file, for a database seeded before them (migration 0008); rows already there are kept. */
export const ensureMemberPaymentMethods = async (db: Database): Promise<void> => {
  const [hasMaria] = await db.select({ userId: schema.members.userId }).from(schema.members).where(eq(schema.members.userId, 501));
  if (!hasMaria) return;
  await db.insert(schema.memberCards).values(demo.memberCards).onConflictDoNothing();
  await db.insert(schema.memberBanks).values(demo.memberBanks).onConflictDoNothing();
  await db.insert(schema.tempEnrollments).values(demo.memberBillingEnrollment).onConflictDoNothing();
};

/** Maria's dependents on file, for a database seeded before them (migration 0008); rows already there are kept. */
export const ensureMemberDependents = async (db: Database): Promise<void> => {
  const [hasMaria] = await db.select({ userId: schema.members.userId }).from(schema.members).where(eq(schema.members.userId, 501));
  if (hasMaria) await db.insert(schema.memberDependents).values(demo.memberDependents).onConflictDoNothing();
};

/** The demo groups' administrator addresses, for a database seeded before them (migration 0012); an address already set is kept. */
export const ensureGroupAdminEmails = async (db: Database): Promise<void> => {
  for (const group of demo.groups) {
    if (!group.adminEmail) continue;
    await db
      .update(schema.groups)
      .set({ adminEmail: group.adminEmail })
      .where(and(eq(schema.groups.id, group.id), eq(schema.groups.code, group.code), eq(schema.groups.adminEmail, '')));
  }
};

/**
 * The address, height and weight of the demo members a database seeded before migration 0019
 * lacks (all null); a record that has any of them is kept.
 */
export const ensureMemberRecords = async (db: Database): Promise<void> => {
  const rows = await db.select().from(schema.members);
  for (const member of demo.members) {
    const row = rows.find((candidate) => candidate.userId === member.userId && candidate.firstName === member.firstName);
    if (!row || [row.address1, row.heightFeet, row.weight].some((value) => value !== null)) continue;
    const { address1, address2, city, state, heightFeet, heightInch, weight } = member;
    await db.update(schema.members).set({ address1, address2, city, state, heightFeet, heightInch, weight }).where(eq(schema.members.userId, member.userId));
  }
};
