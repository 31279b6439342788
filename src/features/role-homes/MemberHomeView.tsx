import { Button, Heading, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useForm } from 'react-hook-form';
import type { ActorRefFrom } from 'xstate';
import type { Tier } from '../../../contract/index.ts';
import type { memberHomeMachine } from '../../../machines/member-home/member-home.machine.ts';
import { PageSpinner } from '../../ui/PageSpinner.tsx';
import { TierField } from './TierField.tsx';

export type MemberHomeActor = ActorRefFrom<typeof memberHomeMachine>;

function ChooseTier({ actor }: { actor: MemberHomeActor }) {
  const name = useSelector(actor, (snapshot) => snapshot.context.name);
  const tier = useSelector(actor, (snapshot) => snapshot.context.tier);
  const saving = useSelector(actor, (snapshot) => snapshot.hasTag('saving'));
  const form = useForm<{ tier: Tier }>({ defaultValues: { tier } });
  return (
    <Stack gap="8">
      <Heading as="h1" size="2xl">
        Welcome, {name}
      </Heading>
      <form aria-label="Choose your tier" noValidate onSubmit={form.handleSubmit((values) => actor.send({ type: 'user.submit', tier: values.tier }))}>
        <Stack gap="4" maxW="sm">
          <TierField registered={form.register('tier')} />
          <Button type="submit" loading={saving} loadingText="Submitting" alignSelf="start">
            Submit
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

/** The member home's welcome and tier; the store page and every wait show a spinner. */
export function MemberHomeView({ actor }: { actor: MemberHomeActor }) {
  const choosing = useSelector(actor, (snapshot) => snapshot.matches('choosingTier') || (snapshot.matches('creatingFilter') && !snapshot.context.fromStore));
  return choosing ? <ChooseTier actor={actor} /> : <PageSpinner label="Opening your plans" />;
}
