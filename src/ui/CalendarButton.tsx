import { IconButton } from '@chakra-ui/react';
import { useRef, type RefObject } from 'react';
import { Icon } from './icons.tsx';

const pad = (n: number) => String(n).padStart(2, '0');
/** Today as a date input's value (yyyy-mm-dd): the visitor's calendar day, the picker's latest. */
const todayIso = (now: Date) => `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
/** Typed mm/dd/yyyy as the date input's yyyy-mm-dd, so the picker opens at it ('' for anything else). */
export const isoOfTyped = (typed: string): string => {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(typed);
  return match ? `${match[3]}-${match[1]}-${match[2]}` : '';
};
/** The picker's yyyy-mm-dd as the field types it, mm/dd/yyyy: the day chosen, digit for digit. */
export const typedOfIso = (iso: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : '';
};

/** Writes `text` into a typed field as typing does: the native setter, then an input event that React, the form and the mask all hear. */
const typeInto = (input: HTMLInputElement, text: string) => {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

/**
 * A calendar beside a typed date of birth: the button opens the browser's own date picker (its
 * latest day today), and the day chosen is written into the text field as mm/dd/yyyy, where the
 * same strict date rules judge it as if typed. Typing stays the way in; the picker is hidden from
 * Tab and from screen readers, the button is not.
 */
export function CalendarButton({ field }: { field: RefObject<HTMLInputElement | null> }) {
  const picker = useRef<HTMLInputElement>(null);
  return (
    <>
      <IconButton
        size="xs"
        variant="ghost"
        // the field's own label names the field: this name must not repeat it, or the label would name two controls
        aria-label="Choose the day from a calendar"
        onClick={() => {
          if (!picker.current || !field.current) return;
          picker.current.max = todayIso(new Date());
          picker.current.value = isoOfTyped(field.current.value);
          picker.current.showPicker();
        }}
      >
        <Icon name="calendar" />
      </IconButton>
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        style={{ position: 'absolute', right: 0, bottom: 0, width: 1, height: 1, opacity: 0, pointerEvents: 'none', border: 0, padding: 0 }}
        onChange={(event) => {
          const typed = typedOfIso(event.target.value);
          if (typed === '' || !field.current) return;
          typeInto(field.current, typed);
          field.current.focus();
        }}
      />
    </>
  );
}
