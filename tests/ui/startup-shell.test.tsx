// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { memoryStorage, storageActions } from '../../machines/shared/storage.ts';
import { sessionCalls, sessionMachine } from '../../machines/session/index.ts';
import { classifyStartRoute } from '../../machines/session/start-route.ts';
import { LocationBanner, locationQuestion } from '../../src/features/location/LocationBanner.tsx';
import { Startup } from '../../src/Startup.tsx';
import { fixtures } from '../../model-tests/lib/fixtures.ts';
import { renderWithProviders } from './render.tsx';

afterEach(() => {
  cleanup();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

/** Start-up on `path` whose default-site call answers when `decide` is called. */
const startingAt = (path: string) => {
  window.history.replaceState(null, '', path);
  let decide = () => {};
  const answered = new Promise<void>((resolve) => (decide = resolve));
  const actors = Object.fromEntries(sessionCalls.map((name) => [name, fromPromise(() => answered.then(() => fixtures.defaultSite))])) as never;
  const machine = sessionMachine.provide({ actors, actions: { ...storageActions(memoryStorage()), navigate: () => {} } });
  const session = createActor(machine, {
    input: { host: 'localhost', mainHost: 'localhost', siteDomain: btoa('localhost'), route: classifyStartRoute(path, ''), stored: {} },
  }).start();
  return { session, decide };
};

/** The app once it takes over: the pages' banner above what the routes would show. */
const app = Promise.resolve({
  default: () => (
    <>
      <LocationBanner />
      <p>Storefront routes</p>
    </>
  ),
});

describe("start-up shell (issue 14: the first paint is the entry chunk's own)", () => {
  it('paints the banner, the header and the landing with the quote box on the main landing, while start-up decides', () => {
    const { session } = startingAt('/');
    renderWithProviders(<Startup session={session} app={app} />);
    expect(screen.getByText(locationQuestion)).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Get a quote' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Starting the storefront' })).toBeTruthy();
    session.stop();
  });

  it('shows a spinner, not the landing, where another page will be', () => {
    const { session } = startingAt('/plans');
    renderWithProviders(<Startup session={session} app={app} />);
    expect(screen.getByText(locationQuestion)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Get a quote' })).toBeNull();
    expect(screen.getByRole('status', { name: 'Starting the storefront' })).toBeTruthy();
    session.stop();
  });

  it("keeps the banner's machine when the app takes over: closed in the shell, it stays closed", async () => {
    const { session, decide } = startingAt('/');
    renderWithProviders(<Startup session={session} app={app} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close the location banner' }));
    expect(screen.queryByText(locationQuestion)).toBeNull();
    decide();
    expect(await screen.findByText('Storefront routes')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Starting the storefront' })).toBeNull();
    // a banner of its own would start from what is stored (nothing) and ask again
    expect(screen.queryByText(locationQuestion)).toBeNull();
    session.stop();
  });
});
