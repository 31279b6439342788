import { Button, Card, Flex, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { Alert } from '../../ui/chakra.tsx';
import { useSelector } from '@xstate/react';
import { type CartActor } from './cart-actor.ts';
import { money } from '../../ui/money.ts';

/**
 * Additional Riders (spec 1 §2 Cart page): each rider offered for a plan in the cart, with its
 * logo, name, the plan it attaches to, its monthly price and Add Rider. Hidden when none is offered.
 */
export function CartRiders({ actor }: { actor: CartActor }) {
  const riders = useSelector(actor, (snapshot) => snapshot.context.riders);
  const lines = useSelector(actor, (snapshot) => snapshot.context.lines);
  const riderError = useSelector(actor, (snapshot) => snapshot.context.riderError);
  const pending = useSelector(actor, (snapshot) => snapshot.context.pendingRider);
  const idle = useSelector(actor, (snapshot) => snapshot.matches({ ready: 'idle' }));
  const adding = useSelector(actor, (snapshot) => snapshot.hasTag('addingRider'));
  if (riders.length === 0) return null;
  const baseName = (planId: number) => lines.find((line) => line.plan_id === planId)?.plan_name ?? 'your plan';
  return (
    <Stack as="section" aria-labelledby="cart-riders-title" gap="4">
      <Heading as="h2" id="cart-riders-title" size="xl">
        Additional Riders
      </Heading>
      {riderError && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{riderError}</Alert.Title>
        </Alert.Root>
      )}
      <Stack as="ul" listStyleType="none" gap="3" aria-label="Additional riders">
        {riders.map((rider) => {
          const thisOne = adding && pending?.plan_id === rider.plan_id && pending.plan_pricing_id === rider.plan_pricing_id;
          return (
            <li key={`${rider.plan_id}-${rider.plan_pricing_id}`}>
              <Card.Root size="sm" variant="outline">
                <Card.Body>
                  <Flex gap="4" align="center" wrap="wrap">
                    <Image src={rider.plan_logo} alt={`${rider.plan_name} logo`} boxSize="12" borderRadius="l2" />
                    <Stack gap="0" flex="1" minW="40">
                      <Text fontWeight="semibold">{rider.plan_name}</Text>
                      <Text color="fg.muted" textStyle="sm">
                        for {baseName(rider.rider_for)}
                      </Text>
                    </Stack>
                    <Text>{money.format(rider.price)} / month</Text>
                    <Button
                      size="sm"
                      colorPalette="brand"
                      aria-label={`Add ${rider.plan_name}`}
                      loading={thisOne}
                      loadingText="Adding"
                      disabled={!idle && !thisOne}
                      onClick={() => actor.send({ type: 'user.addRider', planId: rider.plan_id, planPricingId: rider.plan_pricing_id })}
                    >
                      {/* its name says which rider; the words shown are part of it (WCAG 2.5.3) */}
                      Add
                    </Button>
                  </Flex>
                </Card.Body>
              </Card.Root>
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
}
