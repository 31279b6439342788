import { Box, Skeleton } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../api/query-client.ts';
import { PageSpinner } from '../../ui/PageSpinner.tsx';
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
 * The shell while the app's code or the session is still coming: the host's own header (its
 * branding is per host, read before the session) and a labelled spinner where the page will be,
 * never a blank page. Outside the router: it shows before the router's code has arrived.
 */
export function ShellPlaceholder({ label }: { label: string }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Box minH="100vh">
        <PlaceholderHeader />
        <PageSpinner label={label} />
      </Box>
    </QueryClientProvider>
  );
}
