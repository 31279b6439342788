import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { TabName } from '../../../contract/index.ts';
import type { EnrollmentInput } from '../../../machines/enrollment/enrollment.machine.ts';
import { tabOfPath } from '../../../machines/enrollment/tab-list.ts';
import type { StoredValues } from '../../../machines/shared/storage.ts';
import { provideEnrollment } from '../../adapters/enrollment.ts';
import { inspect } from '../../adapters/inspection.ts';
import { localStorageAdapter } from '../../adapters/local-storage.ts';
import { useBranding } from '../chrome/site-content.ts';
import { CartLink } from './CartLink.tsx';
import { EnrollmentView } from './EnrollmentView.tsx';

/**
 * One enrollment engine per visit of the wizard: it starts at the route's step and navigates
 * itself; a route change it did not make (browser back and forward) reaches it as route.tab.
 */
function EnrollmentEngine({ tempId, routeTab, stored }: { tempId: string; routeTab: TabName | null; stored: StoredValues }) {
  const router = useRouter();
  const [machine] = useState(() => provideEnrollment(router));
  const [input] = useState((): EnrollmentInput => ({ tempId, tab: routeTab, stored }));
  const engine = useActorRef(machine, { input, inspect });
  const branding = useBranding();
  useEffect(() => {
    if (routeTab) engine.send({ type: 'route.tab', tab: routeTab });
  }, [engine, routeTab]);
  return <EnrollmentView engine={engine} branding={branding} />;
}

/**
 * The /enrollment layout: the wizard's steps under one engine; the receipt (its own page, after
 * the engine is done) renders as the child route. Without an enrollment there is nothing to show.
 */
export default function EnrollmentLayout() {
  const segment = useRouterState({ select: (state) => state.location.pathname.split('/').filter(Boolean).at(-1) ?? '' });
  const [stored] = useState(() => localStorageAdapter.read());
  if (segment === 'receipt') return <Outlet />;
  return (
    <Container as="main" maxW="7xl" py="10">
      {stored.tempId ? (
        <EnrollmentEngine tempId={stored.tempId} routeTab={tabOfPath(segment)} stored={stored} />
      ) : (
        <Stack gap="4">
          <Heading as="h1" size="2xl">
            Enrollment
          </Heading>
          <Text>There is no enrollment in progress. Add plans to your cart to start one.</Text>
          <CartLink>Go to the cart</CartLink>
        </Stack>
      )}
    </Container>
  );
}
