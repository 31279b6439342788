import type { EnrollerKind } from '../shared/enroller-choices.ts';
import type { StoredValues } from '../shared/storage.ts';

/** Who a role home is for, read from what was stored before the home cleared storage. */
export interface EnrollerIdentity {
  kind: EnrollerKind;
  /** The rep (AGENT_ID) or the group (group_id). */
  id: string;
  /** Kept so a reload of /{landing}/agent-home stays on the same landing. */
  landing?: string;
  /** A group's site type (its landing or host), which the group session keeps. */
  openType?: string;
}

/**
 * The identity a home is for: a rep only after an access code (AGENT_ID with eprocess rep), so a
 * visitor of a rep's landing page is not taken for the rep; a group by its stored group id.
 */
export const enrollerIdentityOf = (kind: EnrollerKind, stored: StoredValues): EnrollerIdentity | null => {
  const id = kind === 'rep' ? (stored.eprocess === 'rep' ? stored.AGENT_ID : undefined) : stored.group_id;
  return id ? { kind, id, landing: stored.landing, openType: stored.open_type } : null;
};

const compact = (values: Record<string, string | undefined>): StoredValues =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));

/** What a home writes back after clearing storage: the session of the rep or group and nothing else. */
export const identityValues = (identity: EnrollerIdentity): StoredValues =>
  identity.kind === 'rep'
    ? compact({ AGENT_ID: identity.id, agent_id: identity.id, eprocess: 'rep', landing: identity.landing })
    : compact({ group_id: identity.id, eprocess: 'group', open_type: identity.openType, landing: identity.landing });
