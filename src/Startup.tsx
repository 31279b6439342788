import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useState } from 'react';
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

/**
 * Routes render once start-up has decided the session; until then, the shell: banner, header and
 * the page's placeholder, painted by the entry chunk alone (the page's first contentful paint),
 * at least once. The location banner's and the chrome's providers are above both; the server renders the same
 * (src/entry-server.tsx), which the first render here hydrates.
 */
export function Startup({ session, app }: { session: ActorRefFrom<typeof sessionMachine>; app: Promise<{ default: () => React.ReactNode }> }) {
  const [AppRoot] = useState(() => lazy(() => app));
  const [shell] = useState(() => <StartupShell pathname={window.location.pathname} search={window.location.search} />);
  const starting = useSelector(session, (snapshot) => snapshot.hasTag('loading'));
  const painted = usePainted();
  return (
    <LocationBannerProvider>
      <ChromeProvider>{starting || !painted ? shell : <Suspense fallback={shell}><AppRoot /></Suspense>}</ChromeProvider>
    </LocationBannerProvider>
  );
}
