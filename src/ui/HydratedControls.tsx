import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useHydrated } from './hydrated.ts';

/** Until hydrated, a pointer goes through the page's buttons, fields and their labels (a radio's or checkbox's is its label); links keep working. */
const waitingControls = { '& :is(button, input, select, textarea, label)': { pointerEvents: 'none' } } as const;

/**
 * A page rendered on the server whose buttons and fields only work with its code: in the server's
 * HTML and while it hydrates they take no click, so a click before then is not lost in a page
 * that cannot answer it yet (a test's click waits for them). Links work without the code and stay
 * as they are. A plain box: nothing for assistive technology, no layout of its own.
 */
export function HydratedControls({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return <chakra.div css={hydrated ? undefined : waitingControls}>{children}</chakra.div>;
}
