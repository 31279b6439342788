import { Box, Grid, Link, Text } from '@chakra-ui/react';
import { Icon } from '../../ui/icons.tsx';
import { useChrome } from './chrome-actor.tsx';
import { useBranding } from './site-content.ts';

/** The external dashboards; a site's branding may point each elsewhere (the footer's keys). */
export const dashboardLinks = [
  { label: 'Rep Dashboard', key: 'rep_dashboard_url', href: 'https://reps.benefits.example/', icon: 'briefcase' },
  { label: 'Member Dashboard', key: 'member_dashboard_url', href: 'https://members.benefits.example/', icon: 'person' },
  { label: 'Group Dashboard', key: 'group_dashboard_url', href: 'https://groups.benefits.example/', icon: 'building' },
] as const;

/**
 * The admin-style dashboard icon grid (spec 1 §2, §6): shown while the chrome says so (the site's
 * branding flag `hide_dashboard_icons` is 'false').
 */
export function DashboardIcons() {
  const { dashboardIcons } = useChrome();
  const branding = useBranding();
  if (!dashboardIcons) return null;
  return (
    <Box as="nav" aria-label="Dashboards" hideBelow="md">
      <Grid templateColumns="repeat(3, auto)" gap="1">
        {dashboardLinks.map((link) => (
          <Link
            key={link.key}
            href={branding[link.key] || link.href}
            target="_blank"
            rel="noreferrer"
            aria-label={link.label}
            title={link.label}
            display="flex"
            flexDirection="column"
            alignItems="center"
            px="1.5"
            py="1"
            rounded="l2"
            borderWidth="1px"
            textDecoration="none"
          >
            <Icon name={link.icon} />
            <Text as="span" textStyle="2xs" color="fg.muted">
              {link.label.split(' ')[0]}
            </Text>
          </Link>
        ))}
      </Grid>
    </Box>
  );
}
