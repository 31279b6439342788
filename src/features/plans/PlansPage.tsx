import { Box, Button, Container, Grid, Heading, Stack } from '@chakra-ui/react';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { Category } from '../../../contract/index.ts';
import type { StoredValues } from '../../../machines/shared/storage.ts';
import { inspect } from '../../adapters/inspection.ts';
import { HydratedControls } from '../../ui/HydratedControls.tsx';
import { Icon } from '../../ui/icons.tsx';
import { useStartingStored } from '../../adapters/page-request.ts';
import { usePageActor } from '../../adapters/page-actors.ts';
import { plansInput, providePlans } from '../../adapters/plans.ts';
import { plansStripQueryOf } from '../../adapters/recommendations.ts';
import { RecommendedStrip } from '../recommendations/RecommendedPlans.tsx';
import { CategoryFilter } from './CategoryFilter.tsx';
import { EditFilterDialog } from './EditFilterDialog.tsx';
import { FilterSummary } from './FilterSummary.tsx';
import { PlanListing } from './PlanListing.tsx';
import type { PlansActor } from './plans-actor.ts';
import { QuoteCallToAction } from './QuoteCallToAction.tsx';

const route = getRouteApi('/{-$landing}/plans');

const foldedIds = { summary: 'plans-quote-summary', categories: 'plans-categories' };
/** Shown on a phone while unfolded; wider screens always show it. */
const foldedOnPhone = (open: boolean) => ({ display: { base: open ? 'block' : 'none', md: 'block' } });

/**
 * On a phone the quote summary and the categories fold under one button (issue 16 item 9), so the
 * first plan shows within the first screen; wider screens show them beside the listing, without it.
 * Folded from the first paint (a media query, not a measurement), so nothing moves.
 */
function FoldToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  return (
    <Button
      display={{ base: 'inline-flex', md: 'none' }}
      variant="outline"
      justifyContent="space-between"
      aria-expanded={open}
      aria-controls={`${foldedIds.summary} ${foldedIds.categories}`}
      onClick={onToggle}
    >
      Your quote and plan categories
      <Box as="span" transform={open ? 'rotate(180deg)' : undefined}>
        <Icon name="chevronDown" />
      </Box>
    </Button>
  );
}

/**
 * What the plans machine shows: with a quote the filter summary, the category multi-select and
 * the listing; while it offers a quote instead, the call to action above the listing.
 */
export function PlansView({ actor }: { actor: PlansActor }) {
  const offersQuote = useSelector(actor, (snapshot) => snapshot.hasTag('offersQuote'));
  // which way the phone's fold is open is the screen's, not the flow's
  const [open, setOpen] = useState(false);
  if (offersQuote) {
    return (
      <Stack gap="8">
        <QuoteCallToAction />
        <PlanListing actor={actor} />
      </Stack>
    );
  }
  return (
    <Stack gap={{ base: '5', md: '8' }}>
      <FoldToggle open={open} onToggle={() => setOpen(!open)} />
      <Box id={foldedIds.summary} {...foldedOnPhone(open)}>
        <FilterSummary actor={actor} />
      </Box>
      <EditFilterDialog actor={actor} />
      <Grid templateColumns={{ base: '1fr', md: '220px 1fr' }} gap="8" alignItems="start">
        <Box id={foldedIds.categories} {...foldedOnPhone(open)}>
          <CategoryFilter actor={actor} />
        </Box>
        <PlanListing actor={actor} />
      </Grid>
    </Stack>
  );
}

/**
 * The recommended plans under the listing (spec 1 §2 Plans): with a quote, the filter call for its
 * state, tier, age and gender; a new strip when the Edit popup changes the quote.
 */
function PlansRecommendations({ actor, stored }: { actor: PlansActor; stored: StoredValues }) {
  const summary = useSelector(actor, (snapshot) => snapshot.context.summary);
  const query = plansStripQueryOf(stored, summary, new Date());
  if (query === null) return null;
  // the server may have run it already (src/ssr/recommend-render.ts)
  return <RecommendedStrip key={JSON.stringify(query.request)} query={query} handedAs="plansRecommendations" />;
}

/** One plans machine per visit of a category, for the stored quote (if any) and session scope. */
function PlansScreen({ category }: { category: Category | undefined }) {
  const router = useRouter();
  const [machine] = useState(() => providePlans(router));
  const starting = useStartingStored();
  const [stored] = useState(() => starting);
  // the server may have run it already (the listing in its HTML): then it starts from there
  const actor = usePageActor('plans', machine, { input: plansInput(stored, category ?? null), inspect });
  return (
    <Stack gap="12">
      <PlansView actor={actor} />
      <PlansRecommendations actor={actor} stored={stored} />
    </Stack>
  );
}

export default function PlansPage() {
  const { type } = route.useSearch();
  return (
    <Container as="main" maxW="7xl" py="10">
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          Plans
        </Heading>
        <HydratedControls>
          <PlansScreen key={type ?? 'all'} category={type} />
        </HydratedControls>
      </Stack>
    </Container>
  );
}
