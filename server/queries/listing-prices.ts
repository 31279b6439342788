import { ageInYears, parseUsDate, type FilterInfo, type PlanListingItem, type PlanPricing, type QuotedListingItem } from '../../contract/index.ts';
import { fixedData } from '../http/fixed-data.ts';
import type { Catalogue } from './catalogue.ts';
import type { PlanAnswers } from './plan-answers.ts';
import { pricePlan, type PricedPlan } from './pricing.ts';

/** The listing's price of a plan from its page's pricing: the lowest card, `from` when the page offers more. */
export const quotePriceOf = (pricing: PlanPricing): QuotedListingItem['quote_price'] =>
  pricing.errorCode !== null || pricing.plans.length === 0
    ? null
    : { monthly: Math.min(...pricing.plans.map((card) => card.plan_price)), from: pricing.plans.length > 1 };

type Reply = { result: QuotedListingItem[] };
interface Kept {
  /** The inputs of the reply besides the filter and the listing: the age (it moves with the clock) and the answers' stamp. */
  age: number | null;
  stamp: number;
  reply: Reply;
}

/**
 * Prices a listing for an enrollment's quote with the plan page's rule (`pricePlan`): the same
 * price its page shows. The plans' pricing facts are the catalogue's and the answers to their
 * questions come from `PlanAnswers`. Replies (and their serialised bodies) are kept per filter and
 * listing while the age and the answers' stamp are the same: the filters store hands a new object
 * when a filter changes, so a kept reply never outlives its filter. On PGlite the filters and
 * answers are held in memory, so a listing costs no query once warm; on PostgreSQL each read
 * brings a new filter object and stamp, and is priced afresh (docs/reference-server.md, Performance).
 */
export const listingPrices = (catalogue: Catalogue, answers: PlanAnswers) => {
  const kept = new WeakMap<Readonly<FilterInfo>, WeakMap<readonly PlanListingItem[], Kept>>();

  const price = async (enrollmentId: string, filter: FilterInfo, plan: PricedPlan, today: Date): Promise<PlanPricing> => {
    const pricing = pricePlan(plan, filter, { answered: false, today });
    // as the plan page: the questions' answers count only for a plan that has them and passes every other check
    if (pricing.errorCode !== 'newQuestionsError') return pricing;
    return pricePlan(plan, filter, { answered: await answers.answered(enrollmentId, plan), today });
  };

  return async (enrollmentId: string, filter: Readonly<FilterInfo>, listing: readonly PlanListingItem[], today = new Date()): Promise<Reply> => {
    const dob = parseUsDate(filter.dob);
    const age = dob === null ? null : ageInYears(dob, today);
    const stamp = answers.stamp(enrollmentId);
    const known = kept.get(filter)?.get(listing);
    if (known && known.age === age && known.stamp === stamp) return known.reply;
    const result = await Promise.all(
      listing.map(async (item) => {
        const plan = catalogue.pricingFacts(item.plan_id);
        return { ...item, quote_price: plan ? quotePriceOf(await price(enrollmentId, filter, plan, today)) : null };
      }),
    );
    const reply = fixedData({ result });
    const byListing = kept.get(filter) ?? new WeakMap();
    kept.set(filter, byListing.set(listing, { age, stamp, reply }));
    return reply;
  };
};
