import { Box, Container, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { QuoteFrame, quotePlaceholder } from '../quote/QuoteFrame.tsx';
import { CallToAction } from './CallToAction.tsx';
import { LandingInfo } from './LandingInfo.tsx';

// Apart from LandingPage so start-up's shell draws the same frame (with the quote's placeholder)
// from the entry chunk alone, and the page replaces it without moving anything.

/** The landing's top: the owner's info, `note`, then `quote` on its call to action; `children` below. */
export function LandingFrame({ note, quote, children }: { note?: ReactNode; quote: ReactNode; children?: ReactNode }) {
  return (
    <Container as="main" maxW="7xl" py="10">
      <Stack gap="12">
        <Stack gap="4">
          <LandingInfo />
          {note}
          <CallToAction>{quote}</CallToAction>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

/** The main landing until the app takes over: its frame and the quote's box, whose placeholder says what is under way. */
export function LandingPlaceholder({ label }: { label: string }) {
  return (
    <LandingFrame
      quote={
        <QuoteFrame>
          <Box role="status" aria-label={label}>
            {quotePlaceholder}
          </Box>
        </QuoteFrame>
      }
    />
  );
}
