import { homeTarget } from '../../../machines/shared/home-target.ts';
import type { StoredValues } from '../../../machines/shared/storage.ts';
import type { Crumb } from './Trail.tsx';

/** Where Current Member leads: the picker of the session's process. */
const memberPicker = (stored: StoredValues) => (stored.eprocess === 'rep' ? '/agent-select-member' : '/group-select-member');

/** Home (by the home-target rule), Current Member (if available), Plans (spec 1 §2 Cart page). */
export const shoppingCrumbs = (stored: StoredValues, onMainHost: boolean): Crumb[] => [
  ['Home', homeTarget(stored, onMainHost)],
  ...(stored.isCurrentMemberAvailable === 'true' ? [['Current Member', memberPicker(stored)] as Crumb] : []),
  ['Plans', '/plans'],
];

/** The recommended list's crumbs (spec 1 §2): Home by the home-target rule, then Cart when the list is the cart's. */
export const recommendListCrumbs = (stored: StoredValues, onMainHost: boolean, fromCart: boolean): Crumb[] => [
  ['Home', homeTarget(stored, onMainHost)],
  ...(fromCart ? [['Cart', '/cart'] as Crumb] : []),
];

/** The plan last opened, for the cart's Plan Details crumb. */
export const planDetailsCrumb = (stored: StoredValues): Crumb[] =>
  stored.planId && stored.planName ? [['Plan Details', `/plan/${stored.planId}/${encodeURIComponent(stored.planName)}`]] : [];
