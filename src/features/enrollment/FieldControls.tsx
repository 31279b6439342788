import { Button, HStack, Input, InputGroup, Text } from '@chakra-ui/react';
import { Field, NativeSelect } from '../../ui/chakra.tsx';
import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { FieldUi } from './field-ui.ts';
import { CalendarButton } from '../../ui/CalendarButton.tsx';
import { useMaskedRef } from '../../ui/masked-input.ts';
import { maskOptionsOf } from './field-masks.ts';

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

/** How a read-only value looks: flat and unboxed, not like a field waiting for input (nor greyed like a disabled one). */
export const readOnlyLook = { variant: 'subtle', cursor: 'default', fontWeight: 'medium' } as const;

/** Why a read-only field cannot be changed, below it (its Field ties it to the control's description). */
export function ReadOnlyReason({ reason }: { reason: string }) {
  return <Field.HelperText>{reason}</Field.HelperText>;
}

/**
 * A text or date input as its field's ui says: length, keyboard, the mask its typing keeps to
 * (Maskito: the caret stays where the applicant edits), its limit below it; an SSN hidden as
 * typed with a Show/Hide button.
 */
export function FieldInput({ registered, ui, readOnly, onEdit }: { registered: UseFormRegisterReturn; ui: FieldUi; readOnly?: boolean; onEdit?: (value: string) => void }) {
  // react-hook-form, the mask and the calendar all need the element
  const maskedRef = useMaskedRef(registered.ref, maskOptionsOf(ui));
  const element = useRef<HTMLInputElement | null>(null);
  const ref = useCallback(
    (input: HTMLInputElement | null) => {
      element.current = input;
      maskedRef(input);
    },
    [maskedRef],
  );
  const [shown, setShown] = useState(false);
  const hidden = ui.mask === 'ssn' && !shown;
  const input = (
    <Input
      {...registered}
      ref={ref}
      type={hidden ? 'password' : 'text'}
      readOnly={readOnly}
      {...(readOnly ? readOnlyLook : {})}
      maxLength={ui.kind === 'date' ? 10 : ui.maxLength}
      inputMode={ui.kind === 'date' ? 'numeric' : ui.inputMode}
      autoComplete={ui.autoComplete}
      placeholder={ui.kind === 'date' ? 'mm/dd/yyyy' : undefined}
      onChange={(event) => {
        onEdit?.(event.target.value);
        return registered.onChange(event);
      }}
    />
  );
  return (
    <>
      {ui.mask === 'ssn' ? (
        <InputGroup
          endOffset="-1.5rem"
          endElementProps={{ px: '1' }}
          endElement={
            <Button size="xs" variant="ghost" aria-pressed={shown} onClick={() => setShown(!shown)}>
              {shown ? 'Hide' : 'Show'}
            </Button>
          }
        >
          {input}
        </InputGroup>
      ) : ui.calendar && !readOnly ? (
        <InputGroup endElementProps={{ px: '1' }} endElement={<CalendarButton field={element} />}>
          {input}
        </InputGroup>
      ) : (
        input
      )}
      {ui.limit && !readOnly && <Field.HelperText>{ui.limit}</Field.HelperText>}
    </>
  );
}
