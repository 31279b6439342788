import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { APP_CODE_ID } from './src/app-code.ts';

/**
 * Brotli (quality 11) and gzip (level 9) copies beside each built text file, written once at build
 * time and served by Accept-Encoding (server/spa.ts, builtFiles). index.html is left out: the
 * server never sends it as built, it writes the app config into it first.
 */
export const precompress = () =>
  compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.html$/], logLevel: 'silent' });

/**
 * modulepreload links for the app's code, which the entry (src/boot.ts) imports dynamically once
 * the page has painted, and for its second stage (src/main.tsx imports AppRoot: router, query
 * client, shell, landing, dynamically too): without these the browser would ask for each only
 * once the module before it had run, a whole round trip later each (issue 14, LCP). They sit in a
 * template the entry moves into the head once the page has painted (src/app-code.ts): then they
 * download side by side, and the dynamic imports find them loaded.
 */
export const preloadAppRoot = (): Plugin => ({
  name: 'preload-app-root',
  transformIndexHtml: {
    order: 'post',
    handler: (html, { bundle }) => {
      if (!bundle) return html;
      const chunks = new Map(Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output] as const] : [])));
      const needed = new Set<string>();
      const visit = (fileName: string) => {
        if (needed.has(fileName)) return;
        needed.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
      };
      for (const chunk of chunks.values()) if (/\/src\/(main|AppRoot)\.tsx$/.test(chunk.facadeModuleId ?? '')) visit(chunk.fileName);
      const links = [...needed]
        .filter((fileName) => !html.includes(fileName))
        .map((fileName) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` } }));
      return [{ tag: 'template', attrs: { id: APP_CODE_ID }, children: links, injectTo: 'head' as const }];
    },
  },
});

/**
 * Chakra's theme helpers return their argument (styled-system/config.js), but the bundler cannot
 * tell: importing any recipe from `@chakra-ui/react/theme` kept all 77 of them, and the default
 * config built from them, in the entry chunk (~117 KB minified, ~60 of them never rendered).
 * Declared pure, the unused ones go (issue 14, the landing's JavaScript).
 */
const chakraDefinitions = ['defineConfig', 'defineRecipe', 'defineSlotRecipe', 'defineStyle', 'defineKeyframes', 'defineGlobalStyles', 'defineTextStyles', 'defineAnimationStyles', 'defineLayerStyles'];

/**
 * Small common chunks copied into the chunks that read them (rolldown's runtime keeps one state
 * and one execution per module across the copies). The start-up shell shares its components with
 * later screens, and rolldown gave each such set a file of its own: the entry needed 44 files
 * before it could run, each a request of its own on a phone's connection (~9 with this, the
 * landing 13 instead of 73, and fewer bytes: gzip works better on larger files). CSS stays
 * files, as Vite's own default does (none today: styles are emotion's).
 */
const inlineSmallCommonChunks = { maxSize: 16 * 1024, exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/ };

/**
 * The server bundle carries its dependencies, React's production build among them: left
 * external, React (and emotion, React DOM's server) picked its development build at run time
 * whenever the server ran without NODE_ENV=production (`npm start`, the e2e and bench servers),
 * and rendered the whole landing several times slower (docs/performance.md).
 */
export const serverBundle = {
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
} as const;

// The storefront is built to dist/client and served by the reference server (server/main.ts),
// so `npm start` runs both on one port. `vite build --ssr src/entry-server.tsx` builds the server
// bundle that renders its pages (dist/server, or SERVER_BUNDLE_DIR), which the server loads at start.
export default defineConfig(({ isSsrBuild }) => ({
  // the server bundle is read from disk by the server: no compressed copies, no page to preload into
  plugins: isSsrBuild ? [react()] : [react(), precompress(), preloadAppRoot()],
  ...(isSsrBuild ? serverBundle : {}),
  // CLIENT_DIR and SERVER_BUNDLE_DIR let two end-to-end runs build side by side (see playwright.config.ts)
  build: {
    outDir: isSsrBuild ? process.env.SERVER_BUNDLE_DIR || 'dist/server' : process.env.CLIENT_DIR || 'dist/client',
    emptyOutDir: true,
    rolldownOptions: isSsrBuild
      ? // the server reads the bundle's `render` export
        { treeshake: { manualPureFunctions: chakraDefinitions } }
      : {
          treeshake: { manualPureFunctions: chakraDefinitions },
          // an app: no entry's exports are read, so unused ones may go (inlining needs it)
          preserveEntrySignatures: false,
          output: { codeSplitting: { experimentalInlineCommonChunks: inlineSmallCommonChunks } },
        },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**'],
          environment: 'node',
          // rendered screens and server round trips on 2 shared cores: 5 s failed them under load; a hang still fails
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'model',
          include: ['model-tests/**/*.test.{ts,tsx}'],
          environment: 'node',
          // a coverage report over plan detail's 6050 paths took 5.5 s in a loaded full run (5 s failed it); a hang still fails
          testTimeout: 20_000,
        },
      },
    ],
  },
}));
