// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { expiringCache, localStorageAdapter } from '../../src/adapters/local-storage.ts';
import { startupNavigationActions, withLanding } from '../../src/adapters/navigation.ts';
import { filterScopeOf } from '../../src/adapters/session-scope.ts';
import { siteDomain } from '../../src/adapters/site-domain.ts';
import { isAppleDevice } from '../../src/features/chrome/footer-links.ts';

beforeEach(() => localStorage.clear());

describe('the localStorage adapter', () => {
  it('reads, writes and removes session keys and notifies subscribers', () => {
    let notified = 0;
    const unsubscribe = localStorageAdapter.subscribe(() => notified++);
    localStorageAdapter.write({ tempId: 'TE1', group_id: '2556' });
    expect(localStorageAdapter.read()).toEqual({ tempId: 'TE1', group_id: '2556' });
    expect(localStorageAdapter.snapshot()).toBe(localStorageAdapter.snapshot());
    localStorageAdapter.remove(['tempId']);
    expect(localStorageAdapter.read()).toEqual({ group_id: '2556' });
    unsubscribe();
    expect(notified).toBe(2);
  });

  it('clears the session keys but keeps the branding cache and the browser keys', () => {
    const cache = expiringCache<string[]>('branding:abc', 1000);
    cache.write(['x']);
    localStorageAdapter.write({ open_type: 'group', tempId: 'TE1', deviceId: 'D1', locationPermission: 'denied' });
    localStorageAdapter.clear();
    expect(localStorageAdapter.read()).toEqual({ deviceId: 'D1', locationPermission: 'denied' });
    expect(cache.read()).toEqual(['x']);
  });
});

describe('the branding cache', () => {
  it('expires entries and ignores unreadable ones', () => {
    let now = 0;
    const cache = expiringCache<number>('key', 100, () => now);
    cache.write(7);
    now = 99;
    expect(cache.read()).toBe(7);
    now = 100;
    expect(cache.read()).toBeUndefined();
    localStorage.setItem('key', '{not json');
    expect(cache.read()).toBeUndefined();
  });
});

describe('navigation', () => {
  it('keeps the landing prefix, except on the error screens', () => {
    expect(withLanding('/plans', 'jane')).toBe('/jane/plans');
    expect(withLanding('/', 'jane')).toBe('/jane');
    expect(withLanding('/404', 'jane')).toBe('/404');
    expect(withLanding('/landing-config-error/Agent', 'jane')).toBe('/landing-config-error/Agent');
    expect(withLanding('/plans', undefined)).toBe('/plans');
  });

  it('rewrites the URL in place at start-up', () => {
    startupNavigationActions(window.history).navigate(undefined, { to: '/404' });
    expect(window.location.pathname).toBe('/404');
  });
});

describe('small pure adapters', () => {
  it('encodes the host as base64', () => expect(siteDomain('acme.localhost')).toBe('YWNtZS5sb2NhbGhvc3Q='));

  it('reads the filter scope from storage, dropping values of the wrong kind', () => {
    expect(filterScopeOf({ eprocess: 'rep', agent_id: '7', portal_id: '3', enroll_type: 'nonsense', open_type: 'agent' })).toEqual({
      eprocess: 'rep',
      agent_id: '7',
      group_id: undefined,
      platform_group_id: '3',
      type: undefined,
      open_type: 'agent',
    });
  });

  it('hides the Play badge on Apple devices only', () => {
    expect(isAppleDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)')).toBe(true);
    expect(isAppleDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true);
    expect(isAppleDevice('Mozilla/5.0 (Linux; Android 14)')).toBe(false);
  });
});
