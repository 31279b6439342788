import type { Category, ListingNotice } from '../../contract/index.ts';

/** Toggles `category` in the selection, keeping the left-side order. */
export const toggled = (available: readonly Category[], selected: readonly Category[], category: Category): Category[] =>
  available.filter((candidate) => (candidate === category ? !selected.includes(candidate) : selected.includes(candidate)));

/**
 * The selection the plans page starts with: the `type` query category when offered, else the
 * quote's own choice among the offered ones (empty when it chose none of them: no plans).
 */
export const initialSelection = (available: readonly Category[], quoted: readonly Category[], requested: Category | null): Category[] =>
  requested !== null && available.includes(requested) ? [requested] : [...quoted];

/** Whether a listed plan is not sold to this visitor (the server's notice says why). */
export const isNotSold = (plan: { quote_notice?: ListingNotice | null }) => plan.quote_notice?.kind === 'unavailable';

/** The listing with the plans on sale first and those not sold to this visitor after them, each in its order. */
export const onSaleFirst = <P extends { quote_notice?: ListingNotice | null }>(plans: readonly P[]): P[] => [
  ...plans.filter((plan) => !isNotSold(plan)),
  ...plans.filter(isNotSold),
];
