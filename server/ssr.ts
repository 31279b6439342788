import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVER_STATE_ID, type ServerRender, type ServerRendered, type ServerRenderRequest } from '../contract/server-render.ts';

/** The server bundle's entry as `vite build --ssr src/entry-server.tsx` names it. */
export const SERVER_ENTRY = 'entry-server.js';

/**
 * A render that takes longer is dropped and the page sent as built: past this, the browser
 * rendering it itself is as quick.
 */
export const RENDER_TIMEOUT_MS = 1_500;

/**
 * The built server bundle's `render` (docs/architecture.md, Rendering), loaded once at start; null
 * when there is none or it does not load, and the pages are sent as built. The server imports the
 * build, never src/.
 */
export const loadServerRender = async (dir: string): Promise<ServerRender | null> => {
  const file = path.join(dir, SERVER_ENTRY);
  if (!existsSync(file)) return null;
  try {
    const bundle = (await import(pathToFileURL(file).href)) as { render?: unknown };
    if (typeof bundle.render === 'function') return bundle.render as ServerRender;
    console.warn(`The server bundle ${file} exports no render: pages are sent as built.`);
  } catch (error) {
    console.warn(`The server bundle ${file} did not load, pages are sent as built: ${error instanceof Error ? error.message : 'unknown error'}`);
  }
  return null;
};

/**
 * JSON that stays data inside a `<script>`: every `<` escaped, so `</script>` or `<!--` in a value
 * can neither end the element nor open a comment; U+2028 and U+2029 for old parsers.
 */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

const ROOT_ELEMENT = '<div id="root"></div>';

/** The page as built with the rendered HTML in its root and the state the client starts from after it. */
export const renderedPage = (indexHtml: string, rendered: ServerRendered): string =>
  // a function, so `$` in the HTML is never read as a replacement pattern
  indexHtml.replace(
    ROOT_ELEMENT,
    () => `<div id="root">${rendered.html}</div><script type="application/json" id="${SERVER_STATE_ID}">${scriptJson(rendered.state)}</script>`,
  );

/**
 * The page rendered within `timeoutMs`, or null when the render throws or runs out of time: the
 * caller then sends the page as built, which works as it always has. Only the error's message is
 * logged, never the request.
 */
export const renderWithin = async (
  render: ServerRender,
  request: Omit<ServerRenderRequest, 'signal'>,
  timeoutMs: number = RENDER_TIMEOUT_MS,
): Promise<ServerRendered | null> => {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      controller.abort(new Error(`server render took over ${timeoutMs} ms`));
      console.warn(`Server render took over ${timeoutMs} ms, the page was sent as built.`);
      resolve(null);
    }, timeoutMs);
  });
  try {
    return await Promise.race([render({ ...request, signal: controller.signal }), timedOut]);
  } catch (error) {
    console.warn(`Server render failed, the page was sent as built: ${error instanceof Error ? error.message : 'unknown error'}`);
    return null;
  } finally {
    clearTimeout(timer);
  }
};
