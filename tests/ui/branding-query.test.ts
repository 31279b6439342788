// @vitest-environment jsdom
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrandingEntry } from '../../contract/index.ts';

// The branding query (src/adapters/site-queries.ts) against a stubbed API call: TanStack Query
// judges the cached copy's freshness by the time it was fetched, and reading it never re-dates it.
const fetched = vi.hoisted(() => ({ calls: 0, entries: [] as { key: string; value: string }[] }));
vi.mock('../../src/adapters/api-call.ts', () => ({
  call: async (name: string) => {
    if (name !== 'getExternalSiteDynamicInformation') throw new Error(`unexpected call ${name}`);
    fetched.calls++;
    return fetched.entries;
  },
}));
const { BRANDING_TTL_MS, brandingCache, siteQueries } = await import('../../src/adapters/site-queries.ts');

const HOUR = 3600_000;
const domain = 'bG9jYWxob3N0';
const start = Date.UTC(2026, 0, 5, 9);
const cachedEntries: BrandingEntry[] = [{ key: 'logo', value: 'https://cdn.example.com/cached.png' }];
const freshEntries: BrandingEntry[] = [{ key: 'logo', value: 'https://cdn.example.com/fresh.png' }];

/** A page load: a new query client, the branding observed as the chrome does, settled. */
const load = async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const observer = new QueryObserver(client, siteQueries.branding(domain));
  const unsubscribe = observer.subscribe(() => undefined);
  // only Date is faked: let the stubbed call settle without moving the clock
  for (let turn = 0; observer.getCurrentResult().isFetching && turn < 100; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
  expect(observer.getCurrentResult().isFetching).toBe(false);
  const { data } = observer.getCurrentResult();
  unsubscribe();
  client.clear();
  return data;
};

beforeEach(() => {
  localStorage.clear();
  fetched.calls = 0;
  fetched.entries = freshEntries;
  vi.useFakeTimers({ now: start, toFake: ['Date'] });
});
afterEach(() => vi.useRealTimers());

describe('the cached branding', () => {
  it('is fresh for a day from its fetch: read at 23 h without a call, refetched at 25 h although it was read in between', async () => {
    expect(BRANDING_TTL_MS).toBe(24 * HOUR);
    brandingCache(domain).write(cachedEntries, start);

    vi.setSystemTime(start + 23 * HOUR);
    expect(await load()).toEqual({ logo: 'https://cdn.example.com/cached.png' });
    expect(fetched.calls).toBe(0);
    // the read left the cache dated as it was
    expect(brandingCache(domain).read()?.updatedAt).toBe(start);

    vi.setSystemTime(start + 25 * HOUR);
    expect(await load()).toEqual({ logo: 'https://cdn.example.com/fresh.png' });
    expect(fetched.calls).toBe(1);
    expect(brandingCache(domain).read()).toEqual({ updatedAt: start + 25 * HOUR, value: freshEntries });

    // the fetched copy is fresh again for a day
    vi.setSystemTime(start + 48 * HOUR);
    expect(await load()).toEqual({ logo: 'https://cdn.example.com/fresh.png' });
    expect(fetched.calls).toBe(1);
  });

  it('is fetched when nothing is cached, and kept', async () => {
    expect(await load()).toEqual({ logo: 'https://cdn.example.com/fresh.png' });
    expect(fetched.calls).toBe(1);
    expect(brandingCache(domain).read()).toEqual({ updatedAt: start, value: freshEntries });
  });

  it('ignores a tampered cache: not the contract entries, dated in the future, or not JSON', async () => {
    const tampered = [
      { updatedAt: start, value: [{ key: 'logo', value: 42 }] },
      { updatedAt: start, value: { logo: 'javascript:alert(1)' } },
      { updatedAt: start + 1000 * HOUR, value: cachedEntries },
      { updatedAt: 'now', value: cachedEntries },
      { expiresAt: start + 1000 * HOUR, value: cachedEntries },
    ];
    for (const entry of [...tampered.map((value) => JSON.stringify(value)), '{not json']) {
      localStorage.setItem(`branding:${domain}`, entry);
      fetched.calls = 0;
      expect(await load()).toEqual({ logo: 'https://cdn.example.com/fresh.png' });
      expect(fetched.calls).toBe(1);
      expect(brandingCache(domain).read()).toEqual({ updatedAt: start, value: freshEntries });
    }
  });
});
