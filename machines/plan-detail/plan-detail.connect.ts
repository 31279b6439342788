import type { SnapshotFrom } from 'xstate';
import { EVIDENCE_OF_INSURABILITY_RANGE, planDetailMessages } from '../../contract/index.ts';
import type { planDetailMachine } from './plan-detail.machine.ts';

export type PlanDetailSnapshot = SnapshotFrom<typeof planDetailMachine>;

/**
 * The notes under the pricing cards (spec 2 §9): a prudential-type plan's administrative fee, and
 * evidence of insurability when a card's face amount is within $100,000–$300,000; none otherwise.
 */
export const pricingNotesOf = (snapshot: PlanDetailSnapshot): string[] => {
  const { pricing } = snapshot.context;
  if (!pricing?.is_prudential) return [];
  const { min, max } = EVIDENCE_OF_INSURABILITY_RANGE;
  const needsEvidence = pricing.plans.some((card) => card.coverage_amount !== null && card.coverage_amount >= min && card.coverage_amount <= max);
  return [planDetailMessages.administrativeFee, ...(needsEvidence ? [planDetailMessages.evidenceOfInsurability] : [])];
};
