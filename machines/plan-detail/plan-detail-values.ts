import {
  ASSOCIATION_MEMBERSHIP,
  addToCartRefusals,
  fieldErrorsOf,
  openTypeSchema,
  type OpenType,
  type PlanPricing,
  type PricingCard,
  type PricingErrorCode,
  type RequestOf,
} from '../../contract/index.ts';
import type { StoredValues } from '../shared/storage.ts';

/** A plan detail visitor, from the stored session (spec 2 §3 browser-stored values). */
export interface PlanVisitor {
  tempId: string | null;
  /** A rep chooses a portal, then a group, before the filter (spec 2 §4). */
  isRep: boolean;
  /** An existing member is asked only for tier. */
  existingMemberId: number | null;
  agentId: number | null;
  openType: OpenType | undefined;
  /** Arrived from the partner site elevate (stored fromSite, spec 1 §4 websites route). */
  fromPartnerSite: boolean;
}

const idOf = (value: string | undefined): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

export const planVisitorOf = (stored: StoredValues): PlanVisitor => ({
  tempId: stored.tempId ?? null,
  isRep: stored.eprocess === 'rep' && idOf(stored.AGENT_ID ?? stored.agent_id) !== null,
  existingMemberId: stored.enroll_type === 'existing-member' ? idOf(stored.USER_ID) : null,
  agentId: idOf(stored.AGENT_ID ?? stored.agent_id),
  openType: openTypeSchema.safeParse(stored.open_type).data,
  fromPartnerSite: stored.fromSite === 'elevate',
});

export const hasErrorCode = (pricing: PlanPricing, code: PricingErrorCode): boolean => pricing.errorCode === code;

/** The add-to-cart refusal a failure names, if any (spec 2 §8 blackout, already-active). */
export const refusalOf = (error: unknown): { target: string; message: string } | null => {
  const refusals: string[] = Object.values(addToCartRefusals);
  const found = fieldErrorsOf(error).find((fieldError) => refusals.includes(fieldError.target_element));
  return found ? { target: found.target_element, message: found.error_message } : null;
};

/**
 * The paired add of a gated plan (spec 2 §7 add-plan-to-cart-prudentials): plan_id1 is the plan;
 * the membership rides along unless the visitor already has it.
 */
export const pairedAddRequest = (tempId: string, card: PricingCard, withMembership: boolean): RequestOf<'addPlanToCartPrudentials'> => ({
  enrollment_id: tempId,
  plan_id1: card.plan_id,
  plan_pricing_id1: card.plan_pricing_id,
  ...(withMembership ? { plan_id: ASSOCIATION_MEMBERSHIP.plan_id, plan_pricing_id: ASSOCIATION_MEMBERSHIP.plan_pricing_id } : {}),
});
