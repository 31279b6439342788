import { Badge, Button, Card, Flex, Heading, HStack, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { categoryLabels, RECOMMENDED_STRIP_MAX, type RecommendedPlan } from '../../../contract/index.ts';
import type { RecommendationQuery, recommendationsMachine } from '../../../machines/recommendations/recommendations.machine.ts';
import { inspect } from '../../adapters/inspection.ts';
import { provideRecommendations, type RecommendListSearch } from '../../adapters/recommendations.ts';
import { PageSpinner } from '../../ui/PageSpinner.tsx';
import { useLanding } from '../../adapters/use-landing.ts';
import { money } from '../../ui/money.ts';

export type RecommendationsActor = ActorRefFrom<typeof recommendationsMachine>;

/** One recommended plan: logo, name (to its detail page), Starting From price and category. */
function RecommendedCard({ plan }: { plan: RecommendedPlan }) {
  const landing = useLanding();
  return (
    <Card.Root as="article" size="sm" height="full" aria-label={plan.plan_name}>
      <Card.Body gap="2">
        <Image src={plan.plan_logo} alt="" boxSize="12" borderRadius="l2" />
        <Card.Title as="h3" textStyle="md">
          <Link to="/{-$landing}/plan/$planId/$planName" params={{ landing, planId: String(plan.plan_id), planName: plan.plan_name }}>
            {plan.plan_name}
          </Link>
        </Card.Title>
        <Text>
          Starting From <Text as="strong">{money.format(plan.plan_price)}</Text>
        </Text>
        <Badge alignSelf="start" colorPalette="brand" variant="subtle">
          {categoryLabels[plan.plan_category]}
        </Badge>
      </Card.Body>
    </Card.Root>
  );
}

/** The list page's columns by width (spec 1 §2): 1, 2, 3 or 5. */
const listColumns = { base: 1, sm: 2, md: 3, xl: 5 } as const;

function PlanGrid({ plans, columns }: { plans: RecommendedPlan[]; columns: number | typeof listColumns }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={columns} gap="4" aria-label="Recommended plans">
      {plans.map((plan) => (
        <li key={plan.plan_id}>
          <RecommendedCard plan={plan} />
        </li>
      ))}
    </SimpleGrid>
  );
}

/**
 * The strip's carousel: the machine's window of plans, and Previous and Next while it has a plan
 * before or after the window. The buttons stay in place (aria-disabled keeps a keyboard's focus on
 * them at either end); the view tells the machine the screen's width, which decides the columns.
 */
function Carousel({ actor }: { actor: RecommendationsActor }) {
  useEffect(() => {
    const resized = () => actor.send({ type: 'view.resized', width: window.innerWidth });
    resized();
    window.addEventListener('resize', resized);
    return () => window.removeEventListener('resize', resized);
  }, [actor]);
  const shown = useSelector(actor, ({ context }) => context.recs.slice(context.start, context.start + context.columns));
  const shownColumns = useSelector(actor, (snapshot) => snapshot.context.columns);
  const hasPrevious = useSelector(actor, (snapshot) => snapshot.can({ type: 'user.previous' }));
  const hasNext = useSelector(actor, (snapshot) => snapshot.can({ type: 'user.next' }));
  return (
    <Stack gap="3">
      <PlanGrid plans={shown} columns={shownColumns} />
      {(hasPrevious || hasNext) && (
        <HStack justify="end" gap="2">
          <Button size="sm" variant="outline" aria-label="Previous recommended plans" aria-disabled={!hasPrevious} onClick={() => actor.send({ type: 'user.previous' })}>
            Previous
          </Button>
          <Button size="sm" variant="outline" aria-label="Next recommended plans" aria-disabled={!hasNext} onClick={() => actor.send({ type: 'user.next' })}>
            Next
          </Button>
        </HStack>
      )}
    </Stack>
  );
}

/**
 * What the recommendations machine shows: a spinner, the strip's carousel or every plan (1, 2, 3
 * or 5 columns, spec 1 §2), or its empty message. `emptyHidden` leaves a strip out altogether when
 * nothing is recommended.
 */
export function RecommendedView({ actor, emptyHidden = false }: { actor: RecommendationsActor; emptyHidden?: boolean }) {
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));
  const carousel = useSelector(actor, (snapshot) => snapshot.hasTag('carousel'));
  const recs = useSelector(actor, (snapshot) => snapshot.context.recs);
  const message = useSelector(actor, (snapshot) => (snapshot.getMeta() as Record<string, { message?: string }>)['recommendations.empty']?.message);
  if (loading) return <PageSpinner label="Loading recommended plans" />;
  if (message) return emptyHidden ? null : <Text textStyle="lg">{message}</Text>;
  return carousel ? <Carousel actor={actor} /> : <PlanGrid plans={recs} columns={listColumns} />;
}

/** The recommended strip of the landing and the cart: at most 5 plans and View All. */
export function RecommendedStrip({ query, viewAllSearch }: { query: RecommendationQuery; viewAllSearch: RecommendListSearch }) {
  const landing = useLanding();
  const [machine] = useState(provideRecommendations);
  const actor = useActorRef(machine, { input: { query, limit: RECOMMENDED_STRIP_MAX }, inspect });
  const hidden = useSelector(actor, (snapshot) => snapshot.matches('empty'));
  if (hidden) return null;
  return (
    <Stack as="section" aria-labelledby="recommended-plans" gap="5">
      <Flex justify="space-between" align="center" gap="4">
        <Heading as="h2" id="recommended-plans" size="xl">
          Recommended Plans
        </Heading>
        <Button asChild size="sm" variant="outline" colorPalette="brand">
          <Link to="/{-$landing}/recommend-list" params={{ landing }} search={viewAllSearch}>
            View All
          </Link>
        </Button>
      </Flex>
      <RecommendedView actor={actor} emptyHidden />
    </Stack>
  );
}
