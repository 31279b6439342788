import type { AppConfig } from './app-config.ts';

/**
 * The id of the `<script type="application/json">` in which a server-rendered page hands its
 * reads (dehydrated TanStack Query state) to the client, so hydration asks for none of them again.
 */
export const SERVER_STATE_ID = 'server-state';

/** One page request as the reference server hands it to the built server bundle (src/entry-server.tsx). */
export interface ServerRenderRequest {
  /** The path and query of the page. */
  url: string;
  /** The host name, without the port. */
  host: string;
  /** The request's cookies, by name. */
  cookies: Record<string, string>;
  config: AppConfig;
  /** The API in process, as a browser on this page would call it (the visitor's cookie included). */
  api: typeof fetch;
  /** Aborted when the render takes too long: the server then sends the page as it is built. */
  signal: AbortSignal;
}

/** The rendered page: the HTML inside `#root` and the state the client starts from (JSON). */
export interface ServerRendered {
  html: string;
  state: unknown;
}

/** What the server bundle exports as `render`. */
export type ServerRender = (request: ServerRenderRequest) => Promise<ServerRendered>;
