import { Field, HStack, Input, NativeSelect, Text } from '@chakra-ui/react';
import type { ChangeEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { maskOf, type FieldUi } from './field-ui.ts';

/** A field's label with the required mark beside it (the mark is visual; the control says required itself). */
export function FieldLabel({ label, required }: { label: string; required: boolean }) {
  return (
    <HStack gap="1">
      <Field.Label>{label}</Field.Label>
      {required && (
        <Text as="span" aria-hidden="true" color="fg.error">
          *
        </Text>
      )}
    </HStack>
  );
}

/** A select of the field's choices, 'Select' first. */
export function ChoiceSelect({
  registered,
  choices,
  disabled,
  onChange,
}: {
  registered: UseFormRegisterReturn;
  choices: readonly { value: string; label: string }[];
  disabled?: boolean;
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => unknown;
}) {
  return (
    <NativeSelect.Root disabled={disabled}>
      <NativeSelect.Field placeholder="Select" {...registered} onChange={onChange ?? registered.onChange}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** A text or date input as its field's ui says: length, keyboard, and for dates the mm/dd/yyyy mask as typed. */
export function FieldInput({ registered, ui, readOnly, onEdit }: { registered: UseFormRegisterReturn; ui: FieldUi; readOnly?: boolean; onEdit?: (value: string) => void }) {
  const mask = maskOf(ui.kind);
  return (
    <Input
      {...registered}
      readOnly={readOnly}
      maxLength={ui.kind === 'date' ? 10 : ui.maxLength}
      inputMode={ui.kind === 'date' ? 'numeric' : ui.inputMode}
      autoComplete={ui.autoComplete}
      placeholder={ui.kind === 'date' ? 'mm/dd/yyyy' : undefined}
      onChange={(event) => {
        if (mask) event.target.value = mask(event.target.value);
        onEdit?.(event.target.value);
        return registered.onChange(event);
      }}
    />
  );
}
