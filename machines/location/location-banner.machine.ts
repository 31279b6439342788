import { assign, fromPromise, setup } from 'xstate';
import { sharedActions } from '../shared/effects.ts';
import type { StoredValues } from '../shared/storage.ts';

export interface LocationBannerInput {
  stored: StoredValues;
}

/** What the visitor chose, remembered under the storage key `locationPermission`. */
export type LocationChoice = 'allowed' | 'denied';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export interface LocationBannerContext {
  choice: LocationChoice | null;
  coordinates: Coordinates | null;
}

export type LocationBannerEvent = { type: 'user.allow' } | { type: 'user.deny' } | { type: 'user.close' };

/**
 * The location permission banner (spec 1 §2): Allow, Don't Allow, close. A choice is remembered so
 * the banner does not show again; close only hides it for this page. Allow asks the browser for
 * the location through the injected `requestLocation` actor, best effort.
 */
export const locationBannerMachine = setup({
  types: {
    input: {} as LocationBannerInput,
    context: {} as LocationBannerContext,
    events: {} as LocationBannerEvent,
  },
  actors: {
    requestLocation: fromPromise<Coordinates>(() => Promise.reject(new Error('actor "requestLocation" not provided'))),
  },
  guards: {
    choiceRemembered: ({ context }) => context.choice !== null,
  },
  actions: {
    ...sharedActions,
    rememberLocation: assign((_, { coordinates }: { coordinates: Coordinates }) => ({ coordinates })),
  },
}).createMachine({
  id: 'locationBanner',
  context: ({ input }) => {
    const stored = input.stored.locationPermission;
    return { choice: stored === 'allowed' || stored === 'denied' ? stored : null, coordinates: null };
  },
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'choiceRemembered', target: 'hidden' }, { target: 'asking' }],
    },
    asking: {
      tags: ['shown'],
      meta: { title: 'The banner', shows: "Allow, Don't Allow and close" },
      on: {
        'user.allow': {
          target: 'locating',
          actions: [assign({ choice: 'allowed' as const }), { type: 'storeValues', params: { locationPermission: 'allowed' } }],
        },
        'user.deny': {
          target: 'hidden',
          actions: [assign({ choice: 'denied' as const }), { type: 'storeValues', params: { locationPermission: 'denied' } }],
        },
        'user.close': 'hidden',
      },
    },
    locating: {
      invoke: {
        id: 'requestLocation',
        src: 'requestLocation',
        onDone: { target: 'hidden', actions: { type: 'rememberLocation', params: ({ event }) => ({ coordinates: event.output }) } },
        // best effort: a refusal or a browser without geolocation is only logged
        onError: { target: 'hidden', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    hidden: { type: 'final' },
  },
});
