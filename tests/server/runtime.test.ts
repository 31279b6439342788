import type { ChildProcess } from 'node:child_process';
import type { Outbox } from '../../server/mail/outbox.ts';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { APP_CONFIG_PLACEHOLDER, appConfigSchema, errorEnvelopeSchema } from '../../contract/index.ts';
import { startServer } from '../../scripts/server-process.ts';
import { createApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { basicAuthorization, CREDENTIALS_FILE, resolveApiCredentials } from '../../server/credentials.ts';
import type { Database } from '../../server/db/open-database.ts';
import type { Catalogue } from '../../server/queries/catalogue.ts';
import { mountSpa, renderIndexHtml } from '../../server/spa.ts';

// Start-up pieces that need no database: configuration, credentials, the page, the 500 path; and
// the production start (npm run serve) as a real process.

const noDatabase = { db: {} as Database, catalogue: {} as Catalogue, outbox: {} as Outbox };

const tempDirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-test-'));
  tempDirs.push(dir);
  return dir;
};
afterAll(() => tempDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const config = { apiAuthorization: basicAuthorization('user:pass'), mainHost: 'localhost' };

/** The app-config JSON as a browser would read it back from the attribute. */
const configIn = (html: string) => {
  const content = /<meta name="app-config" content='([^']*)'>/.exec(html)?.[1];
  const unescaped = content?.replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return JSON.parse(unescaped ?? 'null') as unknown;
};

describe('configuration', () => {
  it('defaults to 127.0.0.1:3000, ./data and localhost', () => {
    const defaults = readConfig({});
    expect(defaults).toMatchObject({ port: 3000, host: '127.0.0.1', dataDir: path.resolve('data'), databaseUrl: undefined, mainHost: 'localhost', apiBasicAuth: undefined, renderTimeoutMs: 1_500 });
  });

  it('reads the environment', () => {
    const env = { PORT: '4000', HOST: '0.0.0.0', DATA_DIR: '/tmp/x', DATABASE_URL: 'postgres://db', MAIN_HOST: 'Shop.Example.com', API_BASIC_AUTH: 'a:b' };
    expect(readConfig(env)).toMatchObject({ port: 4000, host: '0.0.0.0', dataDir: '/tmp/x', databaseUrl: 'postgres://db', mainHost: 'shop.example.com', apiBasicAuth: 'a:b' });
  });

  it('refuses a port that is not one', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it("reads how long a page's server render may take, and refuses what is no duration", () => {
    expect(readConfig({ RENDER_TIMEOUT_MS: '10000' }).renderTimeoutMs).toBe(10_000);
    for (const value of ['0', '-5', '1.5', 'soon']) expect(() => readConfig({ RENDER_TIMEOUT_MS: value })).toThrow(/RENDER_TIMEOUT_MS/);
  });
});

describe('API credentials', () => {
  it('uses API_BASIC_AUTH when set and checks its form', async () => {
    expect(await resolveApiCredentials('shop:secret', tempDir())).toBe('shop:secret');
    await expect(resolveApiCredentials('no-colon', tempDir())).rejects.toThrow(/user:password/);
  });

  it('generates credentials once, owner-only, and keeps them across restarts', async () => {
    const dir = path.join(tempDir(), 'nested');
    const first = await resolveApiCredentials(undefined, dir);
    expect(first).toMatch(/^storefront:\S{20,}$/);
    expect(statSync(path.join(dir, CREDENTIALS_FILE)).mode & 0o777).toBe(0o600);
    expect(await resolveApiCredentials(undefined, dir)).toBe(first);
  });

  it('builds the Basic header value', () => {
    expect(basicAuthorization('user:pass')).toBe('Basic dXNlcjpwYXNz');
  });
});

describe('the page', () => {
  it('replaces the placeholder with a meta tag holding the app config', () => {
    const html = renderIndexHtml(`<head>${APP_CONFIG_PLACEHOLDER}</head>`, config);
    expect(html).not.toContain(APP_CONFIG_PLACEHOLDER);
    expect(appConfigSchema.parse(configIn(html))).toEqual(config);
  });

  it('escapes quotes and markup so the value cannot leave its attribute', () => {
    const hostile = { apiAuthorization: "Basic a'b<c>&d$&", mainHost: "x'><script>" };
    const html = renderIndexHtml(APP_CONFIG_PLACEHOLDER, hostile);
    expect(html).not.toContain('<script>');
    expect(configIn(html)).toEqual(hostile);
  });

  it('serves built files as they are and index.html (with config) for every other path', async () => {
    const clientDir = tempDir();
    writeFileSync(path.join(clientDir, 'index.html'), `<html>${APP_CONFIG_PLACEHOLDER}</html>`);
    mkdirSync(path.join(clientDir, 'assets'));
    writeFileSync(path.join(clientDir, 'assets', 'app.js'), 'console.log(1)');
    const app = createApp({ ...noDatabase, ...config });
    expect(mountSpa(app, clientDir, config)).toBe(true);
    for (const route of ['/', '/index.html', '/jane', '/plans?type=dental']) {
      const response = await app.request(route);
      expect(response.headers.get('Content-Type')).toContain('text/html');
      expect(configIn(await response.text())).toEqual(config);
    }
    expect(await (await app.request('/assets/app.js')).text()).toBe('console.log(1)');
    expect((await app.request('/api/v1/unknown', { headers: { Authorization: config.apiAuthorization } })).status).toBe(404);
  });

  it('says so when the storefront is not built', () => {
    expect(mountSpa(createApp({ ...noDatabase, ...config }), tempDir(), config)).toBe(false);
  });
});

describe('a real bug', () => {
  it('answers 500 with an error envelope and logs it', async () => {
    const logged: unknown[] = [];
    const broken = createApp({ ...noDatabase, ...config, logError: (error) => logged.push(error) });
    const response = await broken.request('/api/v1/get-default-info', { headers: { Authorization: config.apiAuthorization } });
    expect(response.status).toBe(500);
    expect(errorEnvelopeSchema.parse(await response.json())).toMatchObject({ statusCode: 500, data: [] });
    expect(logged).toHaveLength(1);
  });
});

describe('the production start (npm run serve)', () => {
  const serveScript = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts.serve!;
  const commands = serveScript.split(' && ');
  const start = commands.at(-1);
  const [build, serverBuild] = commands.slice(0, -1);
  /** The environment the script gives the server (`NAME=value` before the command). */
  const serveEnv = Object.fromEntries([...(start ?? '').matchAll(/(\w+)=(\S+) /g)].map(([, name, value]) => [name!, value!]));
  const running: ChildProcess[] = [];
  afterAll(() => running.forEach((child) => child.kill('SIGKILL')));

  it('builds the storefront and its server bundle, then starts the server in production mode, with no development mode whatever the shell holds', () => {
    expect(build).toMatch(/^vite build\b/);
    expect(serverBuild).toMatch(/^vite build --ssr src\/entry-server\.tsx\b/);
    expect(start).toMatch(/^(\w+=\S+ )*tsx server\/main\.ts$/);
    expect(serveEnv).toEqual({ NODE_ENV: 'production' });
    expect(readConfig({ DEV_MODE: '1', ...serveEnv }).devMode).toBe(false);
  });

  it(
    'runs a server that serves the built storefront, has no development routes, and sets Secure cookies behind a TLS proxy',
    async () => {
      const dataDir = tempDir();
      const clientDir = tempDir();
      writeFileSync(path.join(clientDir, 'index.html'), `<html><head>${APP_CONFIG_PLACEHOLDER}</head></html>`);
      const port = 47_000 + Math.floor(Math.random() * 1000);
      const credentials = 'serve:s3cret';
      // DEV_MODE as a developer's shell may still hold it; TRUST_PROXY as behind the TLS proxy
      const env = { ...serveEnv, DEV_MODE: '1', TRUST_PROXY: '1', PORT: String(port), DATA_DIR: dataDir, CLIENT_DIR: clientDir, API_BASIC_AUTH: credentials };
      running.push(await startServer('server/main.ts', env, /ready at/));
      const origin = `http://127.0.0.1:${port}`;

      for (const route of ['/dev/outbox', '/dev/demo-session/TECART01?to=/cart', '/dev/link/member-benefit-store/501/IO']) {
        const response = await fetch(`${origin}${route}`, { redirect: 'manual' });
        expect(response.status, route).toBe(404);
        expect(errorEnvelopeSchema.parse(await response.json()), route).toMatchObject({ statusCode: 404, message: 'Not found.' });
      }
      const page = await fetch(`${origin}/plans`);
      expect(page.headers.get('Content-Type')).toContain('text/html');
      expect(configIn(await page.text())).toMatchObject({ apiAuthorization: basicAuthorization(credentials) });

      const quote = await fetch(`${origin}/api/v2/add-filter-for-new-user`, {
        method: 'POST',
        headers: { Authorization: basicAuthorization(credentials), 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.9', 'X-Forwarded-Proto': 'https' },
        body: JSON.stringify({ zip: '10001', dob: '04/12/1988', gender: '0', tier: 'IO' }),
      });
      expect(quote.status).toBe(200);
      expect(quote.headers.get('Set-Cookie')).toMatch(/; Secure/);
    },
    180_000,
  );
});
