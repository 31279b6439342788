import { lazy, Suspense } from 'react';
import { useToastRaised } from './toasts.ts';

// Toasts appear after the first call that asks for one: their code loads and mounts then.
const AppToaster = lazy(() => import('./AppToaster.tsx'));

/** Nothing until the first toast is raised; then the app's toaster (loaded on demand). */
export function LazyToaster() {
  const raised = useToastRaised();
  return raised ? (
    <Suspense>
      <AppToaster />
    </Suspense>
  ) : null;
}
