import { RouterProvider } from '@tanstack/react-router';
import { createAppRouter, preloadOpenedPage as preloadPage, type AppRouter } from './routes/tree.tsx';
import { LazyToaster } from './ui/LazyToaster.tsx';

let router: AppRouter | undefined;

/** The browser's router: a page load is one visitor (the server makes one per request, src/entry-server.tsx). */
export const browserRouter = (): AppRouter => (router ??= createAppRouter());

/** Starts loading the opened page's code (preloadOpenedPage, src/routes/tree.tsx). */
export const preloadOpenedPage = (pathname: string) => preloadPage(browserRouter(), pathname);

/** The storefront once start-up is done: routes and toasts (the cached server reads are the page's, src/main.tsx). */
export function AppRoutes({ router }: { router: AppRouter }) {
  return (
    <>
      <RouterProvider router={router} />
      <LazyToaster />
    </>
  );
}

export default function AppRoot() {
  return <AppRoutes router={browserRouter()} />;
}
