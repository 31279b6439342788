import { Container } from '@chakra-ui/react';
import { getRouteApi, useRouter, type AnyRouter } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import type { AnyStateMachine, InputFrom } from 'xstate';
import { tierSchema } from '../../../contract/index.ts';
import type { EnrollerKind } from '../../../machines/shared/enroller-choices.ts';
import type { StoredValues } from '../../../machines/shared/storage.ts';
import { inspect } from '../../adapters/inspection.ts';
import { localStorageAdapter } from '../../adapters/local-storage.ts';
import { provideEnrollerHome, provideMemberHome, provideMemberPicker } from '../../adapters/role-homes.ts';
import { EnrollerHomeView } from './EnrollerHomeView.tsx';
import { MemberHomeView } from './MemberHomeView.tsx';
import { MemberPickerView } from './MemberPickerView.tsx';

/** A role page's machine, started once with what storage holds as the page opens. */
const usePageActor = <T extends AnyStateMachine>(provide: (router: AnyRouter) => T, input: (stored: StoredValues) => InputFrom<T>) => {
  const router = useRouter();
  const [machine] = useState(() => provide(router));
  const [startInput] = useState(() => input(localStorageAdapter.read()));
  return useActorRef(machine, { input: startInput, inspect });
};

function EnrollerHome({ kind }: { kind: EnrollerKind }) {
  const actor = usePageActor(provideEnrollerHome, (stored) => ({ kind, stored }));
  return (
    <Container as="main" maxW="7xl" py="10">
      <EnrollerHomeView actor={actor} />
    </Container>
  );
}

function MemberPicker({ kind }: { kind: EnrollerKind }) {
  const actor = usePageActor(provideMemberPicker, (stored) => ({ kind, stored }));
  return (
    <Container as="main" maxW="7xl" py="10">
      <MemberPickerView actor={actor} />
    </Container>
  );
}

export const AgentHomePage = () => <EnrollerHome kind="rep" />;
export const GroupHomePage = () => <EnrollerHome kind="group" />;
export const AgentSelectMemberPage = () => <MemberPicker kind="rep" />;
export const GroupSelectMemberPage = () => <MemberPicker kind="group" />;

export function MemberHomePage() {
  const actor = usePageActor(provideMemberHome, (stored) => ({ userId: stored.USER_ID ?? null, stored }));
  return (
    <Container as="main" maxW="7xl" py="10">
      <MemberHomeView actor={actor} />
    </Container>
  );
}

const storeRoute = getRouteApi('/{-$landing}/member-benefit-store/$id/$tier');

/** The bare member-benefit-store page (its id is the member's signed link): a spinner while the machine creates the filter. */
export function MemberBenefitStorePage() {
  const { id, tier } = storeRoute.useParams();
  const actor = usePageActor(provideMemberHome, (stored) => ({ link: id, tier: tierSchema.safeParse(tier).data ?? 'IO', stored }));
  return <MemberHomeView actor={actor} />;
}
