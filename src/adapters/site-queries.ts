import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { Category, Enroller } from '../../contract/index.ts';
// the entities module itself, not contract/index.ts: the index would bring every flow's schemas
import { brandingEntrySchema, type BrandingEntry } from '../../contract/entities.ts';
import type { LandingOwner } from '../../machines/chrome/chrome.connect.ts';
import type { StoredValues } from '../../machines/shared/storage.ts';
import { call } from './api-call.ts';
import { appConfig } from './app-config.ts';
import { timestampedCache } from './local-storage.ts';
import { siteScopeOf } from './session-scope.ts';

/** Spec 1 does not give the branding cache's expiry; a day keeps a reload from refetching. */
export const BRANDING_TTL_MS = 24 * 60 * 60 * 1000;

/** A site's branding as last fetched, with its time, checked against the contract's entries when read back. */
export const brandingCache = (domain: string) => timestampedCache(`branding:${domain}`, z.array(brandingEntrySchema));
export const brandingRecord = (entries: BrandingEntry[]): Record<string, string> => Object.fromEntries(entries.map(({ key, value }) => [key, value]));

/** Whether `host` is the association's main host (the server names it in the app config). */
export const isOnMainHost = (host: string) => host === appConfig().mainHost;

/** Server reads of the shared chrome and landing, cached by TanStack Query. */
export const siteQueries = {
  /**
   * Branding key/value pairs of a site domain, also cached in localStorage across reloads.
   * TanStack Query owns the freshness: the cached copy is the initial data, dated when it was
   * fetched and stale a day after that (then shown while it is fetched again); only a fetch
   * writes the cache, so reading it never pushes its day back.
   */
  branding: (domain: string) =>
    queryOptions({
      queryKey: ['branding', domain],
      staleTime: BRANDING_TTL_MS,
      initialData: () => {
        const cached = brandingCache(domain).read();
        return cached && brandingRecord(cached.value);
      },
      initialDataUpdatedAt: () => brandingCache(domain).read()?.updatedAt,
      queryFn: async (): Promise<Record<string, string>> => {
        const entries = await call('getExternalSiteDynamicInformation', { site_domain: domain });
        brandingCache(domain).write(entries);
        return brandingRecord(entries);
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
  /**
   * Who this session is signed in as (get-enroller-session; null: nobody), read while the chrome
   * asks (a group session); a sign-in or sign-out invalidates it (src/adapters/role-homes.ts).
   */
  enrollerSession: () =>
    queryOptions({
      queryKey: ['enroller-session'],
      queryFn: async (): Promise<Enroller | null> => {
        const enroller = await call('getEnrollerSession', {});
        return 'empty' in enroller ? null : enroller;
      },
    }),
  /** The header's categories: get-group-menu where the chrome says the site is a group's (spec 1 §7), else get-common-menu. */
  menu: (stored: StoredValues, groupMenu: boolean) =>
    queryOptions({
      queryKey: ['menu', groupMenu, siteScopeOf(stored), stored.fromSite],
      queryFn: (): Promise<Category[]> =>
        groupMenu ? call('getGroupMenu', { group_id: stored.group_id ?? '', from_site: stored.fromSite }) : call('getCommonMenu', siteScopeOf(stored)),
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
  /** The plan the footer links to (get-goenroll-footer-plan): its id and name. */
  footerPlan: () =>
    queryOptions({ queryKey: ['footer-plan'], staleTime: Infinity, queryFn: () => call('getGoenrollFooterPlan', {}) }),
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
