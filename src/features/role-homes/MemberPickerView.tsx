import { Badge, Button, Heading, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { Field } from '../../ui/chakra.tsx';
import { useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import type { ActorRefFrom } from 'xstate';
import type { memberPickerMachine } from '../../../machines/member-picker/member-picker.machine.ts';
import type { MemberRow as Row } from '../../../machines/member-picker/member-picker-rules.ts';
import { ModalDialog } from '../../ui/ModalDialog.tsx';
import { PageSpinner } from '../../ui/PageSpinner.tsx';
import { maskSsn } from '../../ui/ssn.ts';
import { EnrollerSignInView } from './EnrollerSignInView.tsx';
import { TierField } from './TierField.tsx';

export type MemberPickerActor = ActorRefFrom<typeof memberPickerMachine>;

function Plans({ plans }: { plans: Row['plans'] }) {
  if (plans.length === 0) return <Text color="fg.muted">No plans</Text>;
  return (
    <Stack gap="1" as="ul" listStyleType="none">
      {/* red AND the status as text: colour is never the only signal */}
      {plans.map((plan) => (
        <HStack as="li" key={plan.plan} gap="2" color={plan.inactive ? 'fg.error' : undefined}>
          <Text>{plan.plan_name}</Text>
          <Badge colorPalette={plan.inactive ? 'red' : 'green'} variant="subtle">
            {plan.plan_status}
          </Badge>
        </HStack>
      ))}
    </Stack>
  );
}

function MemberRow({ actor, row: { member, plans } }: { actor: MemberPickerActor; row: Row }) {
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
        <Plans plans={plans} />
      </Table.Cell>
      <Table.Cell>
        <Button size="sm" aria-label={`Enroll Now: ${member.name}`} onClick={() => actor.send({ type: 'user.enrollNow', userId: member.user_id })}>
          Enroll Now
        </Button>
      </Table.Cell>
    </Table.Row>
  );
}

function Pagination({ actor }: { actor: MemberPickerActor }) {
  const page = useSelector(actor, (snapshot) => snapshot.context.page);
  const pages = useSelector(actor, (snapshot) => snapshot.context.pages);
  // Previous and Next are there while the machine has the page they open
  const hasPrevious = useSelector(actor, (snapshot) => snapshot.can({ type: 'user.page', page: snapshot.context.page - 1 }));
  const hasNext = useSelector(actor, (snapshot) => snapshot.can({ type: 'user.page', page: snapshot.context.page + 1 }));
  const go = (to: number) => actor.send({ type: 'user.page', page: to });
  return (
    <HStack as="nav" aria-label="Members pages" gap="2">
      <Button size="sm" variant="outline" aria-label="Previous page" disabled={!hasPrevious} onClick={() => go(page - 1)}>
        Previous
      </Button>
      {Array.from({ length: pages }, (_, index) => (
        <Button key={index} size="sm" variant={index === page ? 'solid' : 'outline'} aria-label={`Page ${index + 1}`} aria-current={index === page ? 'page' : undefined} onClick={() => go(index)}>
          {index + 1}
        </Button>
      ))}
      <Button size="sm" variant="outline" aria-label="Next page" disabled={!hasNext} onClick={() => go(page + 1)}>
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
  const query = useSelector(actor, (snapshot) => snapshot.context.query);
  const rows = useSelector(actor, (snapshot) => snapshot.context.rows);
  const noMatch = useSelector(actor, (snapshot) => snapshot.context.noMatch);
  const signingIn = useSelector(actor, (snapshot) => snapshot.hasTag('signIn'));
  if (loading) return <PageSpinner label="Loading members" />;
  if (signingIn) return <EnrollerSignInView actor={actor} />;
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
      {/* on a phone the table is wider than the screen: it scrolls within its box (a focusable region, for the keyboard), never the page */}
      <Table.ScrollArea tabIndex={0} role="region" aria-label="Current members, scrolls sideways on a narrow screen">
        <Table.Root aria-label="Current members" variant="outline">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Members</Table.ColumnHeader>
              <Table.ColumnHeader>Benefits</Table.ColumnHeader>
              <Table.ColumnHeader>Action</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <MemberRow key={row.member.user_id} actor={actor} row={row} />
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {noMatch && <Text>No members match your search.</Text>}
      <Pagination actor={actor} />
      <TierModal actor={actor} />
    </Stack>
  );
}
