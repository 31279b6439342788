// The hot read's second baseline (issue 25): a bare Hono handler sending the listing's own reply.
// The reply is recorded from the API (body bytes and every header it sets) and handed to the bare
// server, so the baseline pays for the same bytes on the wire and nothing else.
import { Hono } from 'hono';

export interface RecordedReply {
  body: string;
  headers: Record<string, string>;
}

/** Headers Node's HTTP server writes itself on every reply: the bare handler gets its own. */
const WRITTEN_BY_NODE = new Set(['connection', 'content-length', 'date', 'keep-alive', 'transfer-encoding']);

/** The reply as a bare handler would send it: its body, and the headers the API's code set. */
export const replyToRecord = (headers: Headers, body: string): RecordedReply => ({
  body,
  headers: Object.fromEntries([...headers].filter(([name]) => !WRITTEN_BY_NODE.has(name))),
});

/** The bare server's routes: PUT /same-reply records a reply, GET /same-reply sends it as a bare handler would. */
export const sameReplyRoutes = () => {
  let recorded: RecordedReply | null = null;
  return new Hono()
    .put('/same-reply', async (c) => {
      recorded = await c.req.json<RecordedReply>();
      return c.body(null, 204);
    })
    .get('/same-reply', (c) => (recorded ? c.body(recorded.body, 200, recorded.headers) : c.body(null, 404)));
};

/** Reads `url` once as the bench's hot read does and hands its reply to the bare server's /same-reply. */
export const recordSameReply = async (url: string, headers: Record<string, string>, bareServer: string): Promise<RecordedReply> => {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const reply = replyToRecord(response.headers, await response.text());
  const stored = await fetch(`${bareServer}/same-reply`, { method: 'PUT', body: JSON.stringify(reply) });
  if (!stored.ok) throw new Error(`${bareServer}/same-reply: ${stored.status}`);
  return reply;
};
