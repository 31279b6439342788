import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Category, PlanListingItem } from '../../contract/index.ts';
import type { Database } from '../db/open-database.ts';
import { entryPoints, groupPlans, plans } from '../db/schema.ts';

/**
 * The group whose catalogue a visitor sees: their own group, or the main site's group when they
 * shop without one (an individual, or a rep's own landing page).
 */
const offeringGroup = (groupId: number | null | undefined): number | SQL =>
  groupId ?? sql`(select ${entryPoints.groupId} from ${entryPoints} where ${entryPoints.kind} = 'main')`;

interface PlanQuery {
  groupId: number | null | undefined;
  /** Only these categories; empty or absent means every category. */
  categories?: readonly Category[];
  featuredOnly?: boolean;
}

const offeredTo = ({ groupId, categories = [], featuredOnly = false }: PlanQuery) =>
  and(
    eq(groupPlans.groupId, offeringGroup(groupId)),
    categories.length > 0 ? inArray(plans.category, [...categories]) : undefined,
    featuredOnly ? eq(plans.featured, true) : undefined,
  );

/** The plans listing: one query over the (group_id, plan_id) key, in category order, then by name. */
export const offeredPlans = (db: Database, query: PlanQuery): Promise<PlanListingItem[]> =>
  db
    .select({
      plan_id: plans.id,
      plan_name: plans.name,
      plan_logo: plans.logo,
      plan_short_text: plans.shortText,
      plan_category: plans.category,
    })
    .from(groupPlans)
    .innerJoin(plans, eq(plans.id, groupPlans.planId))
    .where(offeredTo(query))
    .orderBy(plans.category, plans.name);

/** Categories that have at least one plan for the group, in the contract's order. */
export const offeredCategories = async (db: Database, groupId: number | null | undefined): Promise<Category[]> => {
  const rows = await db
    .selectDistinct({ category: plans.category })
    .from(groupPlans)
    .innerJoin(plans, eq(plans.id, groupPlans.planId))
    .where(offeredTo({ groupId }))
    .orderBy(plans.category);
  return rows.map((row) => row.category);
};
