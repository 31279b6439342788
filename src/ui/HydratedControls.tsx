import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useHydrated } from './hydrated.ts';

/**
 * A page rendered on the server whose buttons and fields only work with its code: they are
 * disabled in the server's HTML and while it hydrates (a disabled fieldset laid out as nothing),
 * so a click before then is not lost. Links work without it and stay as they are.
 */
export function HydratedControls({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <chakra.fieldset disabled={!hydrated} role="presentation" display="contents">
      {children}
    </chakra.fieldset>
  );
}
