import { describe, expect, it } from 'vitest';
import { createActor, waitFor, type SnapshotFrom } from 'xstate';
import { resumeMessages } from '../../contract/index.ts';
import { accessCodeMachine, type AccessCodeEvent, type AccessCodeKind } from '../../machines/access-code/access-code.machine.ts';
import { memoryStorage, storageActions } from '../../machines/shared/storage.ts';
import { apiFailure, EMPTY, fixtures } from '../../model-tests/lib/fixtures.ts';
import { stubActors } from './support.ts';

type Stubs = ReturnType<typeof stubActors>;
type ActorStubs = Parameters<typeof accessCodeMachine.provide>[0]['actors'];
type Snapshot = SnapshotFrom<typeof accessCodeMachine>;

const unknownCode = (field: string, message: string) => apiFailure(message, [{ target_element: field, error_message: message }], 422);

/** A modal of `kind` whose validation calls are `actors`; records storage and reloads. */
const openModal = (kind: AccessCodeKind, actors: (stubs: Stubs) => ActorStubs = () => ({})) => {
  const stubs = stubActors();
  const storage = memoryStorage({ cartCount: '1' });
  const reloads: string[] = [];
  const machine = accessCodeMachine.provide({
    actors: actors(stubs),
    actions: { ...storageActions(storage), navigateAndReload: (_, { to }) => void reloads.push(to) },
  });
  const actor = createActor(machine, { input: { kind } }).start();
  const send = async (event: AccessCodeEvent, until: (snapshot: Snapshot) => boolean = () => true) => {
    actor.send(event);
    return waitFor(actor, until);
  };
  return { actor, stubs, storage, reloads, send };
};

const settled = (snapshot: Snapshot) => !snapshot.hasTag('validating');

describe('access code: entering the code', () => {
  it.each(['rep', 'group'] as const)('%s: a blank code reads Field is required and calls nothing', async (kind) => {
    const modal = openModal(kind);
    const snapshot = await modal.send({ type: 'user.submit', code: '   ' });
    expect(snapshot.value).toBe('entering');
    expect(snapshot.context.error).toBe('Field is required');
    expect(modal.stubs.calls).toEqual([]);
  });

  it('rep: the code is trimmed and validated with validate-agent', async () => {
    const modal = openModal('rep', (s) => ({ validateAgent: s.resolves('validateAgent', fixtures.rep) }));
    const snapshot = await modal.send({ type: 'user.submit', code: ' JANE01 ' }, settled);
    expect(modal.stubs.inputsOf('validateAgent')).toEqual([{ agent_code: 'JANE01' }]);
    expect(snapshot.value).toEqual({ confirming: 'rep' });
    expect(snapshot.context.rep).toEqual(fixtures.rep);
  });

  it('group: the code is validated with validate-group', async () => {
    const modal = openModal('group', (s) => ({ validateGroup: s.resolves('validateGroup', fixtures.groupCode) }));
    const snapshot = await modal.send({ type: 'user.submit', code: 'ACME01' }, settled);
    expect(modal.stubs.inputsOf('validateGroup')).toEqual([{ group_code: 'ACME01' }]);
    expect(snapshot.value).toEqual({ confirming: 'group' });
    expect(snapshot.context.group).toEqual(fixtures.groupCode);
  });

  it("an unknown code shows the server's message at the field", async () => {
    const modal = openModal('rep', (s) => ({ validateAgent: s.rejects('validateAgent', unknownCode('agent_code', 'No rep has this code')) }));
    const snapshot = await modal.send({ type: 'user.submit', code: 'NOBODY' }, settled);
    expect(snapshot.value).toBe('entering');
    expect(snapshot.context).toMatchObject({ code: 'NOBODY', error: 'No rep has this code' });
  });

  // the server's look-up limit (docs/security.md, Rate limits): its 429 names the code's field
  it.each([
    ['rep', 'agent_code'],
    ['group', 'group_code'],
  ] as const)('%s: too many unknown codes show the 429 at the field, the code kept', async (kind, field) => {
    const { tooManyAttempts } = resumeMessages;
    const tooMany = apiFailure(tooManyAttempts, [{ target_element: field, error_message: tooManyAttempts }], 429);
    const modal = openModal(kind, (s) => ({ validateAgent: s.rejects('validateAgent', tooMany), validateGroup: s.rejects('validateGroup', tooMany) }));
    const snapshot = await modal.send({ type: 'user.submit', code: 'JANE01' }, settled);
    expect(snapshot.value).toBe('entering');
    expect(snapshot.context).toMatchObject({ code: 'JANE01', error: 'Too many attempts. Please wait a minute and try again.' });
  });

  it("a failure without a field error shows the reply's message", async () => {
    const modal = openModal('group', (s) => ({ validateGroup: s.rejects('validateGroup', apiFailure('Service unavailable', [], 503)) }));
    expect((await modal.send({ type: 'user.submit', code: 'ACME01' }, settled)).context.error).toBe('Service unavailable');
  });

  it.each([
    ['rep', 'Invalid agent code'],
    ['group', 'Invalid group code'],
  ] as const)('%s: a 204 marks the code invalid: %s', async (kind, message) => {
    const modal = openModal(kind, (s) => ({
      validateAgent: s.resolves('validateAgent', EMPTY),
      validateGroup: s.resolves('validateGroup', EMPTY),
    }));
    const snapshot = await modal.send({ type: 'user.submit', code: 'X1' }, settled);
    expect(snapshot.value).toBe('entering');
    expect(snapshot.context.error).toBe(message);
  });

  it('an unknown rejection falls back to the invalid-code message', async () => {
    const modal = openModal('rep', (s) => ({ validateAgent: s.rejects('validateAgent', new Error('offline')) }));
    expect((await modal.send({ type: 'user.submit', code: 'X1' }, settled)).context.error).toBe('Invalid agent code');
  });
});

describe('access code: confirmation', () => {
  const repModal = async (rep = fixtures.rep) => {
    const modal = openModal('rep', (s) => ({ validateAgent: s.resolves('validateAgent', rep) }));
    await modal.send({ type: 'user.submit', code: 'JANE01' }, settled);
    return modal;
  };
  const groupModal = async (group = fixtures.groupCode) => {
    const modal = openModal('group', (s) => ({ validateGroup: s.resolves('validateGroup', group) }));
    await modal.send({ type: 'user.submit', code: 'ACME01' }, settled);
    return modal;
  };

  it("rep Yes stores the rep identity and reloads at the rep's landing_url", async () => {
    const modal = await repModal();
    const snapshot = await modal.send({ type: 'user.yes' });
    expect(snapshot.value).toBe('leaving');
    expect(snapshot.status).toBe('done');
    expect(modal.storage.values).toEqual({ cartCount: '1', AGENT_ID: '5', eprocess: 'rep' });
    expect(modal.reloads).toEqual(['/jane']);
  });

  it('rep Yes with an empty landing_url reloads at /landing-config-error/Agent and stores nothing', async () => {
    const modal = await repModal({ ...fixtures.rep, landing_url: '' });
    await modal.send({ type: 'user.yes' });
    expect(modal.reloads).toEqual(['/landing-config-error/Agent']);
    expect(modal.storage.values).toEqual({ cartCount: '1' });
  });

  it("group Yes reloads at the group's landing_url; an empty one at /landing-config-error/Group", async () => {
    const acme = await groupModal();
    await acme.send({ type: 'user.yes' });
    expect(acme.reloads).toEqual(['/acme']);
    const unconfigured = await groupModal({ ...fixtures.groupCode, landing_url: '' });
    await unconfigured.send({ type: 'user.yes' });
    expect(unconfigured.reloads).toEqual(['/landing-config-error/Group']);
  });

  it.each(['rep', 'group'] as const)('%s No resets the modal', async (kind) => {
    const modal = kind === 'rep' ? await repModal() : await groupModal();
    const snapshot = await modal.send({ type: 'user.no' });
    expect(snapshot.value).toBe('entering');
    expect(snapshot.context).toEqual({ kind, code: '', error: null, rep: null, group: null });
    expect(modal.reloads).toEqual([]);
  });

  it("the group's link goes back to the code as it was entered", async () => {
    const modal = await groupModal();
    const snapshot = await modal.send({ type: 'user.reenter' });
    expect(snapshot.value).toBe('entering');
    expect(snapshot.context).toMatchObject({ code: 'ACME01', group: null, error: null });
  });

  it('the rep confirmation has no re-enter link', async () => {
    const modal = await repModal();
    expect(modal.actor.getSnapshot().can({ type: 'user.reenter' })).toBe(false);
  });
});
