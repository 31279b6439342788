import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const CREDENTIALS_FILE = 'api-credentials';

/** The header value a client sends for `user:password`. */
export const basicAuthorization = (userPassword: string) => `Basic ${Buffer.from(userPassword, 'utf8').toString('base64')}`;

const checked = (userPassword: string, origin: string) => {
  if (!/^[^:\s]+:\S+$/.test(userPassword)) throw new Error(`${origin} must read "user:password"`);
  return userPassword;
};

const readIfPresent = async (file: string) => {
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
};

/**
 * The API's Basic credentials ("user:password"): API_BASIC_AUTH when set; otherwise generated
 * once and kept in DATA_DIR/api-credentials (owner-only), so restarts and open tabs keep working.
 */
export const resolveApiCredentials = async (configured: string | undefined, dataDir: string): Promise<string> => {
  if (configured) return checked(configured, 'API_BASIC_AUTH');
  const file = path.join(dataDir, CREDENTIALS_FILE);
  const stored = await readIfPresent(file);
  if (stored !== null) return checked(stored, file);
  const generated = `storefront:${randomBytes(24).toString('base64url')}`;
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${generated}\n`, { mode: 0o600, flag: 'wx' });
  return generated;
};
