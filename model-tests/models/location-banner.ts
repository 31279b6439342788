import { locationBannerMachine, type LocationBannerContext } from '../../machines/location/location-banner.machine.ts';
import { actorResults, type MachineModel } from '../lib/index.ts';

/** The banner with nothing remembered and with each remembered choice; Allow's location found or refused. */
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
    ...actorResults('requestLocation', { answers: [{ latitude: 40.7, longitude: -74 }], errors: [new Error('User denied Geolocation')] }),
  },
  relevantContext: (context: LocationBannerContext) => context.choice,
};
