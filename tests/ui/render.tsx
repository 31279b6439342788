import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createActor } from 'xstate';
import { chromeMachine } from '../../machines/chrome/chrome.machine.ts';
import type { StoredValues } from '../../machines/shared/storage.ts';
import { ChromeActorProvider } from '../../src/features/chrome/chrome-actor.tsx';
import { system } from '../../src/theme/system.ts';
import '../jsdom-shims.ts';

/** The chrome's machine as the app starts it (ChromeProvider), for a piece of the chrome rendered alone. */
export const startedChrome = (stored: StoredValues = {}, branding: Record<string, string> | null = null) =>
  createActor(chromeMachine, { input: { stored, onMainHost: true, userAgent: 'jsdom', branding } }).start();

/**
 * Renders `ui` inside the app's Chakra system and a fresh, non-retrying query client; `data`
 * answers those queries as if fetched (and kept fresh).
 */
export const renderWithProviders = (ui: ReactNode, data: [readonly unknown[], unknown][] = []) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, ...(data.length > 0 ? { staleTime: Infinity } : {}) } } });
  for (const [key, value] of data) queryClient.setQueryData(key, value);
  return render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <ChromeActorProvider value={startedChrome()}>{ui}</ChromeActorProvider>
      </QueryClientProvider>
    </ChakraProvider>,
  );
};
