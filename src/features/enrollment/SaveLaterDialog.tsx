import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Field } from '../../ui/chakra.tsx';
import { useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import { stepMessages } from '../../../contract/index.ts';
import { ModalDialog } from '../../ui/ModalDialog.tsx';
import type { EnrollmentActor, SaveLaterActor } from './enrollment-actors.ts';

function AskEmail({ actor }: { actor: SaveLaterActor }) {
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const sending = useSelector(actor, (snapshot) => snapshot.hasTag('saving'));
  const form = useForm({ defaultValues: { email: actor.getSnapshot().context.email } });
  return (
    <form noValidate aria-label="Alternate email" onSubmit={form.handleSubmit(({ email }) => actor.send({ type: 'user.sendCode', email }))}>
      <Stack gap="4">
        <Text>{stepMessages.saveLaterQuestion}</Text>
        <Field.Root invalid={Boolean(error)}>
          <Field.Label>Alternate Email</Field.Label>
          <Input type="email" autoComplete="email" maxLength={100} {...form.register('email')} />
          <Field.HelperText>{stepMessages.saveLaterBlankHint}</Field.HelperText>
          {error && (
            <Text role="alert" textStyle="sm" color="fg.error">
              {error}
            </Text>
          )}
        </Field.Root>
        <HStack gap="3" justify="flex-end">
          <Button variant="outline" onClick={() => actor.send({ type: 'user.back' })} disabled={sending}>
            Back
          </Button>
          <Button type="submit" loading={sending} loadingText="Sending">
            Send Code
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

function SaveLaterBody({ actor }: { actor: SaveLaterActor }) {
  const sent = useSelector(actor, (snapshot) => snapshot.matches('sent'));
  if (!sent) return <AskEmail actor={actor} />;
  return (
    <Stack gap="4">
      <Text role="status">{stepMessages.saveLaterDone}</Text>
      <HStack justify="flex-end">
        <Button onClick={() => actor.send({ type: 'user.done' })}>Done</Button>
      </HStack>
    </Stack>
  );
}

/**
 * The code-send modal of every step (spec 2 §2, spec 3 §2.6): the engine's `saveLater` child asks
 * for the alternate e-mail (optional: blank sends to the enrollment's own); Send Code saves the step's values for later and mails the code.
 */
export function SaveLaterDialog({ engine }: { engine: EnrollmentActor }) {
  const actor = useSelector(engine, (snapshot) => snapshot.children.saveLater as SaveLaterActor | undefined);
  const open = useSelector(engine, (snapshot) => snapshot.matches({ showingStep: 'savingLater' }));
  const close = () => {
    if (!actor) return;
    const snapshot = actor.getSnapshot();
    if (snapshot.matches('sent')) actor.send({ type: 'user.done' });
    else if (snapshot.matches('asking')) actor.send({ type: 'user.back' });
  };
  return (
    <ModalDialog open={open && actor !== undefined} title="Save & Continue Later" onClose={close} fresh>
      {actor && <SaveLaterBody key={actor.sessionId} actor={actor} />}
    </ModalDialog>
  );
}
