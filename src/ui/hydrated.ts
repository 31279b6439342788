import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * False in the server's HTML and while the browser hydrates it, true from the first render after:
 * a control that only works with the page's code (a form the app submits) is disabled until then,
 * so what is typed or clicked before hydration is neither lost nor sent as a plain HTML form.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
