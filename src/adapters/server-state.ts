import type { DehydratedState } from '@tanstack/react-query';
import { SERVER_STATE_ID } from '../../contract/server-render.ts';
import type { Snapshot } from 'xstate';
import type { StoredValues } from '../../machines/shared/storage.ts';
import type { SessionHandOver } from './server-session.ts';

/** What the server rendered the page from (src/entry-server.tsx). */
export interface ServerState {
  /** Its reads. */
  queries: DehydratedState;
  /** When it decided start-up and rendered the routes: the session to resume and the stored values it rendered from. */
  session?: SessionHandOver & { stored: StoredValues };
  /** The page machines the server ran before rendering, as persisted snapshots by page key (`usePageActor`). */
  pages?: Record<string, Snapshot<unknown>>;
  /** The step versions the page's loads answered, by enrollment: the browser's saves send them back (If-Match). */
  stepVersions?: Record<string, string[]>;
}

/** The server's state when the page was rendered on the server, else null (the page as a plain SPA). */
export const readServerState = (): ServerState | null => {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as ServerState) : null;
};
