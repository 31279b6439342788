import { Box, Button, Container, Flex, HStack, Image, Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link, useParams } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import type { LandingOwner } from '../../adapters/site-queries.ts';
import { useLazyDisclosure } from '../../ui/use-lazy-disclosure.ts';
import { CartBadge } from './CartBadge.tsx';
import { CategoryLinks } from './CategoryLinks.tsx';
import { DashboardIcons } from './DashboardIcons.tsx';
import { RepHomeLink } from './RepHomeLink.tsx';
import { useSiteContact } from './site-content.ts';

// Dialog code loads on first open: the landing's first paint does not need it.
const AboutDialog = lazy(() => import('./AboutDialog.tsx'));
const MobileMenu = lazy(() => import('./MobileMenu.tsx'));

/** Contact line above the main bar: e-mail, phone and tagline. */
function ContactBar({ email, phone, tagline }: { email: string; phone: string; tagline: string }) {
  return (
    <Box bg="brand.solid" color="brand.contrast" textStyle="sm">
      <Container maxW="7xl" py="1.5">
        <Flex gap="4" wrap="wrap" justify="space-between">
          <Text>{tagline}</Text>
          <HStack gap="4">
            <ChakraLink href={`mailto:${email}`} color="inherit">
              {email}
            </ChakraLink>
            <ChakraLink href={`tel:${phone.replace(/[^\d+]/g, '')}`} color="inherit">
              {phone}
            </ChakraLink>
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}

function AboutButton({ owner }: { owner: LandingOwner }) {
  const about = useLazyDisclosure();
  return (
    <>
      <Button variant="ghost" size="sm" onClick={about.show}>
        About
      </Button>
      <Suspense>{about.mounted && <AboutDialog owner={owner} open={about.open} onOpenChange={about.onOpenChange} />}</Suspense>
    </>
  );
}

function MobileMenuButton() {
  const menu = useLazyDisclosure();
  return (
    <>
      <Button variant="outline" size="sm" hideFrom="md" onClick={menu.show}>
        Menu
      </Button>
      <Suspense>{menu.mounted && <MobileMenu open={menu.open} onOpenChange={menu.onOpenChange} />}</Suspense>
    </>
  );
}

export function Header() {
  const { landing } = useParams({ strict: false });
  const site = useSiteContact();
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg">
      <ContactBar email={site.email} phone={site.phone} tagline={site.tagline} />
      <Container maxW="7xl" py="3">
        <Flex align="center" gap="6">
          <Link to="/{-$landing}" params={{ landing }} aria-label={`${site.name} home`}>
            {site.logo ? (
              <Image src={site.logo} alt="" height="12" width="auto" />
            ) : (
              <Text fontWeight="bold" textStyle="lg">
                {site.name}
              </Text>
            )}
          </Link>
          <Box as="nav" aria-label="Plan categories" flex="1" hideBelow="md">
            <CategoryLinks direction="row" gap="5" wrap="wrap" />
          </Box>
          <HStack gap="3" ms="auto">
            <DashboardIcons />
            {site.owner && <AboutButton owner={site.owner} />}
            <RepHomeLink />
            <CartBadge />
            <MobileMenuButton />
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
