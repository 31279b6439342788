import { eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { members } from '../db/schema.ts';
import { fieldFailure } from '../http/failures.ts';
import type { EnrollerSession, MemberSession, SignedIn } from '../http/sessions.ts';

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
