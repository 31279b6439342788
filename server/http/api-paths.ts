import { BENEFIT_SERVICE_BASE, specPaths } from '../../contract/spec-paths.ts';

/** The API's bases: this server's own and the spec's benefit-service base (contract/spec-paths.ts). */
const BASES = ['/api/', `${BENEFIT_SERVICE_BASE}/`];
/** The spec's paths outside both bases (GET /get-dynamic-tabs). */
const ROOT_PATHS = Object.values(specPaths)
  .flat()
  .filter((path) => !BASES.some((base) => path.startsWith(base)));

/** Where the API answers, as route patterns: each gets the API's sign-in, caching, body limit and 404. */
export const API_PATTERNS = [...BASES.map((base) => `${base}*`), ...ROOT_PATHS];

/** Whether a request is for the API (its security headers are the API's, not a page's). */
export const isApiPath = (path: string) => BASES.some((base) => path.startsWith(base)) || ROOT_PATHS.includes(path);
