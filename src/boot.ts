import { holdInputUntilHydrated } from './ui/held-input.ts';

/**
 * The page's entry: the app (src/main.tsx) is evaluated once the server's page has painted. Its
 * modules download meanwhile (modulepreload, vite.config.ts), but evaluating them (React DOM,
 * Chakra's system, the session machine: ~0.5 s on a phone's CPU) before the first frame held
 * that frame back, and Lighthouse's simulation then counted every script run before the paint as
 * blocking it (docs/performance.md, issue 25). A page in a background tab paints nothing until
 * shown, so it does not wait.
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    if (document.visibilityState === 'hidden') resolve();
    // a frame's callbacks run before its paint; a task queued from one runs after it
    else requestAnimationFrame(() => setTimeout(resolve));
  });

// what is pressed or typed on the server's page meanwhile is held from the start, not lost (HydratedControls)
holdInputUntilHydrated();
void afterFirstPaint().then(() => import('./main.tsx'));
