import { assign, emit, fromPromise, setup } from 'xstate';
import { endpointActor } from '../shared/not-provided.ts';
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

/** The zip code nearest the visitor, as get-nearest-zip-code answers it. */
export interface NearestZip {
  zip: string;
  city: string;
  state: string;
}

export interface LocationBannerContext {
  choice: LocationChoice | null;
  coordinates: Coordinates | null;
  nearest: NearestZip | null;
}

export type LocationBannerEvent = { type: 'user.allow' } | { type: 'user.deny' } | { type: 'user.close' };

/** Told to whoever listens (the quote form) when the visitor's zip code is found. */
export type LocationBannerEmitted = { type: 'zipFound'; zip: string };

/**
 * The location permission banner (spec 1 §2): Allow, Don't Allow, close. A choice is remembered so
 * the banner does not show again; close only hides it for this page. Allow asks the browser for
 * the position (the injected `requestLocation`), then the server for the nearest zip code, which
 * the quote form takes (`zipFound`); the banner then says which zip it filled in, or that none
 * could be found, until closed (issue 16 item 12).
 */
export const locationBannerMachine = setup({
  types: {
    input: {} as LocationBannerInput,
    context: {} as LocationBannerContext,
    events: {} as LocationBannerEvent,
    emitted: {} as LocationBannerEmitted,
  },
  actors: {
    requestLocation: fromPromise<Coordinates>(() => Promise.reject(new Error('actor "requestLocation" not provided'))),
    getNearestZipCode: endpointActor('getNearestZipCode'),
  },
  guards: {
    choiceRemembered: ({ context }) => context.choice !== null,
  },
  actions: {
    ...sharedActions,
    rememberPosition: assign((_, { coordinates }: { coordinates: Coordinates }) => ({ coordinates })),
    rememberNearest: assign((_, { nearest }: { nearest: NearestZip }) => ({ nearest })),
    offerZip: emit((_, { zip }: { zip: string }) => ({ type: 'zipFound' as const, zip })),
  },
}).createMachine({
  id: 'locationBanner',
  context: ({ input }) => {
    const stored = input.stored.locationPermission;
    return { choice: stored === 'allowed' || stored === 'denied' ? stored : null, coordinates: null, nearest: null };
  },
  initial: 'deciding',
  states: {
    deciding: {
      always: [{ guard: 'choiceRemembered', target: 'hidden' }, { target: 'asking' }],
    },
    asking: {
      tags: ['shown', 'asking'],
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
      tags: ['shown', 'asking', 'locating'],
      meta: { title: 'Finding the position', shows: 'Allow busy (Locating…), close' },
      initial: 'position',
      states: {
        position: {
          invoke: {
            id: 'requestLocation',
            src: 'requestLocation',
            onDone: { target: 'zipCode', actions: { type: 'rememberPosition', params: ({ event }) => ({ coordinates: event.output }) } },
            onError: { target: '#locationBanner.unlocated', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        zipCode: {
          invoke: {
            id: 'getNearestZipCode',
            src: 'getNearestZipCode',
            // rememberPosition set it on the way in; were it missing, the request would be refused (unlocated)
            input: ({ context }) => context.coordinates ?? { latitude: Number.NaN, longitude: Number.NaN },
            onDone: {
              target: '#locationBanner.located',
              actions: [
                { type: 'rememberNearest', params: ({ event }) => ({ nearest: event.output }) },
                { type: 'offerZip', params: ({ event }) => ({ zip: event.output.zip }) },
              ],
            },
            onError: { target: '#locationBanner.unlocated', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
      on: { 'user.close': 'hidden' },
    },
    located: {
      tags: ['shown', 'located'],
      meta: { title: 'Zip code filled in', shows: 'which zip code the quote now has, close' },
      on: { 'user.close': 'hidden' },
    },
    unlocated: {
      tags: ['shown', 'unlocated'],
      meta: { title: 'No position', shows: 'that the zip code is to be typed, close' },
      on: { 'user.close': 'hidden' },
    },
    hidden: { type: 'final' },
  },
});
