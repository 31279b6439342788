import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { SuggestedPlan } from '../../../contract/index.ts';
import { PlanCard } from '../plans/PlanCard.tsx';
import { money } from '../../ui/money.ts';

/** The suggested products (spec 2 §2): logo, name, the starting price and a link to the plan. */
export function SuggestedProducts({ plans }: { plans: readonly SuggestedPlan[] }) {
  if (plans.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="suggested-heading" gap="4">
      <Heading as="h2" size="xl" id="suggested-heading">
        Suggested Products
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {plans.map((plan) => (
          <PlanCard key={plan.plan_id} plan={plan}>
            <Text>Starting at {money.format(plan.price)} / month</Text>
          </PlanCard>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
