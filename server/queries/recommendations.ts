import { eq, inArray } from 'drizzle-orm';
import { categorySchema, type Category, type RecommendedPlan, type Tier } from '../../contract/index.ts';
import type { Database } from '../db/open-database.ts';
import { entryPoints, groupPlans, plans } from '../db/schema.ts';

/** A plan a group offers, with the facts the recommendation rules read. */
export interface RecommendablePlan {
  plan: RecommendedPlan;
  featured: boolean;
  allowedTiers: Tier[] | null;
  minAge: number | null;
  maxAge: number | null;
  statesNotSold: string[] | null;
}

const categoryOrder = (category: Category) => categorySchema.options.indexOf(category);
const byCategoryThenName = (a: RecommendablePlan, b: RecommendablePlan) =>
  categoryOrder(a.plan.plan_category) - categoryOrder(b.plan.plan_category) || a.plan.plan_name.localeCompare(b.plan.plan_name);
const soldIn = (state: string | undefined) => (candidate: RecommendablePlan) => !state || !(candidate.statesNotSold ?? []).includes(state);
const plansOf = (list: readonly RecommendablePlan[]) => list.map((candidate) => candidate.plan);

/** Popularity: featured plans first, then the rest, each in category order and by name. */
export const popularityRule = (offered: readonly RecommendablePlan[]): RecommendedPlan[] =>
  plansOf([...offered].sort((a, b) => Number(b.featured) - Number(a.featured) || byCategoryThenName(a, b)));

export interface FilterAsk {
  state?: string;
  tier?: Tier;
  age?: number;
}

/** Filter: the offered plans the tier and age may buy and the state is sold, in category order. */
export const filterRule = (offered: readonly RecommendablePlan[], { state, tier, age }: FilterAsk): RecommendedPlan[] =>
  plansOf(
    [...offered]
      .filter((candidate) => !tier || candidate.allowedTiers === null || candidate.allowedTiers.includes(tier))
      .filter((candidate) => age === undefined || ((candidate.minAge ?? 0) <= age && age <= (candidate.maxAge ?? Infinity)))
      .filter(soldIn(state))
      .sort(byCategoryThenName),
  );

/** Association (the cart's): offered plans of the categories the cart holds none of, sold in the state. */
export const associationRule = (offered: readonly RecommendablePlan[], inCart: readonly number[], state?: string): RecommendedPlan[] => {
  const held = new Set(offered.filter((candidate) => inCart.includes(candidate.plan.plan_id)).map((candidate) => candidate.plan.plan_category));
  return plansOf([...offered].filter((candidate) => !held.has(candidate.plan.plan_category)).filter(soldIn(state)).sort(byCategoryThenName));
};

/** The plan columns a recommended card is made of, and whether it may be recommended (priced, not retired). */
const cardColumns = {
  plan_id: plans.id,
  plan_name: plans.name,
  plan_logo: plans.logo,
  plan_category: plans.category,
  cents: plans.startingPriceCents,
  successor: plans.successorPlanId,
};
interface CardRow {
  plan_id: number;
  plan_name: string;
  plan_logo: string;
  plan_category: Category;
  cents: number | null;
  successor: number | null;
}
const isRecommendable = (row: CardRow) => row.cents !== null && row.successor === null;
const cardOf = ({ plan_id, plan_name, plan_logo, plan_category, cents }: CardRow): RecommendedPlan => ({ plan_id, plan_name, plan_logo, plan_category, plan_price: (cents ?? 0) / 100 });

/**
 * What a group offers that can be recommended: priced, not retired (a successor) and not in a
 * blackout. No group means the main site's group.
 */
export const recommendablePlans = async (db: Database, groupId: number | undefined): Promise<RecommendablePlan[]> => {
  let group = groupId;
  if (group === undefined) {
    const [main] = await db.select({ groupId: entryPoints.groupId }).from(entryPoints).where(eq(entryPoints.kind, 'main'));
    group = main?.groupId ?? undefined;
  }
  if (group === undefined) return [];
  const rows = await db
    .select({
      ...cardColumns,
      featured: plans.featured,
      allowedTiers: plans.allowedTiers,
      minAge: plans.minAge,
      maxAge: plans.maxAge,
      statesNotSold: plans.statesNotSold,
      blackout: plans.blackout,
    })
    .from(groupPlans)
    .innerJoin(plans, eq(plans.id, groupPlans.planId))
    .where(eq(groupPlans.groupId, group));
  return rows
    .filter((row) => isRecommendable(row) && !row.blackout)
    .map((row) => ({
      plan: cardOf(row),
      featured: row.featured,
      allowedTiers: row.allowedTiers,
      minAge: row.minAge,
      maxAge: row.maxAge,
      statesNotSold: row.statesNotSold,
    }));
};

/**
 * The cards of recommended plans (recommendation/plan-details), in the order the ids are given: a
 * plan that is unknown, not priced or retired has no card, so a stale id shows nothing.
 */
export const recommendedPlanCards = async (db: Database, planIds: readonly number[]): Promise<RecommendedPlan[]> => {
  if (planIds.length === 0) return [];
  const rows = await db.select(cardColumns).from(plans).where(inArray(plans.id, [...planIds]));
  return planIds.flatMap((id) => {
    const row = rows.find((candidate) => candidate.plan_id === id);
    return row && isRecommendable(row) ? [cardOf(row)] : [];
  });
};
