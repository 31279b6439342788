import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useParams, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { TabName } from '../../../contract/index.ts';
import type { EnrollmentInput } from '../../../machines/enrollment/enrollment.machine.ts';
import type { StoredValues } from '../../../machines/shared/storage.ts';
import { provideEnrollment } from '../../adapters/enrollment.ts';
import { inspect } from '../../adapters/inspection.ts';
import { usePageActor } from '../../adapters/page-actors.ts';
import { useStartingStored } from '../../adapters/page-request.ts';
import { HydratedControls } from '../../ui/HydratedControls.tsx';
import { useBranding } from '../chrome/site-content.ts';
import { CartLink } from './CartLink.tsx';
import { EnrollmentView } from './EnrollmentView.tsx';

/**
 * One enrollment engine per visit of the wizard: it starts at the route's step and navigates
 * itself. A step the URL names that the engine is not showing (browser back and forward, a typed
 * address) reaches it as route.tab; the engine's own navigation is not sent back to it. A step the
 * server rendered hands its engine over, with the step's machine inside (src/ssr/step-render.ts).
 */
function EnrollmentEngine({ tempId, routeTab, stored }: { tempId: string; routeTab: TabName | null; stored: StoredValues }) {
  const router = useRouter();
  const [machine] = useState(() => provideEnrollment(router));
  const [input] = useState((): EnrollmentInput => ({ tempId, tab: routeTab, stored }));
  const engine = usePageActor('enrollment', machine, { input, inspect });
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
  const starting = useStartingStored();
  const [stored] = useState(() => starting);
  return (
    <Container as="main" maxW="7xl" py="10">
      {stored.tempId ? (
        <HydratedControls>
          <EnrollmentEngine tempId={stored.tempId} routeTab={step ?? null} stored={stored} />
        </HydratedControls>
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
