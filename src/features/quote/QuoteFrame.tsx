import { Heading, Skeleton, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

// Apart from LandingQuote so start-up's shell can draw the quote's box without the quote's code.

/**
 * Until the branding says form or wizard: a placeholder as tall as the 4-field form (the usual
 * variant) on a phone and wider, so the form takes its place without moving what follows.
 */
export const quotePlaceholder = <Skeleton height={{ base: '23.25rem', md: '13rem' }} />;

/** The landing quote's box and heading around the form, the wizard or their placeholder. */
export function QuoteFrame({ children }: { children: ReactNode }) {
  return (
    <Stack as="section" aria-labelledby="quote-heading" gap="5" borderWidth="1px" borderRadius="l3" p={{ base: '5', md: '8' }} bg="bg.panel">
      <Heading as="h1" id="quote-heading" size="2xl">
        Get a quote
      </Heading>
      {children}
    </Stack>
  );
}
