import { Box, Link } from '@chakra-ui/react';
import { Outlet, useMatches } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { EnrollingForBanner } from '../features/chrome/EnrollingForBanner.tsx';
import { Footer } from '../features/chrome/Footer.tsx';
import { Header } from '../features/chrome/Header.tsx';
import { HELP_CHAT_COLUMN, HELP_CHAT_FLOATS, HELP_CHAT_ROOM } from '../features/help-chat/room.ts';
import { LocationBanner } from '../features/location/LocationBanner.tsx';
import { useAfterInteractive } from '../ui/after-interactive.ts';
import { HydratedControls } from '../ui/HydratedControls.tsx';

// not the page's own content: its code loads, and it renders, once the page is interactive
const HelpChatWidget = lazy(() => import('../features/help-chat/HelpChatWidget.tsx').then(({ HelpChatWidget }) => ({ default: HelpChatWidget })));

const MAIN_CONTENT_ID = 'main-content';

/** The first stop of Tab on every page: past the banner, header and menu to the page's own content. */
function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      srOnly
      _focusVisible={{ srOnly: false, position: 'fixed', top: '2', left: '2', zIndex: 'skipLink', bg: 'bg', px: '4', py: '2', rounded: 'l2', shadow: 'md' }}
    >
      Skip to main content
    </Link>
  );
}

/** Header and footer around every route but the bare error screens. */
export function RootLayout() {
  const bare = useMatches({ select: (matches) => matches.some((match) => match.staticData.bare) });
  const interactive = useAfterInteractive();
  if (bare) return <Outlet />;
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <SkipLink />
      {/* the chrome's buttons, like the page's, take a click only once hydrated (a key is held till then) */}
      <HydratedControls>
        <LocationBanner />
        <Header />
      </HydratedControls>
      <EnrollingForBanner />
      {/* the skip link's target; the pages carry their own main landmark. Where the Help chat button
          floats, the content ends left of its column: no scroll position puts it over a control */}
      <Box id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" outline="none" pe={{ base: '0', [HELP_CHAT_FLOATS]: HELP_CHAT_COLUMN }}>
        <Outlet />
      </Box>
      <HydratedControls>
        <Footer />
      </HydratedControls>
      {/* the page ends with the Help chat button's strip (in the footer's colour): on a phone the button is
          docked in it; where it floats, the footer's last links scroll clear of it. The room is there from
          the first render, the button comes into it once loaded: nothing moves */}
      <Box h={HELP_CHAT_ROOM} flexShrink="0" bg="gray.900" position="relative">
        <Suspense>{interactive && <HelpChatWidget />}</Suspense>
      </Box>
    </Box>
  );
}
