/**
 * The browser-stored session values of spec 1 §3, named once. Machines never touch storage:
 * they receive what is stored as input (`StoredValues`) and write through the app's one
 * storage adapter (`StorageAdapter`), which `src/` provides. Clearing storage (start-up, the
 * homes, Not my site) removes these.
 */
export const sessionKeys = [
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
  /** Set by the cart's Proceed to Enrollment: the wizard starts a new enrollment. */
  'new_enrollment',
  /** A saved enroller code (spec 2 §3): groups that need one stop asking once it is stored. */
  'enrollerCode',
  /** Wizard markers of spec 2 §3 and spec 3 §3, cleared by review and the receipt. */
  'first_track',
  'health_track',
  'isSpouseEnrollAccept',
  'isPremierPlan',
  'dep_sync_temp_id',
] as const;

/** Facts about this browser rather than the session: a clear keeps them. */
export const browserKeys = [
  /** The help chat's device id: the rep's lead stays attached to this browser. */
  'deviceId',
  /** The location banner's remembered choice: allowed or denied. */
  'locationPermission',
] as const;

export const storageKeys = [...sessionKeys, ...browserKeys] as const;
export type StorageKey = (typeof storageKeys)[number];

/** A snapshot of what is stored, read once when a flow starts. */
export type StoredValues = Partial<Record<StorageKey, string>>;

/** The one storage adapter: `src/` backs it with localStorage, tests with a map. */
export interface StorageAdapter {
  read(): StoredValues;
  write(values: StoredValues): void;
  remove(keys: readonly StorageKey[]): void;
  /** Removes the session keys; browser keys stay. */
  clear(): void;
}

/** The storage actions machines name (`clearStorage`, `storeValues`, `removeStoredValues`), backed by one adapter. */
export const storageActions = (adapter: StorageAdapter) => ({
  clearStorage: () => adapter.clear(),
  storeValues: (_args: unknown, values: StoredValues) => adapter.write(values),
  removeStoredValues: (_args: unknown, { keys }: { keys: readonly StorageKey[] }) => adapter.remove(keys),
});

/** An in-memory adapter, for tests and for anything that must not outlive the page. */
export const memoryStorage = (initial: StoredValues = {}): StorageAdapter & { values: StoredValues } => {
  const adapter = {
    values: { ...initial },
    read: () => ({ ...adapter.values }),
    write: (values: StoredValues) => {
      adapter.values = { ...adapter.values, ...values };
    },
    remove: (keys: readonly StorageKey[]) => {
      adapter.values = Object.fromEntries(Object.entries(adapter.values).filter(([key]) => !keys.includes(key as StorageKey)));
    },
    clear: () => adapter.remove(sessionKeys),
  };
  return adapter;
};
