import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Field } from '../../ui/chakra.tsx';
import { useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import type { ActorRefFrom } from 'xstate';
import { enrollerCodeHelp, type enrollerCodeMachine } from '../../../machines/shared/enroller-code/enroller-code.machine.ts';
import { ErrorSummary, errorTargetId } from '../../ui/ErrorSummary.tsx';
import { FormActions } from '../../ui/FormActions.tsx';
import { ModalDialog } from '../../ui/ModalDialog.tsx';

export type EnrollerCodeActor = ActorRefFrom<typeof enrollerCodeMachine>;

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
          <Field.HelperText>{enrollerCodeHelp}</Field.HelperText>
        </Field.Root>
        {error && (
          <Text role="alert" textStyle="sm" color="fg.error">
            {error}
          </Text>
        )}
        <FormActions onLeave={() => actor.send({ type: 'user.closeCode' })} submitLabel="Save" busy={saving} busyLabel="Saving" />
      </Stack>
    </form>
  );
}

/**
 * The Enter Enroller Code popup of Personal Information (spec 2 §2, §4, §5): the button, the saved
 * code, the popup with what the code is and who has it, and the message the step's Next brings back ('Enroller code is required') for
 * groups that need a code. The step's own Next drives the machine; this shows it.
 */
export function EnrollerCodeGate({ actor }: { actor: EnrollerCodeActor }) {
  const code = useSelector(actor, (snapshot) => snapshot.context.code);
  const editing = useSelector(actor, (snapshot) => snapshot.matches('editing') || snapshot.matches('saving'));
  const error = useSelector(actor, (snapshot) => (snapshot.matches('closed') ? snapshot.context.error : null));
  return (
    <Stack as="section" aria-label="Enroller code" gap="3">
      {/* the step's error summary at its top (issue 28 item 2): it takes focus after the refused Next */}
      <ErrorSummary judgement={error} lines={error ? [{ message: error, target: CODE_BUTTON_ID }] : []} />
      <HStack gap="3" wrap="wrap">
        <Button id={CODE_BUTTON_ID} variant="outline" onClick={() => actor.send({ type: 'user.openCode' })} aria-describedby={error ? CODE_ERROR_ID : undefined}>
          Enter Enroller Code
        </Button>
        {code && <Text>Enroller code: {code} saved</Text>}
      </HStack>
      {error && (
        <Text id={CODE_ERROR_ID} color="fg.error">
          {error}
        </Text>
      )}
      <ModalDialog open={editing} title="Enter Enroller Code" onClose={() => actor.send({ type: 'user.closeCode' })} fresh>
        <CodeForm actor={actor} />
      </ModalDialog>
    </Stack>
  );
}

const CODE_BUTTON_ID = errorTargetId('enroller_code');
const CODE_ERROR_ID = 'enroller-code-error';
