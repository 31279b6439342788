import type { DataOf, Platform } from '../../contract/index.ts';
import type { StoredValues } from './storage.ts';

/** Who enrolls on someone's behalf. rep: /agent-home, /agent-select-member; group: /group-home, /group-select-member. */
export type EnrollerKind = 'rep' | 'group';

export type AgentGroup = DataOf<'getAgentGroups'>[number];

/** The chosen portal (spec 1 §4: "stored as portal_id"; name and code for the cart's summary). */
export const portalValues = (platform: Platform): StoredValues => ({
  portal_id: String(platform.platform_group_id),
  portal_name: platform.platform_name,
  portal_code: platform.platform_code,
});

/** A rep's enrollment for one of the rep's groups (spec 1 §4); the name shows in the cart's selection. */
export const repGroupValues = (group: AgentGroup): StoredValues => ({
  group_id: String(group.gid),
  gname: group.gname,
  enroll_type: 'new-group-member',
  eprocess: 'rep',
});

/** The rep's group of that id, which a guard has already found in `groups`. */
export const chosenGroup = (groups: readonly AgentGroup[], groupId: string): AgentGroup => groups.find((group) => String(group.gid) === groupId)!;
