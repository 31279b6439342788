import type { Crumb } from './Trail.tsx';

/** The recommended list's crumbs (spec 1 §2): Home (where the chrome says), then Cart when the list is the cart's. */
export const recommendListCrumbs = (home: string, fromCart: boolean): Crumb[] => [
  ['Home', home],
  ...(fromCart ? [['Cart', '/cart'] as Crumb] : []),
];
