import { queryOptions } from '@tanstack/react-query';
import type { BrandingEntry, Category } from '../../contract/index.ts';
import type { StoredValues } from '../../machines/shared/storage.ts';
import { call } from './api-call.ts';
import { expiringCache } from './local-storage.ts';
import { siteScopeOf } from './session-scope.ts';

/** Spec 1 does not give the branding cache's expiry; a day keeps a reload from refetching. */
const BRANDING_TTL_MS = 24 * 60 * 60 * 1000;

/** Whose landing the visitor is on: a rep's or a group's site, or neither (open enrollment). */
export const landingOwner = (stored: StoredValues) => {
  if (stored.open_type === 'agent' && stored.agent_id) return { kind: 'agent', id: stored.agent_id } as const;
  if (stored.group_id) return { kind: 'group', id: stored.group_id } as const;
  return null;
};
export type LandingOwner = NonNullable<ReturnType<typeof landingOwner>>;


/** Server reads of the shared chrome and landing, cached by TanStack Query. */
export const siteQueries = {
  /** Branding key/value pairs of a site domain, also cached in localStorage across reloads. */
  branding: (domain: string) =>
    queryOptions({
      queryKey: ['branding', domain],
      staleTime: Infinity,
      queryFn: async (): Promise<Record<string, string>> => {
        const cache = expiringCache<BrandingEntry[]>(`branding:${domain}`, BRANDING_TTL_MS);
        const entries = cache.read() ?? (await call('getExternalSiteDynamicInformation', { site_domain: domain }));
        cache.write(entries);
        return Object.fromEntries(entries.map(({ key, value }) => [key, value]));
      },
    }),
  landingInfo: (owner: LandingOwner | null) =>
    queryOptions({
      queryKey: ['landing-info', owner],
      enabled: owner !== null,
      queryFn: () =>
        owner?.kind === 'agent'
          ? call('getAgentLandingPageInfo', { agent_id: owner.id })
          : call('getGroupLandingPageInfo', { group_id: owner?.id ?? '' }),
    }),
  about: (owner: LandingOwner | null) =>
    queryOptions({
      queryKey: ['about', owner],
      enabled: owner !== null,
      queryFn: () =>
        owner?.kind === 'agent'
          ? call('getAgentAboutPageInfo', { agent_id: owner.id })
          : call('getGroupAboutPageInfo', { group_id: owner?.id ?? '' }),
    }),
  menu: (stored: StoredValues) =>
    queryOptions({
      queryKey: ['menu', siteScopeOf(stored)],
      queryFn: (): Promise<Category[]> => call('getCommonMenu', siteScopeOf(stored)),
    }),
  cartCount: (tempId: string | undefined) =>
    queryOptions({
      queryKey: ['cart', 'count', tempId],
      enabled: tempId !== undefined,
      queryFn: async () => (await call('getCartCount', { enrollment_id: tempId ?? '' })).result,
    }),
  cartAmount: (tempId: string | undefined) =>
    queryOptions({
      queryKey: ['cart', 'amount', tempId],
      enabled: tempId !== undefined,
      queryFn: async () => (await call('getCartAmount', { enrollment_id: tempId ?? '' })).result,
    }),
  /** Whether a premier plan is in the visitor's cart (get-more-requirement): IC's label depends on it. */
  premierPlanInCart: (tempId: string | undefined) =>
    queryOptions({
      queryKey: ['cart', 'premier', tempId],
      enabled: tempId !== undefined,
      queryFn: async () => (await call('getMoreRequirement', { enrollment_id: tempId ?? '' })).has_premier_plan,
    }),
  ticketLink: () =>
    queryOptions({
      queryKey: ['ticket-link'],
      staleTime: Infinity,
      queryFn: async () => (await call('getTicketLink', {})).ticket,
    }),
  coverages: () =>
    queryOptions({ queryKey: ['coverages'], staleTime: Infinity, queryFn: () => call('getCoverages', {}) }),
  referral: (rid: string) =>
    queryOptions({ queryKey: ['referral', rid], queryFn: () => call('getEnrollmentInfoReferral', { referral_id: rid }) }),
  featuredPlans: (stored: StoredValues) =>
    queryOptions({
      queryKey: ['featured-plans', siteScopeOf(stored)],
      queryFn: () => call('getFeaturedPlans', siteScopeOf(stored)),
    }),
};
