import type { DehydratedState } from '@tanstack/react-query';
import { SERVER_STATE_ID } from '../../contract/server-render.ts';

/** What the server rendered the page from (src/entry-server.tsx): its reads. */
export interface ServerState {
  queries: DehydratedState;
}

/** The server's state when the page was rendered on the server, else null (the page as a plain SPA). */
export const readServerState = (): ServerState | null => {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as ServerState) : null;
};
