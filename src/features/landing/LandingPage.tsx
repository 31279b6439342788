import { Container, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LandingQuote } from '../quote/LandingQuote.tsx';
import { useStoredSession } from '../../adapters/stored-session.ts';
import { recommendationQueryOf } from '../../adapters/recommendations.ts';
import { RecommendedStrip } from '../recommendations/RecommendedPlans.tsx';
import { CallToAction } from './CallToAction.tsx';
import { FeaturedPlans, useFeaturedPending } from './FeaturedPlans.tsx';
import { LandingInfo } from './LandingInfo.tsx';

/** / , /home and /{landing}: the quote, the featured plans and the recommended strip; `note` sits above the quote. */
export function LandingPage({ note }: { note?: ReactNode }) {
  const stored = useStoredSession();
  // the strip starts once the featured plans are in, below them: their arrival moves nothing in view
  const featuredPending = useFeaturedPending();
  return (
    <Container as="main" maxW="7xl" py="10">
      <Stack gap="12">
        <Stack gap="4">
          <LandingInfo />
          {note}
          <CallToAction>
            <LandingQuote />
          </CallToAction>
        </Stack>
        <FeaturedPlans />
        {/* a new strip when the visitor's site changes (start-up, access codes) */}
        {!featuredPending && (
          <RecommendedStrip key={JSON.stringify([stored.group_id, stored.agent_id, stored.portal_id])} query={recommendationQueryOf(stored)} viewAllSearch={{}} />
        )}
      </Stack>
    </Container>
  );
}
