import { useQuery } from '@tanstack/react-query';
import { tierLabelsWith, type Tier } from '../../contract/index.ts';
import { siteQueries } from './site-queries.ts';
import { useStoredSession } from './stored-session.ts';

/**
 * The tier labels every tier list and summary shows: "Member + 1 Child" for IC while a premier plan
 * is in the stored enrollment's cart (spec 1 §3, spec 3 §5). The cart read is refreshed with the
 * cart (`refreshMenuAndCart` invalidates every `['cart', …]` query).
 */
export const useTierLabels = (): Record<Tier, string> => {
  const { tempId } = useStoredSession();
  const premier = useQuery(siteQueries.premierPlanInCart(tempId)).data ?? false;
  return tierLabelsWith(premier);
};
