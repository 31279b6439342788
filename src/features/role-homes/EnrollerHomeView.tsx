import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import type { ActorRefFrom } from 'xstate';
import type { enrollerHomeMachine } from '../../../machines/enroller-home/enroller-home.machine.ts';
import { ModalDialog } from '../../ui/ModalDialog.tsx';
import { PageSpinner } from '../../ui/PageSpinner.tsx';
import { BannerImage } from '../chrome/BannerImage.tsx';
import { useBranding } from '../chrome/site-content.ts';
import { SelectField } from './ChoiceFields.tsx';

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
  // the popup's message is the popup's
  const error = useSelector(actor, (snapshot) => (snapshot.matches('choosingPortal') ? snapshot.context.error : null));
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

/** Spec 3 §2.9: the popup after the rep's portal, with Start Direct Enrollment, or a group and Enroll. */
function ChoosingEnrollment({ actor }: { actor: EnrollerHomeActor }) {
  const groups = useSelector(actor, (snapshot) => snapshot.context.groups);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const form = useForm({ defaultValues: { groupId: '' } });
  return (
    <ModalDialog open title="Start the enrollment" onClose={() => actor.send({ type: 'user.back' })}>
      <Stack gap="6" pb="2">
        <Button alignSelf="start" onClick={() => actor.send({ type: 'user.startDirectEnrollment' })}>
          Start Direct Enrollment
        </Button>
        <form aria-label="Enroll for one of my groups" noValidate onSubmit={form.handleSubmit(({ groupId }) => actor.send({ type: 'user.enrollGroup', groupId }))}>
          <Stack gap="3">
            <SelectField label="Group" options={groups.map((group) => [String(group.gid), group.gname])} error={error} registered={form.register('groupId')} />
            <Button type="submit" alignSelf="start">
              Enroll
            </Button>
          </Stack>
        </form>
      </Stack>
    </ModalDialog>
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
      {/* the rep's popup opens over the portal choice, which stays as it was chosen */}
      {step !== 'who' && <ChoosingPortal actor={actor} />}
      {step === 'enrollment' && <ChoosingEnrollment actor={actor} />}
    </Stack>
  );
}
