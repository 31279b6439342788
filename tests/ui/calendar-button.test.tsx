// @vitest-environment jsdom
import { Field } from '@chakra-ui/react';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FieldInput } from '../../src/features/enrollment/FieldControls.tsx';
import { uiOf } from '../../src/features/enrollment/field-ui.ts';
import { DobInput } from '../../src/features/quote/QuoteFields.tsx';
import { isoOfTyped, typedOfIso } from '../../src/ui/CalendarButton.tsx';
import { renderWithProviders } from './render.tsx';

// Date of birth: a date picker beside typing, its latest day today (issue 27). The day chosen is
// written into the typed field as mm/dd/yyyy; the field's strict rules judge it as typed.

afterEach(cleanup);
const opened = vi.fn();
beforeEach(() => {
  opened.mockReset();
  // jsdom has no browser picker: record that it was asked to open
  HTMLInputElement.prototype.showPicker = function (this: HTMLInputElement) {
    opened(this.max, this.value);
  };
});

let formValue: () => string = () => '';

/** A beneficiary's or dependent's Date of Birth as the enrollment steps render it. */
function BirthDate({ readOnly = false }: { readOnly?: boolean }) {
  const form = useForm<{ birthdate: string }>({ defaultValues: { birthdate: '' } });
  formValue = () => form.getValues('birthdate');
  const ui = uiOf('birthdate', 'beneficiary_info');
  return (
    <Field.Root>
      <Field.Label>{ui.label}</Field.Label>
      <FieldInput registered={form.register('birthdate')} ui={ui} readOnly={readOnly} />
    </Field.Root>
  );
}

/** The quote's Date of Birth in its form. */
function QuoteDob() {
  const form = useForm<{ dob: string }>({ defaultValues: { dob: '' } });
  formValue = () => form.getValues('dob');
  return (
    <FormProvider {...form}>
      <DobInput />
    </FormProvider>
  );
}

const pad = (n: number) => String(n).padStart(2, '0');
const today = new Date();
const todayIso = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
const picker = () => document.querySelector<HTMLInputElement>('input[type="date"]')!;

describe('the date of birth calendar', () => {
  it('reads mm/dd/yyyy and the picker’s yyyy-mm-dd digit for digit; anything else is no date', () => {
    expect(isoOfTyped('02/28/1990')).toBe('1990-02-28');
    expect(typedOfIso('1990-02-28')).toBe('02/28/1990');
    for (const text of ['2/28/1990', '02281990', '']) expect(isoOfTyped(text)).toBe('');
    expect(typedOfIso('')).toBe('');
  });

  it.each([
    ['a beneficiary or dependent', BirthDate],
    ['the quote', QuoteDob],
  ])('%s: the named button opens the picker at the typed day, latest today; the day chosen is typed into the field', async (_, Form) => {
    const user = userEvent.setup();
    renderWithProviders(<Form />);
    const typed = screen.getByRole('textbox', { name: 'Date of Birth' });
    await user.type(typed, '04121988');
    expect(typed).toHaveProperty('value', '04/12/1988');
    await user.click(screen.getByRole('button', { name: 'Choose the day from a calendar' }));
    expect(opened).toHaveBeenCalledWith(todayIso, '1988-04-12');
    // the picker is not a second field: out of the Tab order and hidden from assistive technology
    expect(picker().tabIndex).toBe(-1);
    expect(picker().getAttribute('aria-hidden')).toBe('true');
    // the field's label names the text field alone (tests and assistive technology find it by it)
    expect(screen.getAllByLabelText(/Date of Birth/)).toEqual([typed]);
    fireEvent.change(picker(), { target: { value: '1990-02-28' } });
    expect(typed).toHaveProperty('value', '02/28/1990');
    expect(formValue()).toBe('02/28/1990');
    expect(document.activeElement).toBe(typed);
  });

  it('a read-only date of birth (from the quote) has no calendar', () => {
    renderWithProviders(<BirthDate readOnly />);
    expect(screen.queryByRole('button', { name: 'Choose the day from a calendar' })).toBeNull();
  });
});
