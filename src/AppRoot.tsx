import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { queryClient } from './api/query-client.ts';
import { router } from './routes/tree.tsx';

// Toasts appear after the first call that asks for one: their code need not delay the landing.
const AppToaster = lazy(() => import('./ui/AppToaster.tsx'));

/** The storefront once start-up is done: cached server reads, routes and toasts. */
export default function AppRoot() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Suspense>
        <AppToaster />
      </Suspense>
    </QueryClientProvider>
  );
}
