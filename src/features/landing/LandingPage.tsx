import type { ReactNode } from 'react';
import { LandingQuote } from '../quote/LandingQuote.tsx';
import { useStoredSession } from '../../adapters/stored-session.ts';
import { recommendationQueryOf } from '../../adapters/recommendations.ts';
import { HydratedControls } from '../../ui/HydratedControls.tsx';
import { RecommendedStrip } from '../recommendations/RecommendedPlans.tsx';
import { FeaturedPlans, useFeaturedPending } from './FeaturedPlans.tsx';
import { LandingFrame } from './LandingFrame.tsx';

/** / , /home and /{landing}: the quote, the featured plans and the recommended strip; `note` sits above the quote. */
export function LandingPage({ note }: { note?: ReactNode }) {
  const stored = useStoredSession();
  // the strip starts once the featured plans are in, below them: their arrival moves nothing in view
  const featuredPending = useFeaturedPending();
  return (
    <HydratedControls>
      <LandingFrame note={note} quote={<LandingQuote />}>
        <FeaturedPlans />
        {/* a new strip when the visitor's site changes (start-up, access codes) */}
        {!featuredPending && (
          <RecommendedStrip key={JSON.stringify([stored.group_id, stored.agent_id, stored.portal_id])} query={recommendationQueryOf(stored)} handedAs="landingRecommendations" />
        )}
      </LandingFrame>
    </HydratedControls>
  );
}
