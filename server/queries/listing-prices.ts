import { ageInYears, parseUsDate, type FilterInfo, type PlanListingItem, type PlanPricing, type QuotedListingItem } from '../../contract/index.ts';
import type { Database } from '../db/open-database.ts';
import { fixedData } from '../http/fixed-data.ts';
import type { Catalogue } from './catalogue.ts';
import { hasAnswered } from './plan-facts.ts';
import { pricePlan, type PricedPlan } from './pricing.ts';

/** The listing's price of a plan from its page's pricing: the lowest card, `from` when the page offers more. */
export const quotePriceOf = (pricing: PlanPricing): QuotedListingItem['quote_price'] =>
  pricing.errorCode !== null || pricing.plans.length === 0
    ? null
    : { monthly: Math.min(...pricing.plans.map((card) => card.plan_price)), from: pricing.plans.length > 1 };

type Reply = { result: QuotedListingItem[] };

/**
 * Prices a listing for an enrollment's quote with the plan page's rule (`pricePlan`): the same
 * price its page shows. The catalogue holds the plans' pricing facts, so a listing costs no query
 * unless a plan with health questions passes every other check: whether the enrollment answered
 * them is read then (as the plan page reads it). Replies of the other listings are kept per
 * filter, listing and age (the one input that moves with the clock): the filters store replaces a
 * filter's object when it changes, so a kept reply never outlives its filter.
 */
export const listingPrices = (db: Database, catalogue: Catalogue) => {
  const kept = new WeakMap<Readonly<FilterInfo>, WeakMap<readonly PlanListingItem[], { age: number | null; reply: Reply }>>();

  const price = async (enrollmentId: string, filter: FilterInfo, plan: PricedPlan, today: Date): Promise<{ pricing: PlanPricing; read: boolean }> => {
    const pricing = pricePlan(plan, filter, { answered: false, today });
    if (pricing.errorCode !== 'newQuestionsError') return { pricing, read: false };
    return { pricing: pricePlan(plan, filter, { answered: await hasAnswered(db, enrollmentId, plan), today }), read: true };
  };

  return async (enrollmentId: string, filter: Readonly<FilterInfo>, listing: readonly PlanListingItem[], today = new Date()): Promise<Reply> => {
    const dob = parseUsDate(filter.dob);
    const age = dob === null ? null : ageInYears(dob, today);
    const known = kept.get(filter)?.get(listing);
    if (known && known.age === age) return known.reply;
    let readAnswers = false;
    const result = await Promise.all(
      listing.map(async (item) => {
        const plan = catalogue.pricingFacts(item.plan_id);
        if (!plan) return { ...item, quote_price: null };
        const { pricing, read } = await price(enrollmentId, filter, plan, today);
        readAnswers ||= read;
        return { ...item, quote_price: quotePriceOf(pricing) };
      }),
    );
    // answers change without the filter changing: a reply that read them is not kept
    if (readAnswers) return { result };
    const reply = fixedData({ result });
    const byListing = kept.get(filter) ?? new WeakMap();
    kept.set(filter, byListing.set(listing, { age, reply }));
    return reply;
  };
};
