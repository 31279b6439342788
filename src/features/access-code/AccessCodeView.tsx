import { Button, DataList, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { Field } from '../../ui/chakra.tsx';
import { useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import type { ActorRefFrom } from 'xstate';
import type { accessCodeMachine } from '../../../machines/access-code/access-code.machine.ts';
import { formatPhone } from '../../../machines/shared/phone.ts';

export type AccessCodeActor = ActorRefFrom<typeof accessCodeMachine>;

/** The code field's label per modal. */
export const codeLabels = { rep: 'Access Code', group: 'Group Enrollment Code' } as const;

function CodeForm({ actor }: { actor: AccessCodeActor }) {
  const kind = useSelector(actor, (snapshot) => snapshot.context.kind);
  const code = useSelector(actor, (snapshot) => snapshot.context.code);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const validating = useSelector(actor, (snapshot) => snapshot.hasTag('validating'));
  const form = useForm({ defaultValues: { code } });
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => actor.send({ type: 'user.submit', code: values.code }))}>
      <Stack gap="4">
        <Field.Root invalid={error !== null}>
          <Field.Label>{codeLabels[kind]}</Field.Label>
          <Input {...form.register('code')} autoComplete="off" autoFocus />
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" loading={validating} loadingText="Checking" alignSelf="start">
          Submit
        </Button>
      </Stack>
    </form>
  );
}

function YesNo({ actor, question }: { actor: AccessCodeActor; question: string }) {
  return (
    <Stack gap="3">
      <Text fontWeight="medium">{question}</Text>
      <Stack direction="row" gap="3">
        <Button onClick={() => actor.send({ type: 'user.yes' })}>Yes</Button>
        <Button variant="outline" onClick={() => actor.send({ type: 'user.no' })}>
          No
        </Button>
      </Stack>
    </Stack>
  );
}

function RepConfirmation({ actor }: { actor: AccessCodeActor }) {
  const rep = useSelector(actor, (snapshot) => snapshot.context.rep);
  if (!rep) return null;
  const rows = [
    ['Name', `${rep.first_name} ${rep.last_name}`],
    ['Code', rep.agent_code],
    ['E-mail', rep.email],
    ['Phone', formatPhone(rep.phone)],
  ];
  return (
    <Stack gap="5">
      <DataList.Root orientation="horizontal" aria-label="Rep">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <YesNo actor={actor} question="Is this your rep?" />
    </Stack>
  );
}

function GroupConfirmation({ actor }: { actor: AccessCodeActor }) {
  const group = useSelector(actor, (snapshot) => snapshot.context.group);
  if (!group) return null;
  return (
    <Stack gap="5">
      <Text>
        Company: <strong>{group.name}</strong>
      </Text>
      <YesNo actor={actor} question="Is this your company?" />
      <Button variant="plain" colorPalette="brand" textDecoration="underline" alignSelf="start" px="0" onClick={() => actor.send({ type: 'user.reenter' })}>
        Re-enter the code
      </Button>
    </Stack>
  );
}

/** What the access-code machine shows: the code form, a confirmation, or the page loading. */
export function AccessCodeView({ actor }: { actor: AccessCodeActor }) {
  const state = useSelector(actor, (snapshot) =>
    snapshot.hasTag('leaving') ? 'leaving' : snapshot.matches({ confirming: 'rep' }) ? 'rep' : snapshot.matches({ confirming: 'group' }) ? 'group' : 'entering',
  );
  switch (state) {
    case 'leaving':
      return <Spinner role="status" aria-label="Opening the landing page" color="brand.solid" />;
    case 'rep':
      return <RepConfirmation actor={actor} />;
    case 'group':
      return <GroupConfirmation actor={actor} />;
    default:
      return <CodeForm actor={actor} />;
  }
}
