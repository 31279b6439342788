// JavaScript a page needs before it shows its content: every script Chromium fetches from the
// first request until `shown` resolves. Counting in a browser follows lazy chunks that a page
// loads at once, which a static read of index.html would miss.
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { build, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../../vite.config.ts';
import { chromiumArgs, chromiumPath } from '../chromium.ts';

export interface Size {
  raw: number;
  gzip: number;
  files: number;
  /** Each fetched file's name (under /assets/) and gzip size. */
  each: { name: string; gzip: number }[];
}

/** Per built file, the minified length of each module in it (rolldown's renderedLength). */
export type ModuleLengths = Map<string, Record<string, number>>;

/** What a module counts toward: its package, or its folder of this repository (src/features/quote). */
export const groupOf = (id: string) => {
  const packagePath = id.split('/node_modules/').at(-1)!;
  if (packagePath !== id) return packagePath.split('/').slice(0, packagePath.startsWith('@') ? 2 : 1).join('/');
  const local = id.slice(resolve('.').length + 1).split('/');
  return local.slice(0, local[0] === 'src' && local.length > 2 ? 3 : 2).join('/');
};

/**
 * Gzip bytes by module group: each file's gzip size shared among its modules by their minified
 * length (gzip compresses some code better than other, so a group's figure is an estimate).
 */
export const breakdown = (size: Size, lengths: ModuleLengths): [string, number][] => {
  const groups = new Map<string, number>();
  for (const { name, gzip } of size.each) {
    const modules = Object.entries(lengths.get(name) ?? { [`(${name})`]: 1 });
    const total = modules.reduce((sum, [, length]) => sum + length, 0) || 1;
    for (const [id, length] of modules) groups.set(groupOf(id), (groups.get(groupOf(id)) ?? 0) + (gzip * length) / total);
  }
  return [...groups].sort((a, b) => b[1] - a[1]);
};

export const javascriptToShow = async (url: string, shown: (page: Page) => Promise<unknown>): Promise<Size> => {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const bodies: Promise<{ name: string; body: Buffer }>[] = [];
    // what loads once the page is interactive (the help chat, the journey recorder) is not counted,
    // and its body is never asked for: the browser closes under it
    let showing = false;
    page.on('response', (response) => {
      if (!showing && response.request().resourceType() === 'script') bodies.push(response.body().then((body) => ({ name: new URL(response.url()).pathname.split('/').at(-1)!, body })));
    });
    await page.goto(url);
    await shown(page);
    showing = true;
    const files = (await Promise.all(bodies)).map(({ name, body }) => ({ name, raw: body.length, gzip: gzipSync(body, { level: 9 }).length }));
    return {
      raw: files.reduce((sum, file) => sum + file.raw, 0),
      gzip: files.reduce((sum, file) => sum + file.gzip, 0),
      files: files.length,
      each: files.map(({ name, gzip }) => ({ name, gzip })),
    };
  } finally {
    await browser.close();
  }
};

/** Source maps beside the built files: a profile's frames named by their sources (scripts/profile-load.ts). */
interface BuildOptions {
  sourcemap?: boolean;
}

/** Builds a page with the same Vite plugins as the app: React, and the precompressed copies (outDir from the working directory). */
export const buildPage = async (root: string, outDir: string, { sourcemap = false }: BuildOptions = {}) => {
  await build({ root, configFile: false, logLevel: 'warn', plugins: [react(), precompress()], build: { outDir: resolve(outDir), emptyOutDir: true, sourcemap } });
};

/**
 * Builds the storefront as `npm start` does (vite.config.ts, all its plugins) into `outDir`, and
 * its server bundle into `serverDir`: without it the server sends the page as built, and the
 * figures would be of a page the server did not render.
 */
export const buildApp = async (outDir: string, serverDir: string, { sourcemap = false }: BuildOptions = {}): Promise<ModuleLengths> => {
  const lengths: ModuleLengths = new Map();
  const moduleLengths: Plugin = {
    name: 'module-lengths',
    generateBundle: (_options, bundle) => {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk') lengths.set(chunk.fileName.split('/').at(-1)!, Object.fromEntries(Object.entries(chunk.modules).map(([id, module]) => [id, module.renderedLength])));
      }
    },
  };
  await build({ configFile: resolve('vite.config.ts'), logLevel: 'warn', plugins: [moduleLengths], build: { outDir: resolve(outDir), emptyOutDir: true, sourcemap } });
  await build({ configFile: resolve('vite.config.ts'), logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: resolve(serverDir), emptyOutDir: true } });
  return lengths;
};
