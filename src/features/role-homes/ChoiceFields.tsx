import { Field, NativeSelect } from '../../ui/chakra.tsx';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** A labelled dropdown with a "Select" placeholder and the machine's message under it. */
export function SelectField({ label, options, error, registered }: { label: string; options: [string, string][]; error?: string | null; registered: UseFormRegisterReturn }) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field placeholder="Select" {...registered}>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
