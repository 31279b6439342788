import { useQuery } from '@tanstack/react-query';
import { siteDomain } from '../../adapters/site-domain.ts';
import { useStoredSession } from '../../adapters/stored-session.ts';
import { landingOwner, siteQueries } from '../../adapters/site-queries.ts';
import { formatPhone } from '../../../machines/shared/phone.ts';

/** Spec 1 §1: the association's default support line is toll-free. */
export const associationContact = {
  name: 'Benefit Enrollment Association',
  phone: '(800) 555-0100',
  email: 'support@benefits.example',
  tagline: 'Benefits for over 100,000 members',
};

/** The site's branding key/value pairs (empty until loaded). */
export const useBranding = (): Record<string, string> => useQuery(siteQueries.branding(siteDomain())).data ?? {};

/** Contact details and logo of the rep's or group's landing, falling back to the association's. */
export const useSiteContact = () => {
  const owner = landingOwner(useStoredSession());
  const landingInfo = useQuery(siteQueries.landingInfo(owner));
  const landing = landingInfo.data;
  const branding = useQuery(siteQueries.branding(siteDomain()));
  return {
    /** The owner's landing details or the branding are still coming: show placeholders of the same size. */
    pending: (owner !== null && landingInfo.isPending) || branding.isPending,
    owner,
    name: landing?.display_name || associationContact.name,
    phone: formatPhone(landing?.display_phone || associationContact.phone),
    email: landing?.display_email || associationContact.email,
    tagline: landing?.tagline || associationContact.tagline,
    logo: landing?.logo || branding.data?.logo,
  };
};
