import { eq } from 'drizzle-orm';
import type { FilterInfo } from '../../contract/index.ts';
import type { Database } from '../db/open-database.ts';
import { agents, groups, tempEnrollments } from '../db/schema.ts';
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

export const requireFilterInfo = async (db: Database, tempId: string, field = 'enrollment_id'): Promise<FilterInfo> => {
  const [row] = await db.select({ filterInfo: tempEnrollments.filterInfo }).from(tempEnrollments).where(eq(tempEnrollments.id, tempId));
  if (!row) throw fieldFailure(field, 'Enrollment not found');
  return row.filterInfo;
};
