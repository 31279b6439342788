// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createActor, initialTransition, transition, type AnyMachineSnapshot } from 'xstate';
import { memoryStorage, storageActions, type StoredValues } from '../../machines/shared/storage.ts';
import { sessionCalls, sessionMachine, type SessionInput, type StartRoute } from '../../machines/session/index.ts';
import { Startup } from '../../src/Startup.tsx';
import { apiFailure, EMPTY, fixtures } from '../lib/fixtures.ts';
import { actorResults, type MachineModel } from '../lib/model.ts';
import { generatePaths, type ModelPath } from '../lib/paths.ts';
import { coverageOf, pathsOf, renderScreen, sameValue, settledActors } from './support.tsx';

afterEach(cleanup);


const input = (route: StartRoute, stored: StoredValues = {}, host = 'localhost'): SessionInput => ({
  host,
  mainHost: 'localhost',
  siteDomain: btoa(host),
  route,
  stored,
});
const home: StartRoute = { kind: 'plain', route: '' };
const notFound = apiFailure('Not found', [], 404);

const sessionModel: MachineModel = {
  id: sessionMachine.id,
  machine: sessionMachine,
  scenarios: [
    { name: 'main host, nothing stored', input: input(home) },
    { name: 'group host, nothing stored', input: input(home, {}, 'acme.localhost') },
    { name: 'landing /jane', input: input({ kind: 'landing', landing: 'jane', route: '' }) },
    { name: 'reload of /jane', input: input({ kind: 'landing', landing: 'jane', route: 'plans' }, { landing: 'jane', open_type: 'agent', agent_id: '5', eprocess: 'rep' }) },
    { name: "reload of a group's landing", input: input({ kind: 'landing', landing: 'acme', route: 'cart' }, { landing: 'acme', group_id: '9', open_type: 'group', eprocess: 'applicant', enroll_type: 'new-group-member' }) },
    { name: 'referral with rid', input: input({ kind: 'referrals', rid: 'RF1001' }) },
    { name: 'referral without rid', input: input({ kind: 'referrals', rid: null }) },
    { name: 'elevate website', input: input({ kind: 'websites', group: 'elevate', id: 'signed-link-of-EL1001' }) },
    { name: 'group website', input: input({ kind: 'websites', group: 'acme', id: null }) },
    { name: 'website without group', input: input({ kind: 'websites', group: null, id: null }) },
    { name: 'external site', input: input({ kind: 'external', site: 'goenroll' }) },
    { name: 'external without site', input: input({ kind: 'external', site: null }) },
    { name: 'resume', input: input({ kind: 'resume', route: 'continue-enrollment' }) },
    { name: 'stored member', input: input(home, { open_type: 'user', USER_ID: '31' }) },
    { name: 'stored group', input: input(home, { open_type: 'group', group_id: '9' }) },
    { name: 'stored open visitor', input: input(home, { open_type: 'user' }) },
    { name: "rep arriving at the rep's landing", input: input({ kind: 'landing', landing: 'jane', route: '' }, { AGENT_ID: '5', eprocess: 'rep' }) },
    { name: 'rep home session', input: input({ kind: 'plain', route: 'agent-home' }, { AGENT_ID: '5', agent_id: '5', eprocess: 'rep' }) },
  ],
  events: {
    ...actorResults('getDefaultInfo', { answers: [fixtures.defaultSite], errors: [notFound] }),
    ...actorResults('getDomainSiteInformation', { answers: [fixtures.domainSite, EMPTY], errors: [notFound] }),
    ...actorResults('validateLandingPage', { answers: [fixtures.landing, fixtures.groupLanding, EMPTY], errors: [notFound] }),
    ...actorResults('getEnrollmentInfoReferral', { answers: [fixtures.referral, EMPTY], errors: [notFound] }),
    ...actorResults('validateGroup', { answers: [fixtures.group, EMPTY], errors: [notFound] }),
    ...actorResults('decryptDetail', { answers: [fixtures.decodedPartnerLink, fixtures.undecodedLink], errors: [notFound] }),
    ...actorResults('trackElevateTraffic', { answers: [fixtures.tracked], errors: [notFound] }),
    ...actorResults('getElevateInfo', { answers: [fixtures.elevateInfo], errors: [notFound] }),
    ...actorResults('getExternalSiteInformation', { answers: [fixtures.externalSite, EMPTY], errors: [notFound] }),
    ...actorResults('getAgentInfoEnroll', { answers: [fixtures.agent], errors: [notFound] }),
    ...actorResults('getMemberInfo', { answers: [fixtures.member], errors: [notFound] }),
    ...actorResults('getGroupInfoEnroll', { answers: [fixtures.groupInfo], errors: [notFound] }),
  },
};

/** Whether the path starts an employee's session: a group's landing answered, or a reload of one that already holds an employee. */
const arrivesAsEmployee = (path: ModelPath) =>
  (path.scenario.input as SessionInput).stored.eprocess === 'applicant' ||
  path.steps.some(({ event }) => event.type === 'xstate.done.actor.validateLandingPage' && (event as { output?: { open_type?: string } }).output?.open_type === 'group');

/** Where the machine navigates on its way into a snapshot, by its pure transition's actions. */
const navigationsOf = (actions: { type: string; params?: unknown }[]) =>
  actions.filter((action) => action.type === 'navigate').map((action) => (action.params as { to: string }).to);

const walk = async (path: ModelPath, coverage: ReturnType<typeof coverageOf>) => {
  const { actors, settle } = settledActors(sessionCalls);
  const navigations: string[] = [];
  const storage = memoryStorage((path.scenario.input as SessionInput).stored);
  const machine = sessionMachine.provide({
    actors,
    actions: { ...storageActions(storage), navigate: (_, { to }) => void navigations.push(to) },
  });
  const actor = createActor(machine, { input: path.scenario.input as SessionInput, inspect: coverage.inspect });
  const app = Promise.resolve({ default: () => <p>Storefront routes</p> });
  actor.start();
  renderScreen(<Startup session={actor} app={app} />);
  const expectedNavigations = navigationsOf(initialTransition(machine, path.scenario.input as SessionInput)[1] as never);
  for (const { event } of path.steps.filter((step) => step.event.type !== 'xstate.init')) {
    const [expected, actions] = transition(machine, actor.getSnapshot(), event as never);
    expectedNavigations.push(...navigationsOf(actions as never));
    settle(event);
    await waitFor(() => expect(sameValue(actor, expected.value)).toBe(true));
  }
  const state = actor.getSnapshot() as AnyMachineSnapshot;
  if (state.hasTag('loading')) {
    // start-up under way: only the labelled spinner shows
    expect(screen.getByRole('status', { name: 'Starting the storefront' })).toBeTruthy();
    expect(screen.queryByText('Storefront routes')).toBeNull();
  } else {
    // decided: the routes render, at the place the machine sent the visitor
    expect(await screen.findByText('Storefront routes')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Starting the storefront' })).toBeNull();
  }
  expect(navigations).toEqual(expectedNavigations);
  if (state.hasTag('notFound')) expect(navigations.at(-1)).toBe('/404');
  if (state.hasTag('ready') && arrivesAsEmployee(path)) {
    // spec 1 §2 Home landing: a group's landing stores its group and portal, enroll type new-group-member; its visitor enrolls themself
    expect(storage.values).toMatchObject({ enroll_type: 'new-group-member', eprocess: 'applicant', group_id: '9' });
  }
  actor.stop();
};

describe('session: every model path replayed against the start-up screen', () => {
  const coverage = coverageOf(sessionMachine);
  afterAll(() => console.log(coverage.report()));
  it.each(pathsOf(sessionModel, generatePaths).map((path) => [path.description, path] as const))('%s', async (_, path) => walk(path, coverage), 20_000);
});
