// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { locationBannerMachine } from '../../machines/location/location-banner.machine.ts';
import { locationQuestion, LocationBannerView, noLocationMessage, zipFilledMessage } from '../../src/features/location/LocationBanner.tsx';
import { generatePaths } from '../lib/paths.ts';
import { locationBannerModel, nearestZipFixture } from '../models/location-banner.ts';
import { walkScreen, type ScreenWalk } from './screen-walk.tsx';
import { coverageOf, pathsOf } from './support.tsx';

afterEach(cleanup);

const buttons: Record<string, string> = { 'user.allow': 'Allow', 'user.deny': "Don't Allow", 'user.close': 'Close the location banner' };
const closeName = buttons['user.close']!;

/** What each state of the banner shows (spec 1 §2, issue 16 item 12); hidden: nothing. */
const expectedText: Record<string, string> = {
  asking: locationQuestion,
  locating: locationQuestion,
  located: zipFilledMessage(nearestZipFixture),
  unlocated: noLocationMessage,
};
/** The buttons each state offers, and whether they may be pressed. */
const expectedButtons: Record<string, Record<string, boolean>> = {
  asking: { Allow: true, "Don't Allow": true, [closeName]: true },
  locating: { Locating: false, "Don't Allow": false, [closeName]: true },
  located: { [closeName]: true },
  unlocated: { [closeName]: true },
};

const topState = (state: SnapshotFrom<typeof locationBannerMachine>) => (typeof state.value === 'string' ? state.value : Object.keys(state.value)[0]!);

const assertScreen = async (state: SnapshotFrom<typeof locationBannerMachine>) => {
  const shows = expectedText[topState(state)];
  if (shows === undefined) {
    expect(screen.queryByRole('region', { name: 'Location permission' })).toBeNull();
    return;
  }
  const banner = await screen.findByRole('region', { name: 'Location permission' });
  await waitFor(() => expect(banner.textContent).toContain(shows));
  const offered = expectedButtons[topState(state)]!;
  expect(within(banner).getAllByRole('button')).toHaveLength(Object.keys(offered).length);
  for (const [name, enabled] of Object.entries(offered)) expect(within(banner).getByRole('button', { name }).hasAttribute('disabled')).toBe(!enabled);
};

const bannerScreen: ScreenWalk<typeof locationBannerMachine> = {
  machine: locationBannerMachine,
  calls: ['requestLocation', 'getNearestZipCode'],
  render: (actor) => <LocationBannerView actor={actor} />,
  replay: (user, event) => user.click(screen.getByRole('button', { name: buttons[event.type] })),
  assertScreen,
};

describe('location banner: model paths covering every state and transition, replayed through the banner', () => {
  const coverage = coverageOf(locationBannerMachine);
  afterAll(() => console.log(coverage.report()));
  it.each(pathsOf(locationBannerModel, generatePaths).map((path) => [path.description, path] as const))('%s', async (_, path) => walkScreen(bannerScreen, path, coverage), 20_000);

  it('took every state and transition', () => expect(coverage.missing()).toEqual({ states: [], transitions: [] }));
});
