import { expect } from 'vitest';
import type { EndpointName, RequestOf } from '../../contract/index.ts';
import type { Reply, TestServer } from './harness.ts';

/**
 * A test server's calls with every reply body kept, so a test can look through all it was answered
 * for whole SSNs (docs/security.md: replies carry an SSN only masked, `*****6789`).
 */
export const watchedReplies = (server: Pick<TestServer, 'call'>) => {
  const bodies: string[] = [];
  const call = async <N extends EndpointName>(name: N, request: RequestOf<N> | Record<string, unknown>): Promise<Reply> => {
    const reply = await server.call(name, request);
    bodies.push(JSON.stringify(reply.body ?? null));
    return reply;
  };
  return {
    call,
    /** No reply so far holds any of these SSNs whole (nine digits, or with dashes). */
    expectNoneWhole: (...ssns: string[]) => {
      expect(bodies.length).toBeGreaterThan(0);
      for (const ssn of ssns) {
        const dashed = `${ssn.slice(0, 3)}-${ssn.slice(3, 5)}-${ssn.slice(5)}`;
        expect(bodies.filter((body) => body.includes(ssn) || body.includes(dashed))).toEqual([]);
      }
    },
  };
};
