import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { queryClient } from './api/query-client.ts';
import { createAppRouter, preloadOpenedPage as preloadPage } from './routes/tree.tsx';
import { LazyToaster } from './ui/LazyToaster.tsx';

/** The browser's router: a page load is one visitor (the server would make one per request). */
const router = createAppRouter();

/** Starts loading the opened page's code (preloadOpenedPage, src/routes/tree.tsx). */
export const preloadOpenedPage = (pathname: string) => preloadPage(router, pathname);

/** The storefront once start-up is done: cached server reads, routes and toasts. */
export default function AppRoot() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <LazyToaster />
    </QueryClientProvider>
  );
}
