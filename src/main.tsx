import { ChakraProvider } from '@chakra-ui/react';
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { queryClient } from './api/query-client.ts';
import { prefetchShell } from './adapters/chrome-prefetch.ts';
import { mirrorToCookies } from './adapters/local-storage.ts';
import { readServerState } from './adapters/server-state.ts';
import { startSession } from './adapters/session.ts';
import { Startup } from './Startup.tsx';
import { system } from './theme/system.ts';

// A page the server rendered (src/entry-server.tsx) brings its reads: they are in the cache
// before anything asks for them, so hydration renders what the server did and asks for nothing.
const serverState = readServerState();
if (serverState) hydrate(queryClient, serverState.queries);
// the server renders from these cookies next time (a choice stored before they existed, too)
mirrorToCookies();

// Start-up decides the session (and may rewrite the URL) before any route renders; the router
// and the opened page's code load meanwhile, in parallel with start-up's calls.
const session = startSession();
const app = import('./AppRoot.tsx');
void app.then(({ preloadOpenedPage }) => preloadOpenedPage(window.location.pathname));
// the shell's reads start now, beside start-up's, not once the shell has rendered
prefetchShell(session);

const page = (
  <StrictMode>
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <Startup session={session} app={app} />
      </QueryClientProvider>
    </ChakraProvider>
  </StrictMode>
);
const root = document.getElementById('root')!;
if (serverState) hydrateRoot(root, page);
else createRoot(root).render(page);
