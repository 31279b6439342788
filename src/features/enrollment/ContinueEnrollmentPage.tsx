import { Button, Container, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { Field } from '../../ui/chakra.tsx';
import { useParams } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ActorRefFrom } from 'xstate';
import type { ContinueInput, continueEnrollmentMachine } from '../../../machines/enrollment/continue-enrollment.machine.ts';
import { provideContinueEnrollment } from '../../adapters/enrollment.ts';
import { inspect } from '../../adapters/inspection.ts';
import { PageSpinner } from '../../ui/PageSpinner.tsx';

export type ContinueActor = ActorRefFrom<typeof continueEnrollmentMachine>;

/**
 * Continue-enrollment (spec 3 §2.8, §4.6): the enrollment code and e-mail with Continue; each
 * message at its field, a failure that names neither below. A direct-continue link resumes
 * without the form (the form shows when the link is unknown). A submitted enrollment's code or
 * link opens its receipt.
 */
export function ContinueEnrollmentView({ actor }: { actor: ContinueActor }) {
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));
  const direct = useSelector(actor, (snapshot) => snapshot.matches('resumingDirectly') || snapshot.matches('resumed'));
  const submitted = useSelector(actor, (snapshot) => snapshot.matches('openingReceipt'));
  const errors = useSelector(actor, (snapshot) => snapshot.context.errors);
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const form = useForm({ defaultValues: { code: '', email: '' } });
  // a submitted enrollment's code or link: its receipt loads, no step
  if (submitted) return <PageSpinner label="Opening your receipt" />;
  if (direct) return <PageSpinner label="Resuming your enrollment" />;
  return (
    <Stack gap="6" maxW="md">
      <Heading as="h1" size="2xl">
        Continue Enrollment
      </Heading>
      <form noValidate aria-label="Continue Enrollment" onSubmit={form.handleSubmit(({ code, email }) => actor.send({ type: 'user.continue', code, email }))}>
        <Stack gap="4">
          <Field.Root invalid={Boolean(errors.code)} required>
            <Field.Label>Enrollment Code</Field.Label>
            <Input autoComplete="off" maxLength={40} {...form.register('code')} />
            <Field.ErrorText>{errors.code}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.email)} required>
            <Field.Label>Email</Field.Label>
            <Input type="email" autoComplete="email" maxLength={100} {...form.register('email')} />
            <Field.ErrorText>{errors.email}</Field.ErrorText>
          </Field.Root>
          {failure && (
            <Text role="alert" color="fg.error">
              {failure}
            </Text>
          )}
          <div>
            <Button type="submit" loading={busy} loadingText="Continuing">
              Continue
            </Button>
          </div>
        </Stack>
      </form>
    </Stack>
  );
}

/** /continue-enrollment and /direct-continue/{id}/{tab}: one continue machine per visit. */
export default function ContinueEnrollmentPage() {
  const { id, tab } = useParams({ strict: false });
  const [machine] = useState(provideContinueEnrollment);
  const [input] = useState((): ContinueInput => ({ directId: id ?? null, directTab: tab ?? null }));
  const actor = useActorRef(machine, { input, inspect });
  return (
    <Container as="main" maxW="7xl" py="10">
      <ContinueEnrollmentView actor={actor} />
    </Container>
  );
}
