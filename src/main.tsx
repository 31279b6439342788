import { ChakraProvider } from '@chakra-ui/react';
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadEndpointTable } from './api/endpoint-rows.ts';
import { queryClient } from './api/query-client.ts';
import { browserStepVersions } from './adapters/api-call.ts';
import { prefetchShell } from './adapters/chrome-prefetch.ts';
import { localStorageAdapter, mirrorToCookies } from './adapters/local-storage.ts';
import { handedSnapshots, PageActorsProvider } from './adapters/page-actors.ts';
import { RenderedStoredProvider } from './adapters/page-request.ts';
import { replayStorage } from './adapters/request-storage.ts';
import { decidesAlike } from './adapters/server-session.ts';
import { readServerState } from './adapters/server-state.ts';
import { resumeSession, startSession } from './adapters/session.ts';
import { Startup } from './Startup.tsx';
import { system } from './theme/system.ts';
import { afterInteractive } from './ui/after-interactive.ts';

const serverState = readServerState();
const root = document.getElementById('root')!;

// The server decided start-up and rendered the page's routes (src/entry-server.tsx). This browser
// takes that session over only when its storage holds what the decision assumed (a choice stored
// before the cookies mirrored it may differ): then it makes the decision's writes, resumes the
// machine from the server's snapshot and hydrates the routes once their code is here. Otherwise
// the server's page is dropped and start-up runs here, as on a page the server did not render.
const decided = serverState?.session && decidesAlike(serverState.session, localStorageAdapter.read()) ? serverState.session : null;

// A page the server rendered brings its reads: they are in the cache before anything asks for
// them, so hydration renders what the server did and asks for nothing.
if (serverState && (decided || !serverState.session)) hydrate(queryClient, serverState.queries);
if (decided) replayStorage(localStorageAdapter, decided.writes);
// the versions of the steps the server loaded: this tab's saves send them back, so a save made
// from a version another window has since replaced is refused, as for a step loaded here
if (decided) for (const [enrollmentId, tags] of Object.entries(serverState?.stepVersions ?? {})) for (const tag of tags) browserStepVersions.remember(enrollmentId, tag);
// start-up's move on the server (a group host's /home), made here too before anything reads the URL
if (decided?.movedTo) window.history.replaceState(null, '', decided.movedTo);
const { pathname, search } = window.location;
// the server renders from these cookies next time (a choice stored before they existed, too)
mirrorToCookies();

// Start-up decides the session (and may rewrite the URL) before any route renders; the router
// and the opened page's code load meanwhile, in parallel with start-up's calls.
const session = decided ? resumeSession(decided.snapshot) : startSession();
const app = import('./AppRoot.tsx');
void app.then(({ preloadOpenedPage }) => preloadOpenedPage(pathname));
// the shell's reads start now, beside start-up's, not once the shell has rendered; a page the
// server rendered brought them, and choosing them runs the chrome's machine once more than its
// provider does (a tenth of the app's evaluation at 4× CPU: docs/performance.md, TBT)
if (!decided) prefetchShell(session);

// the page machines the server ran: the page hydrates from their snapshots (`usePageActor`)
const pageActors = handedSnapshots(decided ? serverState?.pages : {});

const page = (loaded?: Awaited<typeof app>) => (
  <StrictMode>
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <RenderedStoredProvider value={decided?.stored ?? null}>
          <PageActorsProvider value={pageActors}>
            <Startup session={session} app={loaded ?? app} pathname={pathname} search={search} rendered={loaded !== undefined} />
          </PageActorsProvider>
        </RenderedStoredProvider>
      </QueryClientProvider>
    </ChakraProvider>
  </StrictMode>
);

if (decided) {
  // the routes hydrate as the server rendered them: matched and loaded, laid out as on the server
  const loaded = await app;
  const router = loaded.browserRouter();
  await router.load();
  router.ssr = { manifest: undefined };
  // the router's first render scrolls to the top as after a navigation; here it is the page the
  // visitor may have scrolled down meanwhile (a click on the footer then landed at the top)
  router._scroll.n = false;
  hydrateRoot(root, page(loaded));
} else if (serverState && !serverState.session) hydrateRoot(root, page());
else createRoot(root).render(page());

// Every other flow's endpoint rows, once the page answers: the landing's own calls are shell rows,
// and the quote's listing reads then find theirs at hand after its save, without a wait
// (src/api/endpoint-rows.ts).
afterInteractive(() => void loadEndpointTable());
