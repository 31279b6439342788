import { HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

const choices: [string, string][] = [
  ['1', 'Yes'],
  ['0', 'No'],
];

/** A question answered Yes ('1') or No ('0'): a radio group named by the question. */
export function YesNoField({
  name,
  label,
  value,
  onChange,
  disabled = false,
  note,
  error,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  note?: ReactNode;
  error?: string;
}) {
  return (
    // inside a fieldset Ark would give the group's label the legend's id: one id twice
    <RadioGroup.Root name={name} ids={{ label: `${name}-label` }} value={value} onValueChange={(details) => onChange(details.value ?? '')} disabled={disabled}>
      <Stack gap="2">
        <RadioGroup.Label fontWeight="medium">{label}</RadioGroup.Label>
        <HStack gap="6">
          {choices.map(([choice, text]) => (
            <RadioGroup.Item key={choice} value={choice}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{text}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
        {note && (
          <Text textStyle="sm" color="fg.muted">
            {note}
          </Text>
        )}
        {error && (
          <Text textStyle="sm" color="fg.error">
            {error}
          </Text>
        )}
      </Stack>
    </RadioGroup.Root>
  );
}
