import { Heading, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useStoredSession } from '../../adapters/stored-session.ts';
import { siteQueries } from '../../adapters/site-queries.ts';
import { PlanGrid } from '../plans/PlanGrid.tsx';

/** The landing's featured-plans grid (get-featured-plans for the visitor's site). */
export function FeaturedPlans() {
  const featured = useQuery(siteQueries.featuredPlans(useStoredSession()));
  return (
    <Stack as="section" aria-labelledby="featured-plans" gap="5" aria-busy={featured.isPending}>
      <Heading as="h2" id="featured-plans" size="xl">
        Featured Plans
      </Heading>
      {featured.isPending ? <FeaturedPlaceholder /> : <PlanGrid plans={featured.data ?? []} />}
    </Stack>
  );
}

/**
 * A row of card-sized placeholders while the plans load: what follows starts below the fold,
 * so the cards arriving move nothing in view.
 */
function FeaturedPlaceholder() {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5" aria-hidden>
      {[0, 1, 2, 3].map((card) => (
        <Skeleton key={card} h="80" borderRadius="l3" />
      ))}
    </SimpleGrid>
  );
}

/** Whether the featured plans are still coming (the strip below waits for them). */
export const useFeaturedPending = () => useQuery(siteQueries.featuredPlans(useStoredSession())).isPending;
