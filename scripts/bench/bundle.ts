// JavaScript a page needs before it shows its content: every script Chromium fetches from the
// first request until `shown` resolves. Counting in a browser follows lazy chunks that a page
// loads at once, which a static read of index.html would miss.
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../../vite.config.ts';
import { chromiumArgs, chromiumPath } from '../chromium.ts';

export interface Size {
  raw: number;
  gzip: number;
  files: number;
}

export const javascriptToShow = async (url: string, shown: (page: Page) => Promise<unknown>): Promise<Size> => {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const bodies: Promise<Buffer>[] = [];
    // what loads once the page is interactive (the help chat, the journey recorder) is not counted,
    // and its body is never asked for: the browser closes under it
    let showing = false;
    page.on('response', (response) => {
      if (!showing && response.request().resourceType() === 'script') bodies.push(response.body());
    });
    await page.goto(url);
    await shown(page);
    showing = true;
    const files = await Promise.all(bodies);
    return {
      raw: files.reduce((sum, file) => sum + file.length, 0),
      gzip: files.reduce((sum, file) => sum + gzipSync(file, { level: 9 }).length, 0),
      files: files.length,
    };
  } finally {
    await browser.close();
  }
};

/** Builds a page with the same Vite plugins as the app: React, and the precompressed copies (outDir from the working directory). */
export const buildPage = async (root: string, outDir: string) => {
  await build({ root, configFile: false, logLevel: 'warn', plugins: [react(), precompress()], build: { outDir: resolve(outDir), emptyOutDir: true } });
};

/**
 * Builds the storefront as `npm start` does (vite.config.ts, all its plugins) into `outDir`, and
 * its server bundle into `serverDir`: without it the server sends the page as built, and the
 * figures would be of a page the server did not render.
 */
export const buildApp = async (outDir: string, serverDir: string) => {
  await build({ configFile: resolve('vite.config.ts'), logLevel: 'warn', build: { outDir: resolve(outDir), emptyOutDir: true } });
  await build({ configFile: resolve('vite.config.ts'), logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: resolve(serverDir), emptyOutDir: true } });
};
