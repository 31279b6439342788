import { Heading, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useStoredSession } from '../../adapters/stored-session.ts';
import { siteQueries } from '../../adapters/site-queries.ts';
import { PlanGrid } from '../plans/PlanGrid.tsx';

/** The landing's featured-plans grid (get-featured-plans for the visitor's site). */
export function FeaturedPlans() {
  const plans = useQuery(siteQueries.featuredPlans(useStoredSession())).data ?? [];
  return (
    <Stack as="section" aria-labelledby="featured-plans" gap="5">
      <Heading as="h2" id="featured-plans" size="xl">
        Featured Plans
      </Heading>
      <PlanGrid plans={plans} />
    </Stack>
  );
}
