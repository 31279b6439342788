// @vitest-environment jsdom
import { Field } from '@chakra-ui/react';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { FieldInput } from '../../src/features/enrollment/FieldControls.tsx';
import { uiOf } from '../../src/features/enrollment/field-ui.ts';
import { renderWithProviders } from './render.tsx';

afterEach(cleanup);

/** Employment Start Date as the employer step renders it: the enrollment fields' date input and its mask. */
function StartDate() {
  const form = useForm<{ employment_start_date: string }>({ defaultValues: { employment_start_date: '' } });
  const ui = uiOf('employment_start_date', 'employer_info');
  return (
    <Field.Root>
      <Field.Label>{ui.label}</Field.Label>
      <FieldInput registered={form.register('employment_start_date')} ui={ui} />
    </Field.Root>
  );
}

// Issue 23: the date mask inserts the slashes and refuses non-digits, and changes nothing typed
// (Maskito's date mask made 13/01/2020 into 01/30/1202 and 02/30/1990 into 03/02/1990).
describe('the date mask', () => {
  it.each([
    ['13012020', '13/01/2020'],
    ['02301990', '02/30/1990'],
    ['02/30/2026', '02/30/2026'],
    ['1x2-31a1999', '12/31/1999'],
    ['123119991', '12/31/1999'],
  ])('keeps %j as %j', async (typed, shown) => {
    renderWithProviders(<StartDate />);
    const input = screen.getByLabelText('Employment Start Date') as HTMLInputElement;
    await userEvent.setup().type(input, typed);
    expect(input.value).toBe(shown);
  });
});
