import { eq } from 'drizzle-orm';
import { categorySchema, type Category, type FeaturedPlan, type PlanListingItem } from '../../contract/index.ts';
import type { Database } from '../db/open-database.ts';
import { entryPoints, groupPlans, plans } from '../db/schema.ts';
import { LruMap } from './lru-map.ts';
import type { PricedPlan } from './pricing.ts';

/** A plan's pricing facts and whether its enrollment is closed for a blackout. */
export type ListedPlanFacts = PricedPlan & { blackout: boolean };

/** A visitor's group; none means the main site's group (an individual, or a rep's own page). */
type GroupId = number | null | undefined;

/**
 * The plan catalogue as the listings read it, held in memory. Plans and group offerings are
 * reference data the server never writes, so it is read once at start-up; a change made to those
 * tables behind the server's back shows after a restart.
 */
export interface Catalogue {
  /**
   * The group's plans in category order, then by name; only `categories` when some are given.
   * The same listing answers the same array each time (while recently used), frozen.
   */
  plans(groupId: GroupId, categories?: readonly Category[]): PlanListingItem[];
  /** The group's featured plans, in the same order, without their category. */
  featuredPlans(groupId: GroupId): FeaturedPlan[];
  /** Categories with at least one plan for the group, in the contract's order. */
  categories(groupId: GroupId): Category[];
  /** What the pricing rule reads of a plan, and its blackout (the listing prices each plan for the quote and says why not). */
  pricingFacts(planId: number): ListedPlanFacts | undefined;
}

interface GroupOffering {
  byCategory: Map<Category, PlanListingItem[]>;
  all: PlanListingItem[];
  featured: FeaturedPlan[];
  categories: Category[];
}

// Shared between requests: frozen, so a handler that mutated one would fail instead of
// changing every later answer.
const frozen = <T>(list: T[]): T[] => {
  Object.freeze(list);
  return list;
};

const noOffering: GroupOffering = { byCategory: new Map(), all: frozen([]), featured: frozen([]), categories: frozen([]) };

type OfferedPlan = PlanListingItem & { featured: boolean };

/** Listings of some categories kept for reuse; there are as many as sets of categories, so bounded. */
const CATEGORY_LISTINGS = 256;

const append = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/** One group's offering, from its plans in listing order. */
const offeringOf = (offered: OfferedPlan[]): GroupOffering => {
  const byCategory = new Map<Category, PlanListingItem[]>();
  const featured: FeaturedPlan[] = [];
  const all = offered.map(({ featured: isFeatured, ...plan }) => {
    const item = Object.freeze(plan);
    const { plan_category, ...withoutCategory } = item;
    if (isFeatured) featured.push(Object.freeze(withoutCategory));
    append(byCategory, plan_category, item);
    return item;
  });
  byCategory.forEach(frozen);
  return { byCategory, all: frozen(all), featured: frozen(featured), categories: frozen([...byCategory.keys()]) };
};

/** Reads the catalogue; call it after the database is migrated and seeded. */
export const loadCatalogue = async (db: Database): Promise<Catalogue> => {
  // Sorted by the database, so names follow its collation; categories sort by the enum, in the contract's order.
  const rows = await db
    .select({
      groupId: groupPlans.groupId,
      plan_id: plans.id,
      plan_name: plans.name,
      plan_logo: plans.logo,
      plan_short_text: plans.shortText,
      plan_category: plans.category,
      featured: plans.featured,
    })
    .from(groupPlans)
    .innerJoin(plans, eq(plans.id, groupPlans.planId))
    .orderBy(plans.category, plans.name);
  const [main] = await db.select({ groupId: entryPoints.groupId }).from(entryPoints).where(eq(entryPoints.kind, 'main'));
  const facts = await db
    .select({
      id: plans.id,
      name: plans.name,
      category: plans.category,
      successorPlanId: plans.successorPlanId,
      portalIds: plans.portalIds,
      statesNotSold: plans.statesNotSold,
      zipsNotSold: plans.zipsNotSold,
      allowedTiers: plans.allowedTiers,
      minAge: plans.minAge,
      maxAge: plans.maxAge,
      tobaccoRated: plans.tobaccoRated,
      needsIncomeAndHours: plans.needsIncomeAndHours,
      hasHealthQuestions: plans.hasHealthQuestions,
      prudentialType: plans.prudentialType,
      isMembership: plans.isMembership,
      startingPriceCents: plans.startingPriceCents,
      blackout: plans.blackout,
    })
    .from(plans);
  const factsById = new Map<number, ListedPlanFacts>(facts.map((plan) => [plan.id, Object.freeze(plan)]));

  const offeredByGroup = new Map<number, OfferedPlan[]>();
  for (const { groupId, ...plan } of rows) append(offeredByGroup, groupId, plan);
  const offerings = new Map([...offeredByGroup].map(([groupId, offered]) => [groupId, offeringOf(offered)]));
  const offeringFor = (groupId: GroupId) => {
    const offeringGroup = groupId ?? main?.groupId;
    return (offeringGroup != null && offerings.get(offeringGroup)) || noOffering;
  };

  const categoryListings = new LruMap<string, PlanListingItem[]>(CATEGORY_LISTINGS);
  const listingOf = (offering: GroupOffering, asked: Category[]) =>
    frozen(asked.flatMap((category) => offering.byCategory.get(category) ?? []));

  return {
    plans(groupId, categories = []) {
      const offering = offeringFor(groupId);
      if (categories.length === 0) return offering.all;
      const asked = categorySchema.options.filter((category) => categories.includes(category));
      const key = `${groupId ?? 'main'}:${asked.join()}`;
      return categoryListings.get(key) ?? categoryListings.set(key, listingOf(offering, asked));
    },
    featuredPlans: (groupId) => offeringFor(groupId).featured,
    categories: (groupId) => offeringFor(groupId).categories,
    pricingFacts: (planId) => factsById.get(planId),
  };
};
