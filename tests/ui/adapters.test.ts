// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { localStorageAdapter, timestampedCache } from '../../src/adapters/local-storage.ts';
import type { AnyRouter } from '@tanstack/react-router';
import { homeBehindActions, startupNavigationActions, withLanding } from '../../src/adapters/navigation.ts';
import { filterRecommendationQueryOf, recommendListQueryOf, recommendationQueryOf, viewAllSearchOf } from '../../src/adapters/recommendations.ts';
import { filterScopeOf } from '../../src/adapters/session-scope.ts';
import { siteDomain } from '../../src/adapters/site-domain.ts';

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
    const cache = timestampedCache('branding:abc', z.array(z.string()));
    cache.write(['x']);
    localStorageAdapter.write({ open_type: 'group', tempId: 'TE1', deviceId: 'D1', locationPermission: 'denied' });
    localStorageAdapter.clear();
    expect(localStorageAdapter.read()).toEqual({ deviceId: 'D1', locationPermission: 'denied' });
    expect(cache.read()?.value).toEqual(['x']);
  });
});

describe('the branding cache', () => {
  it('keeps the time it was written, and ignores unreadable, refused or future-dated entries', () => {
    let now = 1_000;
    const cache = timestampedCache('key', z.number(), () => now);
    cache.write(7);
    now = 5_000;
    expect(cache.read()).toEqual({ updatedAt: 1_000, value: 7 });
    localStorage.setItem('key', '{not json');
    expect(cache.read()).toBeUndefined();
    localStorage.setItem('key', JSON.stringify({ updatedAt: 1_000, value: 'seven' }));
    expect(cache.read()).toBeUndefined();
    localStorage.setItem('key', JSON.stringify({ expiresAt: 9_000, value: 7 }));
    expect(cache.read()).toBeUndefined();
    localStorage.setItem('key', JSON.stringify({ updatedAt: 6_000, value: 7 }));
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

  it("puts the home page behind the receipt, under the visitor's landing: Back opens it (issue 28 item 6)", async () => {
    window.history.replaceState({ __TSR_index: 4, key: 'r', __TSR_key: 'r' }, '', '/jane/enrollment/receipt');
    const length = window.history.length;
    const router = { state: { matches: [{ params: { landing: 'jane' } }] } } as unknown as AnyRouter;
    homeBehindActions(router).putHomeBehind(undefined, { to: '/member-home' });
    expect([window.location.pathname, window.history.length]).toEqual(['/jane/enrollment/receipt', length + 1]);
    expect(window.history.state).toEqual({ __TSR_index: 4, key: 'r', __TSR_key: 'r' });
    const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.back();
    await popped;
    expect(window.location.pathname).toBe('/jane/member-home');
    expect(window.history.state).toMatchObject({ __TSR_index: 3 });
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

  it('a stored referral travels with the filter instead of the open type (spec 3 §7)', () => {
    expect(filterScopeOf({ referral: 'signed-rid', agent_id: '701', portal_id: '11', open_type: 'agent' })).toEqual({
      eprocess: undefined,
      agent_id: '701',
      group_id: undefined,
      platform_group_id: '11',
      type: undefined,
      referral: 'signed-rid',
    });
  });
});

describe('recommendation queries', () => {
  const stored = { group_id: '2556', portal_id: '12', enroll_type: 'new-group-member' };
  const scope = { groupID: '2556', platformID: '12', enroll_type: 'new-group-member', agentID: undefined, userID: undefined };
  const today = new Date(Date.UTC(2026, 5, 15));

  it('the landing asks popularity, the cart association for its plans', () => {
    expect(recommendationQueryOf(stored)).toEqual({ kind: 'popularity', request: scope });
    expect(recommendationQueryOf(stored, [121, 161])).toEqual({ kind: 'association', request: { ...scope, planID: '121,161' } });
  });

  it("the plans page asks the filter call for the quote's state, tier, age in years and gender", () => {
    const summary = { state: 'NY', dob: '06/16/1980', tier: 'IS', gender: '1' } as const;
    // a day before the 46th birthday (years of 365.25 days, spec 1 §5)
    expect(filterRecommendationQueryOf(stored, summary, today)).toEqual({ kind: 'filter', request: { ...scope, state: 'NY', tier: 'IS', age: 45, gender: '1' } });
    expect(filterRecommendationQueryOf(stored, { ...summary, dob: '06/14/1980' }, today).request).toMatchObject({ age: 46 });
  });

  it('leaves out a state that is not a state code and an age it cannot count', () => {
    const query = filterRecommendationQueryOf(stored, { state: '', dob: 'not a date', tier: 'IO', gender: '0' }, today);
    expect(query.request).not.toHaveProperty('state');
    expect(query.request).not.toHaveProperty('age');
    expect(query.request).toMatchObject({ tier: 'IO', gender: '0' });
  });

  it("View All carries the strip's quote to /recommend-list, which asks the filter call again", () => {
    const query = filterRecommendationQueryOf(stored, { state: 'NY', dob: '06/16/1980', tier: 'IS', gender: '1' }, today);
    const search = viewAllSearchOf(query);
    expect(search).toEqual({ state: 'NY', tier: 'IS', age: 45, gender: '1' });
    expect(recommendListQueryOf(stored, search)).toEqual(query);
    expect(recommendListQueryOf(stored, { planID: '121,161' }).kind).toBe('association');
    expect(recommendListQueryOf(stored, {}).kind).toBe('popularity');
    expect(viewAllSearchOf(recommendationQueryOf(stored))).toEqual({});
    expect(viewAllSearchOf(recommendationQueryOf(stored, [121, 161]))).toEqual({ planID: '121,161' });
  });
});
