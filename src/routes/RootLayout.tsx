import { Box, Link } from '@chakra-ui/react';
import { Outlet, useMatches } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { Footer } from '../features/chrome/Footer.tsx';
import { Header } from '../features/chrome/Header.tsx';
import { HELP_CHAT_ROOM } from '../features/help-chat/room.ts';
import { LocationBanner } from '../features/location/LocationBanner.tsx';
import { useAfterInteractive } from '../ui/after-interactive.ts';

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
      <LocationBanner />
      <Header />
      {/* the skip link's target; the pages carry their own main landmark */}
      <Box id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" outline="none">
        <Outlet />
      </Box>
      <Footer />
      {/* the page ends below the floating button, so the footer's last links scroll clear of it (in the footer's colour);
          the room is there from the first render, the button floats in it once loaded: nothing moves */}
      <Box aria-hidden="true" h={HELP_CHAT_ROOM} flexShrink="0" bg="gray.900" />
      <Suspense>{interactive && <HelpChatWidget />}</Suspense>
    </Box>
  );
}
