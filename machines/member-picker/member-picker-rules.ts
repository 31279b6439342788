import { ACTIVE_PLAN_STATUS, type CurrentMember } from '../../contract/index.ts';

/** Spec 1 §9: the members table shows 5 rows a page. */
export const MEMBERS_PER_PAGE = 5;

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

/** A member's row as the table shows it: each plan with whether it shows as inactive. */
export interface MemberRow {
  member: CurrentMember;
  plans: (CurrentMember['plan_info'][number] & { inactive: boolean })[];
}

/** What the table shows of a search and page: the page's rows, how many pages, whether nothing matches. */
export interface ShownPage {
  rows: MemberRow[];
  pages: number;
  noMatch: boolean;
}

export const shownPage = (members: readonly CurrentMember[], query: string, page: number): ShownPage => {
  const found = searchMembers(members, query);
  return {
    rows: pageOf(found, page).map((member) => ({ member, plans: member.plan_info.map((plan) => ({ ...plan, inactive: isInactivePlan(plan.plan_status) })) })),
    pages: pageCount(found.length),
    noMatch: found.length === 0,
  };
};
