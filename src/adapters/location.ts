import { fromPromise } from 'xstate';
import { locationBannerMachine, type Coordinates } from '../../machines/location/location-banner.machine.ts';
import { storageActions } from '../../machines/shared/storage.ts';
import { apiActor } from './api-actors.ts';
import { localStorageAdapter } from './local-storage.ts';

/** Asks the browser for the position; rejects when it has no geolocation or the visitor refuses. */
export const browserLocation = fromPromise<Coordinates>(
  () =>
    new Promise((resolve, reject) => {
      if (!('geolocation' in navigator)) {
        reject(new Error('geolocation is not available'));
        return;
      }
      navigator.geolocation.getCurrentPosition(
        ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
        (error) => reject(new Error(error.message)),
        { timeout: 10_000 },
      );
    }),
);

/** The banner's effects: the browser's geolocation, the nearest-zip lookup, storage of the choice, and logging. */
export const provideLocationBanner = () =>
  locationBannerMachine.provide({
    actors: { requestLocation: browserLocation, getNearestZipCode: apiActor('getNearestZipCode') },
    actions: {
      ...storageActions(localStorageAdapter),
      logFailure: (_args: unknown, { error }: { error: unknown }) => console.warn(error),
    },
  });
