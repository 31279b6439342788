/**
 * The browser-stored session values of spec 1 §3, named once. Machines never touch storage:
 * they receive what is stored as input (`StoredValues`) and write through the app's one
 * storage adapter (`StorageAdapter`), which `src/` provides.
 */
export const storageKeys = [
  'group_id',
  'agent_id',
  'AGENT_ID',
  'USER_ID',
  'portal_id',
  'portal_code',
  'portal_name',
  'open_type',
  'eprocess',
  'enroll_type',
  'tempId',
  'cartCount',
  'referral',
  'fromSite',
  'planList',
  'deviceId',
  'repInfo',
  'agent_code',
  'display_name',
  'menuSelectedItem',
  'usertype',
  'username',
  'gname',
  'gcode',
  'isFilterDataSubmitted',
  'isCurrentMemberAvailable',
  'show-quotation',
  'planId',
  'planName',
  'nav_array',
  'landing',
  'navto',
] as const;
export type StorageKey = (typeof storageKeys)[number];

/** A snapshot of what is stored, read once when a flow starts. */
export type StoredValues = Partial<Record<StorageKey, string>>;

/** The one storage adapter: `src/` backs it with localStorage, tests with a map. */
export interface StorageAdapter {
  read(): StoredValues;
  write(values: StoredValues): void;
  remove(keys: readonly StorageKey[]): void;
  clear(): void;
}
