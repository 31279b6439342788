import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type SnapshotFrom } from 'xstate';
import { enrollerHomeMachine, type EnrollerHomeEvent } from '../../machines/enroller-home/enroller-home.machine.ts';
import { enrollerIdentityOf } from '../../machines/enroller-home/home-values.ts';
import type { EnrollerKind } from '../../machines/shared/enroller-choices.ts';
import { memoryStorage, storageActions, type StoredValues } from '../../machines/shared/storage.ts';
import { apiFailure, fixtures } from '../../model-tests/lib/fixtures.ts';
import { appActions, stubActors, type Outcome } from './support.ts';

type Snapshot = SnapshotFrom<typeof enrollerHomeMachine>;
const repStored: StoredValues = { AGENT_ID: '5', agent_id: '5', eprocess: 'rep', landing: 'jane', open_type: 'agent', tempId: 'TE1', cartCount: '2' };
const groupStored: StoredValues = { group_id: '9', eprocess: 'group', open_type: 'group', landing: 'acme', tempId: 'TE1' };

/** Opens a home of `kind` with `stored`; every lookup answers unless `failing` names it. */
const openHome = async (kind: EnrollerKind, stored: StoredValues, failing?: string) => {
  const stubs = stubActors();
  const storage = memoryStorage(stored);
  const app = appActions();
  const outcome = <T,>(name: string, answer: T): Outcome<T> => (name === failing ? { error: apiFailure('down', [], 500) } : { answer });
  const machine = enrollerHomeMachine.provide({
    actors: {
      getAgentInfoEnroll: stubs.settles('getAgentInfoEnroll', outcome('getAgentInfoEnroll', fixtures.agent)),
      getGroupInfoEnroll: stubs.settles('getGroupInfoEnroll', outcome('getGroupInfoEnroll', fixtures.groupInfo)),
      getEnrollmentPlatforms: stubs.settles('getEnrollmentPlatforms', outcome('getEnrollmentPlatforms', fixtures.platforms)),
      getAgentGroups: stubs.settles('getAgentGroups', outcome('getAgentGroups', fixtures.agentGroups)),
    },
    actions: { ...storageActions(storage), navigate: app.actions.navigate },
  });
  const actor = createActor(machine, { input: { kind, stored: storage.read() } }).start();
  const snapshot = await waitFor(actor, (s) => !s.hasTag('loading'));
  const send = (event: EnrollerHomeEvent): Snapshot => {
    actor.send(event);
    return actor.getSnapshot();
  };
  return { snapshot, send, storage, stubs, navigations: app.navigations };
};

describe('role homes: who they are for', () => {
  it('a rep is recognised only by AGENT_ID with eprocess rep', () => {
    expect(enrollerIdentityOf('rep', repStored)).toEqual({ kind: 'rep', id: '5', landing: 'jane', openType: 'agent' });
    expect(enrollerIdentityOf('rep', { agent_id: '5', open_type: 'agent' })).toBeNull();
    expect(enrollerIdentityOf('rep', { AGENT_ID: '5', eprocess: 'group' })).toBeNull();
    expect(enrollerIdentityOf('group', { group_id: '9' })).toEqual({ kind: 'group', id: '9', landing: undefined, openType: undefined });
  });

  it.each(['rep', 'group'] as const)('%s home without one sends the visitor to / and keeps storage', async (kind) => {
    const home = await openHome(kind, { cartCount: '1' });
    expect(home.snapshot.value).toBe('leaving');
    expect(home.navigations).toEqual(['/']);
    expect(home.storage.values).toEqual({ cartCount: '1' });
  });

  it('the rep home clears storage, keeps the rep session and loads name, platforms and groups', async () => {
    const home = await openHome('rep', repStored);
    expect(home.storage.values).toEqual({ AGENT_ID: '5', agent_id: '5', eprocess: 'rep', landing: 'jane' });
    expect(home.stubs.inputsOf('getAgentInfoEnroll')).toEqual([{ agent_id: '5' }]);
    expect(home.stubs.inputsOf('getEnrollmentPlatforms')).toEqual([{ agent_id: '5' }]);
    expect(home.stubs.inputsOf('getAgentGroups')).toEqual([{ agent_id: '5' }]);
    expect(home.snapshot.value).toBe('choosingWho');
    expect(home.snapshot.context).toMatchObject({ name: 'Jane Doe', platforms: fixtures.platforms, groups: fixtures.agentGroups });
  });

  it("the group home clears storage, keeps the group session and loads the group's name and platforms", async () => {
    const home = await openHome('group', groupStored);
    expect(home.storage.values).toEqual({ group_id: '9', eprocess: 'group', open_type: 'group', landing: 'acme' });
    expect(home.stubs.inputsOf('getEnrollmentPlatforms')).toEqual([{ group_id: '9' }]);
    expect(home.stubs.inputsOf('getAgentGroups')).toEqual([]);
    expect(home.snapshot.context.name).toBe('Acme Co');
  });

  it.each([
    ['rep', 'getAgentInfoEnroll'],
    ['group', 'getGroupInfoEnroll'],
    ['rep', 'getEnrollmentPlatforms'],
    ['rep', 'getAgentGroups'],
  ] as const)('%s home: a failed %s goes to /404', async (kind, failing) => {
    const home = await openHome(kind, kind === 'rep' ? repStored : groupStored, failing);
    expect(home.snapshot.value).toBe('failed');
    expect(home.navigations).toEqual(['/404']);
  });
});

describe('role homes: the steps', () => {
  it.each([
    ['rep', '/agent-select-member'],
    ['group', '/group-select-member'],
  ] as const)('%s: Current Member goes to %s', async (kind, to) => {
    const home = await openHome(kind, kind === 'rep' ? repStored : groupStored);
    expect(home.send({ type: 'user.currentMember' }).value).toBe('leaving');
    expect(home.navigations).toEqual([to]);
  });

  it("New Member asks for the portal: none chosen reads 'Please choose a platform'; Back returns and clears it", async () => {
    const home = await openHome('rep', repStored);
    expect(home.send({ type: 'user.newMember' }).value).toBe('choosingPortal');
    const refused = home.send({ type: 'user.submitPortal', portalId: '' });
    expect(refused.value).toBe('choosingPortal');
    expect(refused.context.error).toBe('Please choose a platform');
    expect(home.send({ type: 'user.submitPortal', portalId: '99' }).context.error).toBe('Please choose a platform');
    const back = home.send({ type: 'user.back' });
    expect(back.value).toBe('choosingWho');
    expect(back.context.error).toBeNull();
  });

  it('the group home stores the portal and opens /home as new-group-member', async () => {
    const home = await openHome('group', groupStored);
    home.send({ type: 'user.newMember' });
    expect(home.send({ type: 'user.submitPortal', portalId: '12' }).value).toBe('leaving');
    expect(home.storage.values).toMatchObject({ portal_id: '12', portal_name: 'Small Business Benefits', portal_code: 'SMBZ', enroll_type: 'new-group-member', group_id: '9' });
    expect(home.navigations).toEqual(['/home']);
  });

  const atEnrollment = async () => {
    const home = await openHome('rep', repStored);
    home.send({ type: 'user.newMember' });
    expect(home.send({ type: 'user.submitPortal', portalId: '11' }).value).toBe('choosingEnrollment');
    expect(home.storage.values).toMatchObject({ portal_id: '11' });
    return home;
  };

  it("the rep then starts a direct enrollment from the popup (spec 3 §2.9): enroll_type new-member, /home", async () => {
    const home = await atEnrollment();
    expect(home.send({ type: 'user.startDirectEnrollment' }).value).toBe('leaving');
    expect(home.storage.values).toMatchObject({ enroll_type: 'new-member', eprocess: 'rep' });
    expect(home.navigations).toEqual(['/home']);
  });

  it('or enrolls for a group: group_id, new-group-member, eprocess rep, tempId removed, /home', async () => {
    const home = await atEnrollment();
    home.storage.write({ tempId: 'TE9' });
    home.send({ type: 'user.enrollGroup', groupId: '10' });
    expect(home.storage.values).toMatchObject({ group_id: '10', gname: 'Beacon Ltd', enroll_type: 'new-group-member', eprocess: 'rep', portal_id: '11' });
    expect(home.storage.values.tempId).toBeUndefined();
    expect(home.navigations).toEqual(['/home']);
  });

  it("Enroll without one of the rep's groups reads 'Please choose a group' (isOwnGroup); Back closes the popup", async () => {
    const home = await atEnrollment();
    expect(home.send({ type: 'user.enrollGroup', groupId: '' }).context.error).toBe('Please choose a group');
    expect(home.send({ type: 'user.enrollGroup', groupId: '77' }).context.error).toBe('Please choose a group');
    expect(home.navigations).toEqual([]);
    const back = home.send({ type: 'user.back' });
    expect(back.value).toBe('choosingPortal');
    expect(back.context.error).toBeNull();
  });
});
