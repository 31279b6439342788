import { Badge, Box, Button, Card, Center, Flex, Heading, HStack, Image, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { ActorRefFrom } from 'xstate';
import { categoryLabels, RECOMMENDED_STRIP_MAX, type RecommendedPlan } from '../../../contract/index.ts';
import { connectCarousel, stripColumns, type AtBreakpoints } from '../../../machines/recommendations/recommendations.connect.ts';
import type { RecommendationQuery, recommendationsMachine } from '../../../machines/recommendations/recommendations.machine.ts';
import { inspect } from '../../adapters/inspection.ts';
import { usePageActor } from '../../adapters/page-actors.ts';
import { provideRecommendations, viewAllSearchOf } from '../../adapters/recommendations.ts';
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

/** Chakra's responsive `display` for a yes or no at each of the strip's breakpoints. */
const displayAt = ({ base, sm, md, xl }: AtBreakpoints, shown: string) => ({ base: base ? shown : 'none', sm: sm ? shown : 'none', md: md ? shown : 'none', xl: xl ? shown : 'none' });

/** Every plan in 1, 2, 3 or 5 columns by width (spec 1 §2); a carousel's plan shows only at the breakpoints of its `shownAt`. */
function PlanGrid({ plans, gridRef }: { plans: { plan: RecommendedPlan; shownAt?: AtBreakpoints }[]; gridRef?: RefObject<HTMLDivElement | null> }) {
  return (
    <SimpleGrid ref={gridRef} as="ul" listStyleType="none" columns={stripColumns} gap="4" aria-label="Recommended plans">
      {plans.map(({ plan, shownAt }) => (
        <Box as="li" key={plan.plan_id} display={shownAt && displayAt(shownAt, 'block')}>
          <RecommendedCard plan={plan} />
        </Box>
      ))}
    </SimpleGrid>
  );
}

/** How many columns the grid is laid out in (its tracks resolved to px); null where nothing is laid out. */
const laidOutColumns = (grid: HTMLElement) => {
  const tracks = getComputedStyle(grid).gridTemplateColumns.trim();
  return /^[\d.]+px(\s+[\d.]+px)*$/.test(tracks) ? tracks.split(/\s+/).length : null;
};

/**
 * The strip's carousel (`connectCarousel`): every plan in the HTML, the page's CSS showing at each
 * width the window's plans from its first, so the server's HTML fits every screen and nothing moves
 * as the page hydrates. Previous and Next show where not every plan fits and stay in place at an
 * end (aria-disabled keeps a keyboard's focus on them); the view tells the machine how many columns
 * the layout shows, which is where Next stops.
 */
function Carousel({ actor }: { actor: RecommendationsActor }) {
  // typed as Chakra types the grid (a div), rendered as a ul
  const grid = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const measured = () => {
      const columns = grid.current && laidOutColumns(grid.current);
      if (columns) actor.send({ type: 'view.resized', columns });
    };
    measured();
    window.addEventListener('resize', measured);
    return () => window.removeEventListener('resize', measured);
  }, [actor]);
  const { plans, movesAt, previousDisabled, nextDisabled } = useSelector(actor, connectCarousel);
  return (
    <Stack gap="3">
      <PlanGrid plans={plans} gridRef={grid} />
      <HStack justify="end" gap="2" display={displayAt(movesAt, 'flex')}>
        <Button size="sm" variant="outline" aria-label="Previous recommended plans" aria-disabled={previousDisabled} onClick={() => actor.send({ type: 'user.previous' })}>
          Previous
        </Button>
        <Button size="sm" variant="outline" aria-label="Next recommended plans" aria-disabled={nextDisabled} onClick={() => actor.send({ type: 'user.next' })}>
          Next
        </Button>
      </HStack>
    </Stack>
  );
}

const LOADING_LABEL = 'Loading recommended plans';

/**
 * The strip while its plans load: a spinner as tall as its carousel usually is (a row of cards,
 * and Previous and Next where not every plan fits). A page's spinner there was 60 % of the screen,
 * and the footer below jumped up by about 320 px when the plans came (a click on its links
 * landed elsewhere).
 */
const stripLoading = (
  <Center minH={{ base: '13.875rem', xl: '12.375rem' }} role="status" aria-label={LOADING_LABEL}>
    <Spinner size="lg" color="brand.solid" />
  </Center>
);

/**
 * What the recommendations machine shows: a spinner, the strip's carousel or every plan (1, 2, 3
 * or 5 columns, spec 1 §2), or its empty message. In a `strip` the spinner takes the carousel's
 * room, and nothing shows when nothing is recommended.
 */
export function RecommendedView({ actor, strip = false }: { actor: RecommendationsActor; strip?: boolean }) {
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));
  const carousel = useSelector(actor, (snapshot) => snapshot.hasTag('carousel'));
  const recs = useSelector(actor, (snapshot) => snapshot.context.recs);
  const message = useSelector(actor, (snapshot) => (snapshot.getMeta() as Record<string, { message?: string }>)['recommendations.empty']?.message);
  if (loading) return strip ? stripLoading : <PageSpinner label={LOADING_LABEL} />;
  if (message) return strip ? null : <Text textStyle="lg">{message}</Text>;
  return carousel ? <Carousel actor={actor} /> : <PlanGrid plans={recs.map((plan) => ({ plan }))} />;
}

/**
 * The recommended strip of the landing, the plans page and the cart: at most 5 plans and View All.
 * Its machine is the page's `handedAs` (usePageActor): where the server ran it (src/ssr/recommend-render.ts),
 * the browser starts from the server's snapshot and asks for nothing again. View All carries the
 * query the strip asked (the server's, when it ran it), not `query` as the browser computes it again.
 */
export function RecommendedStrip({ query, handedAs }: { query: RecommendationQuery; handedAs: string }) {
  const landing = useLanding();
  const [machine] = useState(provideRecommendations);
  const actor = usePageActor(handedAs, machine, { input: { query, limit: RECOMMENDED_STRIP_MAX }, inspect });
  const hidden = useSelector(actor, (snapshot) => snapshot.matches('empty'));
  const asked = useSelector(actor, (snapshot) => snapshot.context.query);
  if (hidden) return null;
  return (
    <Stack as="section" aria-labelledby="recommended-plans" gap="5">
      <Flex justify="space-between" align="center" gap="4">
        <Heading as="h2" id="recommended-plans" size="xl">
          Recommended Plans
        </Heading>
        <Button asChild size="sm" variant="outline" colorPalette="brand">
          <Link to="/{-$landing}/recommend-list" params={{ landing }} search={viewAllSearchOf(asked)}>
            View All
          </Link>
        </Button>
      </Flex>
      <RecommendedView actor={actor} strip />
    </Stack>
  );
}
