import { createHash } from 'node:crypto';
import type { PlanPricing, PricingCard, PricingReply } from '../../contract/index.ts';

/**
 * A pricing entry's {hash} (spec 2 §3): a digest of the enrollment, the plan, the pricing id and the
 * price in cents. It names one card as priced for one enrollment; once the filter changes the price,
 * the old hash names nothing (check-prudential-plan/{hash} refuses it). Not a secret: the server
 * recomputes it from its own pricing and never trusts a price it did not give.
 */
export const pricingHashOf = (enrollmentId: string, card: PricingCard): string =>
  createHash('sha256')
    .update(`${enrollmentId}|${card.plan_id}|${card.plan_pricing_id}|${Math.round(card.plan_price * 100)}`)
    .digest('hex')
    .slice(0, 16);

/** The pricing rule's answer as the pricing calls reply: each card with its hash (the reply adds the plan's blackout). */
export const withPricingHashes = (enrollmentId: string, pricing: PlanPricing): Omit<PricingReply, 'blackout'> => ({
  ...pricing,
  plans: pricing.plans.map((card) => ({ ...card, hash: pricingHashOf(enrollmentId, card) })),
});
