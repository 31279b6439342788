import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { dataDirSecret } from '../data-dir-secret.ts';

/** A mailed link lives as long as the resume code beside it. */
export const LINK_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
export const LINK_KEY_FILE = 'link-signing-key';

/** The links' HMAC key: LINK_SIGNING_KEY (base64, at least 32 bytes), or one generated once into DATA_DIR. */
export const resolveLinkKey = async (configured: string | undefined, dataDir: string): Promise<Buffer> => {
  const key = Buffer.from(configured ?? (await dataDirSecret(dataDir, LINK_KEY_FILE, () => randomBytes(32).toString('base64'))), 'base64');
  if (key.length < 32) throw new Error('LINK_SIGNING_KEY must be at least 32 bytes, base64');
  return key;
};

/** What a link is for: a token made for one purpose is refused for another. */
export type LinkPurpose = 'direct-continue';

/**
 * Opaque, expiring link tokens: `{value}.{expiry}` as base64url, a dot, and its HMAC-SHA256 under
 * the key (with the purpose). Nobody without the key can make one, alter one or stretch its life.
 */
export const linkSigner = (key: Buffer, now: () => number = Date.now) => {
  const mac = (purpose: LinkPurpose, payload: string) => createHmac('sha256', key).update(`${purpose}\n${payload}`).digest();

  return {
    sign(purpose: LinkPurpose, value: string, lifetimeMs = LINK_LIFETIME_MS): string {
      const payload = `${value}.${Math.floor((now() + lifetimeMs) / 1000)}`;
      return `${Buffer.from(payload).toString('base64url')}.${mac(purpose, payload).toString('base64url')}`;
    },

    /** The value a token carries; null when it is forged, altered, made for another purpose or expired. */
    verify(purpose: LinkPurpose, token: string): string | null {
      const [encoded, signature, extra] = token.split('.');
      if (!encoded || !signature || extra !== undefined) return null;
      const payload = Buffer.from(encoded, 'base64url').toString('utf8');
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(purpose, payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const cut = payload.lastIndexOf('.');
      const expiresAt = Number(payload.slice(cut + 1));
      return cut > 0 && expiresAt * 1000 > now() ? payload.slice(0, cut) : null;
    },
  };
};

export type LinkSigner = ReturnType<typeof linkSigner>;
