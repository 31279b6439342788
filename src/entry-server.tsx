import { ChakraProvider } from '@chakra-ui/react';
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import type { ServerRender } from '../contract/server-render.ts';
import type { StoredValues } from '../machines/shared/storage.ts';
import { cookieMirroredKeys } from './adapters/local-storage.ts';
import { ServerRequestProvider } from './adapters/page-request.ts';
import type { ServerState } from './adapters/server-state.ts';
import { siteDomain } from './adapters/site-domain.ts';
import { brandingRecord, siteQueries } from './adapters/site-queries.ts';
import { createApiClient } from './api/client.ts';
import { createQueryClient } from './api/query-client.ts';
import { ChromeProvider } from './features/chrome/chrome-actor.tsx';
import { LocationBannerProvider } from './features/location/LocationBanner.tsx';
import { StartupShell } from './Startup.tsx';
import { system } from './theme/system.ts';

/** The stored values the browser mirrors into cookies, as this request sent them. */
const mirroredStored = (cookies: Record<string, string>): StoredValues =>
  Object.fromEntries(cookieMirroredKeys.flatMap((key) => (cookies[key] === undefined ? [] : [[key, cookies[key]]])));

/**
 * Renders one page for the reference server (server/ssr.ts), built by `vite build --ssr` into the
 * server bundle: the server never imports src/. Everything is per request (query client, actors),
 * and the reads are made through the API in process, as the visitor's browser would make them.
 * Today it renders start-up's shell (banner, the host's branded header, the page's placeholder),
 * what the browser's first render is (src/main.tsx hydrates it); a read that fails throws, and
 * the server sends the page as it is built.
 */
export const render: ServerRender = async ({ url, host, cookies, config, api, signal }) => {
  const { pathname, search } = new URL(url, 'http://page.invalid');
  const queryClient = createQueryClient();
  // anonymous: the shell shows what every visitor of the host sees, never a session's data
  const call = createApiClient({ fetch: api, authorization: () => config.apiAuthorization, stored: () => ({}), toast: () => {} });
  const domain = siteDomain(host);
  await queryClient.fetchQuery({
    ...siteQueries.branding(domain),
    // no second try: a failed read sends the page as built at once
    retry: false,
    queryFn: async () => brandingRecord(await call('getExternalSiteDynamicInformation', { site_domain: domain }, { signal })),
  });
  let failed: unknown;
  const stream = await renderToReadableStream(
    <StrictMode>
      <ChakraProvider value={system}>
        <QueryClientProvider client={queryClient}>
          <ServerRequestProvider value={{ host, pathname, search, stored: mirroredStored(cookies) }}>
            <LocationBannerProvider>
              <ChromeProvider>
                <StartupShell pathname={pathname} search={search} />
              </ChromeProvider>
            </LocationBannerProvider>
          </ServerRequestProvider>
        </QueryClientProvider>
      </ChakraProvider>
    </StrictMode>,
    { signal, onError: (error) => void (failed ??= error) },
  );
  await stream.allReady;
  const html = await new Response(stream).text();
  if (failed !== undefined) throw failed;
  const state: ServerState = { queries: dehydrate(queryClient) };
  return { html, state };
};
