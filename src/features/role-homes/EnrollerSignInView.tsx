import { Button, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { Field } from '../../ui/chakra.tsx';
import { useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import type { ActorRefFrom } from 'xstate';
import type { memberPickerMachine } from '../../../machines/member-picker/index.ts';

type MemberPickerActor = ActorRefFrom<typeof memberPickerMachine>;

function EmailStep({ actor }: { actor: MemberPickerActor }) {
  const error = useSelector(actor, (snapshot) => snapshot.context.emailError);
  const email = useSelector(actor, (snapshot) => snapshot.context.email);
  // after a sign-out: 'You are signed out.'
  const notice = useSelector(actor, (snapshot) => snapshot.context.notice);
  const sending = useSelector(actor, (snapshot) => snapshot.hasTag('saving'));
  const form = useForm({ defaultValues: { email } });
  return (
    <form noValidate aria-label="Sign in" onSubmit={form.handleSubmit((values) => actor.send({ type: 'user.requestCode', email: values.email }))}>
      <Stack gap="4" maxW="md">
        {notice && <Text role="status">{notice}</Text>}
        <Field.Root invalid={Boolean(error)}>
          <Field.Label>E-mail address</Field.Label>
          <Input type="email" autoComplete="email" {...form.register('email')} />
          <Field.HelperText>The address your rep or group account has on file. We e-mail a one-time code to it.</Field.HelperText>
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" loading={sending} loadingText="Sending" alignSelf="start">
          Send code
        </Button>
      </Stack>
    </form>
  );
}

function CodeStep({ actor }: { actor: MemberPickerActor }) {
  const error = useSelector(actor, (snapshot) => snapshot.context.codeError);
  const notice = useSelector(actor, (snapshot) => snapshot.context.notice);
  const email = useSelector(actor, (snapshot) => snapshot.context.email);
  const checking = useSelector(actor, (snapshot) => snapshot.hasTag('saving'));
  const form = useForm({ defaultValues: { code: '' } });
  return (
    <form noValidate aria-label="Enter the code" onSubmit={form.handleSubmit((values) => actor.send({ type: 'user.submitCode', code: values.code }))}>
      <Stack gap="4" maxW="md">
        <Text role="status">
          {notice} ({email})
        </Text>
        <Field.Root invalid={Boolean(error)}>
          <Field.Label>Sign-in code</Field.Label>
          <Input inputMode="numeric" autoComplete="one-time-code" {...form.register('code')} />
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <Stack direction="row" gap="3">
          <Button type="submit" loading={checking} loadingText="Signing in">
            Sign in
          </Button>
          <Button variant="outline" disabled={checking} onClick={() => actor.send({ type: 'user.changeEmail' })}>
            Use another e-mail
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

/** Rep and group-administrator sign-in before the member list: the e-mail, then the code mailed to it. */
export function EnrollerSignInView({ actor }: { actor: MemberPickerActor }) {
  const askingCode = useSelector(actor, (snapshot) => snapshot.hasTag('code'));
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Sign in to see your members
      </Heading>
      <Text>Member details are shown only to the members' own rep or group administrator.</Text>
      {askingCode ? <CodeStep actor={actor} /> : <EmailStep actor={actor} />}
    </Stack>
  );
}
