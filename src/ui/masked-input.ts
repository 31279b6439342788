import type { MaskitoOptions } from '@maskito/core';
import { useMaskito } from '@maskito/react';
import { useCallback } from 'react';

// Maskito (@maskito/core) edits the input itself on `beforeinput`, so the caret stays where the
// visitor edits (a hand mask that rewrites `value` throws it to the end). Options are built once
// per shape: useMaskito restarts the mask whenever it is handed a new object.

const digit = /\d/;
/**
 * mm/dd/yyyy: digits only, the slashes typed for you, a digit typed over in place. Nothing typed is
 * changed (no month or day "corrected", as Maskito's date mask does): an impossible date stays as
 * typed and its field's rule says why (contract/calendar-date.ts).
 */
export const dateMask: MaskitoOptions = { mask: [digit, digit, '/', digit, digit, '/', digit, digit, digit, digit], overwriteMode: 'replace' };

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
