import { Box, Skeleton } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LocationBanner } from '../location/LocationBanner.tsx';
import { Brand, HeaderFrame } from './HeaderFrame.tsx';
import { useSiteContact } from './site-content.ts';

function PlaceholderHeader() {
  const site = useSiteContact();
  return (
    <HeaderFrame site={site}>
      <Brand name={site.name} logo={site.logo} pending={site.pending} />
      {/* where the menu and the cart will be */}
      <Skeleton ms="auto" h="8" w={{ base: '32', md: '48' }} />
    </HeaderFrame>
  );
}

/**
 * The shell while the app's code or the session is still coming: the location banner (the pages'
 * own), the host's own header (its branding is per host, read before the session) and `page`
 * where the page will be, laid out as RootLayout lays them out, so the app replaces it without
 * moving anything. Outside the router: it paints from the entry chunk, before the router's code
 * has arrived. The query client comes from above (src/main.tsx, src/entry-server.tsx).
 */
export function ShellPlaceholder({ page }: { page: ReactNode }) {
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <LocationBanner />
      <PlaceholderHeader />
      {page}
    </Box>
  );
}
