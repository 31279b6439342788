import { Box, Container, Flex, HStack, Image, Link as ChakraLink, Skeleton, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { SiteContact } from './site-content.ts';

// The header's frame without the router: the start-up placeholder draws the same one, so the
// real header replaces it without moving anything.

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
                {email && (
                  <ChakraLink href={`mailto:${email}`} color="inherit" truncate display="block" minW="0">
                    {email}
                  </ChakraLink>
                )}
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
export function Brand({ name, logo, pending }: { name: string; logo: string | undefined; pending: boolean }) {
  // on a phone the bar's other items sit at its right end, so only the height is fixed there
  if (pending) return <Skeleton h="12" w={{ base: '12', md: '40' }} />;
  return (
    <Flex h="12" w={{ base: 'auto', md: '40' }} minW="12" maxW={{ base: '32', md: '40' }} align="center" overflow="hidden">
      {logo ? (
        <Image src={logo} alt="" h="12" w="auto" maxW="full" objectFit="contain" objectPosition="left" />
      ) : (
        <Text fontWeight="bold" textStyle={{ base: 'sm', md: 'md' }} lineHeight="1.2" lineClamp="2">
          {name}
        </Text>
      )}
    </Flex>
  );
}

/** The header's box: the contact line, then the main bar holding `children` (brand, menu, cart). */
export function HeaderFrame({ site, children }: { site: SiteContact; children: ReactNode }) {
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg">
      <ContactBar email={site.email} phone={site.phone} tagline={site.tagline} pending={site.pending} />
      <Container maxW="7xl" py="3">
        {/* from xl the category menu needs the width: a wider gap would push it onto a third line */}
        <Flex align="center" gap={{ base: '3', md: '6', xl: '4' }}>
          {children}
        </Flex>
      </Container>
    </Box>
  );
}
