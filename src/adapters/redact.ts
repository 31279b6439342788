/**
 * Personal data never leaves the storefront for the studio: SSN, dates of birth, card, bank and
 * health fields, signatures. A field is redacted by its name; a string that looks like an SSN or a
 * card number is redacted wherever it is. What is left is plain JSON (no functions, no actor refs),
 * so it can be posted over a BroadcastChannel.
 */
export const REDACTED = '[redacted]';

const sensitiveKey = new RegExp(
  [
    'ssn', 'social.?security', 'tax.?id', // SSN
    'dob', 'birth', // dates of birth
    'card.?(number|no|num|holder|exp)', 'cc.?(number|num|exp)', 'cvv', 'cvc', 'credit', 'expir(y|ation).?(date|month|year)', // card
    'bank', 'routing', 'account.?(number|no|num|type)', 'iban', 'ach', 'aba', // bank
    'health', 'medical', 'diagnos', 'treatment', 'condition', 'medication', 'prescri', 'physician', 'doctor', 'hospital',
    'height', 'weight', 'tobacco', 'smok', 'pregnan', 'disab', 'question.?answer', '^answers?$', // health
    'codition', 'symptom', '^notes$', // health answers (get-health-questions spells "codition"), their free-text notes
    'signature', 'sign.?name', 'signed', // signatures
  ].join('|'),
  'i',
);

const ssnLike = /\b\d{3}-?\d{2}-?\d{4}\b/;
const cardLike = /\b(?:\d[ -]?){13,19}\b/;

/** Whether a field of this name holds personal data. */
export const isSensitiveKey = (key: string): boolean => sensitiveKey.test(key);

const MAX_DEPTH = 8;

/** A copy of `value` with every personal field replaced by "[redacted]", safe to post. */
export const redact = (value: unknown, depth = 0, seen = new WeakSet<object>()): unknown => {
  if (value === null || value === undefined) return value ?? null;
  if (typeof value === 'string') return ssnLike.test(value) || cardLike.test(value) ? REDACTED : value;
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return String(value);
  if (typeof value === 'function' || typeof value === 'symbol') return undefined;
  if (depth >= MAX_DEPTH) return '[…]';
  const object = value as object;
  if (seen.has(object)) return '[circular]';
  seen.add(object);
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Error) return { name: value.name, message: value.message };
  // actor refs in context (spawned or invoked children) are named, not copied
  if ('sessionId' in object && typeof (object as { send?: unknown }).send === 'function') return `[actor ${String((object as { id?: unknown }).id ?? '')}]`;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1, seen) ?? null);
  if (value instanceof Map) return redact(Object.fromEntries(value), depth, seen);
  if (value instanceof Set) return redact([...value], depth, seen);
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(object)) {
    if (isSensitiveKey(key)) out[key] = item === null || item === undefined || item === '' ? item ?? null : REDACTED;
    else {
      const copy = redact(item, depth + 1, seen);
      if (copy !== undefined) out[key] = copy;
    }
  }
  return out;
};
