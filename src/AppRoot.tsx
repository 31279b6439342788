import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { queryClient } from './api/query-client.ts';
import { router } from './routes/tree.tsx';
import { LazyToaster } from './ui/LazyToaster.tsx';

export { preloadOpenedPage } from './routes/tree.tsx';

/** The storefront once start-up is done: cached server reads, routes and toasts. */
export default function AppRoot() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <LazyToaster />
    </QueryClientProvider>
  );
}
