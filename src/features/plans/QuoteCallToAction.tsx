import { Button, HStack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useLanding } from '../../adapters/use-landing.ts';

/** In place of the filter summary until the visitor has a quote: Get a Quote, on the current landing's home. */
export function QuoteCallToAction() {
  const landing = useLanding();
  return (
    <HStack as="section" aria-label="Your quote" gap="6" wrap="wrap" borderWidth="1px" borderRadius="l3" p="4">
      <Button asChild size="sm" colorPalette="brand">
        <Link to="/{-$landing}" params={{ landing }}>
          Get a Quote
        </Link>
      </Button>
    </HStack>
  );
}
