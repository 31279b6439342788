import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import type { ActorRefFrom } from 'xstate';
import type { enrollerCodeMachine } from '../../../machines/enroller-code/enroller-code.machine.ts';
import { ModalDialog } from '../../ui/ModalDialog.tsx';

export type EnrollerCodeActor = ActorRefFrom<typeof enrollerCodeMachine>;

/** What shows once the code is given or not needed (the steps are a later issue). */
export const stepsComeNext = 'The enrollment steps come next.';

function CodeForm({ actor }: { actor: EnrollerCodeActor }) {
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const saving = useSelector(actor, (snapshot) => snapshot.hasTag('saving'));
  const form = useForm({ defaultValues: { code: '' } });
  return (
    <form noValidate aria-label="Enroller code" onSubmit={form.handleSubmit(({ code }) => actor.send({ type: 'user.saveCode', code }))}>
      <Stack gap="4">
        <Field.Root invalid={Boolean(error)}>
          <Field.Label>Enroller Code</Field.Label>
          <Input maxLength={40} autoComplete="off" {...form.register('code')} />
        </Field.Root>
        {error && (
          <Text role="alert" textStyle="sm" color="fg.error">
            {error}
          </Text>
        )}
        <HStack gap="3">
          <Button variant="outline" onClick={() => actor.send({ type: 'user.closeCode' })}>
            Cancel
          </Button>
          <Button type="submit" loading={saving} loadingText="Saving">
            Save
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/**
 * The Enter Enroller Code gate of Personal Information (spec 2 §2, §4): the popup, the saved code,
 * and Next, which the machine holds back with 'Enroller code is required' for groups that need one.
 */
export function EnrollerCodeGate({ actor }: { actor: EnrollerCodeActor }) {
  const code = useSelector(actor, (snapshot) => snapshot.context.code);
  const editing = useSelector(actor, (snapshot) => snapshot.matches('editing') || snapshot.matches('saving'));
  const error = useSelector(actor, (snapshot) => (snapshot.matches('closed') ? snapshot.context.error : null));
  const done = useSelector(actor, (snapshot) => snapshot.status === 'done');
  return (
    <Stack as="section" aria-label="Enroller code" gap="4">
      {code && <Text>Enroller code: {code} saved</Text>}
      {done ? (
        <Text>{stepsComeNext}</Text>
      ) : (
        <HStack gap="3" wrap="wrap">
          <Button variant="outline" onClick={() => actor.send({ type: 'user.openCode' })}>
            Enter Enroller Code
          </Button>
          <Button onClick={() => actor.send({ type: 'user.next' })}>Next</Button>
          {error && (
            <Text role="alert" color="fg.error">
              {error}
            </Text>
          )}
        </HStack>
      )}
      <ModalDialog open={editing} title="Enter Enroller Code" onClose={() => actor.send({ type: 'user.closeCode' })} fresh>
        <CodeForm actor={actor} />
      </ModalDialog>
    </Stack>
  );
}
