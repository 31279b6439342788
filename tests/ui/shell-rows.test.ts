import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { EndpointName } from '../../contract/endpoints.ts';
import { rowAtHand } from '../../src/api/endpoint-rows.ts';

// The chrome's reads (header, footer, menu, cart badge, landing details) run on every page, the
// landing first: a row outside the shell's makes its call load the whole endpoint table (every
// flow's schemas, the wizard's among them) before it can go out (issue 25: ~32 KB gzip that the
// landing fetched for the header's get-enroller-session).
const chromeCalls = [...readFileSync('src/adapters/site-queries.ts', 'utf8').matchAll(/\bcall\('(\w+)'/g)].map(([, name]) => name as EndpointName);

describe("the chrome's reads", () => {
  it('are found', () => {
    expect(chromeCalls).toContain('getEnrollerSession');
  });

  it.each(chromeCalls)('%s is a shell row, at hand without the endpoint table', (name) => {
    expect(rowAtHand(name)).not.toBeNull();
  });
});
