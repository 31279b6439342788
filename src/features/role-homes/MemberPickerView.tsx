import { Badge, Button, Heading, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { Field } from '../../ui/chakra.tsx';
import { useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import type { ActorRefFrom } from 'xstate';
import type { CurrentMember } from '../../../contract/index.ts';
import type { memberPickerMachine } from '../../../machines/member-picker/member-picker.machine.ts';
import { isInactivePlan, maskSsn, pageCount, pageOf, searchMembers } from '../../../machines/member-picker/member-rows.ts';
import { ModalDialog } from '../../ui/ModalDialog.tsx';
import { PageSpinner } from '../../ui/PageSpinner.tsx';
import { EnrollerSignInView } from './EnrollerSignInView.tsx';
import { TierField } from './TierField.tsx';

export type MemberPickerActor = ActorRefFrom<typeof memberPickerMachine>;

function Plans({ member }: { member: CurrentMember }) {
  if (member.plan_info.length === 0) return <Text color="fg.muted">No plans</Text>;
  return (
    <Stack gap="1" as="ul" listStyleType="none">
      {member.plan_info.map((plan) => {
        // red AND the status as text: colour is never the only signal
        const inactive = isInactivePlan(plan.plan_status);
        return (
          <HStack as="li" key={plan.plan} gap="2" color={inactive ? 'fg.error' : undefined}>
            <Text>{plan.plan_name}</Text>
            <Badge colorPalette={inactive ? 'red' : 'green'} variant="subtle">
              {plan.plan_status}
            </Badge>
          </HStack>
        );
      })}
    </Stack>
  );
}

function MemberRow({ actor, member }: { actor: MemberPickerActor; member: CurrentMember }) {
  return (
    <Table.Row>
      <Table.Cell>
        <Stack gap="0.5" textStyle="sm">
          <Text fontWeight="semibold" textStyle="md">
            {member.name}
          </Text>
          <Text>Date of birth: {member.dob}</Text>
          <Text>{member.email}</Text>
          <Text>SSN: {maskSsn(member.ssn)}</Text>
          <Text>Group: {member.group_info?.group_name ?? 'None'}</Text>
        </Stack>
      </Table.Cell>
      <Table.Cell>
        <Plans member={member} />
      </Table.Cell>
      <Table.Cell>
        <Button size="sm" aria-label={`Enroll Now: ${member.name}`} onClick={() => actor.send({ type: 'user.enrollNow', userId: member.user_id })}>
          Enroll Now
        </Button>
      </Table.Cell>
    </Table.Row>
  );
}

function Pagination({ actor, pages }: { actor: MemberPickerActor; pages: number }) {
  const page = useSelector(actor, (snapshot) => snapshot.context.page);
  const go = (to: number) => actor.send({ type: 'user.page', page: to });
  return (
    <HStack as="nav" aria-label="Members pages" gap="2">
      <Button size="sm" variant="outline" aria-label="Previous page" disabled={page === 0} onClick={() => go(page - 1)}>
        Previous
      </Button>
      {Array.from({ length: pages }, (_, index) => (
        <Button key={index} size="sm" variant={index === page ? 'solid' : 'outline'} aria-label={`Page ${index + 1}`} aria-current={index === page ? 'page' : undefined} onClick={() => go(index)}>
          {index + 1}
        </Button>
      ))}
      <Button size="sm" variant="outline" aria-label="Next page" disabled={page >= pages - 1} onClick={() => go(page + 1)}>
        Next
      </Button>
    </HStack>
  );
}

function TierModal({ actor }: { actor: MemberPickerActor }) {
  const selected = useSelector(actor, (snapshot) => snapshot.context.selected);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const saving = useSelector(actor, (snapshot) => snapshot.hasTag('saving'));
  const form = useForm({ defaultValues: { tier: '' } });
  return (
    <ModalDialog open={selected !== null} onClose={() => actor.send({ type: 'user.cancel' })} title={`Choose a tier for ${selected?.name ?? ''}`} fresh>
      <form noValidate onSubmit={form.handleSubmit(({ tier }) => actor.send({ type: 'user.submitTier', tier }))}>
        <Stack gap="4">
          <TierField label="Tier" registered={form.register('tier')} error={error} />
          <Button type="submit" loading={saving} loadingText="Submitting" alignSelf="start">
            Submit
          </Button>
        </Stack>
      </form>
    </ModalDialog>
  );
}

/** Sign out ends the rep's or group administrator's sign-in; a failure shows beside it. */
function SignOut({ actor }: { actor: MemberPickerActor }) {
  const signingOut = useSelector(actor, (snapshot) => snapshot.hasTag('signingOut'));
  const error = useSelector(actor, (snapshot) => (snapshot.hasTag('tierModal') ? null : snapshot.context.error));
  return (
    <HStack gap="3">
      <Button size="sm" variant="outline" loading={signingOut} loadingText="Signing out" onClick={() => actor.send({ type: 'user.signOut' })}>
        Sign out
      </Button>
      {error && (
        <Text role="alert" color="fg.error">
          {error}
        </Text>
      )}
    </HStack>
  );
}

/** The current-member picker: search, the page's members, pages, the tier modal, and sign-out. */
export function MemberPickerView({ actor }: { actor: MemberPickerActor }) {
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loading') || snapshot.status !== 'active' || snapshot.hasTag('leaving'));
  const members = useSelector(actor, (snapshot) => snapshot.context.members);
  const query = useSelector(actor, (snapshot) => snapshot.context.query);
  const page = useSelector(actor, (snapshot) => snapshot.context.page);
  const signingIn = useSelector(actor, (snapshot) => snapshot.hasTag('signIn'));
  if (loading) return <PageSpinner label="Loading members" />;
  if (signingIn) return <EnrollerSignInView actor={actor} />;
  const found = searchMembers(members, query);
  return (
    <Stack gap="6">
      <HStack justify="space-between" gap="4" wrap="wrap">
        <Heading as="h1" size="2xl">
          Current Members
        </Heading>
        <SignOut actor={actor} />
      </HStack>
      <Field.Root maxW="sm">
        <Field.Label>Search members</Field.Label>
        <Input type="search" value={query} onChange={(event) => actor.send({ type: 'user.search', query: event.target.value })} />
      </Field.Root>
      <Table.Root aria-label="Current members" variant="outline">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Members</Table.ColumnHeader>
            <Table.ColumnHeader>Benefits</Table.ColumnHeader>
            <Table.ColumnHeader>Action</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {pageOf(found, page).map((member) => (
            <MemberRow key={member.user_id} actor={actor} member={member} />
          ))}
        </Table.Body>
      </Table.Root>
      {found.length === 0 && <Text>No members match your search.</Text>}
      <Pagination actor={actor} pages={pageCount(found.length)} />
      <TierModal actor={actor} />
    </Stack>
  );
}
