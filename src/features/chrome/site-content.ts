import { useQuery } from '@tanstack/react-query';
import { usePageHost } from '../../adapters/page-request.ts';
import { siteDomain } from '../../adapters/site-domain.ts';
import { siteQueries } from '../../adapters/site-queries.ts';
import type { LandingOwner } from '../../../machines/chrome/chrome.connect.ts';
import { formatPhone } from '../../../machines/shared/phone.ts';
import { useChrome } from './chrome-actor.tsx';

/** Spec 1 §1: the support line when the site's branding gives none is toll-free. */
const DEFAULT_SUPPORT_PHONE = '(800) 555-0100';

/** The site's branding key/value pairs (empty until loaded). */
export const useBranding = (): Record<string, string> => useQuery(siteQueries.branding(siteDomain(usePageHost()))).data ?? {};

export interface SiteContact {
  /** The landing's details or the branding are still coming: show placeholders of the same size. */
  pending: boolean;
  /** Whose About the header offers: the rep's or group's landing the visitor is on. */
  owner: LandingOwner | null;
  name: string;
  phone: string;
  email: string;
  tagline: string;
  logo: string | undefined;
}

/**
 * Contact details and logo of the landing the chrome shows, or else of the host's branding, so
 * every page of a host shows one brand, also before the session has been read (the branding is
 * per host, not per session).
 */
export const useSiteContact = (): SiteContact => {
  const host = usePageHost();
  const { landingShown: shown, aboutOwner } = useChrome();
  const landingInfo = useQuery(siteQueries.landingInfo(shown));
  const landing = landingInfo.data;
  const branding = useQuery(siteQueries.branding(siteDomain(host)));
  const brand = branding.data ?? {};
  return {
    pending: (shown !== null && landingInfo.isPending) || branding.isPending,
    owner: aboutOwner,
    name: landing?.display_name || brand.brand_name || host,
    phone: formatPhone(landing?.display_phone || brand.support_phone || DEFAULT_SUPPORT_PHONE),
    email: landing?.display_email || brand.support_email || '',
    tagline: landing?.tagline || brand.tagline || '',
    logo: landing?.logo || brand.logo,
  };
};
