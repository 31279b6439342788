import { Box } from '@chakra-ui/react';
import { Outlet, useMatches } from '@tanstack/react-router';
import { Footer } from '../features/chrome/Footer.tsx';
import { Header } from '../features/chrome/Header.tsx';
import { HelpChatWidget } from '../features/help-chat/HelpChatWidget.tsx';
import { LocationBanner } from '../features/location/LocationBanner.tsx';

/** Header and footer around every route but the bare error screens. */
export function RootLayout() {
  const bare = useMatches({ select: (matches) => matches.some((match) => match.staticData.bare) });
  if (bare) return <Outlet />;
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <LocationBanner />
      <Header />
      <Box flex="1">
        <Outlet />
      </Box>
      <Footer />
      <HelpChatWidget />
    </Box>
  );
}
