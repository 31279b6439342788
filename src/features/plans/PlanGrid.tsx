import { SimpleGrid } from '@chakra-ui/react';
import type { FeaturedPlan, ListingNotice } from '../../../contract/index.ts';
import { PlanCard } from './PlanCard.tsx';

/** Plan tiles in a responsive grid; `priceOf` gives each tile its price line (the plans listing's), with the listing's notice. */
export function PlanGrid<P extends FeaturedPlan & { quote_notice?: ListingNotice | null }>({ plans, priceOf }: { plans: readonly P[]; priceOf?: (plan: P) => string | undefined }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
      {plans.map((plan) => (
        <li key={plan.plan_id}>
          <PlanCard plan={plan} price={priceOf?.(plan)} notice={plan.quote_notice} />
        </li>
      ))}
    </SimpleGrid>
  );
}
