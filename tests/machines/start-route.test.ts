import { describe, expect, it } from 'vitest';
import { appRouteNames, classifyStartRoute } from '../../machines/session/start-route.ts';

describe('classifyStartRoute', () => {
  it.each([
    ['/', '', { kind: 'plain', route: '' }],
    ['/home', '', { kind: 'plain', route: 'home' }],
    ['/plans', '?type=dental', { kind: 'plain', route: 'plans' }],
    ['/plan/12/Dental%20Plus', '', { kind: 'plain', route: 'plan' }],
    ['/referrals', '?rid=R42', { kind: 'referrals', rid: 'R42' }],
    ['/referrals', '', { kind: 'referrals', rid: null }],
    ['/referrals', '?rid=%20', { kind: 'referrals', rid: null }],
    ['/websites', '?group=elevate&id=EL1001', { kind: 'websites', group: 'elevate', id: 'EL1001' }],
    ['/websites', '?group=acme', { kind: 'websites', group: 'acme', id: null }],
    ['/websites', '', { kind: 'websites', group: null, id: null }],
    // spec 3 §2.1's /website is the same group site entry
    ['/website', '?group=acme', { kind: 'websites', group: 'acme', id: null }],
    ['/external', '?site=partner', { kind: 'external', site: 'partner' }],
    ['/external', '', { kind: 'external', site: null }],
    ['/continue-enrollment', '', { kind: 'resume', route: 'continue-enrollment' }],
    ['/direct-continue', '?code=1', { kind: 'resume', route: 'direct-continue' }],
    ['/jane', '', { kind: 'landing', landing: 'jane', route: '' }],
    ['/jane/', '', { kind: 'landing', landing: 'jane', route: '' }],
    ['/jane/plans', '', { kind: 'landing', landing: 'jane', route: 'plans' }],
    ['/jane/referrals', '?rid=R42', { kind: 'landing', landing: 'jane', route: 'referrals' }],
    ['/jane/no-such-page', '', { kind: 'landing', landing: 'jane', route: '404' }],
  ])('%s%s', (pathname, search, expected) => {
    expect(classifyStartRoute(pathname, search)).toEqual(expected);
  });

  it.each(appRouteNames.filter((name) => !['', 'referrals', 'websites', 'website', 'external', 'continue-enrollment', 'direct-continue'].includes(name)))(
    'treats the app route /%s as a plain route, never a landing name',
    (name) => {
      expect(classifyStartRoute(`/${name}`, '')).toEqual({ kind: 'plain', route: name });
    },
  );
});
