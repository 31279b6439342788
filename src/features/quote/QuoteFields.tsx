import { Input, InputGroup } from '@chakra-ui/react';
import { Field, NativeSelect } from '../../ui/chakra.tsx';
import { useRef, type ReactNode } from 'react';
import { useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { genderLabels, type QuoteField } from '../../../contract/index.ts';
import { maskDateInput, truncateZip } from '../../../machines/shared/quote/input-masks.ts';
import { useChrome } from '../chrome/chrome-actor.tsx';
import { useHydrated } from '../../ui/hydrated.ts';
import { CalendarButton } from '../../ui/CalendarButton.tsx';
import { useFieldMessage } from '../../ui/field-message.ts';

// The four fields of the landing's form; the wizard's own steps (categories, coverage) are in
// WizardFields.tsx, which loads with the wizard only.

/** Label text of each quote field (spec 1 §2: zip, gender, tier, date of birth; wizard steps 5 and 6). */
export const quoteFieldLabels: Record<QuoteField, string> = {
  zip: 'Zip Code',
  dob: 'Date of Birth',
  gender: 'Gender',
  tier: 'Tier',
  categories: 'Plan Categories',
  coverage: 'Interested Coverage Type',
};

export const useQuoteForm = () => useFormContext<FieldValues>();

/** A labelled field with its message: the control comes as children. */
function QuoteFieldShell({ field, children }: { field: QuoteField; children: ReactNode }) {
  const message = useFieldMessage(useQuoteForm(), field);
  const hydrated = useHydrated();
  return (
    <Field.Root invalid={message !== undefined} disabled={!hydrated}>
      <Field.Label>{quoteFieldLabels[field]}</Field.Label>
      {children}
      <Field.ErrorText>{typeof message === 'string' ? message : null}</Field.ErrorText>
    </Field.Root>
  );
}

/**
 * A text input whose typing goes through `mask` (zip truncation, date mask), typed `text` so its
 * autocomplete token fits it (HTML_CodeSniffer H98); `calendar`: a date picker beside it, latest day today.
 */
function MaskedInput({ field, mask, calendar = false, ...input }: { field: QuoteField; mask: (text: string) => string; calendar?: boolean } & React.ComponentProps<typeof Input>) {
  const { register } = useQuoteForm();
  const registered = register(field as Path<FieldValues>);
  const element = useRef<HTMLInputElement | null>(null);
  const control = (
    <Input
      type="text"
      {...input}
      {...registered}
      ref={(node) => {
        element.current = node;
        registered.ref(node);
      }}
      onChange={(event) => {
        event.target.value = mask(event.target.value);
        return registered.onChange(event);
      }}
    />
  );
  return (
    <QuoteFieldShell field={field}>
      {calendar ? (
        <InputGroup endElementProps={{ px: '1' }} endElement={<CalendarButton field={element} />}>
          {control}
        </InputGroup>
      ) : (
        control
      )}
    </QuoteFieldShell>
  );
}

export const ZipInput = () => <MaskedInput field="zip" mask={truncateZip} inputMode="numeric" autoComplete="postal-code" />;

export const DobInput = () => <MaskedInput field="dob" mask={maskDateInput} calendar inputMode="numeric" placeholder="mm/dd/yyyy" maxLength={10} />;

export function ChoiceSelect({ field, options }: { field: QuoteField; options: Record<string, string> }) {
  const { register } = useQuoteForm();
  return (
    <QuoteFieldShell field={field}>
      <NativeSelect.Root>
        <NativeSelect.Field placeholder="Select" {...register(field as Path<FieldValues>)}>
          {Object.entries(options).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </QuoteFieldShell>
  );
}

export const GenderSelect = () => <ChoiceSelect field="gender" options={genderLabels} />;
/** The tier list, named as the chrome decides (IC by whether a premier plan is in the cart). */
export const TierSelect = () => <ChoiceSelect field="tier" options={useChrome().tierLabels} />;
