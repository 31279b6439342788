import { useSelector } from '@xstate/react';
import { lazy, Suspense, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from '../machines/session/session.machine.ts';
import { classifyStartRoute } from '../machines/session/start-route.ts';
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
const startsOnMainLanding = () => {
  const start = classifyStartRoute(window.location.pathname, window.location.search);
  return start.kind === 'plain' && (start.route === '' || start.route === 'home');
};

/**
 * Routes render once start-up has decided the session; until then, the shell: banner, header and
 * the page's placeholder, painted by the entry chunk alone (the page's first contentful paint).
 */
export function Startup({ session, app }: { session: ActorRefFrom<typeof sessionMachine>; app: Promise<{ default: () => React.ReactNode }> }) {
  const [AppRoot] = useState(() => lazy(() => app));
  const [shell] = useState(() => <ShellPlaceholder page={startsOnMainLanding() ? <LandingPlaceholder label={label} /> : <PageSpinner label={label} />} />);
  const starting = useSelector(session, (snapshot) => snapshot.hasTag('loading'));
  return (
    <LocationBannerProvider>
      {starting ? shell : <Suspense fallback={shell}><AppRoot /></Suspense>}
    </LocationBannerProvider>
  );
}
