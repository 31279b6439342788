import type { MachineLabels } from '../machine.labels.ts';

/** Location permission banner, in the spec's words: what the studio shows for each state (by its path), event, guard and actor. */
export const locationBannerLabels: MachineLabels = {
  states: {
    deciding: 'Deciding whether to ask',
    asking: 'Asking to use the location (the banner)',
    locating: 'Finding the position',
    'locating.position': 'Position',
    'locating.zipCode': 'Finding the nearest zip code',
    located: 'Zip code filled in',
    unlocated: 'No position',
    hidden: 'Hidden',
  },
  events: {
    'user.allow': 'Allows location',
    'user.deny': 'Denies location',
    'user.close': 'Close',
  },
  guards: {
    choiceRemembered: 'The visitor\'s choice is remembered',
  },
  actors: {
    requestLocation: 'Asking the browser for the location',
    getNearestZipCode: 'Finding the nearest zip code',
  },
};
