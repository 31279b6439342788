import type { MaskitoOptions } from '@maskito/core';
import { dateMask } from '../../ui/masked-input.ts';
import type { FieldUi } from './field-ui.ts';

// The masks keep the caret where the applicant edits (src/ui/masked-input.ts). Options are built
// once per shape: useMaskito restarts the mask whenever it is handed a new object.

/** Nine digits as typed, or the saved SSN as replies show it (`*****6789`), which may be cleared. */
const ssnMask: MaskitoOptions = { mask: /^(?:\d{0,9}|\*{1,5}\d{0,4})$/ };

const digitMasks = new Map<number | undefined, MaskitoOptions>();
/** Digits only, at most `length` of them. */
const digitsMask = (length: number | undefined): MaskitoOptions => {
  let options = digitMasks.get(length);
  if (!options) {
    options = { mask: new RegExp(`^\\d{0,${length ?? ''}}$`) };
    digitMasks.set(length, options);
  }
  return options;
};

/** The mask a field's typing keeps to, if any. */
export const maskOptionsOf = (ui: FieldUi): MaskitoOptions | null => {
  if (ui.kind === 'date') return dateMask;
  if (ui.mask === 'ssn') return ssnMask;
  if (ui.mask === 'digits') return digitsMask(ui.maxLength);
  return null;
};
