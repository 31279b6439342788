import { Box, Container, Flex, Heading, HStack, Image, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from '@tanstack/react-router';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { siteQueries } from '../../adapters/site-queries.ts';
import { useLazyDisclosure } from '../../ui/use-lazy-disclosure.ts';
import { useChrome, useChromeActor } from './chrome-actor.tsx';
import { appStoreLinks, footerColumns, isFooterButton, isFooterVideo, type FooterButton, type FooterLink, type FooterVideo } from './footer-links.ts';
import { useBranding, useSiteContact } from './site-content.ts';
import { useLanding } from '../../adapters/use-landing.ts';

// The modals' code loads on first open.
const AccessCodeDialog = lazy(() => import('../access-code/AccessCodeDialog.tsx'));
const VideoDialog = lazy(() => import('./VideoDialog.tsx'));
const NotMySiteDialog = lazy(() => import('./NotMySiteDialog.tsx').then(({ NotMySiteDialog }) => ({ default: NotMySiteDialog })));

function ExternalLink({ link, branding }: { link: FooterLink; branding: Record<string, string> }) {
  return (
    <Link href={branding[link.key] || link.href} target="_blank" rel="noopener noreferrer" color="inherit">
      {link.label}
    </Link>
  );
}

/** Spec 1 §2: the Play badge shows where the chrome says (not on Apple or Mac devices). */
export function StoreBadges({ branding }: { branding: Record<string, string> }) {
  const links = useChrome().playBadge ? [appStoreLinks.apple, appStoreLinks.play] : [appStoreLinks.apple];
  return (
    <HStack gap="3" wrap="wrap">
      {links.map((link) => {
        // spec 1 §1: the footer icons come from the site's branding
        const icon = branding[link.iconKey];
        return (
          <HStack key={link.key} gap="2" borderWidth="1px" borderColor="whiteAlpha.600" borderRadius="l2" px="3" py="1.5" textStyle="sm">
            {/* decorative: the link's words name it; a fixed size, so the icon arriving moves nothing */}
            {icon && <Image src={icon} alt="" boxSize="5" borderRadius="sm" />}
            <ExternalLink link={link} branding={branding} />
          </HStack>
        );
      })}
    </HStack>
  );
}

/** One line of the column kept for a link that comes from the server, so its arrival moves nothing below it. */
const ReservedLine = ({ children }: { children: ReactNode }) => <Box minH="5">{children}</Box>;

/** The plan the server names for the footer (get-goenroll-footer-plan, spec 1 §7), linked to its plan page. */
function FooterPlan() {
  const landing = useLanding();
  const plan = useQuery(siteQueries.footerPlan()).data;
  return (
    <ReservedLine>
      {plan && (
        <Text>
          Featured plan:{' '}
          <Link asChild color="inherit" textDecoration="underline">
            <RouterLink to="/{-$landing}/plan/$planId/$planName" params={{ landing, planId: String(plan.plan_id), planName: plan.plan_name }}>
              {plan.plan_name}
            </RouterLink>
          </Link>
        </Text>
      )}
    </ReservedLine>
  );
}

/** The footer's in-app entries: the Access Code and Employee Enrollment modals, Not my site (the chrome's question), and the video modal. */
const useFooterActions = (branding: Record<string, string>) => {
  const repCode = useLazyDisclosure();
  const groupCode = useLazyDisclosure();
  const chrome = useChromeActor();
  const { confirmingLeave, leaving } = useChrome();
  const [video, setVideo] = useState<FooterVideo | null>(null);
  const run: Record<FooterButton['action'], () => void> = {
    repAccessCode: repCode.show,
    employeeEnroll: groupCode.show,
    notMySite: () => chrome.send({ type: 'user.notMySite' }),
  };
  const dialogs = (
    <Suspense>
      {repCode.mounted && <AccessCodeDialog kind="rep" open={repCode.open} onOpenChange={repCode.onOpenChange} />}
      {groupCode.mounted && <AccessCodeDialog kind="group" open={groupCode.open} onOpenChange={groupCode.onOpenChange} />}
      {(confirmingLeave || leaving) && <NotMySiteDialog />}
      {video && <VideoDialog title={video.label} src={branding[video.key] || video.href} open onClose={() => setVideo(null)} />}
    </Suspense>
  );
  return { run, playVideo: setVideo, dialogs };
};

export function Footer() {
  const site = useSiteContact();
  const branding = useBranding();
  const ticketLink = useQuery(siteQueries.ticketLink()).data;
  const actions = useFooterActions(branding);
  return (
    <Box as="footer" bg="gray.900" color="gray.100" mt="16">
      <Container maxW="7xl" py="10">
        <SimpleGrid columns={{ base: 1, md: 4 }} gap="8">
          <Stack gap="2" textStyle="sm">
            {branding.footer_logo && <Image src={branding.footer_logo} alt={site.name} boxSize="12" borderRadius="md" />}
            <Heading as="h2" size="sm">
              Contact us
            </Heading>
            {site.email && (
              <Link href={`mailto:${site.email}`} color="inherit">
                {site.email}
              </Link>
            )}
            <Link href={`tel:${site.phone.replace(/[^\d+]/g, '')}`} color="inherit">
              {site.phone}
            </Link>
            <ReservedLine>
              {ticketLink && (
                <Link href={ticketLink} target="_blank" rel="noopener noreferrer" color="inherit">
                  Submit a ticket
                </Link>
              )}
            </ReservedLine>
            <Link asChild color="inherit" alignSelf="start">
              <RouterLink to="/{-$landing}/continue-enrollment">Continue a saved enrollment</RouterLink>
            </Link>
            <FooterPlan />
            <StoreBadges branding={branding} />
          </Stack>
          {footerColumns.map((column) => (
            <Stack key={column.title} as="nav" aria-label={column.title} gap="2" textStyle="sm">
              <Heading as="h2" size="sm">
                {column.title}
              </Heading>
              {column.links.map((entry) =>
                isFooterButton(entry) || isFooterVideo(entry) ? (
                  <Link key={entry.label} asChild color="inherit" alignSelf="start">
                    <button type="button" onClick={isFooterButton(entry) ? actions.run[entry.action] : () => actions.playVideo(entry)}>
                      {entry.label}
                    </button>
                  </Link>
                ) : (
                  <ExternalLink key={entry.key} link={entry} branding={branding} />
                ),
              )}
            </Stack>
          ))}
        </SimpleGrid>
        <Flex mt="10" pt="6" borderTopWidth="1px" borderColor="whiteAlpha.300" textStyle="xs" color="gray.300">
          <Text>
            © {new Date().getFullYear()} {site.name}. All rights reserved.
          </Text>
        </Flex>
      </Container>
      {actions.dialogs}
    </Box>
  );
}
