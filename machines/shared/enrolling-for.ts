import type { DataOf } from '../../contract/index.ts';
import type { StoredValues } from './storage.ts';

/** The pages where a rep enrolls someone (issue 28 item 8): the plans, the cart and the wizard, not the receipt. */
const enrollingPages = /(^|\/)(plans|cart|enrollment\/(?!receipt)[^/]+)\/?$/;

/** Whose enrollment the banner asks about: a rep's stored enrollment on those pages, else none. */
export const enrollingForEnrollment = (stored: StoredValues, pathname: string): string | null =>
  stored.eprocess === 'rep' && stored.tempId && enrollingPages.test(pathname) ? stored.tempId : null;

/**
 * The banner's words: 'Enrolling for Maria Lopez', the member the server names for the
 * enrollment (get-group-agent-member-info, answered only to the session bound to it); none while
 * the enrollment has no member yet (a new person's name comes with Personal Information).
 */
export const enrollingForLine = (info: DataOf<'getGroupAgentMemberInfo'> | undefined): string | null => {
  const member = info?.result.user_info;
  return member ? `Enrolling for ${member.first_name} ${member.last_name}` : null;
};
