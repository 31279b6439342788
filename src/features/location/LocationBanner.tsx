import { Button, CloseButton, Container, HStack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { locationBannerMachine } from '../../../machines/location/index.ts';
import { inspect } from '../../adapters/inspection.ts';
import { localStorageAdapter } from '../../adapters/local-storage.ts';
import { provideLocationBanner } from '../../adapters/location.ts';

export type LocationBannerActor = ActorRefFrom<typeof locationBannerMachine>;

export const locationQuestion = 'Allow this site to use your location to show plans available near you?';

/** The banner itself (spec 1 §2 Location permission banner): Allow, Don't Allow and close. */
export function LocationBannerView({ actor }: { actor: LocationBannerActor }) {
  const shown = useSelector(actor, (snapshot) => snapshot.hasTag('shown'));
  if (!shown) return null;
  return (
    <Container as="section" aria-label="Location permission" maxW="7xl" py="2" bg="bg.muted">
      <HStack gap="3" wrap="wrap" justify="space-between">
        <Text textStyle="sm">{locationQuestion}</Text>
        <HStack gap="2">
          <Button size="xs" onClick={() => actor.send({ type: 'user.allow' })}>
            Allow
          </Button>
          <Button size="xs" variant="outline" onClick={() => actor.send({ type: 'user.deny' })}>
            Don&apos;t Allow
          </Button>
          <CloseButton size="xs" aria-label="Close the location banner" onClick={() => actor.send({ type: 'user.close' })} />
        </HStack>
      </HStack>
    </Container>
  );
}

/** The banner with its machine, started from what is stored (a remembered choice hides it). */
export function LocationBanner() {
  const [machine] = useState(provideLocationBanner);
  const actor = useActorRef(machine, { input: { stored: localStorageAdapter.read() }, inspect });
  return <LocationBannerView actor={actor} />;
}
