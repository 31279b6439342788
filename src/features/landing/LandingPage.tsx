import { Container, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LandingQuote } from '../quote/LandingQuote.tsx';
import { useStoredSession } from '../../adapters/stored-session.ts';
import { recommendationQueryOf } from '../../adapters/recommendations.ts';
import { RecommendedStrip } from '../recommendations/RecommendedPlans.tsx';
import { FeaturedPlans } from './FeaturedPlans.tsx';

/** / , /home and /{landing}: the quote, the featured plans and the recommended strip; `note` sits above the quote. */
export function LandingPage({ note }: { note?: ReactNode }) {
  const stored = useStoredSession();
  return (
    <Container as="main" maxW="7xl" py="10">
      <Stack gap="12">
        <Stack gap="4">
          {note}
          <LandingQuote />
        </Stack>
        <FeaturedPlans />
        {/* a new strip when the visitor's site changes (start-up, access codes) */}
        <RecommendedStrip key={JSON.stringify([stored.group_id, stored.agent_id, stored.portal_id])} query={recommendationQueryOf(stored)} viewAllSearch={{}} />
      </Stack>
    </Container>
  );
}
