import { describe, expect, it } from 'vitest';
import type { RequestOf } from '../../contract/index.ts';
import { createActor, fromPromise, waitFor } from 'xstate';
import { locationBannerMachine, type Coordinates, type NearestZip } from '../../machines/location/location-banner.machine.ts';
import { memoryStorage, storageActions, type StoredValues } from '../../machines/shared/storage.ts';

const NEW_YORK: NearestZip = { zip: '10001', city: 'New York', state: 'NY' };

const openBanner = (stored: StoredValues, locate: () => Promise<Coordinates>, nearestZip: (at: Coordinates) => Promise<NearestZip> = async () => NEW_YORK) => {
  const storage = memoryStorage(stored);
  const failures: unknown[] = [];
  const askedAt: RequestOf<'getNearestZipCode'>[] = [];
  const machine = locationBannerMachine.provide({
    actors: {
      requestLocation: fromPromise(locate),
      getNearestZipCode: fromPromise(({ input }: { input: RequestOf<'getNearestZipCode'> }) => {
        askedAt.push(input);
        return nearestZip(input as Coordinates);
      }),
    },
    actions: { ...storageActions(storage), logFailure: (_, { error }) => void failures.push(error) },
  });
  const actor = createActor(machine, { input: { stored: storage.read() } });
  const offered: string[] = [];
  actor.on('zipFound', ({ zip }) => void offered.push(zip));
  actor.start();
  return { actor, storage, failures, askedAt, offered };
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

  it('Allow remembers the choice, looks up the zip code at the position and offers it to the quote', async () => {
    const banner = openBanner({}, here);
    banner.actor.send({ type: 'user.allow' });
    expect(banner.storage.values.locationPermission).toBe('allowed');
    const located = await waitFor(banner.actor, (s) => s.matches('located'));
    expect(banner.askedAt).toEqual([{ latitude: 40.7, longitude: -74 }]);
    expect(located.context.nearest).toEqual(NEW_YORK);
    expect(banner.offered).toEqual(['10001']);
    // it says so until closed
    expect(located.hasTag('shown')).toBe(true);
    banner.actor.send({ type: 'user.close' });
    expect(banner.actor.getSnapshot().status).toBe('done');
  });

  it('a refused position is logged and the banner says to type the zip; nothing is looked up or offered', async () => {
    const banner = openBanner({}, () => Promise.reject(new Error('denied')));
    banner.actor.send({ type: 'user.allow' });
    const unlocated = await waitFor(banner.actor, (s) => s.matches('unlocated'));
    expect(unlocated.hasTag('shown')).toBe(true);
    expect(banner.failures).toHaveLength(1);
    expect(banner.askedAt).toEqual([]);
    expect(banner.offered).toEqual([]);
  });

  it('a position with no zip code near it (abroad) says to type the zip', async () => {
    const banner = openBanner({}, here, () => Promise.reject(new Error('No US zip code near this location')));
    banner.actor.send({ type: 'user.allow' });
    await waitFor(banner.actor, (s) => s.matches('unlocated'));
    expect(banner.offered).toEqual([]);
    expect(banner.storage.values.locationPermission).toBe('allowed');
  });

  it('close while locating hides the banner and drops the lookup', async () => {
    const banner = openBanner({}, () => new Promise(() => undefined));
    banner.actor.send({ type: 'user.allow' });
    banner.actor.send({ type: 'user.close' });
    expect(banner.actor.getSnapshot().status).toBe('done');
    expect(banner.offered).toEqual([]);
  });

  it('close hides the banner without remembering anything', () => {
    const banner = openBanner({}, here);
    banner.actor.send({ type: 'user.close' });
    expect(banner.actor.getSnapshot().status).toBe('done');
    expect(banner.storage.values.locationPermission).toBeUndefined();
  });
});
