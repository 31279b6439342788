import { hash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Database } from '../db/open-database.ts';
import { chatAnswers, leads, sessionAgents, sessionEnrollers, sessionEnrollments, sessionGroups, sessionMembers, sessionReceipts, sessions, tempEnrollments } from '../db/schema.ts';
import { LruMap } from '../queries/lru-map.ts';
import { overHttps } from './client-address.ts';

export const SESSION_COOKIE = 'session';
/** As long as a resume code lives: a visitor who comes back within it still sees their enrollment. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** Bindings held in memory when this process is the database's one client (sessionStore). */
const HELD_BINDINGS = 10_000;

/** A rep's or group administrator's sign-in lasts a working day, however long the session lives. */
export const SIGN_IN_LIFETIME_MS = 10 * 60 * 60 * 1000;

/** What a session resolved itself (docs/security.md, Sessions and who may see an enrollment). */
export interface ResolvedSites {
  /** Groups whose host, landing or Employee Enrollment (or partner) code it resolved. */
  groupIds: number[];
  /** Reps whose landing it resolved (mayAct false) or whose access code it validated (mayAct true). */
  agents: { agentId: number; mayAct: boolean }[];
  /** Members whose signed link it holds. */
  userIds: number[];
}

/** The versions of an enrollment's filter and plan answers (temp_enrollments), read with its binding. */
export interface EnrollmentVersions {
  filter: number;
  answers: number;
}

/** A session's binding to an enrollment; `versions` when the check read the database (not a held binding). */
export interface Binding {
  versions: EnrollmentVersions | null;
}

/** Who a session is signed in as (docs/security.md, Reps and group administrators). */
export type SignedIn = { kind: 'rep'; agentId: number } | { kind: 'group'; groupId: number };

/** Only the token's hash is stored: a copy of the sessions table opens no session. One-shot: every call naming an enrollment hashes its token. */
export const sessionIdOf = (token: string) => hash('sha256', token);

/** The request's session token, when its cookie looks like one this server issues. */
const tokenOf = (c: Context) => {
  const token = getCookie(c, SESSION_COOKIE);
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
};

/**
 * Server sessions (ASVS V7): a random 256-bit token in an httpOnly, SameSite=Strict cookie (Secure
 * over https), kept in the database so several server processes share them. A session sees the
 * enrollments bound to it, and nothing else.
 *
 * `oneProcess`: this process is the database's one client (embedded PGlite), so the bindings it
 * checked are held in memory until their session ends or renews, which only this process can do.
 * Otherwise every check reads the database: a session another process renewed or signed out is
 * refused here at once.
 */
export const sessionStore = (db: Database, { oneProcess = false, now = () => new Date() }: { oneProcess?: boolean; now?: () => Date } = {}) => {
  // session id and enrollment id → when the session expires
  const bound = oneProcess ? new LruMap<string, number>(HELD_BINDINGS) : null;
  // moves on with every renewal: a check whose query a renewal overtook holds nothing it read
  let renewals = 0;

  const startSession = async (c: Context) => {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now().getTime() + SESSION_LIFETIME_MS);
    await db.delete(sessions).where(lt(sessions.expiresAt, now()));
    await db.insert(sessions).values({ id: sessionIdOf(token), expiresAt });
    setCookie(c, SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'Strict',
      secure: overHttps(c),
      expires: expiresAt,
    });
    return sessionIdOf(token);
  };

  /**
   * Moves the request to a new session token, as a sign-in or a sign-out does (a token known before
   * opens nothing after): the enrollments, members' links and help chat the old session held move with it, and
   * the old session (its sign-in with it) goes. Answers the new session's id.
   */
  const renewSession = async (c: Context) => {
    const previous = await liveSessionId(c);
    const sessionId = await startSession(c);
    if (previous) {
      const moved = await db
        .update(sessionEnrollments)
        .set({ sessionId })
        .where(eq(sessionEnrollments.sessionId, previous))
        .returning({ enrollmentId: sessionEnrollments.enrollmentId });
      renewals += 1;
      moved.forEach(({ enrollmentId }) => bound?.delete(`${previous} ${enrollmentId}`));
      await db.update(sessionMembers).set({ sessionId }).where(eq(sessionMembers.sessionId, previous));
      await db.update(sessionGroups).set({ sessionId }).where(eq(sessionGroups.sessionId, previous));
      await db.update(sessionReceipts).set({ sessionId }).where(eq(sessionReceipts.sessionId, previous));
      await db.update(sessionAgents).set({ sessionId }).where(eq(sessionAgents.sessionId, previous));
      await db.update(chatAnswers).set({ sessionId }).where(eq(chatAnswers.sessionId, previous));
      await db.update(leads).set({ sessionId }).where(eq(leads.sessionId, previous));
      await db.delete(sessions).where(eq(sessions.id, previous));
    }
    return sessionId;
  };

  /** The request's session id, starting a session (and its cookie) when it has none. */
  const heldSessionId = async (c: Context) => (await liveSessionId(c)) ?? (await startSession(c));

  const liveSessionId = async (c: Context) => {
    const token = tokenOf(c);
    if (!token) return null;
    const [row] = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, sessionIdOf(token)), gt(sessions.expiresAt, now())));
    return row?.id ?? null;
  };

  return {
    /**
     * The request's session's binding to the enrollment, null when it may not see it. The same
     * query reads the versions of the enrollment's filter and answers, so a process holding them
     * knows at no further query whether they are current.
     */
    async maySee(c: Context, enrollmentId: string): Promise<Binding | null> {
      const token = tokenOf(c);
      if (!token) return null;
      const key = `${sessionIdOf(token)} ${enrollmentId}`;
      const expiresAt = bound?.get(key);
      if (expiresAt !== undefined && expiresAt > now().getTime()) return { versions: null };
      const renewalsBefore = renewals;
      const [row] = await db
        .select({ expiresAt: sessions.expiresAt, filter: tempEnrollments.filterVersion, answers: tempEnrollments.answersVersion })
        .from(sessionEnrollments)
        .innerJoin(sessions, eq(sessions.id, sessionEnrollments.sessionId))
        .leftJoin(tempEnrollments, eq(tempEnrollments.id, sessionEnrollments.enrollmentId))
        .where(and(eq(sessionEnrollments.sessionId, sessionIdOf(token)), eq(sessionEnrollments.enrollmentId, enrollmentId), gt(sessions.expiresAt, now())));
      if (!row) return null;
      if (renewals === renewalsBefore) bound?.set(key, row.expiresAt.getTime());
      return { versions: row.filter === null || row.answers === null ? null : { filter: row.filter, answers: row.answers } };
    },

    /** Binds the request's session to the enrollment, starting a session (and its cookie) when it has none. */
    async bind(c: Context, enrollmentId: string): Promise<void> {
      const sessionId = await heldSessionId(c);
      await db.insert(sessionEnrollments).values({ sessionId, enrollmentId }).onConflictDoNothing();
    },

    /** Whether the request's session may read the submitted enrollment's receipt (and nothing else of it). */
    async mayReadReceipt(c: Context, enrollmentId: string): Promise<boolean> {
      const token = tokenOf(c);
      if (!token) return false;
      const [row] = await db
        .select({ enrollmentId: sessionReceipts.enrollmentId })
        .from(sessionReceipts)
        .innerJoin(sessions, eq(sessions.id, sessionReceipts.sessionId))
        .where(and(eq(sessionReceipts.sessionId, sessionIdOf(token)), eq(sessionReceipts.enrollmentId, enrollmentId), gt(sessions.expiresAt, now())));
      return row !== undefined;
    },

    /** Lets the request's session read the submitted enrollment's receipt, starting a session when it has none. */
    async bindReceipt(c: Context, enrollmentId: string): Promise<void> {
      const sessionId = await heldSessionId(c);
      await db.insert(sessionReceipts).values({ sessionId, enrollmentId }).onConflictDoNothing();
    },

    /** Whether the request's session holds the member's signed link (decrypt-detail granted it). */
    async mayActAsMember(c: Context, userId: number): Promise<boolean> {
      const token = tokenOf(c);
      if (!token) return false;
      const [row] = await db
        .select({ userId: sessionMembers.userId })
        .from(sessionMembers)
        .innerJoin(sessions, eq(sessions.id, sessionMembers.sessionId))
        .where(and(eq(sessionMembers.sessionId, sessionIdOf(token)), eq(sessionMembers.userId, userId), gt(sessions.expiresAt, now())));
      return row !== undefined;
    },

    /** Grants the request's session the member of a verified link, starting a session when it has none. */
    async grantMember(c: Context, userId: number): Promise<void> {
      const sessionId = await heldSessionId(c);
      await db.insert(sessionMembers).values({ sessionId, userId }).onConflictDoNothing();
    },

    /** Remembers that the request's session resolved the group, starting a session when it has none. */
    async resolveGroup(c: Context, groupId: number): Promise<void> {
      const sessionId = await heldSessionId(c);
      await db.insert(sessionGroups).values({ sessionId, groupId }).onConflictDoNothing();
    },

    /** The request's session id, if it has a live one. */
    currentSessionId: (c: Context): Promise<string | null> => liveSessionId(c),

    /** The request's session id, starting a session (and its cookie) when it has none. */
    holdSession: (c: Context): Promise<string> => heldSessionId(c),

    /**
     * Remembers that the request's session resolved the rep: their landing (`mayAct` false) or their
     * access code (`mayAct` true, kept once given), starting a session when it has none.
     */
    async resolveAgent(c: Context, agentId: number, mayAct: boolean): Promise<void> {
      const sessionId = await heldSessionId(c);
      await db
        .insert(sessionAgents)
        .values({ sessionId, agentId, mayAct })
        .onConflictDoUpdate({ target: [sessionAgents.sessionId, sessionAgents.agentId], set: { mayAct: sql`${sessionAgents.mayAct} or excluded.may_act` } });
    },

    /** Everything the request's session resolved itself: groups, reps (and whether it may act as each), members' links. */
    async resolvedSites(c: Context): Promise<ResolvedSites> {
      const token = tokenOf(c);
      if (!token) return { groupIds: [], agents: [], userIds: [] };
      const sessionId = sessionIdOf(token);
      const live = and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now()));
      const [groupRows, agents, memberRows] = await Promise.all([
        db.select({ groupId: sessionGroups.groupId }).from(sessionGroups).innerJoin(sessions, eq(sessions.id, sessionGroups.sessionId)).where(live),
        db.select({ agentId: sessionAgents.agentId, mayAct: sessionAgents.mayAct }).from(sessionAgents).innerJoin(sessions, eq(sessions.id, sessionAgents.sessionId)).where(live),
        db.select({ userId: sessionMembers.userId }).from(sessionMembers).innerJoin(sessions, eq(sessions.id, sessionMembers.sessionId)).where(live),
      ]);
      return { groupIds: groupRows.map((row) => row.groupId), agents, userIds: memberRows.map((row) => row.userId) };
    },

    /** Who the request's session is signed in as, if anyone. */
    async signedInAs(c: Context): Promise<SignedIn | null> {
      const token = tokenOf(c);
      if (!token) return null;
      const [row] = await db
        .select({ agentId: sessionEnrollers.agentId, groupId: sessionEnrollers.groupId })
        .from(sessionEnrollers)
        .innerJoin(sessions, eq(sessions.id, sessionEnrollers.sessionId))
        .where(and(eq(sessionEnrollers.sessionId, sessionIdOf(token)), gt(sessionEnrollers.expiresAt, now()), gt(sessions.expiresAt, now())));
      if (row?.agentId != null) return { kind: 'rep', agentId: row.agentId };
      if (row?.groupId != null) return { kind: 'group', groupId: row.groupId };
      return null;
    },

    /** Signs the request in under a new session token, which keeps what the old one held (renewSession). */
    async signIn(c: Context, who: SignedIn): Promise<void> {
      const sessionId = await renewSession(c);
      await db.insert(sessionEnrollers).values({
        sessionId,
        agentId: who.kind === 'rep' ? who.agentId : null,
        groupId: who.kind === 'group' ? who.groupId : null,
        expiresAt: new Date(now().getTime() + SIGN_IN_LIFETIME_MS),
      });
    },

    /** Signs the request out: the signed-in session goes; a new token keeps its enrollments and members' links (renewSession). */
    async signOut(c: Context): Promise<void> {
      if (await liveSessionId(c)) await renewSession(c);
    },
  };
};

export type SessionStore = ReturnType<typeof sessionStore>;

/** A request's sign-in as its handler sees it (RequestContext). */
export interface EnrollerSession {
  /** The session a sign-in code is mailed for and used in: the request's, or none. */
  sessionId(): Promise<string | null>;
  /** The request's session, started (with its cookie) when it has none. */
  holdSession(): Promise<string>;
  current(): Promise<SignedIn | null>;
  signIn(who: SignedIn): Promise<void>;
  signOut(): Promise<void>;
}

export const enrollerSessionOf = (store: SessionStore, c: Context): EnrollerSession => ({
  sessionId: () => store.currentSessionId(c),
  holdSession: () => store.holdSession(c),
  current: () => store.signedInAs(c),
  signIn: (who) => store.signIn(c, who),
  signOut: () => store.signOut(c),
});

/**
 * What a request's session resolved itself, as its handler sees it (RequestContext): the groups of
 * the Employee Enrollment or partner code it validated, the landing or site host it looked up; the
 * reps of the landing it looked up or the access code it validated; and the host the request came
 * to. What the session verified, never what a request body claims, says whom a filter may be for
 * (server/enrollers/verified-roles.ts).
 */
export interface SiteSession {
  /** The request's host name (lower case, no port): a group site's host is that group's. */
  host: string;
  resolve(groupId: number): Promise<void>;
  /** A rep's landing looked up (mayAct false), or the rep's access code validated (mayAct true). */
  resolveAgent(agentId: number, mayAct: boolean): Promise<void>;
  resolvedSites(): Promise<ResolvedSites>;
}

export const siteSessionOf = (store: SessionStore, c: Context): SiteSession => ({
  host: new URL(c.req.url).hostname.toLowerCase(),
  resolve: (groupId) => store.resolveGroup(c, groupId),
  resolveAgent: (agentId, mayAct) => store.resolveAgent(c, agentId, mayAct),
  resolvedSites: () => store.resolvedSites(c),
});

/** The members a request's session may act as, as its handler sees them (RequestContext). */
export interface MemberSession {
  mayActAs(userId: number): Promise<boolean>;
  grant(userId: number): Promise<void>;
}

export const memberSessionOf = (store: SessionStore, c: Context): MemberSession => ({
  mayActAs: (userId) => store.mayActAsMember(c, userId),
  grant: (userId) => store.grantMember(c, userId),
});
