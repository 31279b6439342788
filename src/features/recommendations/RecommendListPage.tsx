import { Breadcrumb, Container, Heading, Stack } from '@chakra-ui/react';
import { Link, useParams, useSearch } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import type { RecommendationsInput } from '../../../machines/recommendations/recommendations.machine.ts';
import { localStorageAdapter } from '../../adapters/local-storage.ts';
import { provideRecommendations, recommendListQueryOf } from '../../adapters/recommendations.ts';
import { RecommendedView } from './RecommendedPlans.tsx';

/** /recommend-list: every recommended plan, for the cart's plans (planID), a quote (tier…) or the page's visitor. */
export default function RecommendListPage() {
  const { landing } = useParams({ strict: false });
  const search = useSearch({ from: '/{-$landing}/recommend-list' });
  const { planID } = search;
  const [machine] = useState(provideRecommendations);
  const [input] = useState(
    (): RecommendationsInput => ({
      query: recommendListQueryOf(localStorageAdapter.read(), search),
      limit: null,
    }),
  );
  const actor = useActorRef(machine, { input });
  return (
    <Container as="main" maxW="7xl" py="10">
      <Stack gap="6">
        <Breadcrumb.Root>
          <Breadcrumb.List>
            <Breadcrumb.Item>
              <Breadcrumb.Link asChild>
                <Link to="/{-$landing}" params={{ landing }}>
                  Home
                </Link>
              </Breadcrumb.Link>
            </Breadcrumb.Item>
            <Breadcrumb.Separator />
            {planID ? (
              <>
                <Breadcrumb.Item>
                  <Breadcrumb.Link asChild>
                    <Link to="/{-$landing}/cart" params={{ landing }}>
                      Cart
                    </Link>
                  </Breadcrumb.Link>
                </Breadcrumb.Item>
                <Breadcrumb.Separator />
              </>
            ) : null}
            <Breadcrumb.Item>
              <Breadcrumb.CurrentLink>Recommended Products</Breadcrumb.CurrentLink>
            </Breadcrumb.Item>
          </Breadcrumb.List>
        </Breadcrumb.Root>
        <Heading as="h1" size="2xl">
          Recommended Products
        </Heading>
        <RecommendedView actor={actor} />
      </Stack>
    </Container>
  );
}
