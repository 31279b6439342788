import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { RequestContext } from '../../server/http/bind-endpoints.ts';
import { requestContext } from '../../server/http/request-context.ts';
import type { SessionStore } from '../../server/http/sessions.ts';

// a store whose every use is recorded: building a context part must not call it
const calls: string[] = [];
const sessions = new Proxy({}, { get: (_, name) => (...args: unknown[]) => (calls.push(String(name)), Promise.resolve(args.length)) }) as unknown as SessionStore;

const contextOf = async (url: string, headers: Record<string, string> = {}, trustProxy = false) => {
  let context: RequestContext | undefined;
  const app = new Hono().get('*', (c) => ((context = requestContext(c, sessions, trustProxy)), c.body(null, 204)));
  await app.request(url, { headers });
  return context!;
};

describe("a request's context, built as its handler reads it", () => {
  it('answers as the request came: its host, its client, its session', async () => {
    const context = await contextOf('http://Acme.Example:8080/api/v1/get-site-information', { 'x-forwarded-for': '203.0.113.9' }, true);
    expect(context.site.host).toBe('acme.example');
    expect(context.client).toBe('203.0.113.9');
    await context.enroller.sessionId();
    await context.member.mayActAs(7);
    await context.site.resolvedSites();
    expect(calls.splice(0)).toEqual(['currentSessionId', 'mayActAsMember', 'resolvedSites']);
  });

  it('builds each part once, and none the handler does not read', async () => {
    const context = await contextOf('http://localhost/api/v1/get-filtered-plans?enrollment_id=abc');
    expect(calls).toEqual([]);
    expect(context.site).toBe(context.site);
    expect(context.enroller).toBe(context.enroller);
    expect(context.member).toBe(context.member);
    expect(context.client).toBe('local');
  });
});

describe("a request's context copied by a rest pattern or a spread", () => {
  it('copies every part, built only as it is copied', async () => {
    const context = await contextOf('http://acme.example/api/v1/save-enrollment-for-later', { 'x-forwarded-for': '203.0.113.9' }, true);
    const { client, ...reader } = context;
    expect(client).toBe('203.0.113.9');
    expect(Object.keys(reader)).toEqual(['enroller', 'member', 'site']);
    expect(reader.enroller).toBe(context.enroller);
    expect(reader.member).toBe(context.member);
    expect({ ...context }.site.host).toBe('acme.example');
    expect(calls).toEqual([]);
    await reader.enroller.sessionId();
    expect(calls.splice(0)).toEqual(['currentSessionId']);
  });
});
