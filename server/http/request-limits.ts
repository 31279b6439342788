import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { SCREENSHOT_MAX_CHARS } from '../../contract/index.ts';
import { fieldFailure, RequestFailure } from './failures.ts';

/** The largest request body: a screenshot at its limit, with room for the other fields. */
export const BODY_LIMIT_BYTES = SCREENSHOT_MAX_CHARS + 64 * 1024;

/**
 * How deep a request body may nest (objects and arrays). The deepest request, step data at its
 * STEP_DATA_LIMITS.depth of 8 inside its field, needs far less; anything deeper is an attack on
 * whatever walks the body recursively (the NUL check, the schemas).
 */
export const MAX_BODY_DEPTH = 64;

export const requestLimitMessages = {
  tooLarge: 'The request body is too large.',
  tooDeep: `This value is nested too deeply (at most ${MAX_BODY_DEPTH} levels).`,
  nul: 'This field may not contain a NUL character.',
} as const;

/**
 * Refuses a body over BODY_LIMIT_BYTES with 413 in the error envelope, before it is read whole.
 * Reads pass straight on: looking for their (absent) body would make @hono/node-server build a
 * full Request for each, the hottest calls included.
 */
export const limitBodySize = (): MiddlewareHandler => {
  const limit = bodyLimit({
    maxSize: BODY_LIMIT_BYTES,
    onError: (c) => c.json(new RequestFailure(413, requestLimitMessages.tooLarge).toEnvelope(), 413),
  });
  return (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next));
};

/** The dotted path of the first text (value or key) holding U+0000, which PostgreSQL text cannot store. */
const nulPathOf = (value: unknown, path: string): string | null => {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    const innerPath = path === '' ? key : `${path}.${key}`;
    if (key.includes('\u0000')) return innerPath;
    const found = nulPathOf(inner, innerPath);
    if (found !== null) return found;
  }
  return null;
};

/** The request's fields as they are, or a 422 naming the first field that holds NUL. */
export const refusingNul = <T>(fields: T): T => {
  const path = nulPathOf(fields, '');
  if (path !== null) throw fieldFailure(path, requestLimitMessages.nul);
  return fields;
};

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const COMMA = 0x2c;
const OPENERS = new Set([0x5b, OPEN_BRACE]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }
const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);

/** Where the string starting at `start` (its opening quote) closes; past the end if it never does. */
const stringEnd = (text: string, start: number) => {
  let end = text.indexOf('"', start + 1);
  while (end !== -1) {
    let backslashes = 0;
    while (text.charCodeAt(end - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return end;
    end = text.indexOf('"', end + 1);
  }
  return text.length;
};

/**
 * JSON text as it is, or a 422 when it nests deeper than MAX_BODY_DEPTH, naming the top-level field
 * that does. Read in one pass without parsing (brackets inside strings do not count), so a body
 * 200,000 levels deep is refused at its 65th bracket, before anything builds or walks it.
 */
export const refusingDeepNesting = (text: string): string => {
  let depth = 0;
  let inObject = false; // whether the body is an object, whose keys name fields
  let previous = 0; // the last character outside strings and whitespace
  let field: [start: number, end: number] | null = null; // the top-level key last read
  for (let at = 0; at < text.length; at++) {
    const char = text.charCodeAt(at);
    if (char === QUOTE) {
      const end = stringEnd(text, at);
      if (inObject && depth === 1 && (previous === OPEN_BRACE || previous === COMMA)) field = [at, end];
      at = end;
    } else if (OPENERS.has(char)) {
      if (depth === 0) inObject = char === OPEN_BRACE;
      if (++depth > MAX_BODY_DEPTH) throw tooDeep(text, field);
    } else if (CLOSERS.has(char)) depth--;
    if (!WHITESPACE.has(char)) previous = char;
  }
  return text;
};

const tooDeep = (text: string, field: [number, number] | null) => {
  const name = field && keyAt(text, field);
  return name ? fieldFailure(name, requestLimitMessages.tooDeep) : new RequestFailure(422, requestLimitMessages.tooDeep);
};

const keyAt = (text: string, [start, end]: [number, number]) => {
  try {
    return JSON.parse(text.slice(start, end + 1)) as string;
  } catch {
    return null;
  }
};
