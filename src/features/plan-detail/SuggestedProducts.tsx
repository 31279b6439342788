import { Button, Card, Heading, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link, useParams } from '@tanstack/react-router';
import type { SuggestedPlan } from '../../../contract/index.ts';
import { money } from './plan-detail-actor.ts';

/** The suggested products (spec 2 §2): logo, name, the starting price and a link to the plan. */
export function SuggestedProducts({ plans }: { plans: readonly SuggestedPlan[] }) {
  const { landing } = useParams({ strict: false });
  if (plans.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="suggested-heading" gap="4">
      <Heading as="h2" size="xl" id="suggested-heading">
        Suggested Products
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {plans.map((plan) => (
          <Card.Root as="article" key={plan.plan_id} size="sm" height="full">
            <Card.Body gap="3">
              <Image src={plan.plan_logo} alt={`${plan.plan_name} logo`} boxSize="16" borderRadius="l2" />
              <Card.Title as="h3">{plan.plan_name}</Card.Title>
              <Text>Starting at {money.format(plan.price)} / month</Text>
            </Card.Body>
            <Card.Footer>
              <Button asChild size="sm" variant="outline" colorPalette="brand">
                <Link
                  to="/{-$landing}/plan/$planId/$planName"
                  params={{ landing, planId: String(plan.plan_id), planName: plan.plan_name }}
                  aria-label={`More Info: ${plan.plan_name}`}
                >
                  More Info
                </Link>
              </Button>
            </Card.Footer>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
