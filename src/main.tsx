import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { prefetchShell } from './adapters/chrome-prefetch.ts';
import { startSession } from './adapters/session.ts';
import { Startup } from './Startup.tsx';
import { system } from './theme/system.ts';

// Start-up decides the session (and may rewrite the URL) before any route renders; the router
// and the opened page's code load meanwhile, in parallel with start-up's calls.
const session = startSession();
const app = import('./AppRoot.tsx');
void app.then(({ preloadOpenedPage }) => preloadOpenedPage(window.location.pathname));
// the shell's reads start now, beside start-up's, not once the shell has rendered
prefetchShell(session);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ChakraProvider value={system}>
      <Startup session={session} app={app} />
    </ChakraProvider>
  </StrictMode>,
);
