import { afterPageShown, fetchAppCode } from './app-code.ts';
import { holdInputUntilHydrated } from './ui/held-input.ts';

// The page's entry. The app (src/main.tsx) is fetched and evaluated once the server's page has
// been shown, its modules side by side (src/app-code.ts): evaluating them (React DOM, Chakra's
// system, the session machine: ~0.5 s on a phone's CPU) before the first frame held that frame
// back, and Lighthouse's simulation then counted every script run or fetched before the paint as
// blocking it (docs/performance.md, issue 25).

// what is pressed or typed on the server's page meanwhile is held from the start, not lost (HydratedControls)
holdInputUntilHydrated();
void afterPageShown().then(() => {
  fetchAppCode();
  return import('./main.tsx');
});
