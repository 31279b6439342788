import { sessionKeys, type StorageAdapter, type StorageKey, type StoredValues } from '../../machines/shared/storage.ts';

/** One write of the storage adapter, as the browser replays it (`replayStorage`). */
export type StorageWrite = { clear: true } | { write: StoredValues } | { remove: readonly StorageKey[] };

/**
 * The storage of one server render (src/entry-server.tsx): it starts from what the request's
 * cookies mirror and keeps every write in order, so the browser can make the same writes to its
 * own storage before it hydrates what the server rendered from them. Per request, never shared.
 */
export const requestStorage = (initial: StoredValues) => {
  let values: StoredValues = { ...initial };
  const writes: StorageWrite[] = [];
  const adapter: StorageAdapter = {
    read: () => ({ ...values }),
    write(written) {
      values = { ...values, ...Object.fromEntries(Object.entries(written).filter(([, value]) => value !== undefined)) };
      writes.push({ write: { ...written } });
    },
    remove(keys) {
      values = Object.fromEntries(Object.entries(values).filter(([key]) => !keys.includes(key as StorageKey)));
      writes.push({ remove: [...keys] });
    },
    clear() {
      values = Object.fromEntries(Object.entries(values).filter(([key]) => !(sessionKeys as readonly string[]).includes(key)));
      writes.push({ clear: true });
    },
  };
  return { adapter, writes: (): readonly StorageWrite[] => writes };
};

/** Makes the server render's writes (`requestStorage`) to `storage`, in their order. */
export const replayStorage = (storage: StorageAdapter, writes: readonly StorageWrite[]) => {
  for (const write of writes) {
    if ('clear' in write) storage.clear();
    else if ('write' in write) storage.write(write.write);
    else storage.remove(write.remove);
  }
};
