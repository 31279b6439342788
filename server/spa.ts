import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { APP_CONFIG_META, APP_CONFIG_PLACEHOLDER, type AppConfig } from '../contract/index.ts';

// The JSON sits in a single-quoted attribute: escaping &, ' and angle brackets keeps it inert.
const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** index.html with the runtime configuration in place of `<!--app-config-->`. */
export const renderIndexHtml = (template: string, config: AppConfig) =>
  template.replace(
    APP_CONFIG_PLACEHOLDER,
    // A function, so `$` in the value is never read as a replacement pattern.
    () => `<meta name="${APP_CONFIG_META}" content='${escapeAttribute(JSON.stringify(config))}'>`,
  );

/**
 * Serves the built storefront: its files as they are, and index.html (with the app config) for
 * every other GET outside /api, so client-side routes survive a reload. False when not built.
 */
export const mountSpa = (app: Hono, clientDir: string, config: AppConfig): boolean => {
  const indexFile = path.join(clientDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const indexHtml = renderIndexHtml(readFileSync(indexFile, 'utf8'), config);
  const sendIndex = (c: Context) => c.html(indexHtml);
  // The page itself is never served raw: it must carry the app config.
  app.get('/', sendIndex);
  app.get('/index.html', sendIndex);
  app.use('*', serveStatic({ root: clientDir }));
  // Mounted after createApp, whose /api/* catch-all answers first, so this never shadows the API.
  app.get('*', sendIndex);
  return true;
};
