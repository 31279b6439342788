// Initial JavaScript of a built page: the entry script and every chunk it preloads, i.e. all
// the JavaScript the browser fetches before the page can render.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import react from '@vitejs/plugin-react';

export interface Size {
  raw: number;
  gzip: number;
  files: number;
}

export const initialJavaScript = (outDir: string): Size => {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const sources = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map((m) => m[1]!);
  const files = [...new Set(sources)].map((src) => readFileSync(join(outDir, src.replace(/^\//, ''))));
  return {
    raw: files.reduce((sum, file) => sum + file.length, 0),
    gzip: files.reduce((sum, file) => sum + gzipSync(file, { level: 9 }).length, 0),
    files: files.length,
  };
};

/** Builds a page with the same Vite and React plugin as the app. */
export const buildPage = async (root: string, outDir: string) => {
  await build({ root, configFile: false, logLevel: 'warn', plugins: [react()], build: { outDir, emptyOutDir: true } });
};
