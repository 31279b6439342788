import { eq } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { agents, groups } from '../db/schema.ts';
import { fieldFailure } from '../http/failures.ts';

// Lookups by id that the request named: an unknown id is a failure of that request field.

export const requireAgent = async (db: Database, agentId: number) => {
  const [agent] = await db.select().from(agents).where(eq(agents.id, agentId));
  if (!agent) throw fieldFailure('agent_id', 'Agent not found');
  return agent;
};

export const requireGroup = async (db: Database, groupId: number) => {
  const [group] = await db.select().from(groups).where(eq(groups.id, groupId));
  if (!group) throw fieldFailure('group_id', 'Group not found');
  return group;
};
