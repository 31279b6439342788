// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { chromeMachine } from '../../machines/chrome/chrome.machine.ts';
import type { FilterSummary } from '../../machines/shared/quote/filter-summary.ts';
import { siteDomain } from '../../src/adapters/site-domain.ts';
import { siteQueries } from '../../src/adapters/site-queries.ts';
import { ChromeActorProvider } from '../../src/features/chrome/chrome-actor.tsx';
import { DashboardIcons } from '../../src/features/chrome/DashboardIcons.tsx';
import { StoreBadges } from '../../src/features/chrome/Footer.tsx';
import { NotMySiteDialog } from '../../src/features/chrome/NotMySiteDialog.tsx';
import { RoleHomeLink } from '../../src/features/chrome/RoleHomeLink.tsx';
import { LandingInfo } from '../../src/features/landing/LandingInfo.tsx';
import { FilterSummaryPanel } from '../../src/features/plans/FilterSummary.tsx';
import type { LandingInfo as LandingInfoData } from '../../contract/index.ts';
import { noopAppActions } from '../lib/model.ts';
import { generatePaths } from '../lib/paths.ts';
import { chromeModel } from '../models/chrome.ts';
import { walkScreen, type ScreenWalk } from './screen-walk.tsx';
import { coverageOf, coveringPaths, pathsOf } from './support.tsx';

afterEach(cleanup);

const landingInfo = (display_name: string): LandingInfoData => ({
  logo: '', agent_code: '', display_phone: '', display_email: '', tagline: '', display_about_name: '', display_name, image: '', image_link: '', banner_image: '', agent_bio: '',
});
/** Whose details each landing state shows above the quote (spec 1 §3, §6): the model's rep 701 and group 1000. */
const landingNames = { rep: 'Jane Rep', group: 'Acme Corporation' } as const;

/** What each region's state shows (spec 1 §2; issue 28 item 9 for Not my site's question). */
const expected = {
  dashboardIcons: { hidden: [], shown: ['Rep Dashboard', 'Member Dashboard', 'Group Dashboard'] },
  storeBadges: { appStoreOnly: ['Download on the App Store'], both: ['Download on the App Store', 'Get it on Google Play'] },
  notMySite: { idle: null, confirming: { Cancel: true, Leave: true }, leaving: { Cancel: false, Leaving: false } },
  // spec 1 §3, spec 3 §5: every tier list names IC 'Member + 1 Child' while a premier plan is in the cart
  tierLabels: { standard: 'Member + Children', premierInCart: 'Member + 1 Child' },
  // issue 27 §2: the header's link to the role home
  roleHome: { none: null, groupSession: null, rep: ['Rep Home', '/agent-home'], groupAdministrator: ['Group Home', '/group-home'] },
} as const;

type ChromeState = SnapshotFrom<typeof chromeMachine>;
const regionState = <R extends keyof typeof expected | 'landing'>(state: ChromeState, region: R) => (state.value as Record<string, string>)[region]!;

const assertScreen = async (state: ChromeState) => {
  const icons = expected.dashboardIcons[regionState(state, 'dashboardIcons') as 'hidden' | 'shown'] ?? [];
  // `hidden`: the grid is hidden below md (jsdom's styles count it so), and an open question hides the page behind it
  const grid = screen.queryByRole('navigation', { name: 'Dashboards', hidden: true });
  if (icons.length === 0) expect(grid).toBeNull();
  else expect(within(grid!).getAllByRole('link', { hidden: true }).map((link) => link.getAttribute('aria-label'))).toEqual(icons);

  const badges = expected.storeBadges[regionState(state, 'storeBadges') as 'appStoreOnly' | 'both'];
  await waitFor(() => expect(screen.getAllByRole('link', { name: /App Store|Google Play/, hidden: true }).map((link) => link.textContent)).toEqual(badges));

  const landing = regionState(state, 'landing');
  for (const [owner, name] of Object.entries(landingNames)) {
    if (owner === landing) expect(await screen.findByRole('heading', { name, hidden: true })).toBeTruthy();
    else expect(screen.queryByRole('heading', { name, hidden: true })).toBeNull();
  }

  const tier = expected.tierLabels[regionState(state, 'tierLabels') as 'standard' | 'premierInCart'];
  await waitFor(() => expect(within(screen.getByRole('region', { name: 'Your quote', hidden: true })).getByText(tier)).toBeTruthy());
  const roleHome = expected.roleHome[regionState(state, 'roleHome') as keyof typeof expected.roleHome];
  await waitFor(() => {
    const links = screen.queryAllByRole('link', { name: /^(Rep|Group) Home$/, hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(roleHome ? [roleHome] : []);
  });

  const question = expected.notMySite[regionState(state, 'notMySite') as 'idle' | 'confirming' | 'leaving'];
  if (question === null) {
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    return;
  }
  const dialog = await screen.findByRole('alertdialog', { name: 'Leave this site?' });
  expect(dialog.textContent).toContain('Your cart will be emptied.');
  for (const [name, enabled] of Object.entries(question)) expect(within(dialog).getByRole('button', { name }).hasAttribute('disabled')).toBe(!enabled);
};

/** A quote for IC: its summary's Tier reads the chrome's label. */
const icQuote: FilterSummary = { zip: '10001', dob: '01/15/1985', state: 'NY', gender: '1', tier: 'IC', is_smoker: null, coverage: null, categories: ['dental'] };

/** The queries the pieces read: the host's branding, and the landing info of the model's rep and group. */
const seeded: [readonly unknown[], unknown][] = [
  [siteQueries.branding(siteDomain('localhost')).queryKey, {}],
  [siteQueries.landingInfo({ kind: 'agent', id: '701' }).queryKey, landingInfo(landingNames.rep)],
  [siteQueries.landingInfo({ kind: 'group', id: '1000' }).queryKey, landingInfo(landingNames.group)],
];

/** The header's role home link, in a memory router as in the app. */
function RoutedRoleHomeLink() {
  const root = createRootRoute({ component: RoleHomeLink });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) });
  return <RouterProvider router={router as AnyRouter} />;
}

const chromeScreen: ScreenWalk<typeof chromeMachine> = {
  machine: chromeMachine,
  calls: [],
  data: seeded,
  render: (actor) => (
    <ChromeActorProvider value={actor}>
      <DashboardIcons />
      <StoreBadges branding={{}} />
      <LandingInfo />
      <NotMySiteDialog />
      <FilterSummaryPanel summary={icQuote} canEdit={false} onEdit={() => undefined} />
      <RoutedRoleHomeLink />
    </ChromeActorProvider>
  ),
  // Cancel and Leave are the question's buttons; Not my site is the footer's, and the session and
  // branding come from the app (ChromeProvider), so those are sent as the app sends them
  replay: async (user, event, actor) => {
    if (event.type === 'user.cancel') return user.click(screen.getByRole('button', { name: 'Cancel' }));
    if (event.type === 'user.leave') return user.click(screen.getByRole('button', { name: 'Leave' }));
    actor.send(event as Parameters<typeof actor.send>[0]);
  },
  assertScreen,
};

describe('chrome: model paths covering every state and transition, replayed through the header, footer and landing pieces', () => {
  const coverage = coverageOf(chromeMachine);
  afterAll(() => console.log(coverage.report()));
  const paths = coveringPaths(chromeMachine.provide({ actions: noopAppActions }), pathsOf(chromeModel, generatePaths));
  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => walkScreen(chromeScreen, path, coverage), 30_000);

  it('took every state and transition', () => expect(coverage.missing()).toEqual({ states: [], transitions: [] }));
});
