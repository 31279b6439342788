import { Button, Container, DataList, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { Link, useRouter } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { StoredValues } from '../../../machines/shared/storage.ts';
import { inspect } from '../../adapters/inspection.ts';
import { CART_CAPTURE_ID, cartInput, provideCart } from '../../adapters/cart.ts';
import { usePageActor } from '../../adapters/page-actors.ts';
import { usePageHost, usePageMainHost, useStartingStored } from '../../adapters/page-request.ts';
import { cartStripPlanIds, recommendationQueryOf } from '../../adapters/recommendations.ts';
import { HydratedControls } from '../../ui/HydratedControls.tsx';
import { PageSpinner } from '../../ui/PageSpinner.tsx';
import { RecommendedStrip } from '../recommendations/RecommendedPlans.tsx';
import type { CartActor } from './cart-actor.ts';
import { CartBreadcrumbs } from './CartBreadcrumbs.tsx';
import { CartLines } from './CartLines.tsx';
import { CartRiders } from './CartRiders.tsx';
import { ConfirmationDialog, PlanDetailDialog, RemoveDialog } from './CartModals.tsx';
import { OrderInfo } from './OrderInfo.tsx';
import { QuoteDialog } from './QuoteDialog.tsx';
import { useLanding } from '../../adapters/use-landing.ts';

/** The selected group, member and portal (spec 1 §2 Cart page), as get-group-agent-member-info names them. */
function Selection({ actor }: { actor: CartActor }) {
  const selection = useSelector(actor, (snapshot) => snapshot.context.selection);
  const candidates: [string, string | null][] = [
    ['Group', selection.group],
    ['Member', selection.member],
    ['Portal', selection.portal],
  ];
  const rows = candidates.filter((row): row is [string, string] => Boolean(row[1]));
  if (rows.length === 0) return null;
  return (
    <DataList.Root orientation="horizontal" aria-label="Your selection">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/** The empty cart's way back to shopping, on the current landing. */
function BackToPlans() {
  const landing = useLanding();
  return (
    <Button asChild colorPalette="brand">
      <Link to="/{-$landing}/plans" params={{ landing }}>
        Browse plans
      </Link>
    </Button>
  );
}

/** What the cart machine shows: a spinner, 'No items in cart.', or the lines beside Order Info with the modals. */
export function CartView({ actor }: { actor: CartActor }) {
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));
  const message = useSelector(actor, (snapshot) => (snapshot.getMeta() as Record<string, { message?: string }>)['cart.empty']?.message);
  return (
    <Stack gap="6">
      <CartBreadcrumbs />
      <Heading as="h1" size="2xl">
        Cart
      </Heading>
      <Selection actor={actor} />
      {loading ? (
        <PageSpinner label="Loading cart" />
      ) : message ? (
        <Stack gap="3" align="start">
          <Text textStyle="lg">{message}</Text>
          <BackToPlans />
        </Stack>
      ) : (
        <>
          {/* what the checkout screenshot captures */}
          <Grid id={CART_CAPTURE_ID} templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 340px' }} gap="8" alignItems="start" bg="bg" p="2">
            <CartLines actor={actor} />
            <OrderInfo actor={actor} />
          </Grid>
          <CartRiders actor={actor} />
        </>
      )}
      <RemoveDialog actor={actor} />
      <PlanDetailDialog actor={actor} />
      <ConfirmationDialog actor={actor} />
      <QuoteDialog actor={actor} />
    </Stack>
  );
}

/** The cart's recommended section: plans of other categories than its lines (association call). */
function CartRecommendations({ actor, stored }: { actor: CartActor; stored: StoredValues }) {
  const planIds = useSelector(actor, (snapshot) => cartStripPlanIds(snapshot).join(','));
  if (planIds === '') return null;
  const ids = planIds.split(',').map(Number);
  // a new strip when a removal changes the lines; the server may have run the first (src/ssr/recommend-render.ts)
  return <RecommendedStrip key={planIds} query={recommendationQueryOf(stored, ids)} handedAs="cartRecommendations" />;
}

/** One cart machine per visit, for the stored quote and who is shopping where. */
export default function CartPage() {
  const router = useRouter();
  const [machine] = useState(() => provideCart(router));
  const starting = useStartingStored();
  const [stored] = useState(() => starting);
  const host = usePageHost();
  const mainHost = usePageMainHost();
  // the server may have run it already (the cart's lines in its HTML): then it starts from there
  const actor = usePageActor('cart', machine, { input: cartInput(stored, host, mainHost), inspect });
  return (
    <Container as="main" maxW="7xl" py="10">
      <HydratedControls>
        <Stack gap="12">
          <CartView actor={actor} />
          <CartRecommendations actor={actor} stored={stored} />
        </Stack>
      </HydratedControls>
    </Container>
  );
}
