import { QueryClient } from '@tanstack/react-query';

/**
 * Server reads are cached for a minute; failures are logged only (spec 1 §8), so queries do
 * not retry noisily against a server that said no. A factory: the server renders every request
 * with a client of its own (src/entry-server.tsx), so no visitor's reads reach another's page.
 */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } },
  });

/** The browser's one client (a page load is one visitor); the server never reads it. */
export const queryClient = createQueryClient();
