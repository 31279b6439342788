// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { useFieldMessage } from '../../src/ui/field-message.ts';

// Issue 25 (interactions at 4× CPU): a field reading its message from `formState.errors`
// subscribed the form's owner to every change of its errors, so a Submit or a message at one
// field re-rendered every field. Each field here counts its renders.

afterEach(cleanup);
type Values = { zip: string; dob: string };
const renders = { form: 0, zip: 0, dob: 0 };
let form: UseFormReturn<Values>;

function Message({ name }: { name: keyof Values }) {
  renders[name]++;
  return <p data-testid={name}>{useFieldMessage(form, name) ?? ''}</p>;
}
function Form() {
  renders.form++;
  form = useForm<Values>({ defaultValues: { zip: '', dob: '' } });
  return (
    <>
      <Message name="zip" />
      <Message name="dob" />
    </>
  );
}

describe('useFieldMessage', () => {
  it('shows a field its own message, re-rendering that field alone', () => {
    render(<Form />);
    Object.assign(renders, { form: 0, zip: 0, dob: 0 });
    act(() => form.setError('zip', { type: 'server', message: 'Please enter a valid zip code.' }));
    expect(screen.getByTestId('zip').textContent).toBe('Please enter a valid zip code.');
    expect(screen.getByTestId('dob').textContent).toBe('');
    expect(renders).toEqual({ form: 0, zip: 1, dob: 0 });
    act(() => form.clearErrors());
    expect(screen.getByTestId('zip').textContent).toBe('');
    expect(renders).toEqual({ form: 0, zip: 2, dob: 0 });
  });
});
