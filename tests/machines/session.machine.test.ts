import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { sessionMachine, type SessionInput } from '../../machines/session/session.machine.ts';
import { classifyStartRoute } from '../../machines/session/start-route.ts';
import { memoryStorage, storageActions, type StorageKey, type StoredValues } from '../../machines/shared/storage.ts';
import { apiFailure, EMPTY, fixtures } from '../../model-tests/lib/fixtures.ts';
import { appActions, stubActors } from './support.ts';

const MAIN_HOST = 'benefits.example';

type Stubs = ReturnType<typeof stubActors>;
type ActorStubs = Parameters<typeof sessionMachine.provide>[0]['actors'];

/** Starts the session for `url` on `host` with `stored`, and resolves once it rests. */
const startSession = async (url: string, options: { host?: string; stored?: StoredValues; actors?: (stubs: Stubs) => ActorStubs } = {}) => {
  const { host = MAIN_HOST, stored = {} } = options;
  const stubs = stubActors();
  const storage = memoryStorage(stored);
  const removed: StorageKey[][] = [];
  const app = appActions();
  const [pathname = '/', search = ''] = url.split('?');
  const input: SessionInput = {
    host,
    mainHost: MAIN_HOST,
    siteDomain: Buffer.from(host).toString('base64'),
    route: classifyStartRoute(pathname, search ? `?${search}` : ''),
    stored: storage.read(),
  };
  const machine = sessionMachine.provide({
    actors: options.actors?.(stubs),
    actions: {
      ...storageActions(storage),
      removeStoredValues: (_, { keys }) => {
        removed.push([...keys]);
        storage.remove(keys);
      },
      navigate: app.actions.navigate,
    },
  });
  const actor = createActor(machine, { input }).start();
  const snapshot = await waitFor(actor, (s) => s.status === 'done');
  return { snapshot, stored: storage.values, navigations: app.navigations, removed, stubs, output: snapshot.output };
};

const groupSession = { group_id: '7', agent_id: '3', portal_id: '11', open_type: 'group', eprocess: 'group', enroll_type: 'new-group-member' };

describe('session: main host', () => {
  it('with nothing stored clears storage, loads the default group site and stores it as a group session', async () => {
    const run = await startSession('/plans', {
      stored: { cartCount: '2' },
      actors: (s) => ({ getDefaultInfo: s.resolves('getDefaultInfo', fixtures.defaultSite) }),
    });
    expect(run.snapshot.value).toBe('ready');
    expect(run.snapshot.hasTag('ready')).toBe(true);
    expect(run.stubs.inputsOf('getDefaultInfo')).toEqual([{}]);
    expect(run.stored).toEqual(groupSession);
    expect(run.navigations).toEqual([]);
    expect(run.output).toMatchObject({ mode: 'group', openType: 'group', groupId: 7, agentId: 3, portalId: 11, enrollType: 'new-group-member' });
  });

  it('goes to /404 when the default site fails', async () => {
    const run = await startSession('/', { actors: (s) => ({ getDefaultInfo: s.rejects('getDefaultInfo', apiFailure('down', [], 500)) }) });
    expect(run.snapshot.value).toBe('notFound');
    expect(run.snapshot.hasTag('notFound')).toBe(true);
    expect(run.navigations).toEqual(['/404']);
    expect(run.output).toBeNull();
  });

  it('with a stored open type keeps the stored session and looks nothing up', async () => {
    const run = await startSession('/cart', { stored: { open_type: 'user', tempId: 'TE1' } });
    expect(run.snapshot.value).toBe('ready');
    expect(run.stubs.calls).toEqual([]);
    expect(run.stored).toEqual({ open_type: 'user', tempId: 'TE1' });
    expect(run.output).toMatchObject({ mode: 'visitor', openType: 'user', tempId: 'TE1' });
  });
});

describe('session: a resumed enrollment', () => {
  it("keeps a member's enrollment resumed by code on the main host (no open type stored) and loads its group", async () => {
    const resumed = { tempId: 'TE1', enroll_type: 'existing-member', group_id: '2556', portal_id: '11', agent_id: '701' };
    const run = await startSession('/enrollment/agreement-signature', {
      stored: resumed,
      actors: (s) => ({ getGroupInfoEnroll: s.resolves('getGroupInfoEnroll', fixtures.groupInfo) }),
    });
    expect(run.snapshot.value).toBe('ready');
    expect(run.stubs.inputsOf('getGroupInfoEnroll')).toEqual([{ group_id: '2556' }]);
    expect(run.stored).toMatchObject(resumed);
    expect(run.output).toMatchObject({ tempId: 'TE1' });
  });
});

describe('session: another host', () => {
  const host = 'acme.localhost:5173';

  it('looks the site up by its base64 domain, stores the group session and opens /home', async () => {
    const run = await startSession('/', { host, actors: (s) => ({ getDomainSiteInformation: s.resolves('getDomainSiteInformation', fixtures.domainSite) }) });
    expect(run.stubs.inputsOf('getDomainSiteInformation')).toEqual([{ site_domain: btoa(host) }]);
    expect(run.stored).toEqual({ group_id: '42', open_type: 'group', eprocess: 'group', enroll_type: 'new-group-member' });
    expect(run.navigations).toEqual(['/home']);
    expect(run.output).toMatchObject({ mode: 'group', groupId: 42, agentId: null, portalId: null });
  });

  it.each([
    ['answers 204', { answer: EMPTY }],
    ['fails', { error: apiFailure('unknown site', [], 404) }],
  ])('goes to /404 when the lookup %s', async (_, outcome) => {
    const run = await startSession('/', { host, actors: (s) => ({ getDomainSiteInformation: s.settles('getDomainSiteInformation', outcome) }) });
    expect(run.snapshot.value).toBe('notFound');
    expect(run.navigations).toEqual(['/404']);
    expect(run.stored).toEqual({});
  });

  it('with a session already stored for this origin restores it and stays on the route', async () => {
    const run = await startSession('/cart', {
      host,
      stored: { group_id: '42', open_type: 'group', eprocess: 'group', tempId: 'TE1' },
      actors: (s) => ({ getGroupInfoEnroll: s.resolves('getGroupInfoEnroll', fixtures.groupInfo) }),
    });
    expect(run.stubs.calls.map((call) => call.actor)).toEqual(['getGroupInfoEnroll']);
    expect(run.navigations).toEqual([]);
    expect(run.stored.tempId).toBe('TE1');
  });
});

describe('session: landing param', () => {
  // spec 1 §2 Home landing: on the main host the site is resolved by the domain lookup, group and
  // portal ids stored, enroll type new-group-member, and the visitor goes to / (the landing's)
  it("on the main host clears storage, validates the landing, resolves the site by the domain lookup and goes to the landing's /", async () => {
    const run = await startSession('/jane/plans', {
      stored: { tempId: 'OLD', landing: 'john' },
      actors: (s) => ({ validateLandingPage: s.resolves('validateLandingPage', fixtures.landing), getDomainSiteInformation: s.resolves('getDomainSiteInformation', fixtures.domainSite) }),
    });
    expect(run.stubs.inputsOf('validateLandingPage')).toEqual([{ landing_page: 'jane' }]);
    expect(run.stubs.inputsOf('getDomainSiteInformation')).toEqual([{ site_domain: Buffer.from(MAIN_HOST).toString('base64') }]);
    // a rep's landing names no group: the host's group (the lookup's gid)
    expect(run.stored).toEqual({ landing: 'jane', agent_id: '5', portal_id: '2', open_type: 'agent', group_id: '42', enroll_type: 'new-group-member' });
    expect(run.navigations).toEqual(['/jane']);
    expect(run.output).toMatchObject({ mode: 'visitor', landing: 'jane', openType: 'agent', agentId: 5, groupId: 42, portalId: 2, enrollType: 'new-group-member' });
  });

  it('on another host stores the landing session as validated: no domain lookup, no move', async () => {
    const run = await startSession('/jane/plans', {
      host: 'acme.localhost',
      actors: (s) => ({ validateLandingPage: s.resolves('validateLandingPage', fixtures.landing) }),
    });
    expect(run.stubs.inputsOf('getDomainSiteInformation')).toEqual([]);
    expect(run.stored).toEqual({ landing: 'jane', agent_id: '5', portal_id: '2', open_type: 'agent' });
    expect(run.navigations).toEqual([]);
  });

  it.each([
    ['answers 204', { answer: EMPTY }],
    ['fails', { error: apiFailure('no landing', [], 404) }],
  ])('clears the landing data and goes to /404 when validation %s', async (_, outcome) => {
    const run = await startSession('/jane', { actors: (s) => ({ validateLandingPage: s.settles('validateLandingPage', outcome) }) });
    expect(run.snapshot.value).toBe('notFound');
    expect(run.removed).toEqual([['landing', 'agent_id', 'group_id', 'portal_id', 'open_type']]);
    expect(run.navigations).toEqual(['/404']);
  });

  it.each([
    ['answers 204', { answer: EMPTY }],
    ['fails', { error: apiFailure('down', [], 500) }],
  ])("clears the landing data and goes to /404 when the main host's domain lookup %s", async (_, outcome) => {
    const run = await startSession('/jane', {
      actors: (s) => ({ validateLandingPage: s.resolves('validateLandingPage', fixtures.landing), getDomainSiteInformation: s.settles('getDomainSiteInformation', outcome) }),
    });
    expect(run.snapshot.value).toBe('notFound');
    expect(run.removed).toEqual([['landing', 'agent_id', 'group_id', 'portal_id', 'open_type']]);
    expect(run.navigations).toEqual(['/404']);
  });

  // spec 1 §2 Home landing: group and portal stored, enroll type new-group-member (issue 23)
  it("makes a group's landing visitor an employee enrolling themself: new-group-member, applicant, the landing's group and portal stored", async () => {
    const acme = { group_id: 2556, agent_id: null, portal_id: 12, open_type: 'group' as const, landing_page: 'acme' };
    const run = await startSession('/acme', {
      stored: { eprocess: 'group', enroll_type: 'new-member', tempId: 'OLD' },
      actors: (s) => ({ validateLandingPage: s.resolves('validateLandingPage', acme), getDomainSiteInformation: s.resolves('getDomainSiteInformation', fixtures.domainSite) }),
    });
    expect(run.snapshot.value).toBe('ready');
    expect(run.stubs.inputsOf('getDomainSiteInformation')).toHaveLength(1);
    expect(run.stored).toEqual({ landing: 'acme', group_id: '2556', portal_id: '12', open_type: 'group', enroll_type: 'new-group-member', eprocess: 'applicant' });
    expect(run.navigations).toEqual(['/acme']);
    expect(run.output).toMatchObject({ mode: 'applicant', enrollType: 'new-group-member', groupId: 2556, portalId: 12, openType: 'group' });
  });

  it("keeps the employee's role when a reload of the group's landing looks the stored group up", async () => {
    const stored = { landing: 'acme', group_id: '2556', open_type: 'group', enroll_type: 'new-group-member', eprocess: 'applicant', tempId: 'TE1' };
    const run = await startSession('/acme/cart', {
      stored,
      actors: (s) => ({ getGroupInfoEnroll: s.resolves('getGroupInfoEnroll', fixtures.groupInfo) }),
    });
    expect(run.stubs.inputsOf('getGroupInfoEnroll')).toEqual([{ group_id: '2556' }]);
    expect(run.stored).toEqual({ ...stored, gname: 'Acme Co', gcode: 'ACME' });
    expect(run.output).toMatchObject({ mode: 'applicant', enrollType: 'new-group-member', displayName: 'Acme Co' });
  });

  it('keeps the session on a reload of the stored landing, so the cart survives', async () => {
    const stored = { landing: 'jane', agent_id: '5', open_type: 'agent', tempId: 'TE1', cartCount: '2' };
    const run = await startSession('/jane/cart', { stored });
    expect(run.stubs.calls).toEqual([]);
    expect(run.stored).toEqual(stored);
    expect(run.output).toMatchObject({ landing: 'jane', tempId: 'TE1' });
  });
});

describe('session: referrals', () => {
  it('clears storage and stores the referral session, staying on /referrals', async () => {
    const run = await startSession('/referrals?rid=R42', {
      stored: { tempId: 'OLD' },
      actors: (s) => ({ getEnrollmentInfoReferral: s.resolves('getEnrollmentInfoReferral', fixtures.referral) }),
    });
    expect(run.stubs.inputsOf('getEnrollmentInfoReferral')).toEqual([{ referral_id: 'R42' }]);
    expect(run.stored).toEqual({ referral: 'R42', agent_id: '5', group_id: '9', open_type: 'agent' });
    expect(run.navigations).toEqual([]);
    expect(run.output).toMatchObject({ referral: 'R42', openType: 'agent', agentId: 5, groupId: 9, portalId: null });
  });

  it('goes to /404 without a rid, looking nothing up', async () => {
    const run = await startSession('/referrals', { stored: { tempId: 'OLD' } });
    expect(run.stubs.calls).toEqual([]);
    expect(run.stored).toEqual({});
    expect(run.navigations).toEqual(['/404']);
  });

  it.each([
    ['answers 204', { answer: EMPTY }],
    ['fails', { error: apiFailure('bad referral') }],
  ])('goes to /404 when the referral lookup %s', async (_, outcome) => {
    const run = await startSession('/referrals?rid=R42', { actors: (s) => ({ getEnrollmentInfoReferral: s.settles('getEnrollmentInfoReferral', outcome) }) });
    expect(run.snapshot.value).toBe('notFound');
    expect(run.navigations).toEqual(['/404']);
  });
});

describe('session: websites', () => {
  it('validates the group, stores the group session and opens /home', async () => {
    const run = await startSession('/websites?group=acme', { actors: (s) => ({ validateGroup: s.resolves('validateGroup', fixtures.group) }) });
    expect(run.stubs.inputsOf('validateGroup')).toEqual([{ group_code: 'acme' }]);
    expect(run.stored).toEqual({ group_id: '77', open_type: 'group', eprocess: 'group', enroll_type: 'new-group-member' });
    expect(run.stubs.inputsOf('trackElevateTraffic')).toEqual([]);
    expect(run.navigations).toEqual(['/home']);
  });

  it.each([
    ['answers', { answer: fixtures.tracked }],
    ['fails', { error: apiFailure('not tracked', [], 500) }],
  ])('for elevate decodes the signed link, stores tempId and fromSite, tracks the traffic, stores the partner portal (get-elevate-info) and opens /home whether tracking %s', async (_, outcome) => {
    const run = await startSession('/websites?group=elevate&id=signed-link-of-EL1001', {
      actors: (s) => ({
        validateGroup: s.resolves('validateGroup', fixtures.group),
        decryptDetail: s.resolves('decryptDetail', fixtures.decodedPartnerLink),
        trackElevateTraffic: s.settles('trackElevateTraffic', outcome),
        getElevateInfo: s.resolves('getElevateInfo', fixtures.elevateInfo),
      }),
    });
    expect(run.stubs.inputsOf('decryptDetail')).toEqual([{ enrollmentId: 'signed-link-of-EL1001' }]);
    expect(run.stubs.inputsOf('trackElevateTraffic')).toEqual([{ enrollment_id: 'EL1001' }]);
    expect(run.stubs.inputsOf('getElevateInfo')).toEqual([{}]);
    expect(run.stored).toMatchObject({ group_id: '77', tempId: 'EL1001', fromSite: 'elevate', portal_id: '21' });
    expect(run.navigations).toEqual(['/home']);
    expect(run.output).toMatchObject({ tempId: 'EL1001', fromSite: 'elevate', portalId: 21 });
  });

  it('for elevate, a failed get-elevate-info opens the group site without a portal', async () => {
    const run = await startSession('/websites?group=elevate&id=signed-link-of-EL1001', {
      actors: (s) => ({
        validateGroup: s.resolves('validateGroup', fixtures.group),
        decryptDetail: s.resolves('decryptDetail', fixtures.decodedPartnerLink),
        trackElevateTraffic: s.resolves('trackElevateTraffic', fixtures.tracked),
        getElevateInfo: s.rejects('getElevateInfo', apiFailure('down', [], 500)),
      }),
    });
    expect(run.stored.portal_id).toBeUndefined();
    expect(run.navigations).toEqual(['/home']);
  });

  it('for elevate with a link the server cannot decode opens the group site without an enrollment, untracked', async () => {
    const run = await startSession('/websites?group=elevate&id=EL1001', {
      actors: (s) => ({ validateGroup: s.resolves('validateGroup', fixtures.group), decryptDetail: s.resolves('decryptDetail', fixtures.undecodedLink) }),
    });
    expect(run.stubs.inputsOf('trackElevateTraffic')).toEqual([]);
    expect(run.stored.tempId).toBeUndefined();
    expect(run.stored.fromSite).toBeUndefined();
    expect(run.navigations).toEqual(['/home']);
  });

  it('for elevate without an id opens the group site untracked', async () => {
    const run = await startSession('/websites?group=elevate', { actors: (s) => ({ validateGroup: s.resolves('validateGroup', fixtures.group) }) });
    expect(run.stubs.inputsOf('trackElevateTraffic')).toEqual([]);
    expect(run.stored.fromSite).toBeUndefined();
    expect(run.navigations).toEqual(['/home']);
  });

  it('goes to /404 without a group param', async () => {
    const run = await startSession('/websites');
    expect(run.stubs.calls).toEqual([]);
    expect(run.navigations).toEqual(['/404']);
  });

  it.each([
    ['answers 204', { answer: EMPTY }],
    ['fails', { error: apiFailure('Invalid group code') }],
  ])('goes to /404 when group validation %s', async (_, outcome) => {
    const run = await startSession('/websites?group=nope', { actors: (s) => ({ validateGroup: s.settles('validateGroup', outcome) }) });
    expect(run.navigations).toEqual(['/404']);
  });
});

describe('session: external and resume routes', () => {
  it('loads the external site by name, stores it and opens /home', async () => {
    const run = await startSession('/external?site=partner', {
      actors: (s) => ({ getExternalSiteInformation: s.resolves('getExternalSiteInformation', fixtures.externalSite) }),
    });
    expect(run.stubs.inputsOf('getExternalSiteInformation')).toEqual([{ site_name: 'partner' }]);
    expect(run.stored).toEqual({ group_id: '12', agent_id: '4', open_type: 'user' });
    expect(run.navigations).toEqual(['/home']);
  });

  it('goes to /404 without a site param', async () => {
    const run = await startSession('/external');
    expect(run.stubs.calls).toEqual([]);
    expect(run.navigations).toEqual(['/404']);
  });

  it.each([
    ['answers 204', { answer: EMPTY }],
    ['fails', { error: apiFailure('no site', [], 404) }],
  ])('goes to /404 when the site lookup %s', async (_, outcome) => {
    const run = await startSession('/external?site=nope', {
      actors: (s) => ({ getExternalSiteInformation: s.settles('getExternalSiteInformation', outcome) }),
    });
    expect(run.navigations).toEqual(['/404']);
  });

  it.each(['/continue-enrollment', '/direct-continue'])('%s clears storage and is ready at once', async (url) => {
    const run = await startSession(url, { stored: { tempId: 'TE1', eprocess: 'rep', AGENT_ID: '5' } });
    expect(run.stubs.calls).toEqual([]);
    expect(run.stored).toEqual({});
    expect(run.output).toMatchObject({ mode: 'visitor', tempId: null });
  });
});

describe('session: restoring stored ids', () => {
  it.each([
    ['AGENT_ID', { AGENT_ID: '5' }],
    ['agent_id', { agent_id: '5' }],
  ])('a rep with a stored %s is looked up and becomes a rep session', async (_, ids) => {
    const run = await startSession('/plans', {
      stored: { open_type: 'agent', eprocess: 'rep', ...ids },
      actors: (s) => ({ getAgentInfoEnroll: s.resolves('getAgentInfoEnroll', fixtures.agent) }),
    });
    expect(run.stubs.inputsOf('getAgentInfoEnroll')).toEqual([{ agent_id: '5' }]);
    expect(run.output).toMatchObject({ mode: 'rep', agentId: 5, displayName: 'Jane Doe' });
  });

  it('a stored agent id without the rep process is not a rep session', async () => {
    const run = await startSession('/plans', { stored: { open_type: 'agent', agent_id: '5' } });
    expect(run.stubs.calls).toEqual([]);
    expect(run.output).toMatchObject({ mode: 'visitor', agentId: 5 });
  });

  it('a stored user is looked up and becomes an applicant session', async () => {
    const run = await startSession('/member-home', {
      stored: { open_type: 'user', USER_ID: '31' },
      actors: (s) => ({ getMemberInfo: s.resolves('getMemberInfo', fixtures.member) }),
    });
    expect(run.stubs.inputsOf('getMemberInfo')).toEqual([{ user_id: '31' }]);
    expect(run.stored).toEqual({ open_type: 'user', USER_ID: '31', eprocess: 'applicant', agent_id: '5', group_id: '9', portal_id: '2' });
    expect(run.output).toMatchObject({ mode: 'applicant', displayName: 'Sam Lee' });
  });

  it('a stored group is looked up and becomes a group session', async () => {
    const run = await startSession('/group-home', {
      stored: { open_type: 'group', group_id: '9' },
      actors: (s) => ({ getGroupInfoEnroll: s.resolves('getGroupInfoEnroll', fixtures.groupInfo) }),
    });
    expect(run.stubs.inputsOf('getGroupInfoEnroll')).toEqual([{ group_id: '9' }]);
    expect(run.stored).toMatchObject({ eprocess: 'group', gname: 'Acme Co', gcode: 'ACME' });
    expect(run.output).toMatchObject({ mode: 'group', groupId: 9, displayName: 'Acme Co' });
  });

  it.each([
    ['getAgentInfoEnroll', { eprocess: 'rep', AGENT_ID: '5' }, 'rep'],
    ['getMemberInfo', { USER_ID: '31' }, 'visitor'],
    ['getGroupInfoEnroll', { group_id: '9' }, 'visitor'],
  ] as const)('a failed %s leaves what is stored and still starts', async (actor, ids, mode) => {
    const stored = { open_type: 'user', ...ids };
    const run = await startSession('/', { stored, actors: (s) => ({ [actor]: s.rejects(actor, apiFailure('gone', [], 500)) }) });
    expect(run.snapshot.value).toBe('ready');
    expect(run.stored).toEqual(stored);
    expect(run.output).toMatchObject({ mode, displayName: null });
  });
});

describe('session: reps from an access code and role-home sessions', () => {
  const arriving = { AGENT_ID: '5', eprocess: 'rep', tempId: 'TE1' };

  it("a rep arriving at the rep's own landing keeps the rep identity and is looked up", async () => {
    const run = await startSession('/jane', {
      stored: arriving,
      actors: (s) => ({
        validateLandingPage: s.resolves('validateLandingPage', fixtures.landing),
        getAgentInfoEnroll: s.resolves('getAgentInfoEnroll', fixtures.agent),
      }),
    });
    expect(run.snapshot.value).toBe('ready');
    expect(run.stored).toEqual({ landing: 'jane', agent_id: '5', portal_id: '2', open_type: 'agent', AGENT_ID: '5', eprocess: 'rep' });
    expect(run.stubs.inputsOf('getAgentInfoEnroll')).toEqual([{ agent_id: '5' }]);
    expect(run.output).toMatchObject({ mode: 'rep', agentId: 5, displayName: 'Jane Doe' });
  });

  it("a rep at another rep's landing is an ordinary visitor there", async () => {
    const run = await startSession('/jane', {
      stored: { ...arriving, AGENT_ID: '6' },
      actors: (s) => ({
        validateLandingPage: s.resolves('validateLandingPage', fixtures.landing),
        getDomainSiteInformation: s.resolves('getDomainSiteInformation', fixtures.domainSite),
      }),
    });
    expect(run.stored).toEqual({ landing: 'jane', agent_id: '5', portal_id: '2', open_type: 'agent', group_id: '42', enroll_type: 'new-group-member' });
    expect(run.output).toMatchObject({ mode: 'visitor' });
  });

  it('a stored rep without an open type (a rep home session) is restored, not replaced by the default site', async () => {
    const run = await startSession('/agent-home', {
      stored: { AGENT_ID: '5', agent_id: '5', eprocess: 'rep' },
      actors: (s) => ({ getAgentInfoEnroll: s.resolves('getAgentInfoEnroll', fixtures.agent) }),
    });
    expect(run.stubs.inputsOf('getDefaultInfo')).toEqual([]);
    expect(run.output).toMatchObject({ mode: 'rep', displayName: 'Jane Doe' });
  });

  it('a stored member without an open type is restored too', async () => {
    const run = await startSession('/member-home', {
      stored: { USER_ID: '31', eprocess: 'applicant' },
      actors: (s) => ({ getMemberInfo: s.resolves('getMemberInfo', fixtures.member) }),
    });
    expect(run.output).toMatchObject({ mode: 'applicant', displayName: 'Sam Lee' });
  });
});
