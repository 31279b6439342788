import { createRootRoute, createRoute, createRouter, lazyRouteComponent, Navigate, redirect, type RouterHistory } from '@tanstack/react-router';
import { recommendListSearch } from '../adapters/recommendations.ts';
import { loadEndpointTable } from '../api/endpoint-rows.ts';
import { LandingPage } from '../features/landing/LandingPage.tsx';
import { PageSpinner } from '../ui/PageSpinner.tsx';
import { RootLayout } from './RootLayout.tsx';
import { enrollTypeParam, externalSearch, plansSearch, referralsSearch, stepParams, websitesSearch } from './search.ts';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Error screens show neither header nor footer (spec 1 §2). */
    bare?: boolean;
  }
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

/**
 * A screen's code with the endpoint table beside it: the landing ships only the shell's rows, and
 * a later screen's first call finds its row loaded instead of waiting for it.
 */
const withTable =
  <T,>(load: () => Promise<T>) =>
  () =>
    Promise.all([load(), loadEndpointTable()]).then(([module]) => module);

const rootRoute = createRootRoute({
  component: RootLayout,
  notFoundComponent: () => <Navigate to="/404" replace />,
});

const notFoundRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/404',
  staticData: { bare: true },
  component: lazyRouteComponent(() => import('../features/errors/NotFoundPage.tsx')),
});

const landingConfigErrorRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/landing-config-error/$enrollType',
  staticData: { bare: true },
  params: { parse: (raw) => ({ enrollType: enrollTypeParam.parse(raw.enrollType) }), stringify: (params) => params },
  component: lazyRouteComponent(() => import('../features/errors/LandingConfigErrorPage.tsx')),
});

/** Every storefront route may carry a rep's or group's landing name first: /jane/plans. */
const landingRoute = createRoute({ getParentRoute: () => rootRoute, path: '{-$landing}' });

const indexRoute = createRoute({ getParentRoute: () => landingRoute, path: '/', component: LandingPage });
const homeRoute = createRoute({ getParentRoute: () => landingRoute, path: 'home', component: LandingPage });

const referralsRoute = createRoute({
  getParentRoute: () => landingRoute,
  path: 'referrals',
  validateSearch: referralsSearch,
  component: lazyRouteComponent(() => import('../features/landing/ReferralsPage.tsx')),
});

const startupSpinner = lazyRouteComponent(() => import('../features/session/StartupPage.tsx'));
const websitesRoute = createRoute({
  getParentRoute: () => landingRoute,
  path: 'websites',
  validateSearch: websitesSearch,
  component: startupSpinner,
});
// spec 3 §2.1's /website (website entry): the group site entry of /websites, under the same query
const websiteRoute = createRoute({
  getParentRoute: () => landingRoute,
  path: 'website',
  validateSearch: websitesSearch,
  component: startupSpinner,
});
const externalRoute = createRoute({
  getParentRoute: () => landingRoute,
  path: 'external',
  validateSearch: externalSearch,
  component: startupSpinner,
});

const plansRoute = createRoute({
  getParentRoute: () => landingRoute,
  path: 'plans',
  validateSearch: plansSearch,
  component: lazyRouteComponent(withTable(() => import('../features/plans/PlansPage.tsx'))),
});

const planDetailRoute = createRoute({
  getParentRoute: () => landingRoute,
  path: 'plan/$planId/$planName',
  component: lazyRouteComponent(withTable(() => import('../features/plan-detail/PlanDetailPage.tsx'))),
});

const cartRoute = createRoute({
  getParentRoute: () => landingRoute,
  path: 'cart',
  component: lazyRouteComponent(withTable(() => import('../features/cart/CartPage.tsx'))),
});

const recommendListRoute = createRoute({
  getParentRoute: () => landingRoute,
  path: 'recommend-list',
  validateSearch: recommendListSearch,
  component: lazyRouteComponent(withTable(() => import('../features/recommendations/RecommendListPage.tsx'))),
});

const newMembershipRoute = createRoute({
  getParentRoute: () => landingRoute,
  path: 'new_membership',
  component: lazyRouteComponent(withTable(() => import('../features/membership/NewMembershipPage.tsx'))),
});

// Static membership pages: tiers and a vet search form that does not search yet.
const planDetailsPages = withTable(() => import('../features/membership/PlanDetailsPages.tsx'));
const newPlanDetailsRoute = createRoute({ getParentRoute: () => landingRoute, path: 'new-plan_details', component: lazyRouteComponent(planDetailsPages, 'NewPlanDetailsPage') });
const staticPlanDetailsRoute = createRoute({ getParentRoute: () => landingRoute, path: 'plan_details', component: lazyRouteComponent(planDetailsPages, 'PlanDetailsPage') });

// spec 3 §2.1's other routes: the static medical-question mock-up; /confirmation/ and
// /BenAdvanceHome, whose content the spec does not show, open the receipt and the home
// (docs/architecture.md, Routes without a flow of their own).
const planQuestionViewRoute = createRoute({
  getParentRoute: () => landingRoute,
  path: 'PlanQuestionView',
  component: lazyRouteComponent(withTable(() => import('../features/plan-detail/PlanQuestionViewPage.tsx'))),
});
const redirectRoute = <P extends string>(path: P, to: '/{-$landing}/enrollment/receipt' | '/{-$landing}/home') =>
  createRoute({
    getParentRoute: () => landingRoute,
    path,
    beforeLoad: ({ params }) => {
      const { landing } = params as { landing?: string };
      throw redirect({ to, params: { landing }, replace: true });
    },
  });
const confirmationRoute = redirectRoute('confirmation', '/{-$landing}/enrollment/receipt');
const benAdvanceHomeRoute = redirectRoute('BenAdvanceHome', '/{-$landing}/home');

// The enrollment wizard (spec 2 §2, spec 3 §2.1): one layout holds the engine, its step one typed
// parameter (a tab, parsed from the step's path; any other segment is no step); the receipt is
// the engine's sibling, shown once the engine is done.
const enrollmentRoute = createRoute({ getParentRoute: () => landingRoute, path: 'enrollment' });
const wizardRoute = createRoute({
  getParentRoute: () => enrollmentRoute,
  id: 'wizard',
  component: lazyRouteComponent(withTable(() => import('../features/enrollment/EnrollmentPage.tsx'))),
});
const wizardStartRoute = createRoute({ getParentRoute: () => wizardRoute, path: '/' });
const wizardStepRoute = createRoute({ getParentRoute: () => wizardRoute, path: '$step', params: stepParams });
const receiptRoute = createRoute({
  getParentRoute: () => enrollmentRoute,
  path: 'receipt',
  component: lazyRouteComponent(withTable(() => import('../features/enrollment/ReceiptPage.tsx'))),
});

// Resume by code or by the e-mailed link (spec 3 §2.8, §4.6); start-up clears the session on these.
const continuePage = lazyRouteComponent(withTable(() => import('../features/enrollment/ContinueEnrollmentPage.tsx')));
const continueEnrollmentRoute = createRoute({ getParentRoute: () => landingRoute, path: 'continue-enrollment', component: continuePage });
const directContinueRoute = createRoute({ getParentRoute: () => landingRoute, path: 'direct-continue/$id/$tab', component: continuePage });

// Role pages: the rep and group homes, their current-member pickers, the member home and store.
const rolePages = withTable(() => import('../features/role-homes/RoleHomePages.tsx'));
const rolePage = <P extends string>(path: P, page: 'AgentHomePage' | 'GroupHomePage' | 'AgentSelectMemberPage' | 'GroupSelectMemberPage' | 'MemberHomePage') =>
  createRoute({ getParentRoute: () => landingRoute, path, component: lazyRouteComponent(rolePages, page) });
const roleRoutes = [
  rolePage('agent-home', 'AgentHomePage'),
  rolePage('group-home', 'GroupHomePage'),
  rolePage('agent-select-member', 'AgentSelectMemberPage'),
  rolePage('group-select-member', 'GroupSelectMemberPage'),
  rolePage('member-home', 'MemberHomePage'),
];
const memberBenefitStoreRoute = createRoute({
  getParentRoute: () => landingRoute,
  path: 'member-benefit-store/$id/$tier',
  component: lazyRouteComponent(rolePages, 'MemberBenefitStorePage'),
});

/** The statechart studio for analysts (docs/studio.md): its own chunk, with elkjs, loaded only here. */
const studioSearch = (raw: Record<string, unknown>): { machine?: string; state?: string } => ({
  ...(typeof raw.machine === 'string' ? { machine: raw.machine } : {}),
  ...(typeof raw.state === 'string' ? { state: raw.state } : {}),
});
const studioRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/studio',
  staticData: { bare: true },
  validateSearch: studioSearch,
  component: lazyRouteComponent(() => import('../studio/StudioPage.tsx')),
});
/** A deep link to a place on a chart: /studio/planDetail?state=offer.pricing */
const studioMachineRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/studio/$machine',
  staticData: { bare: true },
  validateSearch: studioSearch,
  component: lazyRouteComponent(() => import('../studio/StudioPage.tsx')),
});

export const routeTree = rootRoute.addChildren([
  notFoundRoute,
  studioRoute,
  studioMachineRoute,
  landingConfigErrorRoute,
  landingRoute.addChildren([indexRoute, homeRoute, referralsRoute, websitesRoute, websiteRoute, externalRoute, plansRoute, planDetailRoute, cartRoute, recommendListRoute, newMembershipRoute, newPlanDetailsRoute, staticPlanDetailsRoute, enrollmentRoute.addChildren([wizardRoute.addChildren([wizardStartRoute, wizardStepRoute]), receiptRoute]), continueEnrollmentRoute, directContinueRoute, ...roleRoutes, memberBenefitStoreRoute, planQuestionViewRoute, confirmationRoute, benAdvanceHomeRoute]),
]);

/**
 * A router over the route tree: one per page load in the browser (src/AppRoot.tsx), and one per
 * request when the server renders routes (over the request's URL in a memory history), so no
 * visitor's matches or loader data reach another's.
 */
export const createAppRouter = (history?: RouterHistory) =>
  createRouter({
    routeTree,
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // a page's code still coming: the shell stays and a spinner shows where the page will be
    defaultPendingComponent: () => <PageSpinner label="Loading the page" />,
  });

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Starts loading the code of the page the visitor opened, beside start-up's reads: the route
 * renders only once start-up has decided, and would ask for its chunks only then. A page that
 * start-up sends elsewhere loaded for nothing; a failed load is tried again when the route renders.
 */
export const preloadOpenedPage = (router: AppRouter, pathname: string) => {
  const [routes] = router.getMatchedRoutes(pathname);
  for (const route of routes) router.loadRouteChunk(route)?.catch(() => undefined);
};
