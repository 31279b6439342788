import { ACTIVE_PLAN_STATUS, type CurrentMember } from '../../contract/index.ts';

/** Spec 1 §9: the members table shows 5 rows a page. */
export const MEMBERS_PER_PAGE = 5;

/** The SSN as the pickers show it: personal data, so only the last four digits. */
export const maskSsn = (ssn: string): string => {
  const digits = ssn.replace(/\D/g, '');
  return digits.length >= 4 ? `***-**-${digits.slice(-4)}` : '';
};

/** Whether a plan shows as inactive (red, with its status as text so colour is not the only signal). */
export const isInactivePlan = (status: string): boolean => status.toUpperCase() !== ACTIVE_PLAN_STATUS;

/** Members matching the search: by name, e-mail, date of birth, group or plan name, ignoring case. */
export const searchMembers = (members: readonly CurrentMember[], query: string): CurrentMember[] => {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...members];
  return members.filter((member) => {
    const text = [member.name, member.email, member.dob, member.group_info?.group_name ?? '', ...member.plan_info.map((plan) => plan.plan_name)]
      .join(' ')
      .toLowerCase();
    return words.every((word) => text.includes(word));
  });
};

export const pageCount = (rows: number): number => Math.max(1, Math.ceil(rows / MEMBERS_PER_PAGE));

/** The rows of page `page` (0-based). */
export const pageOf = <T>(rows: readonly T[], page: number): T[] => rows.slice(page * MEMBERS_PER_PAGE, (page + 1) * MEMBERS_PER_PAGE);
