import { useEffect, useState } from 'react';

/** The longest wait for an idle moment: a page that never idles still gets what waits. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Runs `work` once the page has painted and the main thread is idle (requestIdleCallback after
 * the next frame; a short timeout where the browser has none), so what is not the page's own
 * content (the help chat, the journey recorder) never adds to the
 * tasks before the page answers. Returns a cancel.
 */
export const afterInteractive = (work: () => void): (() => void) => {
  let cancel = () => {};
  const frame = requestAnimationFrame(() => {
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
      cancel = () => cancelIdleCallback(idle);
    } else {
      const timer = setTimeout(work, 1);
      cancel = () => clearTimeout(timer);
    }
  });
  return () => {
    cancelAnimationFrame(frame);
    cancel();
  };
};

/** False until `afterInteractive` has run for this component: render what may wait once it is true. */
export const useAfterInteractive = (): boolean => {
  const [ready, setReady] = useState(false);
  useEffect(() => afterInteractive(() => setReady(true)), []);
  return ready;
};
