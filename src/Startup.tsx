import { useSelector } from '@xstate/react';
import { lazy, Suspense, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from '../machines/session/session.machine.ts';
import { ShellPlaceholder } from './features/chrome/ShellPlaceholder.tsx';

const spinner = <ShellPlaceholder label="Starting the storefront" />;

/** Routes render once start-up has decided the session; until then, a labelled spinner. */
export function Startup({ session, app }: { session: ActorRefFrom<typeof sessionMachine>; app: Promise<{ default: () => React.ReactNode }> }) {
  const [AppRoot] = useState(() => lazy(() => app));
  const starting = useSelector(session, (snapshot) => snapshot.hasTag('loading'));
  if (starting) return spinner;
  return (
    <Suspense fallback={spinner}>
      <AppRoot />
    </Suspense>
  );
}
