import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { locationBannerMachine } from '../../machines/location/location-banner.machine.ts';
import { memoryStorage, storageActions, type StoredValues } from '../../machines/shared/storage.ts';

const openBanner = (stored: StoredValues, locate: () => Promise<{ latitude: number; longitude: number }>) => {
  const storage = memoryStorage(stored);
  const failures: unknown[] = [];
  const machine = locationBannerMachine.provide({
    actors: { requestLocation: fromPromise(locate) },
    actions: { ...storageActions(storage), logFailure: (_, { error }) => void failures.push(error) },
  });
  const actor = createActor(machine, { input: { stored: storage.read() } }).start();
  return { actor, storage, failures };
};

const here = async () => ({ latitude: 40.7, longitude: -74 });

describe('location banner machine', () => {
  it('shows when nothing is remembered, and not again after a choice', () => {
    expect(openBanner({}, here).actor.getSnapshot().hasTag('shown')).toBe(true);
    expect(openBanner({ locationPermission: 'denied' }, here).actor.getSnapshot().status).toBe('done');
    expect(openBanner({ locationPermission: 'allowed' }, here).actor.getSnapshot().status).toBe('done');
  });

  it("Don't Allow remembers the refusal", () => {
    const banner = openBanner({}, here);
    banner.actor.send({ type: 'user.deny' });
    expect(banner.storage.values.locationPermission).toBe('denied');
    expect(banner.actor.getSnapshot().status).toBe('done');
  });

  it('Allow remembers the choice and asks for the location', async () => {
    const banner = openBanner({}, here);
    banner.actor.send({ type: 'user.allow' });
    expect(banner.storage.values.locationPermission).toBe('allowed');
    const done = await waitFor(banner.actor, (s) => s.status === 'done');
    expect(done.context.coordinates).toEqual({ latitude: 40.7, longitude: -74 });
  });

  it('a refused location is only logged (best effort)', async () => {
    const banner = openBanner({}, () => Promise.reject(new Error('denied')));
    banner.actor.send({ type: 'user.allow' });
    await waitFor(banner.actor, (s) => s.status === 'done');
    expect(banner.failures).toHaveLength(1);
  });

  it('close hides the banner without remembering anything', () => {
    const banner = openBanner({}, here);
    banner.actor.send({ type: 'user.close' });
    expect(banner.actor.getSnapshot().status).toBe('done');
    expect(banner.storage.values.locationPermission).toBeUndefined();
  });
});
