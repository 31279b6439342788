import { ChakraProvider } from '@chakra-ui/react';
import { serializeStyles } from '@emotion/serialize';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { UserConfig } from 'vite';
import viteConfig from '../../vite.config.ts';
import { serverSystem } from '../../src/theme/server-system.ts';
import { system } from '../../src/theme/system.ts';

// Issue 25, a cheaper render (docs/performance.md): the server bundle renders with React's
// production build whatever the server's NODE_ENV, and Chakra's global sheet (~48 KB) is serialised
// once per process, not per page, the page still carrying the same sheet for the browser to adopt.

describe('the server bundle', () => {
  const built = (isSsrBuild: boolean) => (viteConfig as (env: object) => UserConfig)({ command: 'build', mode: 'production', isSsrBuild });

  it("carries its dependencies with React's production build, so no server's NODE_ENV picks React's development build", () => {
    expect(built(true).ssr?.noExternal).toBe(true);
    expect(built(true).define?.['process.env.NODE_ENV']).toBe('"production"');
  });

  it("leaves the browser's build as Vite makes it", () => {
    expect(built(false).ssr).toBeUndefined();
    expect(built(false).define).toBeUndefined();
  });
});

const page = (value: typeof system) => renderToString(<ChakraProvider value={value}><p>page</p></ChakraProvider>);

describe("the server's Chakra system", () => {
  it('renders the same global sheet, under the same name, as the browser’s system', () => {
    const sheet = serverSystem._global as unknown as { name: string; styles: string };
    expect(page(serverSystem)).toBe(page(system));
    expect(page(serverSystem)).toContain(`data-emotion="css-global ${sheet.name}"`);
    expect(sheet.styles.length).toBeGreaterThan(20_000);
  });

  it('hands emotion the sheet serialised: a render takes it as it is, neither walked nor hashed again', () => {
    // what emotion's Global does with the provider's styles on every render
    expect(serializeStyles([serverSystem._global])).toBe(serverSystem._global);
  });
});
