import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import path from 'node:path';
import { dataDirSecret } from '../data-dir-secret.ts';

/**
 * Personal data sealed at rest: AES-256-GCM with a random 96-bit IV per value and its 128-bit
 * authentication tag, under a key named in the value, so keys can rotate (docs/security.md).
 * A sealed value reads `sealed1.<key id>.<base64url of IV | ciphertext | tag>`.
 */
const PREFIX = 'sealed1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

export const DATA_KEYS_FILE = 'data-keys';

export interface DataKeys {
  /** The key new values are sealed under. */
  currentId: string;
  /** Every key a stored value may name: the current one and the retired ones still read. */
  keys: ReadonlyMap<string, Buffer>;
}

/**
 * Keys as configured: `id:base64key` entries (32-byte keys), separated by commas or new lines;
 * the first is the current one.
 */
export const parseDataKeys = (text: string, origin: string): DataKeys => {
  const entries = text.split(/[\s,]+/).filter(Boolean);
  const keys = new Map<string, Buffer>();
  for (const entry of entries) {
    const [id = '', encoded = ''] = entry.split(':');
    const key = Buffer.from(encoded, 'base64');
    if (!KEY_ID.test(id) || key.length !== KEY_BYTES || keys.has(id)) {
      throw new Error(`${origin} must list "id:key" entries with distinct ids (letters, digits, _ or -) and 32-byte base64 keys`);
    }
    keys.set(id, key);
  }
  const [currentId] = keys.keys();
  if (currentId === undefined) throw new Error(`${origin} names no key`);
  return { currentId, keys };
};

const newKeyEntry = (id: string) => `${id}:${randomBytes(KEY_BYTES).toString('base64')}`;

/** DATA_KEYS when set; otherwise one key generated once into DATA_DIR/data-keys (owner-only). */
export const resolveDataKeys = async (configured: string | undefined, dataDir: string): Promise<DataKeys> => {
  if (configured) return parseDataKeys(configured, 'DATA_KEYS');
  const stored = await dataDirSecret(dataDir, DATA_KEYS_FILE, () => newKeyEntry('k1'));
  return parseDataKeys(stored, path.join(dataDir, DATA_KEYS_FILE));
};

/** A key ring of one fresh key: what a process that configured none (a test) seals under. */
const ephemeralDataKeys = (): DataKeys => parseDataKeys(newKeyEntry(`e${randomBytes(6).toString('hex')}`), 'ephemeral key');

// The storage layer seals through drizzle column types (sealed-columns.ts), which cannot take
// arguments per query; the server sets its keys once at start-up, before the database opens.
let dataKeys = ephemeralDataKeys();

export const useDataKeys = (keys: DataKeys): void => {
  dataKeys = keys;
};

const isSealed = (value: string) => value.startsWith(PREFIX);

/** The prefix of values sealed under the current key (the re-seal step's SQL filter). */
export const currentKeyPrefix = () => `${PREFIX}${dataKeys.currentId}.`;

export const seal = (plain: string): string => {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', dataKeys.keys.get(dataKeys.currentId)!, iv);
  const body = Buffer.concat([iv, cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${currentKeyPrefix()}${body.toString('base64url')}`;
};

/**
 * The plain text of a sealed value. A value stored before encryption at rest (no prefix) reads as
 * it is, until the start-up re-seal step (reseal.ts) seals it. A wrong key or a changed byte throws.
 */
export const open = (stored: string): string => {
  if (!isSealed(stored)) return stored;
  const [keyId = '', encoded = ''] = stored.slice(PREFIX.length).split('.');
  const key = dataKeys.keys.get(keyId);
  if (!key) throw new Error(`A stored value is sealed under key "${keyId}", which DATA_KEYS does not hold`);
  const body = Buffer.from(encoded, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, body.subarray(0, IV_BYTES));
  decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
  return Buffer.concat([decipher.update(body.subarray(IV_BYTES, body.length - TAG_BYTES)), decipher.final()]).toString('utf8');
};
