import { describe, expect, it } from 'vitest';
import { sessionCalls, sessionMachine, type SessionInput } from '../machines/session/session.machine.ts';
import { classifyStartRoute } from '../machines/session/start-route.ts';
import type { StoredValues } from '../machines/shared/storage.ts';
import { actorResults, apiFailure, createCoverage, EMPTY, fixtures, generatePaths, publishCoverage, walkPath, type MachineModel } from './lib/index.ts';

const MAIN_HOST = 'benefits.example';

const start = (name: string, url: string, options: { host?: string; stored?: StoredValues } = {}) => {
  const { host = MAIN_HOST, stored = {} } = options;
  const [pathname = '/', search = ''] = url.split('?');
  const input: SessionInput = { host, mainHost: MAIN_HOST, siteDomain: btoa(host), route: classifyStartRoute(pathname, `?${search}`), stored };
  return { name, input };
};

const failure = apiFailure('Not found', [], 404);

/** The start-up machine explored from each start-up case of spec 1 §4. */
export const sessionModel: MachineModel = {
  id: sessionMachine.id,
  machine: sessionMachine,
  scenarios: [
    start('main host, nothing stored', '/'),
    start('main host, open type stored', '/cart', { stored: { open_type: 'user' } }),
    start('group host', '/', { host: 'acme.localhost' }),
    start('group host, session stored', '/cart', { host: 'acme.localhost', stored: { open_type: 'group', group_id: '42' } }),
    start('landing', '/jane/plans'),
    // only the main host resolves a landing's site by the domain lookup (spec 1 §2 Home landing)
    start('landing on a group host', '/jane/plans', { host: 'acme.localhost' }),
    start('landing reload', '/jane/cart', { stored: { landing: 'jane', open_type: 'agent', agent_id: '5', eprocess: 'rep' } }),
    // a group's landing made the visitor an employee: a reload looks the group up and keeps the role
    start("reload of a group's landing", '/acme/cart', { stored: { landing: 'acme', group_id: '9', open_type: 'group', eprocess: 'applicant', enroll_type: 'new-group-member' } }),
    start('referral', '/referrals?rid=R42'),
    start('referral without rid', '/referrals'),
    start('group website', '/websites?group=acme'),
    start('elevate website', '/websites?group=elevate&id=signed-link-of-EL1001'),
    start('website without group', '/websites'),
    start('external site', '/external?site=partner'),
    start('external without site', '/external'),
    start('continue enrollment', '/continue-enrollment', { stored: { tempId: 'TE1' } }),
    start('stored member', '/member-home', { stored: { open_type: 'user', USER_ID: '31' } }),
    // an access code's Yes stored the rep (the landing fixture is agent 5's)
    start("rep arriving at the rep's landing", '/jane', { stored: { AGENT_ID: '5', eprocess: 'rep' } }),
    start("rep arriving at another rep's landing", '/jane', { stored: { AGENT_ID: '6', eprocess: 'rep' } }),
    start('rep home session', '/agent-home', { stored: { AGENT_ID: '5', agent_id: '5', eprocess: 'rep' } }),
  ],
  events: {
    ...actorResults('getDefaultInfo', { answers: [fixtures.defaultSite], errors: [failure] }),
    ...actorResults('getDomainSiteInformation', { answers: [fixtures.domainSite, EMPTY], errors: [failure] }),
    ...actorResults('validateLandingPage', { answers: [fixtures.landing, fixtures.groupLanding, EMPTY], errors: [failure] }),
    ...actorResults('getEnrollmentInfoReferral', { answers: [fixtures.referral, EMPTY], errors: [failure] }),
    ...actorResults('validateGroup', { answers: [fixtures.group, EMPTY], errors: [failure] }),
    ...actorResults('decryptDetail', { answers: [fixtures.decodedPartnerLink, fixtures.undecodedLink], errors: [failure] }),
    ...actorResults('trackElevateTraffic', { answers: [fixtures.tracked], errors: [failure] }),
    ...actorResults('getElevateInfo', { answers: [fixtures.elevateInfo], errors: [failure] }),
    ...actorResults('getExternalSiteInformation', { answers: [fixtures.externalSite, EMPTY], errors: [failure] }),
    ...actorResults('getAgentInfoEnroll', { answers: [fixtures.agent], errors: [failure] }),
    ...actorResults('getMemberInfo', { answers: [fixtures.member], errors: [failure] }),
    ...actorResults('getGroupInfoEnroll', { answers: [fixtures.groupInfo], errors: [failure] }),
  },
  requests: Object.fromEntries(sessionCalls.map((call) => [call, call])),
};

describe('session model', () => {
  const paths = generatePaths(sessionModel);
  const coverage = createCoverage(sessionModel);

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await walkPath(sessionModel, path, coverage);
  });

  it('covers every state and every transition', () => {
    const report = coverage.report(paths);
    publishCoverage(report);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
