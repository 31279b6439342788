import type { MaskitoOptions } from '@maskito/core';
import { maskitoDate } from '@maskito/kit';
import { useMaskito } from '@maskito/react';
import { useCallback } from 'react';

// Maskito (@maskito/core) edits the input itself on `beforeinput`, so the caret stays where the
// visitor edits (a hand mask that rewrites `value` throws it to the end). Options are built once
// per shape: useMaskito restarts the mask whenever it is handed a new object.

/** mm/dd/yyyy with the slashes typed for you; month and day kept to real ones. */
export const dateMask = maskitoDate({ mode: 'mm/dd/yyyy', separator: '/' });

/**
 * The one ref an input needs when react-hook-form registers it (`registered.ref`) and Maskito
 * masks it with `options` (null: no mask).
 */
export const useMaskedRef = (formRef: (element: HTMLInputElement | null) => void, options: MaskitoOptions | null) => {
  const maskRef = useMaskito({ options });
  return useCallback(
    (element: HTMLInputElement | null) => {
      formRef(element);
      maskRef(element);
    },
    [formRef, maskRef],
  );
};
