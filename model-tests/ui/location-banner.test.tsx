// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { locationBannerMachine } from '../../machines/location/location-banner.machine.ts';
import { locationQuestion, LocationBannerView } from '../../src/features/location/LocationBanner.tsx';
import { generatePaths } from '../lib/paths.ts';
import { locationBannerModel } from '../models/location-banner.ts';
import { walkScreen, type ScreenWalk } from './screen-walk.tsx';
import { coverageOf, pathsOf } from './support.tsx';

afterEach(cleanup);

const buttons: Record<string, string> = { 'user.allow': 'Allow', 'user.deny': "Don't Allow", 'user.close': 'Close the location banner' };

/** The banner shows while asking, with its three buttons; otherwise nothing. */
const assertScreen = async (state: SnapshotFrom<typeof locationBannerMachine>) => {
  if (state.hasTag('shown')) {
    const banner = await screen.findByRole('region', { name: 'Location permission' });
    expect(banner.textContent).toContain(locationQuestion);
    for (const name of Object.values(buttons)) expect(screen.getByRole('button', { name })).toBeTruthy();
    return;
  }
  expect(screen.queryByRole('region', { name: 'Location permission' })).toBeNull();
};

const bannerScreen: ScreenWalk<typeof locationBannerMachine> = {
  machine: locationBannerMachine,
  calls: ['requestLocation'],
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
