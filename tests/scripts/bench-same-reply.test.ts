import { describe, expect, it } from 'vitest';
import { replyToRecord, sameReplyRoutes } from '../../scripts/bench/same-reply.ts';

// as the API answered get-filtered-plans, Node's own headers included
const apiHeaders = new Headers({
  'content-type': 'application/json',
  'cache-control': 'private, no-store',
  'x-content-type-options': 'nosniff',
  'content-length': '5450',
  date: 'Sat, 28 Nov 2026 01:02:00 GMT',
  connection: 'keep-alive',
  'keep-alive': 'timeout=5',
});
const body = JSON.stringify({ status: 'success', statusCode: 200, data: { result: [{ plan_id: 121, name: 'BrightSmile Dental Basic' }] } });

describe("the hot read's same-reply baseline", () => {
  it('records the headers the API set and leaves those Node writes to every reply', () => {
    expect(replyToRecord(apiHeaders, body)).toEqual({
      body,
      headers: { 'content-type': 'application/json', 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' },
    });
  });

  it('sends the recorded body bytes and headers once recorded, and nothing before', async () => {
    const app = sameReplyRoutes();
    expect((await app.request('/same-reply')).status).toBe(404);
    await app.request('/same-reply', { method: 'PUT', body: JSON.stringify(replyToRecord(apiHeaders, body)) });
    const reply = await app.request('/same-reply');
    expect(reply.status).toBe(200);
    expect(await reply.text()).toBe(body);
    expect(Object.fromEntries(reply.headers)).toEqual({ 'content-type': 'application/json', 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' });
  });
});
