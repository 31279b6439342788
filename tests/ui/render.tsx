import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { system } from '../../src/theme/system.ts';
import '../jsdom-shims.ts';


/**
 * Renders `ui` inside the app's Chakra system and a fresh, non-retrying query client; `data`
 * answers those queries as if fetched (and kept fresh).
 */
export const renderWithProviders = (ui: ReactNode, data: [readonly unknown[], unknown][] = []) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, ...(data.length > 0 ? { staleTime: Infinity } : {}) } } });
  for (const [key, value] of data) queryClient.setQueryData(key, value);
  return render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </ChakraProvider>,
  );
};
