import { Button, Card, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link, useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { ASSOCIATION_MEMBERS_CLAIM, membershipTiers, type MembershipTier } from '../../../contract/index.ts';
import type { NewMembershipInput, newMembershipMachine } from '../../../machines/new-membership/new-membership.machine.ts';
import { inspect } from '../../adapters/inspection.ts';
import { localStorageAdapter } from '../../adapters/local-storage.ts';
import { provideNewMembership } from '../../adapters/new-membership.ts';
import { filterScopeOf } from '../../adapters/session-scope.ts';
import { QuoteForm } from '../quote/QuoteForm.tsx';
import type { QuoteActor } from '../quote/quote-actor.ts';
import { useLanding } from '../../adapters/use-landing.ts';
import { money, wholeDollars } from '../../ui/money.ts';

export type NewMembershipActor = ActorRefFrom<typeof newMembershipMachine>;

function MembershipCard({ tier, actor }: { tier: MembershipTier; actor: NewMembershipActor }) {
  const adding = useSelector(actor, (snapshot) => snapshot.hasTag('adding'));
  const pending = useSelector(actor, (snapshot) => snapshot.context.pending);
  return (
    <Card.Root as="article" aria-labelledby={`membership-${tier.name}`} height="full">
      <Card.Body gap="3">
        <Card.Title as="h2" id={`membership-${tier.name}`} textStyle="xl">
          {tier.name}
        </Card.Title>
        <Text textStyle="2xl" fontWeight="bold">
          {money.format(tier.price)}
          <Text as="span" textStyle="md" fontWeight="normal">
            /month
          </Text>
        </Text>
        <Text>Term Life {wholeDollars.format(tier.termLife)} included</Text>
      </Card.Body>
      <Card.Footer>
        <Button
          colorPalette="brand"
          disabled={adding}
          loading={adding && pending === tier.name}
          aria-label={`ADD CART: ${tier.name}`}
          onClick={() => actor.send({ type: 'user.addToCart', membership: tier.name })}
        >
          ADD CART
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

/**
 * What the machine shows: the three memberships with their prices to every visitor; without an
 * enrollment, the association filter form on the page above them (spec 3 §2.10).
 */
export function NewMembershipView({ actor }: { actor: NewMembershipActor }) {
  const landing = useLanding();
  const quote = useSelector(actor, (snapshot) => snapshot.children.quote as QuoteActor | undefined);
  const added = useSelector(actor, (snapshot) => snapshot.context.added);
  const pending = useSelector(actor, (snapshot) => snapshot.context.pending);
  return (
    <Stack gap="8">
      <Stack gap="3">
        <Heading as="h1" size="2xl">
          Association Memberships
        </Heading>
        <Stack as="ul" gap="1" ps="5" listStyleType="disc">
          <li>{ASSOCIATION_MEMBERS_CLAIM} nationwide trust the association.</li>
          <li>Every membership includes Term Life coverage.</li>
          <li>Member discounts on health, dental, vision and more.</li>
        </Stack>
      </Stack>
      {quote && (
        <Stack as="section" aria-labelledby="association-filter" gap="4" maxW="3xl">
          <Heading as="h2" id="association-filter" size="lg">
            Tell us about you
          </Heading>
          <QuoteForm actor={quote} />
          {pending && <Text>Fill in the form to add the {pending} Membership to your cart.</Text>}
        </Stack>
      )}
      <SimpleGrid as="section" aria-label="Memberships" columns={{ base: 1, md: 3 }} gap="5">
        {membershipTiers.map((tier) => (
          <MembershipCard key={tier.name} tier={tier} actor={actor} />
        ))}
      </SimpleGrid>
      <Text role="status" minH="6">
        {added ? (
          <>
            {added} Membership added to your cart.{' '}
            <Link to="/{-$landing}/cart" params={{ landing }}>
              View Cart
            </Link>
          </>
        ) : null}
      </Text>
    </Stack>
  );
}

/** /new_membership: one machine per visit, for the stored quote. */
export default function NewMembershipPage() {
  const router = useRouter();
  const [machine] = useState(() => provideNewMembership(router));
  const [input] = useState((): NewMembershipInput => {
    const stored = localStorageAdapter.read();
    return { tempId: stored.tempId ?? null, scope: filterScopeOf(stored) };
  });
  const actor = useActorRef(machine, { input, inspect });
  return (
    <Container as="main" maxW="7xl" py="10">
      <NewMembershipView actor={actor} />
    </Container>
  );
}
