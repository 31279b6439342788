import { AsyncLocalStorage } from 'node:async_hooks';
import { ChakraProvider } from '@chakra-ui/react';
import { dehydrate, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { createActor, waitFor } from 'xstate';
import { StrictMode, type ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import type { Category } from '../contract/index.ts';
import type { ServerRender } from '../contract/server-render.ts';
import type { StoredValues } from '../machines/shared/storage.ts';
import { classifyStartRoute } from '../machines/session/start-route.ts';
import { apiActor } from './adapters/api-actors.ts';
import { scopeCallsTo } from './adapters/api-call.ts';
import { shellQueries } from './adapters/chrome-prefetch.ts';
import { cookieMirroredKeys } from './adapters/local-storage.ts';
import { PageActorsProvider } from './adapters/page-actors.ts';
import { RenderedStoredProvider, ServerRequestProvider } from './adapters/page-request.ts';
import { plansInput, providePlans } from './adapters/plans.ts';
import { opensLanding } from './adapters/server-landing.ts';
import { decideSession } from './adapters/server-session.ts';
import type { ServerState } from './adapters/server-state.ts';
import { siteDomain } from './adapters/site-domain.ts';
import { brandingRecord, siteQueries } from './adapters/site-queries.ts';
import { AppRoutes } from './AppRoot.tsx';
import { createApiClient } from './api/client.ts';
import { stepVersionMemory } from './api/step-versions.ts';
import { createQueryClient } from './api/query-client.ts';
import { ChromeProvider } from './features/chrome/chrome-actor.tsx';
import { LocationBannerProvider } from './features/location/LocationBanner.tsx';
import { createAppRouter, type AppRouter } from './routes/tree.tsx';
import { pageWithMachinesAt, settledPageMachines } from './ssr/page-machines.ts';
import { settledPlansStrip } from './ssr/recommend-render.ts';
import { serverSystem } from './theme/server-system.ts';
import { Startup, StartupShell } from './Startup.tsx';

type Call = ReturnType<typeof createApiClient>;

// each render's reads go through its own request's client (scopeCallsTo): the store is per request
const requestCalls = new AsyncLocalStorage<Call>();
scopeCallsTo(() => requestCalls.getStore());

/** The stored values the browser mirrors into cookies, as this request sent them. */
const mirroredStored = (cookies: Record<string, string>): StoredValues =>
  Object.fromEntries(cookieMirroredKeys.flatMap((key) => (cookies[key] === undefined ? [] : [[key, cookies[key]]])));

/**
 * The pages whose content the server renders, once it has decided the session: a landing
 * (`opensLanding`) and the plans listing (its machine run here first, `settledPlans`). Any other
 * page is rendered as start-up's shell.
 */
const wholePage = (pathname: string, search: string): 'landing' | 'plans' | null => {
  if (opensLanding(pathname, search)) return 'landing';
  const start = classifyStartRoute(pathname, search);
  return start.kind === 'plain' && start.route === 'plans' ? 'plans' : null;
};

/**
 * The plans page's machine run to what it shows first (the quote's summary and listing, or the
 * menu's), for the page to render from (`usePageActor`). Its reads are the request's own: none
 * through the browser's cache (`cachedApiActor`), which the server has no visitor to keep for.
 */
const settledPlans = async (router: AppRouter, stored: StoredValues, signal: AbortSignal) => {
  const { type } = router.state.location.search as { type?: Category };
  const machine = providePlans(router).provide({
    actors: { loadCategories: apiActor('getLeftSideFilterFields'), loadMenuPlans: apiActor('getMenuFilteredPlans') },
  });
  const actor = createActor(machine, { input: plansInput(stored, type ?? null) }).start();
  await waitFor(actor, (snapshot) => !snapshot.hasTag('loadingPlans') && !snapshot.hasTag('loadingSummary'), { signal });
  return actor;
};

/** React's whole HTML of `page`, or the first error of its render. */
const renderHtml = async (page: ReactNode, signal: AbortSignal) => {
  let failed: unknown;
  const stream = await renderToReadableStream(<StrictMode>{page}</StrictMode>, {
    signal,
    onError: (error) => void (failed ??= error),
    // no boundary outlined for its size (inserted by a script later): the page shows without JavaScript
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  // everything done before the first byte is read: no boundary is streamed in later
  await stream.allReady;
  const html = await new Response(stream).text();
  if (failed !== undefined) throw failed;
  return html;
};

const withProviders = (queryClient: QueryClient, children: ReactNode) => (
  <ChakraProvider value={serverSystem}>
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  </ChakraProvider>
);

/**
 * Renders one page for the reference server (server/ssr.ts), built by `vite build --ssr` into the
 * server bundle: the server never imports src/. Everything is per request (query client, router,
 * actors, storage), and the reads are made through the API in process, as the visitor's browser
 * would make them (docs/architecture.md, Rendering). On a landing, `/plans`, plan detail and the
 * cart of any host start-up is decided here from what the cookies mirror (`decideSession`), the
 * page's machines are run first (`settledPlans`, `settledPageMachines`), and
 * the routes are rendered with the shell's reads; otherwise start-up's shell. A read that fails throws, and the
 * server sends the page as it is built.
 */
export const render: ServerRender = async ({ url, host, cookies, config, api, signal }) => {
  const { pathname, search } = new URL(url, 'http://page.invalid');
  const queryClient = createQueryClient();
  const storedAtStart = mirroredStored(cookies);
  const session = { stored: storedAtStart };
  const stepVersions = stepVersionMemory();
  const call = createApiClient({ fetch: api, authorization: () => config.apiAuthorization, stored: () => session.stored, toast: () => {}, stepVersions });
  return requestCalls.run(call, async () => {
    const domain = siteDomain(host);
    await queryClient.fetchQuery({
      ...siteQueries.branding(domain),
      // no second try: a failed read sends the page as built at once
      retry: false,
      // not the browser's query function: the server has no localStorage to keep it in
      queryFn: async () => brandingRecord(await call('getExternalSiteDynamicInformation', { site_domain: domain }, { signal })),
    });
    const page = { host, mainHost: config.mainHost, pathname, search, stored: storedAtStart };
    const whole = wholePage(pathname, search) ?? pageWithMachinesAt(pathname, search);
    // whatever session the cookies mirror: these pages read no stored value they do not carry
    const decided = whole ? await decideSession(page, signal) : null;
    if (decided) {
      session.stored = decided.stored;
      // the page start-up moved to, if it did (a group host's /home): the browser makes the same move
      const { pathname, search } = new URL(decided.handOver.movedTo ?? url, 'http://page.invalid');
      // the page shown is the one moved to (/jane/cart's first visit shows /jane): its machines, not the asked page's
      const shown = decided.handOver.movedTo === null ? whole : (wholePage(pathname, search) ?? pageWithMachinesAt(pathname, search));
      const router = createAppRouter(createMemoryHistory({ initialEntries: [decided.handOver.movedTo ?? url] }));
      await Promise.all([
        router.load(),
        ...shellQueries(decided.stored, pathname, host === config.mainHost).map((query) =>
          queryClient.fetchQuery({ ...(query as Parameters<QueryClient['fetchQuery']>[0]), retry: false }),
        ),
      ]);
      const plans = shown === 'plans' ? await settledPlans(router, decided.stored, signal) : null;
      const actors = plans
        ? { plans, ...(await settledPlansStrip(plans, decided.stored, signal)) }
        : shown === 'plan' || shown === 'cart' || shown === 'enrollment'
            ? await settledPageMachines(shown, { router, storage: decided.storage, stored: decided.stored, host, mainHost: config.mainHost, signal })
            : {};
      // a page whose machine takes the visitor elsewhere is rendered as the shell
      if (actors) {
        const html = await renderHtml(
          withProviders(
            queryClient,
            <ServerRequestProvider value={{ host, mainHost: config.mainHost, pathname, search, stored: decided.stored }}>
              <RenderedStoredProvider value={decided.stored}>
                <PageActorsProvider value={{ actorOf: (key) => actors[key as keyof typeof actors] }}>
                  <Startup session={decided.actor} app={{ default: () => <AppRoutes router={router} /> }} pathname={pathname} search={search} rendered />
                </PageActorsProvider>
              </RenderedStoredProvider>
            </ServerRequestProvider>,
          ),
          signal,
        );
        const pages = Object.fromEntries(Object.entries(actors).map(([key, actor]) => [key, actor.getPersistedSnapshot()]));
        for (const actor of Object.values(actors)) actor.stop();
        const state: ServerState = { queries: dehydrate(queryClient), session: { ...decided.handOver, stored: decided.stored }, pages, stepVersions: stepVersions.known() };
        return { html, state };
      }
    }
    const html = await renderHtml(
      withProviders(
        queryClient,
        <ServerRequestProvider value={{ host, mainHost: config.mainHost, pathname, search, stored: storedAtStart }}>
          <LocationBannerProvider>
            <ChromeProvider>
              <StartupShell pathname={pathname} search={search} />
            </ChromeProvider>
          </LocationBannerProvider>
        </ServerRequestProvider>,
      ),
      signal,
    );
    const state: ServerState = { queries: dehydrate(queryClient) };
    return { html, state };
  });
};
