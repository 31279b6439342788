import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { Tier } from '../../contract/index.ts';
import { memberHomeMachine } from '../../machines/member-home/member-home.machine.ts';
import { memoryStorage, storageActions, type StoredValues } from '../../machines/shared/storage.ts';
import { apiFailure, fixtures } from '../../model-tests/lib/fixtures.ts';
import { appActions, stubActors } from './support.ts';

type Opening = { stored?: StoredValues; filterFails?: boolean; memberFails?: boolean; filter?: typeof fixtures.memberFilter } & ({ userId: string | null } | { link: string; tier: Tier; undecoded?: boolean });

const open = async (options: Opening) => {
  const stubs = stubActors();
  const storage = memoryStorage(options.stored ?? { open_type: 'user', cartCount: '3' });
  const app = appActions();
  const failure = apiFailure('down', [], 500);
  const machine = memberHomeMachine.provide({
    actors: {
      decryptDetail: stubs.resolves('decryptDetail', 'undecoded' in options && options.undecoded ? fixtures.undecodedLink : fixtures.decodedMemberLink),
      getMemberInfo: options.memberFails ? stubs.rejects('getMemberInfo', failure) : stubs.resolves('getMemberInfo', fixtures.member),
      addFilterForMember: options.filterFails ? stubs.rejects('addFilterForMember', failure) : stubs.resolves('addFilterForMember', options.filter ?? fixtures.memberFilter),
    },
    actions: { ...storageActions(storage), navigate: app.actions.navigate },
  });
  const input = 'link' in options ? { link: options.link, tier: options.tier, stored: storage.read() } : { userId: options.userId, stored: storage.read() };
  const actor = createActor(machine, { input }).start();
  await waitFor(actor, (s) => !s.hasTag('loading') && !s.hasTag('saving'));
  return { actor, storage, stubs, navigations: app.navigations };
};

/** What the fixture's filter (portal 11) stores (spec 1 §4, §7). */
const filterStored = { tempId: 'TE5C0FFEE', portal_id: '11', enroll_type: 'existing-member', isFilterDataSubmitted: 'true', 'show-quotation': 'true' };

describe('member home', () => {
  it('without a member goes to /', async () => {
    const home = await open({ userId: null });
    expect(home.actor.getSnapshot().value).toBe('leaving');
    expect(home.navigations).toEqual(['/']);
  });

  it("clears storage, keeps the member and welcomes the member by name with tier IO chosen", async () => {
    const home = await open({ userId: '31' });
    const snapshot = home.actor.getSnapshot();
    expect(snapshot.value).toBe('choosingTier');
    expect(snapshot.context).toMatchObject({ name: 'Sam Lee', tier: 'IO' });
    expect(home.storage.values).toEqual({ USER_ID: '31', eprocess: 'applicant' });
  });

  it('Submit creates the member filter with the tier, stores tempId, portal_id, enroll_type existing-member, show-quotation and isFilterDataSubmitted, and opens /plans', async () => {
    const home = await open({ userId: '31' });
    home.actor.send({ type: 'user.submit', tier: 'IF' });
    await waitFor(home.actor, (s) => s.status === 'done');
    expect(home.stubs.inputsOf('addFilterForMember')).toEqual([{ user_id: '31', tier: 'IF', open_type: 'user' }]);
    expect(home.storage.values).toEqual({ USER_ID: '31', eprocess: 'applicant', ...filterStored });
    expect(home.navigations).toEqual(['/plans']);
  });

  it('a filter whose reply names no portal stores no portal_id', async () => {
    const home = await open({ userId: '31', filter: { ...fixtures.memberFilter, portal_id: null } });
    home.actor.send({ type: 'user.submit', tier: 'IO' });
    await waitFor(home.actor, (s) => s.status === 'done');
    expect(home.storage.values.portal_id).toBeUndefined();
    expect(home.storage.values).toMatchObject({ tempId: 'TE5C0FFEE', isFilterDataSubmitted: 'true', 'show-quotation': 'true' });
  });

  it('a failed filter returns to the tier choice', async () => {
    const home = await open({ userId: '31', filterFails: true });
    home.actor.send({ type: 'user.submit', tier: 'IS' });
    await waitFor(home.actor, (s) => !s.hasTag('saving'));
    expect(home.actor.getSnapshot().value).toBe('choosingTier');
    // no enrollment was started: only the member session is stored
    expect(home.storage.values).toEqual({ USER_ID: '31', eprocess: 'applicant' });
  });

  it('a failed member lookup goes to /404', async () => {
    const home = await open({ userId: '31', memberFails: true });
    expect(home.actor.getSnapshot().value).toBe('failed');
    expect(home.navigations).toEqual(['/404']);
  });
});

describe('member benefit store', () => {
  it('decodes the signed link, then creates the filter from it and the tier at once, without the welcome, as an existing member', async () => {
    const store = await open({ link: 'signed-link-of-31', tier: 'IC', stored: { open_type: 'user', enroll_type: 'new-member', tempId: 'TEOLD' } });
    expect(store.stubs.inputsOf('decryptDetail')).toEqual([{ userID: 'signed-link-of-31' }]);
    expect(store.stubs.inputsOf('getMemberInfo')).toEqual([]);
    expect(store.stubs.inputsOf('addFilterForMember')).toEqual([{ user_id: '31', tier: 'IC', open_type: 'user' }]);
    expect(store.storage.values).toEqual({ USER_ID: '31', eprocess: 'applicant', ...filterStored });
    expect(store.navigations).toEqual(['/plans']);
  });

  it('a link the server cannot decode (forged, altered or expired) opens nothing and goes to /404, keeping storage', async () => {
    const store = await open({ link: 'forged', tier: 'IC', undecoded: true, stored: { open_type: 'user', tempId: 'TEOLD' } });
    expect(store.actor.getSnapshot().value).toBe('failed');
    expect(store.stubs.inputsOf('addFilterForMember')).toEqual([]);
    expect(store.navigations).toEqual(['/404']);
    expect(store.storage.values).toEqual({ open_type: 'user', tempId: 'TEOLD' });
  });

  it('a failed filter goes to /404', async () => {
    const store = await open({ link: 'signed-link-of-31', tier: 'IC', filterFails: true });
    expect(store.actor.getSnapshot().value).toBe('failed');
    expect(store.navigations).toEqual(['/404']);
    expect(store.storage.values.enroll_type).toBeUndefined();
  });
});
