import { and, eq } from 'drizzle-orm';
import type { SiteSession } from '../../contract/index.ts';
import type { Database } from '../db/open-database.ts';
import { entryPoints, entryKind } from '../db/schema.ts';

export type EntryKind = (typeof entryKind.enumValues)[number];

export interface EntryPoint extends SiteSession {
  key: string;
}

/** The site session behind an entry point, or null when there is none under that name. */
export const findEntryPoint = async (db: Database, kind: EntryKind, key = ''): Promise<EntryPoint | null> => {
  const [row] = await db
    .select({
      key: entryPoints.key,
      group_id: entryPoints.groupId,
      agent_id: entryPoints.agentId,
      portal_id: entryPoints.portalId,
      open_type: entryPoints.openType,
    })
    .from(entryPoints)
    .where(and(eq(entryPoints.kind, kind), eq(entryPoints.key, key.toLowerCase())));
  return row ?? null;
};

export const sessionOf = ({ group_id, agent_id, portal_id, open_type }: EntryPoint): SiteSession => ({
  group_id,
  agent_id,
  portal_id,
  open_type,
});

/**
 * Host names travel base64-encoded; compare them lower case and without a port. What decodes to no
 * host name (any base64 decodes to some bytes, NUL among them) is '', which no site is under.
 */
export const decodeHost = (siteDomain: string) => {
  const host = Buffer.from(siteDomain, 'base64').toString('utf8').trim().toLowerCase().replace(/:\d+$/, '');
  return /^[a-z0-9.-]+$/.test(host) ? host : '';
};
