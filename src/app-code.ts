/**
 * The app's code named by the page but fetched only once the page has been shown (src/boot.ts):
 * the modulepreload links of `src/main.tsx` and of `AppRoot` (`preloadAppRoot` in vite.config.ts)
 * sit in a `<template>`, whose content the browser neither fetches nor preloads. Fetched from the
 * head as the page parsed, its ~250 KB had downloaded before the frame that showed plan detail's
 * paragraph or a step's heading (the parser paints a long page in several frames), and Lighthouse
 * then charged that download on a phone's connection to their LCP (docs/performance.md, issue 25).
 */
export const APP_CODE_ID = 'app-code';

/** Frames to wait when no larger paint comes: the page's largest was shown before its HTML was all parsed. */
const FRAMES_WHEN_NOTHING_LARGER = 5;

/**
 * Once the page's whole HTML has been shown: called when it has been parsed (a module script), it
 * waits for the browser to report a largest paint made since (reported once on screen, so later
 * than the frame's own callbacks), or a few frames when nothing larger was painted. In a background
 * tab, which paints nothing until shown, at once.
 */
export const afterPageShown = () =>
  new Promise<void>((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    const since = performance.now();
    const shown = () => {
      largest.disconnect();
      resolve();
    };
    const largest = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= since)) shown();
    });
    largest.observe({ type: 'largest-contentful-paint', buffered: true });
    let frames = FRAMES_WHEN_NOTHING_LARGER;
    const frame = () => {
      if (--frames > 0) requestAnimationFrame(frame);
      else shown();
    };
    requestAnimationFrame(frame);
  });

/** The app's modulepreloads moved into the document: their downloads start now, side by side. */
export const fetchAppCode = () => {
  const links = document.getElementById(APP_CODE_ID);
  if (links instanceof HTMLTemplateElement) document.head.append(links.content);
};
