import { QueryClient } from '@tanstack/react-query';

/**
 * Server reads are cached for a minute; failures are logged only (spec 1 §8), so queries do
 * not retry noisily against a server that said no.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
});
