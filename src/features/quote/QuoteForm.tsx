import { Button, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { quoteFieldSchemas } from '../../../contract/index.ts';
import type { QuoteDraft } from '../../../machines/shared/quote/quote-values.ts';
import { useLocatedZip } from '../location/located-zip.ts';
import type { QuoteActor } from './quote-actor.ts';
import { DobInput, GenderSelect, TierSelect, ZipInput } from './QuoteFields.tsx';
import { QuoteSaveFailure } from './QuoteSaveFailure.tsx';
import { useMachineErrors } from './use-machine-errors.ts';
import { sameMessages } from '../../ui/field-message.ts';
import { useHydrated } from '../../ui/hydrated.ts';

// The smoker radio shows only in the Edit popup of a filter with a smoker value: the landing's
// form never shows it, so its radio group loads with it, not with the landing.
const YesNoField = lazy(() => import('../plan-detail/YesNoField.tsx').then(({ YesNoField }) => ({ default: YesNoField })));

const formSchema = z.object({
  zip: quoteFieldSchemas.zip,
  gender: quoteFieldSchemas.gender,
  tier: quoteFieldSchemas.tier,
  dob: quoteFieldSchemas.dob,
  is_smoker: z.optional(z.nullable(z.enum(['0', '1']))),
});
type FormValues = Pick<QuoteDraft, 'zip' | 'gender' | 'tier' | 'dob' | 'is_smoker'>;

/**
 * The landing's 4-field quote form: one `user.submit` with the values once they are valid. The
 * form subscribes to none of what a Submit changes (the draft, the busy button, the cleared
 * messages): its fields are not rendered again while the quote saves (issue 25, interactions).
 */
export function QuoteForm({ actor }: { actor: QuoteActor }) {
  const [draft] = useState(() => actor.getSnapshot().context.draft);
  const errors = useSelector(actor, (snapshot) => snapshot.context.errors, sameMessages);
  const asksSmoker = useSelector(actor, (snapshot) => snapshot.matches({ form: 'withSmoker' }));
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema) as never,
    defaultValues: { zip: draft.zip, gender: draft.gender, tier: draft.tier, dob: draft.dob, is_smoker: draft.is_smoker ?? null },
  });
  useMachineErrors(errors, form.setError);
  // the location banner's zip fills an empty zip field only: nothing typed or quoted is replaced
  useLocatedZip((zip) => {
    if (form.getValues('zip') === '') form.setValue('zip', zip, { shouldValidate: true });
  });

  return (
    <FormProvider {...form}>
      <form aria-label="Get a quote" noValidate onSubmit={form.handleSubmit((values) => actor.send({ type: 'user.submit', values: { ...actor.getSnapshot().context.draft, ...values } }))}>
        <Stack gap="5">
          <QuoteSaveFailure actor={actor} />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <ZipInput />
            <GenderSelect />
            <TierSelect />
            <DobInput />
          </SimpleGrid>
          {asksSmoker && (
            <Controller
              control={form.control}
              name="is_smoker"
              render={({ field }) => (
                <Suspense fallback={<Skeleton h="16" />}>
                  <YesNoField name="is_smoker" label="Smoker" value={field.value ?? ''} onChange={(value) => field.onChange(value === '1' || value === '0' ? value : null)} />
                </Suspense>
              )}
            />
          )}
          <QuoteSubmit actor={actor} />
        </Stack>
      </form>
    </FormProvider>
  );
}

/** Submit, busy while the quote saves: its own component, so a save re-renders the button, not the form. */
function QuoteSubmit({ actor }: { actor: QuoteActor }) {
  const saving = useSelector(actor, (snapshot) => snapshot.hasTag('saving'));
  const hydrated = useHydrated();
  return (
    <Button type="submit" loading={saving} loadingText="Submitting" alignSelf="start" disabled={!hydrated}>
      Submit
    </Button>
  );
}
