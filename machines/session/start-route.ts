/** The app's own first path segments; any other first segment is a landing name (spec 1 §2). */
export const appRouteNames = [
  '',
  'home',
  'plans',
  'plan',
  'cart',
  'recommend-list',
  'agent-home',
  'group-home',
  'member-home',
  'member-benefit-store',
  'agent-select-member',
  'group-select-member',
  'referrals',
  'new_membership',
  'new-plan_details',
  'plan_details',
  'landing-config-error',
  '404',
  'continue-enrollment',
  'direct-continue',
  'external',
  'websites',
  'website',
  'PlanQuestionView',
  'confirmation',
  'BenAdvanceHome',
  'enrollment',
  'studio',
] as const;
export type AppRouteName = (typeof appRouteNames)[number];

/** Which start-up case of spec 1 §4 a URL asks for. `route` is the app route after any landing prefix. */
export type StartRoute =
  | { kind: 'landing'; landing: string; route: AppRouteName }
  | { kind: 'referrals'; rid: string | null }
  | { kind: 'websites'; group: string | null; id: string | null }
  | { kind: 'external'; site: string | null }
  | { kind: 'resume'; route: 'continue-enrollment' | 'direct-continue' }
  | { kind: 'plain'; route: AppRouteName };

const isAppRouteName = (segment: string): segment is AppRouteName => (appRouteNames as readonly string[]).includes(segment);

/** A query value, with blank treated as missing. */
const param = (query: URLSearchParams, name: string): string | null => query.get(name)?.trim() || null;

/**
 * Classifies a start-up URL. The landing prefix is optional on every route (/jane/plans is landing
 * jane, route plans) and wins over the route: validating the landing decides who the visitor
 * shops under, whatever page follows.
 */
export const classifyStartRoute = (pathname: string, search: string): StartRoute => {
  const segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const [first = '', second = ''] = segments;
  if (!isAppRouteName(first)) return { kind: 'landing', landing: first, route: isAppRouteName(second) ? second : '404' };
  const query = new URLSearchParams(search);
  switch (first) {
    case 'referrals':
      return { kind: 'referrals', rid: param(query, 'rid') };
    case 'websites':
    case 'website':
      return { kind: 'websites', group: param(query, 'group'), id: param(query, 'id') };
    case 'external':
      return { kind: 'external', site: param(query, 'site') };
    case 'continue-enrollment':
    case 'direct-continue':
      return { kind: 'resume', route: first };
    default:
      return { kind: 'plain', route: first };
  }
};
