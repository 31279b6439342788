import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { Controller, useForm } from 'react-hook-form';
import type { ActorRefFrom } from 'xstate';
import type { EnrollmentChoice, enrollerHomeMachine } from '../../../machines/enroller-home/enroller-home.machine.ts';
import { PageSpinner } from '../../ui/PageSpinner.tsx';
import { BannerImage } from '../chrome/BannerImage.tsx';
import { useBranding } from '../chrome/site-content.ts';
import { RadioChoice, SelectField } from './ChoiceFields.tsx';

export type EnrollerHomeActor = ActorRefFrom<typeof enrollerHomeMachine>;

function BackButton({ actor }: { actor: EnrollerHomeActor }) {
  return (
    <Button variant="outline" onClick={() => actor.send({ type: 'user.back' })}>
      Back
    </Button>
  );
}

function ChoosingWho({ actor }: { actor: EnrollerHomeActor }) {
  return (
    <Stack gap="4">
      <Heading as="h2" size="lg">
        Who do you want to enroll for?
      </Heading>
      <HStack gap="3">
        <Button onClick={() => actor.send({ type: 'user.newMember' })}>New Member</Button>
        <Button variant="outline" onClick={() => actor.send({ type: 'user.currentMember' })}>
          Current Member
        </Button>
      </HStack>
    </Stack>
  );
}

function ChoosingPortal({ actor }: { actor: EnrollerHomeActor }) {
  const platforms = useSelector(actor, (snapshot) => snapshot.context.platforms);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const form = useForm({ defaultValues: { portalId: '' } });
  return (
    <form aria-label="Choose the Enrollment Portal" noValidate onSubmit={form.handleSubmit(({ portalId }) => actor.send({ type: 'user.submitPortal', portalId }))}>
      <Stack gap="4" maxW="md">
        <SelectField
          label="Enrollment Portal"
          options={platforms.map((platform) => [String(platform.platform_group_id), platform.platform_name])}
          error={error}
          registered={form.register('portalId')}
        />
        <HStack gap="3">
          <BackButton actor={actor} />
          <Button type="submit">Submit</Button>
        </HStack>
      </Stack>
    </form>
  );
}

const enrollmentChoices: [EnrollmentChoice, string][] = [
  ['new-member', 'Start New Member Enrollment'],
  ['group', 'Enroll for one of my groups'],
];

function ChoosingEnrollment({ actor }: { actor: EnrollerHomeActor }) {
  const groups = useSelector(actor, (snapshot) => snapshot.context.groups);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const form = useForm<{ choice: EnrollmentChoice; groupId: string }>({ defaultValues: { choice: '', groupId: '' } });
  return (
    <form aria-label="Start the enrollment" noValidate onSubmit={form.handleSubmit((values) => actor.send({ type: 'user.submitEnrollment', ...values }))}>
      <Stack gap="4" maxW="md">
        <Controller
          control={form.control}
          name="choice"
          render={({ field }) => <RadioChoice label="Enrollment" options={enrollmentChoices} value={field.value} onChange={field.onChange} />}
        />
        <SelectField label="Group" options={groups.map((group) => [String(group.gid), group.gname])} error={error} registered={form.register('groupId')} />
        <HStack gap="3">
          <BackButton actor={actor} />
          <Button type="submit">Submit</Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** What the rep or group home shows: the welcome and the current step. */
export function EnrollerHomeView({ actor }: { actor: EnrollerHomeActor }) {
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loading') || snapshot.hasTag('leaving') || snapshot.status !== 'active');
  const name = useSelector(actor, (snapshot) => snapshot.context.name);
  const step = useSelector(actor, (snapshot) =>
    snapshot.matches('choosingPortal') ? 'portal' : snapshot.matches('choosingEnrollment') ? 'enrollment' : 'who',
  );
  const banner = useBranding().banner_image;
  if (loading) return <PageSpinner label="Loading your home page" />;
  return (
    <Stack gap="8">
      {/* spec 1 §2: the banner image comes from the cached site configuration */}
      {banner && (
        <Box borderRadius="l3" overflow="hidden">
          <BannerImage src={banner} />
        </Box>
      )}
      <Heading as="h1" size="2xl">
        Welcome, {name}
      </Heading>
      <Text color="fg.muted">Enroll a new member or one you already serve.</Text>
      {step === 'who' && <ChoosingWho actor={actor} />}
      {step === 'portal' && <ChoosingPortal actor={actor} />}
      {step === 'enrollment' && <ChoosingEnrollment actor={actor} />}
    </Stack>
  );
}
