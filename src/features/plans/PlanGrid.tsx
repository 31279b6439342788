import { SimpleGrid } from '@chakra-ui/react';
import type { FeaturedPlan } from '../../../contract/index.ts';
import { PlanCard } from './PlanCard.tsx';

export function PlanGrid({ plans }: { plans: readonly FeaturedPlan[] }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
      {plans.map((plan) => (
        <li key={plan.plan_id}>
          <PlanCard plan={plan} />
        </li>
      ))}
    </SimpleGrid>
  );
}
