import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useParams, useRouter } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { TabName } from '../../../contract/index.ts';
import type { EnrollmentInput } from '../../../machines/enrollment/enrollment.machine.ts';
import type { StoredValues } from '../../../machines/shared/storage.ts';
import { provideEnrollment } from '../../adapters/enrollment.ts';
import { inspect } from '../../adapters/inspection.ts';
import { localStorageAdapter } from '../../adapters/local-storage.ts';
import { useBranding } from '../chrome/site-content.ts';
import { CartLink } from './CartLink.tsx';
import { EnrollmentView } from './EnrollmentView.tsx';

/**
 * One enrollment engine per visit of the wizard: it starts at the route's step and navigates
 * itself. A step the URL names that the engine is not showing (browser back and forward, a typed
 * address) reaches it as route.tab; the engine's own navigation is not sent back to it.
 */
function EnrollmentEngine({ tempId, routeTab, stored }: { tempId: string; routeTab: TabName | null; stored: StoredValues }) {
  const router = useRouter();
  const [machine] = useState(() => provideEnrollment(router));
  const [input] = useState((): EnrollmentInput => ({ tempId, tab: routeTab, stored }));
  const engine = useActorRef(machine, { input, inspect });
  const branding = useBranding();
  useEffect(() => {
    const { steps, index } = engine.getSnapshot().context;
    if (routeTab && routeTab !== steps[index]) engine.send({ type: 'route.tab', tab: routeTab });
  }, [engine, routeTab]);
  return <EnrollmentView engine={engine} branding={branding} />;
}

/** The wizard's layout: the engine at the route's step. Without an enrollment there is nothing to show. */
export default function EnrollmentLayout() {
  const { step } = useParams({ strict: false });
  const [stored] = useState(() => localStorageAdapter.read());
  return (
    <Container as="main" maxW="7xl" py="10">
      {stored.tempId ? (
        <EnrollmentEngine tempId={stored.tempId} routeTab={step ?? null} stored={stored} />
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
