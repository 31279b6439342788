/**
 * Reply data that never changes, such as a listing of the in-memory catalogue: frozen, and its
 * success body serialised once. Once the listing is in memory, JSON.stringify is the largest cost
 * left in a request.
 */
const bodies = new WeakMap<object, string>();

const deepFreeze = (value: unknown) => {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.values(value).forEach(deepFreeze);
  Object.freeze(value);
};

export const successReply = (data: unknown) => ({ status: 'success', statusCode: 200, data }) as const;

/** Marks `data` as never changing; freezes it through and through so that stays true. */
export const fixedData = <T extends object>(data: T): T => {
  deepFreeze(data);
  bodies.set(data, JSON.stringify(successReply(data)));
  return data;
};

/** The serialised success body of data marked with fixedData, else undefined. */
export const fixedBodyOf = (data: unknown): string | undefined => (typeof data === 'object' && data !== null ? bodies.get(data) : undefined);
