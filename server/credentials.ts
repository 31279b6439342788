import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { dataDirSecret } from './data-dir-secret.ts';

export const CREDENTIALS_FILE = 'api-credentials';

/** The header value a client sends for `user:password`. */
export const basicAuthorization = (userPassword: string) => `Basic ${Buffer.from(userPassword, 'utf8').toString('base64')}`;

const checked = (userPassword: string, origin: string) => {
  if (!/^[^:\s]+:\S+$/.test(userPassword)) throw new Error(`${origin} must read "user:password"`);
  return userPassword;
};

/**
 * The API's Basic credentials ("user:password"): API_BASIC_AUTH when set; otherwise generated
 * once and kept in DATA_DIR/api-credentials (owner-only), so restarts and open tabs keep working.
 */
export const resolveApiCredentials = async (configured: string | undefined, dataDir: string): Promise<string> => {
  if (configured) return checked(configured, 'API_BASIC_AUTH');
  const stored = await dataDirSecret(dataDir, CREDENTIALS_FILE, () => `storefront:${randomBytes(24).toString('base64url')}`);
  return checked(stored, path.join(dataDir, CREDENTIALS_FILE));
};
