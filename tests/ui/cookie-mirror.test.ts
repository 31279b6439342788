// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { localStorageAdapter, mirrorToCookies } from '../../src/adapters/local-storage.ts';

// The server renders from the request's cookies what the browser keeps in localStorage for the
// first render (issue 25): the location banner's remembered choice, and the ids start-up decides the
// session from (so the server decides it as the browser would); nothing else of the session.

const cookies = () => Object.fromEntries(document.cookie.split('; ').filter(Boolean).map((pair) => pair.split('=')));

afterEach(() => {
  localStorage.clear();
  mirrorToCookies();
});

describe('the cookie mirror of stored values', () => {
  it('copies the location choice into its cookie as it is stored, and expires it as it is removed', () => {
    localStorageAdapter.write({ locationPermission: 'denied' });
    expect(cookies()).toEqual({ locationPermission: 'denied' });
    localStorageAdapter.remove(['locationPermission']);
    expect(cookies()).toEqual({});
  });

  it("copies the values start-up decides from, and nothing else of the session", () => {
    localStorageAdapter.write({ tempId: '8812', group_id: '7', USER_ID: '501', username: 'Jane Doe', planList: '[1]' });
    expect(cookies()).toEqual({ tempId: '8812', group_id: '7', USER_ID: '501' });
  });

  it('brings a choice stored before the mirror existed into its cookie at start', () => {
    localStorage.setItem('locationPermission', 'allowed');
    expect(cookies()).toEqual({});
    mirrorToCookies();
    expect(cookies()).toEqual({ locationPermission: 'allowed' });
  });

  it('keeps the choice when start-up clears the session', () => {
    localStorageAdapter.write({ locationPermission: 'denied', tempId: '8812' });
    localStorageAdapter.clear();
    expect(cookies()).toEqual({ locationPermission: 'denied' });
  });
});
