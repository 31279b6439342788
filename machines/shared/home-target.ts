import type { StoredValues } from './storage.ts';

/**
 * Where a breadcrumb's Home leads (spec 1 §2 "Home breadcrumb target"): a stored referral to its
 * referral page; a landing of an open type to /; otherwise by process: rep to /agent-home,
 * applicant to /member-home, group to / on the main host and /group-home elsewhere.
 */
export const homeTarget = (stored: StoredValues, onMainHost: boolean): string => {
  if (stored.referral) return `/referrals?rid=${encodeURIComponent(stored.referral)}`;
  if (stored.open_type) return '/';
  switch (stored.eprocess) {
    case 'rep':
      return '/agent-home';
    case 'applicant':
      return '/member-home';
    case 'group':
      return onMainHost ? '/' : '/group-home';
    default:
      return '/';
  }
};
