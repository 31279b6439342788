import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSelector } from '@xstate/react';
import { FormProvider, useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { quoteFieldSchemas, type QuoteField } from '../../../contract/index.ts';
import type { QuoteFieldValue } from '../../../machines/shared/quote/quote-values.ts';
import { HydratedControls } from '../../ui/HydratedControls.tsx';
import { WIZARD_STEPS, wizardStepOf, type QuoteActor } from './quote-actor.ts';
import { quoteFieldControls } from './WizardFields.tsx';
import { QuoteSaveFailure } from './QuoteSaveFailure.tsx';
import { useMachineErrors } from './use-machine-errors.ts';

interface StepProps {
  actor: QuoteActor;
  field: QuoteField;
  step: number;
}

/** One wizard step: its field alone, Next sends `user.next` with the value once it is valid. */
function WizardStep({ actor, field, step }: StepProps) {
  const value = useSelector(actor, (snapshot) => snapshot.context.draft[field]);
  const errors = useSelector(actor, (snapshot) => snapshot.context.errors);
  const saving = useSelector(actor, (snapshot) => snapshot.hasTag('saving'));
  const canGoBack = useSelector(actor, (snapshot) => snapshot.can({ type: 'user.back' }));
  const form = useForm<Record<string, QuoteFieldValue>>({
    resolver: zodResolver(z.object({ [field]: quoteFieldSchemas[field] })) as never,
    defaultValues: { [field]: value ?? (field === 'categories' ? [] : '') },
  });
  useMachineErrors(errors, form.setError);
  const Control = quoteFieldControls[field];

  return (
    <FormProvider {...form}>
      <form aria-label="Get a quote" noValidate onSubmit={form.handleSubmit((values) => actor.send({ type: 'user.next', value: values[field] as QuoteFieldValue }))}>
        {/* inside the wizard's lazy boundary, which may hydrate after the page: till then its Next is
            held, never a plain HTML form's submit that reloads the page */}
        <HydratedControls>
          <Stack gap="5">
            <Text color="fg.muted" textStyle="sm">
              Step {step} of {WIZARD_STEPS}
            </Text>
            <QuoteSaveFailure actor={actor} />
            <Control />
            <HStack gap="3">
              {canGoBack && (
                <Button type="button" variant="outline" onClick={() => actor.send({ type: 'user.back', value: form.getValues(field) })}>
                  Back
                </Button>
              )}
              <Button type="submit" loading={saving} loadingText="Submitting">
                {step === WIZARD_STEPS ? 'Submit' : 'Next'}
              </Button>
            </HStack>
          </Stack>
        </HydratedControls>
      </form>
    </FormProvider>
  );
}

/** The 6-step quote wizard: the step the machine is in (kept while the quote is sent). */
export function QuoteWizard({ actor }: { actor: QuoteActor }) {
  const current = useSelector(actor, wizardStepOf);
  const shown = current ?? { field: 'coverage', step: WIZARD_STEPS };
  // keyed by field: each step starts from the draft's value for its own field
  return <WizardStep key={shown.field} actor={actor} field={shown.field} step={shown.step} />;
}
