import type { StoredValues } from '../../../machines/shared/storage.ts';
import type { Crumb } from './Trail.tsx';

/** Where Current Member leads: the picker of the session's process. */
const memberPicker = (stored: StoredValues) => (stored.eprocess === 'rep' ? '/agent-select-member' : '/group-select-member');

/** Home (where the chrome says: `home`), Current Member (if available), Plans (spec 1 §2 Cart page). */
export const shoppingCrumbs = (stored: StoredValues, home: string): Crumb[] => [
  ['Home', home],
  ...(stored.isCurrentMemberAvailable === 'true' ? [['Current Member', memberPicker(stored)] as Crumb] : []),
  ['Plans', '/plans'],
];

/** The recommended list's crumbs (spec 1 §2): Home (where the chrome says), then Cart when the list is the cart's. */
export const recommendListCrumbs = (home: string, fromCart: boolean): Crumb[] => [
  ['Home', home],
  ...(fromCart ? [['Cart', '/cart'] as Crumb] : []),
];

/** The plan last opened, for the cart's Plan Details crumb. */
export const planDetailsCrumb = (stored: StoredValues): Crumb[] =>
  stored.planId && stored.planName ? [['Plan Details', `/plan/${stored.planId}/${encodeURIComponent(stored.planName)}`]] : [];
