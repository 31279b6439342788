import type { FilterInfo } from '../../contract/index.ts';
import type { Database } from '../db/open-database.ts';
import type { Member } from '../queries/enrollment-steps.ts';
import { isGroupAdministrator, memberOnFileFor, type Reader } from './own-members.ts';

/**
 * The member's record as the form steps' prefill reads it for this caller (docs/security.md, Who
 * sees what: role × data): null to a caller who may not read the member on file (memberOnFileFor);
 * to a group administrator without the height and weight on file, which are health data (a plan
 * sponsor sees demographics, address included, never health facts); to the member's own link and
 * their signed-in rep, whole.
 */
export const memberRecordFor = async (db: Database, filter: Pick<FilterInfo, 'user_id' | 'eprocess'>, reader: Reader): Promise<Member | null> => {
  const member = await memberOnFileFor(db, filter, reader);
  if (member === null || !(await isGroupAdministrator(reader))) return member;
  return { ...member, heightFeet: null, heightInch: null, weight: null };
};
