import { SimpleGrid } from '@chakra-ui/react';
import type { FeaturedPlan } from '../../../contract/index.ts';
import { PlanCard } from './PlanCard.tsx';

/** Plan tiles in a responsive grid; `priceOf` gives each tile its price line (the plans listing's). */
export function PlanGrid<P extends FeaturedPlan>({ plans, priceOf }: { plans: readonly P[]; priceOf?: (plan: P) => string }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
      {plans.map((plan) => (
        <li key={plan.plan_id}>
          <PlanCard plan={plan} price={priceOf?.(plan)} />
        </li>
      ))}
    </SimpleGrid>
  );
}
