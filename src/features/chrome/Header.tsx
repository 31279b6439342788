import { Box, Button, Container, Flex, HStack, Image, Link as ChakraLink, Skeleton, Text } from '@chakra-ui/react';
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

/**
 * Contact line above the main bar: tagline, e-mail and phone on one line of a fixed height (a
 * long tagline or e-mail truncated; a phone shows e-mail and phone only), so nothing moves when a
 * site's details arrive. Until they are read, placeholders.
 */
function ContactBar({ email, phone, tagline, pending }: { email: string; phone: string; tagline: string; pending: boolean }) {
  return (
    <Box bg="brand.solid" color="brand.contrast" textStyle="sm">
      <Container maxW="7xl" h="8">
        {/* two boxes of fixed shares: what arrives inside them moves neither; a phone shows the contact only */}
        <Flex h="full" align="center" gap="4" whiteSpace="nowrap">
          <Box flex="1" minW="0" hideBelow="sm">
            {pending ? <Skeleton maxW="60" h="3" opacity="0.4" /> : <Text truncate>{tagline}</Text>}
          </Box>
          <HStack flex="1" minW="0" gap="4" justify="flex-end">
            {pending ? (
              <Skeleton w="40" h="3" opacity="0.4" />
            ) : (
              <>
                <ChakraLink href={`mailto:${email}`} color="inherit" truncate display="block" minW="0">
                  {email}
                </ChakraLink>
                <ChakraLink href={`tel:${phone.replace(/[^\d+]/g, '')}`} color="inherit" flexShrink="0">
                  {phone}
                </ChakraLink>
              </>
            )}
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}

/**
 * The site's logo, or its name, in a box of a fixed size: the logo arriving (or a rep's name
 * replacing the association's) moves nothing around it. A placeholder until the site is read.
 */
function Brand({ name, logo, pending }: { name: string; logo: string | undefined; pending: boolean }) {
  // on a phone the bar's other items sit at its right end, so only the height is fixed there
  if (pending) return <Skeleton h="12" w={{ base: '12', md: '40' }} />;
  return (
    <Flex h="12" w={{ base: 'auto', md: '40' }} maxW={{ base: '32', md: '40' }} align="center" overflow="hidden">
      {logo ? (
        <Image src={logo} alt="" h="12" maxW="full" objectFit="contain" objectPosition="left" />
      ) : (
        <Text fontWeight="bold" textStyle={{ base: 'sm', md: 'md' }} lineHeight="1.2" lineClamp="2">
          {name}
        </Text>
      )}
    </Flex>
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
      <ContactBar email={site.email} phone={site.phone} tagline={site.tagline} pending={site.pending} />
      <Container maxW="7xl" py="3">
        <Flex align="center" gap="6">
          <Link to="/{-$landing}" params={{ landing }} aria-label={`${site.name} home`} style={{ minWidth: 0 }}>
            <Brand name={site.name} logo={site.logo} pending={site.pending} />
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
