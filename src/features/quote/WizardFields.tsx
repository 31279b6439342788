import { Checkbox, CheckboxGroup, Fieldset, SimpleGrid, Skeleton } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { categoryLabels, type QuoteField } from '../../../contract/index.ts';
import { localStorageAdapter } from '../../adapters/local-storage.ts';
import { siteQueries } from '../../adapters/site-queries.ts';
import { useFieldMessage } from '../../ui/field-message.ts';
import { useChrome } from '../chrome/chrome-actor.tsx';
import { ChoiceSelect, DobInput, GenderSelect, quoteFieldLabels, TierSelect, useQuoteForm, ZipInput } from './QuoteFields.tsx';

// The wizard's own steps: the checkbox group (zag's checkbox machine) loads with the wizard only.

export function CoverageSelect() {
  const coverages = useQuery(siteQueries.coverages()).data ?? [];
  return <ChoiceSelect field="coverage" options={Object.fromEntries(coverages.map(({ value, name }) => [value, name]))} />;
}

/** Wizard step 5: several plan categories, of those the site sells (its menu's). */
export function CategoriesChoice() {
  const form = useQuoteForm();
  const message = useFieldMessage(form, 'categories');
  const [stored] = useState(() => localStorageAdapter.read());
  const offered = useQuery(siteQueries.menu(stored, useChrome().groupMenu));
  // until the site's list arrives, none: a category it does not sell would end on no plans
  const categories = (offered.data ?? []).map((category) => [category, categoryLabels[category]] as const);
  return (
    <Fieldset.Root invalid={message !== undefined}>
      <Fieldset.Legend>{quoteFieldLabels.categories}</Fieldset.Legend>
      <Controller
        control={form.control}
        name="categories"
        render={({ field }) => (
          // the fieldset is the named group: Ark's role="group" box inside it would be an unnamed second one
          <CheckboxGroup role="presentation" value={field.value as string[]} onValueChange={field.onChange} name={field.name}>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
              {offered.isPending && <Skeleton h="6" aria-hidden />}
              {categories.map(([value, label]) => (
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
      <Fieldset.ErrorText>{message}</Fieldset.ErrorText>
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
