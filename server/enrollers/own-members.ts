import { eq, type SQL } from 'drizzle-orm';
import { DEPENDENT_LIST_KEY, dependentListOf, type FilterInfo, type StepData, type TabName } from '../../contract/index.ts';
import type { Database } from '../db/open-database.ts';
import { members } from '../db/schema.ts';
import { fieldFailure } from '../http/failures.ts';
import type { EnrollerSession, MemberSession, SignedIn } from '../http/sessions.ts';
import { memberOf, readStep, stepValues, type Member } from '../queries/enrollment-steps.ts';

/**
 * Whose members a sign-in sees (docs/security.md, Reps and group administrators): a rep the
 * members whose agent they are, a group administrator the group's members. Nobody else sees any.
 */
export const ownMembersOf = (who: SignedIn): SQL => (who.kind === 'rep' ? eq(members.agentId, who.agentId) : eq(members.groupId, who.groupId));

export const isOwnMember = (who: SignedIn | null, member: Pick<typeof members.$inferSelect, 'agentId' | 'groupId'>): boolean =>
  who !== null && (who.kind === 'rep' ? member.agentId === who.agentId : member.groupId === who.groupId);

/** The SSN as member data answers it: the last four digits only (`***-**-6789`), never the whole number. */
export const maskedSsn = (ssn: string): string => {
  const digits = ssn.replace(/\D/g, '');
  return digits.length >= 4 ? `***-**-${digits.slice(-4)}` : '';
};

/**
 * The member a request names, when its session may act for them: it holds the member's own signed
 * link (decrypt-detail), or it is signed in as their rep or group administrator. To anyone else the
 * member does not exist, as for an unknown user id (docs/security.md, Links).
 */
export const requireReachableMember = async (db: Database, userId: number, member: MemberSession, enroller: EnrollerSession) => {
  const [row] = await db.select().from(members).where(eq(members.userId, userId));
  if (!row || !((await member.mayActAs(userId)) || isOwnMember(await enroller.current(), row))) throw fieldFailure('user_id', 'Member not found');
  return row;
};

/** What a handler knows of its caller that decides what member data it sees (RequestContext). */
export interface Reader {
  member: MemberSession;
  enroller: EnrollerSession;
}

/** Whether the caller is signed in as a group administrator (of any group). */
export const isGroupAdministrator = async (reader: Reader): Promise<boolean> => (await reader.enroller.current())?.kind === 'group';

/**
 * The member on file behind an enrollment, when its caller may read their record (their on-file
 * beneficiaries, dependents, health history, card and bank, the form steps' prefill); else null, as
 * for a new applicant. The member's own signed link reads it; a signed-in rep or group administrator
 * reads their own members' only; an enrollment a rep or administrator started for a member
 * (add-filter-for-existing-user, eprocess rep or group) reads it only while one of them is signed in,
 * not after sign-out; a member's own enrollment (eprocess applicant) reads it to the session bound
 * to it (the one that started it from the member's link, or resumed it by code or mailed link).
 */
export const memberOnFileFor = async (db: Database, filter: Pick<FilterInfo, 'user_id' | 'eprocess'>, reader: Reader): Promise<Member | null> => {
  const member = await memberOf(db, filter);
  if (!member || (await reader.member.mayActAs(member.userId))) return member;
  const signedIn = await reader.enroller.current();
  if (signedIn !== null) return isOwnMember(signedIn, member) ? member : null;
  return filter.eprocess === 'rep' || filter.eprocess === 'group' ? null : member;
};

/** A kept dependent as a reader of no health answers sees it: without its health answers. */
export const withoutHealthAnswers = <T extends { health_info?: unknown }>({ health_info: _, ...dependent }: T): Omit<T, 'health_info'> => dependent;

/**
 * A step's kept data as a reader of no health answers sees it (get-enrollment-temp-info): the health
 * step's answers not at all, the dependents without theirs, any other step as it is.
 */
export const withoutHealthStep = (tab: TabName, data: StepData): StepData | null => {
  if (tab === 'primary_health_info') return null;
  const list = data[DEPENDENT_LIST_KEY];
  if (tab !== 'dependent_info' || !Array.isArray(list)) return data;
  return { ...data, [DEPENDENT_LIST_KEY]: list.map((item) => (item !== null && typeof item === 'object' && !Array.isArray(item) ? withoutHealthAnswers(item) : item)) };
};

/**
 * Whether the caller reads the enrollment's health answers (docs/security.md, Who sees what: role ×
 * data): never a group administrator's session (a plan sponsor sees enrollment status, plans and
 * demographics, never health answers: HIPAA's minimum necessary); for an existing member's
 * enrollment, only a caller who may read the member on file; a new applicant's to the bound session.
 */
export const readsHealthAnswers = async (db: Database, filter: Pick<FilterInfo, 'user_id' | 'eprocess'>, reader: Reader): Promise<boolean> =>
  !(await isGroupAdministrator(reader)) && (filter.user_id === null || (await memberOnFileFor(db, filter, reader)) !== null);

/** The member whose cards and bank accounts on file the caller may see and pay with: never to a group administrator's session. */
export const payerOnFileFor = async (db: Database, filter: Pick<FilterInfo, 'user_id' | 'eprocess'>, reader: Reader): Promise<Member | null> =>
  (await isGroupAdministrator(reader)) ? null : memberOnFileFor(db, filter, reader);

/**
 * A dependents list as a caller who reads no health answers sent it (a group administrator's
 * session): a dependent sent without health answers keeps those the step holds for it, by its id,
 * since the caller could not see them to send them back. Anyone else's list is as sent.
 */
export const dependentsAsSent = async (db: Database, enrollmentId: string, filter: Pick<FilterInfo, 'user_id' | 'eprocess'>, sent: StepData, reader: Reader): Promise<StepData> => {
  if (await readsHealthAnswers(db, filter, reader)) return sent;
  const kept = await readStep(db, enrollmentId, 'dependent_info');
  const held = new Map(
    (dependentListOf(kept ? stepValues(kept) : null) ?? []).flatMap((dependent) =>
      dependent.health_info && dependent.primary_info.dependent_id ? [[dependent.primary_info.dependent_id, dependent.health_info] as const] : [],
    ),
  );
  const list = dependentListOf(sent);
  if (!list) return sent;
  return {
    ...sent,
    [DEPENDENT_LIST_KEY]: list.map((dependent) => {
      const health = dependent.health_info ? undefined : held.get(dependent.primary_info.dependent_id);
      return health ? { ...dependent, health_info: health } : dependent;
    }),
  } as unknown as StepData;
};
