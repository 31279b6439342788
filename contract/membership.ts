/**
 * The association memberships of /new_membership (spec 3 §2.10, §9): monthly prices and the Term
 * Life each includes. The plan and pricing ids are this server's (seeded when missing); a pricing
 * id is the plan id times ten plus one, as for every cart line.
 */
export const membershipTiers = [
  { name: 'Bronze', plan_id: 165, plan_pricing_id: 1651, price: 5, termLife: 5_000 },
  { name: 'Silver', plan_id: 166, plan_pricing_id: 1661, price: 12, termLife: 7_000 },
  { name: 'Gold', plan_id: 167, plan_pricing_id: 1671, price: 16, termLife: 10_000 },
] as const;
export type MembershipTier = (typeof membershipTiers)[number];
export type MembershipName = MembershipTier['name'];

/** The page's marketing claim about the association's size. */
export const ASSOCIATION_MEMBERS_CLAIM = 'Over 100,000 members';
