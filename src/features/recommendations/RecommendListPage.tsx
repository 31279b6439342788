import { Container, Heading, Stack } from '@chakra-ui/react';
import { useSearch } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import type { RecommendationsInput } from '../../../machines/recommendations/recommendations.machine.ts';
import { inspect } from '../../adapters/inspection.ts';
import { localStorageAdapter } from '../../adapters/local-storage.ts';
import { provideRecommendations, recommendListQueryOf } from '../../adapters/recommendations.ts';
import { useChrome } from '../chrome/chrome-actor.tsx';
import { recommendListCrumbs } from '../chrome/shopping-crumbs.ts';
import { Trail } from '../chrome/Trail.tsx';
import { RecommendedView } from './RecommendedPlans.tsx';

/** /recommend-list: every recommended plan, for the cart's plans (planID), a quote (tier…) or the page's visitor. */
export default function RecommendListPage() {
  const search = useSearch({ from: '/{-$landing}/recommend-list' });
  const { planID } = search;
  const [machine] = useState(provideRecommendations);
  const [stored] = useState(() => localStorageAdapter.read());
  const [input] = useState(
    (): RecommendationsInput => ({
      query: recommendListQueryOf(stored, search),
      limit: null,
    }),
  );
  const actor = useActorRef(machine, { input, inspect });
  const { home } = useChrome();
  return (
    <Container as="main" maxW="7xl" py="10">
      <Stack gap="6">
        <Trail crumbs={recommendListCrumbs(home, Boolean(planID))} current="Recommended Products" />
        <Heading as="h1" size="2xl">
          Recommended Products
        </Heading>
        <RecommendedView actor={actor} />
      </Stack>
    </Container>
  );
}
