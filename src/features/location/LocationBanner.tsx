import { Box, Button, CloseButton, Container, HStack, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { locationBannerMachine, NearestZip } from '../../../machines/location/index.ts';
import { inspect } from '../../adapters/inspection.ts';
import { provideLocationBanner } from '../../adapters/location.ts';
import { useStartingStored } from '../../adapters/page-request.ts';
import { offerLocatedZip } from './located-zip.ts';

export type LocationBannerActor = ActorRefFrom<typeof locationBannerMachine>;

export const locationQuestion = 'Use your location to show plans near you?';
export const zipFilledMessage = ({ zip, city, state }: NearestZip) => `Your zip code is set to ${zip} (${city}, ${state}), the nearest to your location.`;
export const noLocationMessage = 'Your location could not be found: please enter your zip code.';

/**
 * The banner's one line of room (two on a phone), the same in every state it shows in: its
 * answer replaces the question without moving the page (CLS).
 */
const bannerHeight = { base: '3.25rem', md: '2.75rem' };

/** The banner itself (spec 1 §2 Location permission banner): Allow, Don't Allow and close; then what Allow found. */
export function LocationBannerView({ actor }: { actor: LocationBannerActor }) {
  const shown = useSelector(actor, (snapshot) => snapshot.hasTag('shown'));
  const asking = useSelector(actor, (snapshot) => snapshot.hasTag('asking'));
  const locating = useSelector(actor, (snapshot) => snapshot.hasTag('locating'));
  const nearest = useSelector(actor, (snapshot) => (snapshot.hasTag('located') ? snapshot.context.nearest : null));
  if (!shown) return null;
  const text = nearest ? zipFilledMessage(nearest) : asking ? locationQuestion : noLocationMessage;
  return (
    <Container as="section" aria-label="Location permission" maxW="7xl" h={bannerHeight} py="1.5" bg="bg.muted" display="flex" alignItems="center">
      <HStack gap={{ base: '2', md: '3' }} w="full" justify="space-between">
        {/* polite: the answer that replaces the question is read out */}
        <Box aria-live="polite" flex="1" minW="0">
          <Text textStyle={{ base: 'xs', md: 'sm' }} lineClamp={2}>
            {text}
          </Text>
        </Box>
        <HStack gap={{ base: '1', md: '2' }} flexShrink={0}>
          {asking && (
            <>
              <Button size="xs" loading={locating} loadingText="Locating" onClick={() => actor.send({ type: 'user.allow' })}>
                Allow
              </Button>
              <Button size="xs" variant="outline" disabled={locating} onClick={() => actor.send({ type: 'user.deny' })}>
                Don&apos;t Allow
              </Button>
            </>
          )}
          <CloseButton size="xs" aria-label="Close the location banner" onClick={() => actor.send({ type: 'user.close' })} />
        </HStack>
      </HStack>
    </Container>
  );
}

const BannerActor = createContext<LocationBannerActor | null>(null);

/**
 * The banner's machine, started once per page load from what is stored (a remembered choice hides
 * the banner), above start-up's shell and the routes: the banner the shell paints is the one every
 * page keeps, never restarted by the app taking over. The zip it finds goes to the quote form.
 */
export function LocationBannerProvider({ children }: { children: ReactNode }) {
  const [machine] = useState(provideLocationBanner);
  const actor = useActorRef(machine, { input: { stored: useStartingStored() }, inspect });
  useEffect(() => {
    const subscription = actor.on('zipFound', ({ zip }) => offerLocatedZip(zip));
    return () => subscription.unsubscribe();
  }, [actor]);
  return <BannerActor.Provider value={actor}>{children}</BannerActor.Provider>;
}

/** The banner of this page load (LocationBannerProvider, in Startup). */
export function LocationBanner() {
  const actor = useContext(BannerActor);
  if (!actor) throw new Error('LocationBanner needs a LocationBannerProvider above it (Startup renders one)');
  return <LocationBannerView actor={actor} />;
}
