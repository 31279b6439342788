import { Box, Button, HStack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import type { LandingOwner } from '../../../machines/chrome/chrome.connect.ts';
import { useLazyDisclosure } from '../../ui/use-lazy-disclosure.ts';
import { AboutButton } from './AboutButton.tsx';
import { CartBadge } from './CartBadge.tsx';
import { CategoryLinks } from './CategoryLinks.tsx';
import { DashboardIcons } from './DashboardIcons.tsx';
import { Brand, HeaderFrame } from './HeaderFrame.tsx';
import { RoleHomeLink } from './RoleHomeLink.tsx';
import { useSiteContact } from './site-content.ts';
import { useLanding } from '../../adapters/use-landing.ts';

// The menu's code loads on first open: the landing's first paint does not need it.
const MobileMenu = lazy(() => import('./MobileMenu.tsx'));

function MobileMenuButton({ owner }: { owner: LandingOwner | null }) {
  const menu = useLazyDisclosure();
  return (
    <>
      <Button variant="outline" size="sm" hideFrom="xl" onClick={menu.show}>
        Menu
      </Button>
      <Suspense>{menu.mounted && <MobileMenu owner={owner} open={menu.open} onOpenChange={menu.onOpenChange} />}</Suspense>
    </>
  );
}

export function Header() {
  const landing = useLanding();
  const site = useSiteContact();
  return (
    <HeaderFrame site={site}>
      <Link to="/{-$landing}" params={{ landing }} aria-label={`${site.name} home`} style={{ flexShrink: 0 }}>
        <Brand name={site.name} logo={site.logo} pending={site.pending} />
      </Link>
      {/* From xl up the main host's 13 categories take at most two lines of 24 px, the brand's
          48, beside every control a rep or a group's administrator has: the bar keeps the height
          it had before the menu was read. Narrower, the Menu. */}
      <Box as="nav" aria-label="Plan categories" flex="1" hideBelow="xl">
        <CategoryLinks direction="row" columnGap="4" rowGap="0" lineHeight="1.5rem" wrap="wrap" />
      </Box>
      <HStack gap="3" ms="auto">
        <DashboardIcons />
        {/* below lg there is no room for them beside the dashboards, the cart and the Menu
            (a group's administrator's bar ran past 768 px): they sit in the Menu there */}
        {site.owner && <AboutButton owner={site.owner} hideBelow="lg" />}
        <RoleHomeLink hideBelow="lg" />
        <CartBadge />
        <MobileMenuButton owner={site.owner} />
      </HStack>
    </HeaderFrame>
  );
}
