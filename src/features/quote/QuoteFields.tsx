import { Checkbox, CheckboxGroup, Field, Fieldset, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Controller, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { categoryLabels, genderLabels, tierLabels, type QuoteField } from '../../../contract/index.ts';
import { maskDateInput, truncateZip } from '../../../machines/quote/input-masks.ts';
import { siteQueries } from '../../api/queries.ts';

/** Label text of each quote field (spec 1 §2: zip, gender, tier, date of birth; wizard steps 5 and 6). */
export const quoteFieldLabels: Record<QuoteField, string> = {
  zip: 'Zip Code',
  dob: 'Date of Birth',
  gender: 'Gender',
  tier: 'Tier',
  categories: 'Plan Categories',
  coverage: 'Interested Coverage Type',
};

const useQuoteForm = () => useFormContext<FieldValues>();

/** A labelled field with its message: the control comes as children. */
function QuoteFieldShell({ field, children }: { field: QuoteField; children: ReactNode }) {
  const { formState } = useQuoteForm();
  const message = formState.errors[field]?.message;
  return (
    <Field.Root invalid={message !== undefined}>
      <Field.Label>{quoteFieldLabels[field]}</Field.Label>
      {children}
      <Field.ErrorText>{typeof message === 'string' ? message : null}</Field.ErrorText>
    </Field.Root>
  );
}

/** A text input whose typing goes through `mask` (zip truncation, date mask). */
function MaskedInput({ field, mask, ...input }: { field: QuoteField; mask: (text: string) => string } & React.ComponentProps<typeof Input>) {
  const { register } = useQuoteForm();
  const registered = register(field as Path<FieldValues>);
  return (
    <QuoteFieldShell field={field}>
      <Input
        {...input}
        {...registered}
        onChange={(event) => {
          event.target.value = mask(event.target.value);
          return registered.onChange(event);
        }}
      />
    </QuoteFieldShell>
  );
}

export const ZipInput = () => <MaskedInput field="zip" mask={truncateZip} inputMode="numeric" autoComplete="postal-code" />;

export const DobInput = () => <MaskedInput field="dob" mask={maskDateInput} inputMode="numeric" placeholder="mm/dd/yyyy" maxLength={10} />;

function ChoiceSelect({ field, options }: { field: QuoteField; options: Record<string, string> }) {
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
export const TierSelect = () => <ChoiceSelect field="tier" options={tierLabels} />;

export function CoverageSelect() {
  const coverages = useQuery(siteQueries.coverages()).data ?? [];
  return <ChoiceSelect field="coverage" options={Object.fromEntries(coverages.map(({ value, name }) => [value, name]))} />;
}

/** Wizard step 5: several plan categories. */
export function CategoriesChoice() {
  const { control, formState } = useQuoteForm();
  const message = formState.errors.categories?.message;
  return (
    <Fieldset.Root invalid={message !== undefined}>
      <Fieldset.Legend>{quoteFieldLabels.categories}</Fieldset.Legend>
      <Controller
        control={control}
        name="categories"
        render={({ field }) => (
          <CheckboxGroup value={field.value as string[]} onValueChange={field.onChange} name={field.name}>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
              {Object.entries(categoryLabels).map(([value, label]) => (
                <Checkbox.Root key={value} value={value}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{label}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </SimpleGrid>
          </CheckboxGroup>
        )}
      />
      <Fieldset.ErrorText>{typeof message === 'string' ? message : null}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}

/** The control of each quote field, for the wizard's one-field steps. */
export const quoteFieldControls: Record<QuoteField, () => ReactNode> = {
  zip: ZipInput,
  dob: DobInput,
  gender: GenderSelect,
  tier: TierSelect,
  categories: CategoriesChoice,
  coverage: CoverageSelect,
};
