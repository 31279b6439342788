import type { IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { lowPriorityScripts } from '../../vite.config.ts';

// The built page's head as Vite and preloadAppRoot write it (issue 25: the server's page paints
// without its scripts, so they must not compete with that paint).
const head = [
  '<script type="module" crossorigin src="/assets/index-a.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/AppRoot-b.js">',
  '<link rel="icon" href="/favicon.svg">',
].join('\n');

const transform = (html: string) => {
  const hook = lowPriorityScripts().transformIndexHtml as { handler: IndexHtmlTransformHook };
  return hook.handler.call(undefined as never, html, { path: '/index.html', filename: 'index.html' }) as string;
};

describe("the page's scripts at low fetch priority", () => {
  it('marks the entry script and every modulepreload, and nothing else', () => {
    const html = transform(head);
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js">');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/AppRoot-b.js">');
    expect(html).toContain('<link rel="icon" href="/favicon.svg">');
  });

  it('marks a tag once, however often the page is transformed', () => {
    expect(transform(transform(head))).toBe(transform(head));
  });
});
