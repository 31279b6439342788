import { Container, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LandingQuote } from '../quote/LandingQuote.tsx';
import { FeaturedPlans } from './FeaturedPlans.tsx';

/** / , /home and /{landing}: the quote and the featured plans; `note` sits above the quote. */
export function LandingPage({ note }: { note?: ReactNode }) {
  return (
    <Container as="main" maxW="7xl" py="10">
      <Stack gap="12">
        <Stack gap="4">
          {note}
          <LandingQuote />
        </Stack>
        <FeaturedPlans />
      </Stack>
    </Container>
  );
}
