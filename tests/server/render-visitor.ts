import type { ServerRenderRequest } from '../../contract/server-render.ts';
import { render } from '../../src/entry-server.tsx';
import { AUTHORIZATION, MAIN_HOST, type TestServer } from './harness.ts';

// A visitor of the server-render tests (issue 25): the API in process as server/spa.ts hands it to
// a render, with the visitor's own server session, and the render of a page with its cookies.

/** A visitor of its own on `host`: the API with its own server session (a cookie jar) and its POSTs. */
export const visitorApi = (server: TestServer, host = MAIN_HOST) => {
  let cookie: string | null = null;
  const api: ServerRenderRequest['api'] = async (input, init) => {
    const headers = new Headers(init?.headers);
    if (cookie) headers.set('cookie', cookie);
    const response = await server.app.request(new URL(String(input), `http://${host}`).href, { ...init, headers });
    const set = response.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0]!;
    return response;
  };
  const post = async (path: string, body: unknown) =>
    (await api(path, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json', Authorization: AUTHORIZATION } })).json();
  return { api, post };
};

/** A visitor who made a quote on the main host: its tempId (what the browser mirrors into a cookie) and its API. */
export const quotedVisitor = async (server: TestServer, tier = 'IO') => {
  const visitor = visitorApi(server);
  const created = (await visitor.post('/api/v2/add-filter-for-new-user', { zip: '10001', dob: '04/12/1988', gender: '1', tier })) as {
    data: { temp_enrollment_id: string };
  };
  return { ...visitor, tempId: created.data.temp_enrollment_id };
};

/** The page at `url` of `host` rendered through `api` (a visitor's) with the cookies its browser sends. */
export const renderAt = (url: string, api: ServerRenderRequest['api'], cookies: Record<string, string> = {}, host = MAIN_HOST) =>
  render({ url, host, cookies, config: { apiAuthorization: AUTHORIZATION, mainHost: MAIN_HOST }, api, signal: new AbortController().signal });
