import type { ToastOptions } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';

// Whether any toast has been raised yet: the toast store and its renderer (zag's toast machine,
// a portal and dismissable layers) load and mount with the first toast, not with the landing.
let raised = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const hasRaised = () => raised;

/** Queues a toast; the first one loads the toast store and mounts `<AppToaster>`. */
export const raiseToast = (type: NonNullable<ToastOptions['type']>, title: string, description: string) =>
  void import('./toaster.ts').then(({ toaster }) => {
    // created before the toaster mounts: the toaster shows the store's visible toasts on mount
    toaster.create({ type, title, description });
    if (raised) return;
    raised = true;
    for (const listener of listeners) listener();
  });

/** True once the first toast has been raised (and stays true). */
export const useToastRaised = () => useSyncExternalStore(subscribe, hasRaised, hasRaised);
