import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useBranding } from '../chrome/site-content.ts';

/**
 * The quote's call to action on the site's background image (branding `cta_background`, spec 1
 * §1). The quote keeps its own panel on top, so its text never sits on the picture.
 */
export function CallToAction({ children }: { children: ReactNode }) {
  const background = useBranding().cta_background;
  return (
    <Box
      borderRadius="l3"
      p={{ base: '3', md: '6' }}
      bgColor="brand.subtle"
      bgImage={background ? `url("${background}")` : undefined}
      bgSize="cover"
      bgPos="center"
    >
      {children}
    </Box>
  );
}
