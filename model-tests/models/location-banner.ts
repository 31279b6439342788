import { locationBannerMachine, type LocationBannerContext, type NearestZip } from '../../machines/location/location-banner.machine.ts';
import { actorResults, type MachineModel } from '../lib/index.ts';

/** What get-nearest-zip-code answers in the walks. */
export const nearestZipFixture: NearestZip = { zip: '10001', city: 'New York', state: 'NY' };

/** The banner with nothing remembered and with each remembered choice; Allow's position found or refused, its zip code found or not. */
export const locationBannerModel: MachineModel = {
  id: locationBannerMachine.id,
  machine: locationBannerMachine,
  scenarios: [
    { name: 'nothing remembered', input: { stored: {} } },
    { name: 'denied before', input: { stored: { locationPermission: 'denied' } } },
    { name: 'allowed before', input: { stored: { locationPermission: 'allowed' } } },
  ],
  events: {
    'user.allow': [{ type: 'user.allow' }],
    'user.deny': [{ type: 'user.deny' }],
    'user.close': [{ type: 'user.close' }],
    ...actorResults('requestLocation', { answers: [{ latitude: 40.7484, longitude: -73.9967 }], errors: [new Error('User denied Geolocation')] }),
    ...actorResults('getNearestZipCode', { answers: [nearestZipFixture], errors: [new Error('No US zip code near this location')] }),
  },
  relevantContext: (context: LocationBannerContext) => [context.choice, context.nearest?.zip ?? null],
};
