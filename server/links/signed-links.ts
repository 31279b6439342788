import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { dataDirSecret } from '../data-dir-secret.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A mailed link lives as long as the resume code beside it. */
export const LINK_LIFETIME_MS = 30 * DAY_MS;
export const LINK_KEY_FILE = 'link-signing-key';

/** The links' HMAC key: LINK_SIGNING_KEY (base64, at least 32 bytes), or one generated once into DATA_DIR. */
export const resolveLinkKey = async (configured: string | undefined, dataDir: string): Promise<Buffer> => {
  const key = Buffer.from(configured ?? (await dataDirSecret(dataDir, LINK_KEY_FILE, () => randomBytes(32).toString('base64'))), 'base64');
  if (key.length < 32) throw new Error('LINK_SIGNING_KEY must be at least 32 bytes, base64');
  return key;
};

/**
 * What a link is for: a token made for one purpose is refused for another. Besides the mailed
 * direct-continue link: a rep's referral link, and the ids decrypt-detail decodes (a member's
 * member-benefit-store link, the partner site's enrollment, and the spec's other benefit-store ids).
 */
export type LinkPurpose = 'direct-continue' | 'referral' | DecodedLinkField;
export type DecodedLinkField = 'userID' | 'enrollmentId' | 'agentId' | 'groupId' | 'portalId' | 'planId';

/**
 * How long each kind of link opens (docs/security.md, Links): a member's store link is made as the
 * member clicks through from their portal, so it is short; a referral link is printed and handed out.
 */
export const LINK_LIFETIMES: Record<LinkPurpose, number> = {
  'direct-continue': LINK_LIFETIME_MS,
  referral: 365 * DAY_MS,
  userID: DAY_MS,
  enrollmentId: LINK_LIFETIME_MS,
  agentId: LINK_LIFETIME_MS,
  groupId: LINK_LIFETIME_MS,
  portalId: LINK_LIFETIME_MS,
  planId: LINK_LIFETIME_MS,
};

/**
 * Opaque, expiring link tokens: `{value}.{expiry}` as base64url, a dot, and its HMAC-SHA256 under
 * the key (with the purpose). Nobody without the key can make one, alter one or stretch its life.
 */
export const linkSigner = (key: Buffer, now: () => number = Date.now) => {
  const mac = (purpose: LinkPurpose, payload: string) => createHmac('sha256', key).update(`${purpose}\n${payload}`).digest();

  return {
    sign(purpose: LinkPurpose, value: string, lifetimeMs = LINK_LIFETIMES[purpose]): string {
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
