import { useState } from 'react';

/**
 * Open state for a dialog whose code loads on first use: `mounted` turns true at the first
 * open and stays true, so closing keeps the dialog mounted for its exit animation and focus
 * return.
 */
export const useLazyDisclosure = () => {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return {
    open,
    mounted,
    show: () => {
      setMounted(true);
      setOpen(true);
    },
    onOpenChange: (details: { open: boolean }) => setOpen(details.open),
  };
};
