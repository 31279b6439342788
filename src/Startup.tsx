import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from '../machines/session/session.machine.ts';
import { classifyStartRoute } from '../machines/session/start-route.ts';
import { ChromeProvider } from './features/chrome/chrome-actor.tsx';
import { ShellPlaceholder } from './features/chrome/ShellPlaceholder.tsx';
import { LandingPlaceholder } from './features/landing/LandingFrame.tsx';
import { LocationBannerProvider } from './features/location/LocationBanner.tsx';
import { PageSpinner } from './ui/PageSpinner.tsx';

const label = 'Starting the storefront';

/**
 * '/' and '/home' of the host itself show the landing whatever start-up decides; a rep's or
 * group's landing may add its details above the quote, and other pages differ, so they get a
 * spinner where the page will be.
 */
const startsOnMainLanding = (pathname: string, search: string) => {
  const start = classifyStartRoute(pathname, search);
  return start.kind === 'plain' && (start.route === '' || start.route === 'home');
};

/**
 * The shell of the page at `pathname`: what the browser paints first, and what the server renders
 * into the HTML (src/entry-server.tsx), so hydration finds the same elements.
 */
export function StartupShell({ pathname, search }: { pathname: string; search: string }) {
  return <ShellPlaceholder page={startsOnMainLanding(pathname, search) ? <LandingPlaceholder label={label} /> : <PageSpinner label={label} />} />;
}

/**
 * True once the browser has painted a frame since mount (the frame after the next one has begun).
 * On a fast load start-up may decide, and the app's preloaded code arrive, before the shell was
 * ever painted: the app would then take over in the same frame, and the first contentful paint
 * would wait for the whole app. One frame's wait keeps the shell's paint first.
 */
const usePainted = () => {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let frame = requestAnimationFrame(() => (frame = requestAnimationFrame(() => setPainted(true))));
    return () => cancelAnimationFrame(frame);
  }, []);
  return painted;
};

type AppModule = { default: ComponentType };

/**
 * Routes render once start-up has decided the session; until then, the shell: banner, header and
 * the page's placeholder, painted by the entry chunk alone (the page's first contentful paint),
 * at least once. The location banner's and the chrome's providers are above both. The server renders either the
 * shell or, when it decided the session itself, the routes (src/entry-server.tsx renders this
 * with the decided session and the app at hand), which the first render here hydrates: `app` is
 * then the loaded module and `rendered` says the page was painted already, so no frame is waited.
 */
export function Startup({
  session,
  app,
  pathname = window.location.pathname,
  search = window.location.search,
  rendered = false,
}: {
  session: ActorRefFrom<typeof sessionMachine>;
  app: Promise<AppModule> | AppModule;
  pathname?: string;
  search?: string;
  rendered?: boolean;
}) {
  const [AppRoot] = useState(() => ('default' in app ? app.default : lazy(() => app)));
  const [shell] = useState(() => <StartupShell pathname={pathname} search={search} />);
  const starting = useSelector(session, (snapshot) => snapshot.hasTag('loading'));
  const painted = usePainted() || rendered;
  return (
    <LocationBannerProvider>
      <ChromeProvider>{starting || !painted ? shell : <Suspense fallback={shell}><AppRoot /></Suspense>}</ChromeProvider>
    </LocationBannerProvider>
  );
}
