import {
  ageInYears,
  parseUsDate,
  tierLabels,
  type FilterInfo,
  type ListingNotice,
  type PlanListingItem,
  type PlanPricing,
  type QuotedListingItem,
} from '../../contract/index.ts';
import { fixedData } from '../http/fixed-data.ts';
import type { Catalogue, ListedPlanFacts } from './catalogue.ts';
import type { PlanAnswers } from './plan-answers.ts';
import { blackoutMessage } from './plan-facts.ts';
import { planAgeErrorMessage, pricePlan, type PricedPlan } from './pricing.ts';
import { US_STATE_NAMES } from './us-states.ts';

/** The listing's price of a plan from its page's pricing: the lowest card, `from` when the page offers more. */
export const quotePriceOf = (pricing: PlanPricing): QuotedListingItem['quote_price'] =>
  pricing.errorCode !== null || pricing.plans.length === 0
    ? null
    : { monthly: Math.min(...pricing.plans.map((card) => card.plan_price)), from: pricing.plans.length > 1 };

const notSold = (title: string, reason: string): ListingNotice => ({ kind: 'unavailable', title, reason });
const needsMore = (title: string): ListingNotice => ({ kind: 'needsMore', title, reason: 'More Info asks for it and shows your price.' });

/**
 * What the listing card says of a plan for the quote (issue 28 item 7), from its pricing rule's
 * answer: why it is not sold to this visitor (the plan page's notices, said on the card), what its
 * page needs before it prices it, or its blackout; null for a plan on sale at its price.
 */
export const listingNoticeOf = (
  plan: ListedPlanFacts,
  pricing: PlanPricing,
  filter: Pick<FilterInfo, 'state' | 'zip' | 'tier'>,
  age: number | null,
  nameOf: (planId: number) => string | undefined,
): ListingNotice | null => {
  switch (pricing.errorCode) {
    case null:
      return plan.blackout ? { kind: 'closed', title: 'Enrollment closed', reason: blackoutMessage(plan.name) } : null;
    case 'changePid':
      return notSold('No longer sold', `Replaced by ${nameOf(pricing.pid ?? plan.id) ?? 'a newer plan'}: More Info opens it.`);
    case 'portalError':
      return notSold('Not offered in your portal', pricing.message ?? '');
    case 'stateError':
      return notSold(`Not available in ${filter.state}`, `${plan.name} is not sold in ${US_STATE_NAMES[filter.state] ?? filter.state}.`);
    case 'metError':
      return notSold('Not available in your area', `${plan.name} is not sold in zip ${filter.zip}.`);
    case 'tierError':
      return notSold(`Not available for ${tierLabels[filter.tier]}`, `${plan.name} covers ${(plan.allowedTiers ?? []).map((tier) => tierLabels[tier]).join(' or ')} only.`);
    case 'ageError':
    case 'planAgeError':
      return notSold(age === null ? 'Not available at your age' : `Not available at age ${age}`, planAgeErrorMessage(plan));
    case 'smokerError':
      return needsMore('Your price needs your tobacco use');
    case 'salaryError':
      return needsMore('Your price needs your annual income and working hours');
    case 'hourError':
      return needsMore('Your price needs your working hours');
    case 'newQuestionsError':
      return needsMore("Your price needs your answers to this plan's questions");
    case 'enrollmentIdError':
      return null;
  }
};

type Reply = { result: QuotedListingItem[] };
interface Kept {
  /** The inputs of the reply besides the filter and the listing: the age (it moves with the clock) and the answers' stamp. */
  age: number | null;
  stamp: number;
  reply: Reply;
}
/** What is kept of a filter: its date of birth, parsed once (a read computes only the age), and the replies of its listings. */
interface KeptFilter {
  dob: Date | null;
  replies: WeakMap<readonly PlanListingItem[], Kept>;
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
  const kept = new WeakMap<Readonly<FilterInfo>, KeptFilter>();
  const keptFor = (filter: Readonly<FilterInfo>): KeptFilter => {
    let known = kept.get(filter);
    if (known === undefined) kept.set(filter, (known = { dob: parseUsDate(filter.dob), replies: new WeakMap() }));
    return known;
  };

  const price = async (enrollmentId: string, filter: FilterInfo, plan: PricedPlan, today: Date): Promise<PlanPricing> => {
    const pricing = pricePlan(plan, filter, { answered: false, today });
    // as the plan page: the questions' answers count only for a plan that has them and passes every other check
    if (pricing.errorCode !== 'newQuestionsError') return pricing;
    return pricePlan(plan, filter, { answered: await answers.answered(enrollmentId, plan), today });
  };

  return async (enrollmentId: string, filter: Readonly<FilterInfo>, listing: readonly PlanListingItem[], today = new Date()): Promise<Reply> => {
    const { dob, replies } = keptFor(filter);
    const age = dob === null ? null : ageInYears(dob, today);
    const stamp = answers.stamp(enrollmentId);
    const known = replies.get(listing);
    if (known && known.age === age && known.stamp === stamp) return known.reply;
    const nameOf = (planId: number) => catalogue.pricingFacts(planId)?.name;
    const result = await Promise.all(
      listing.map(async (item): Promise<QuotedListingItem> => {
        const plan = catalogue.pricingFacts(item.plan_id);
        if (!plan) return { ...item, quote_price: null, quote_notice: null };
        const pricing = await price(enrollmentId, filter, plan, today);
        return { ...item, quote_price: quotePriceOf(pricing), quote_notice: listingNoticeOf(plan, pricing, filter, age, nameOf) };
      }),
    );
    const reply = fixedData({ result });
    replies.set(listing, { age, stamp, reply });
    return reply;
  };
};
