import { chakra } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useHydrated } from './hydrated.ts';
import { AWAITING_CODE, releaseHeldInput } from './held-input.ts';

/** Until hydrated, a pointer goes through the page's buttons, fields and their labels (a radio's or checkbox's is its label); links keep working. */
const waitingControls = { '& :is(button, input, select, textarea, label)': { pointerEvents: 'none' } } as const;

/**
 * A page rendered on the server whose buttons and fields only work with its code. In the server's
 * HTML and while it hydrates a pointer goes through them, so a test's click waits for them, and
 * a key is held (held-input.ts) and done once hydrated: Enter or Space on a button is not lost,
 * nor what is typed. Links work without the code and stay as they are. A plain box, busy
 * (`aria-busy`) until then, so assistive technology knows the page is still coming; no layout of
 * its own.
 */
export function HydratedControls({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (hydrated && box.current) releaseHeldInput(box.current);
  }, [hydrated]);
  return (
    <chakra.div ref={box} css={hydrated ? undefined : waitingControls} {...(hydrated ? {} : { [AWAITING_CODE]: '', 'aria-busy': true })}>
      {children}
    </chakra.div>
  );
}
