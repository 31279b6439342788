import { eq, type SQL } from 'drizzle-orm';
import { members } from '../db/schema.ts';
import type { SignedIn } from '../http/sessions.ts';

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
