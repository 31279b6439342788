import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { inspect } from '../../adapters/inspection.ts';
import { usePageActor } from '../../adapters/page-actors.ts';
import { useStartingStored } from '../../adapters/page-request.ts';
import { planDetailInputs, providePlanContent, providePlanDetail } from '../../adapters/plan-detail.ts';
import { HydratedControls } from '../../ui/HydratedControls.tsx';
import { PageSpinner } from '../../ui/PageSpinner.tsx';
import { FilterSummaryPanel } from '../plans/FilterSummary.tsx';
import { PlanBreadcrumbs } from './PlanBreadcrumbs.tsx';
import type { PlanContentActor, PlanDetailActor } from './plan-detail-actor.ts';
import { PlanDescription } from './PlanDescription.tsx';
import { PricingPopups } from './PricingPopups.tsx';
import { PricingSection } from './PricingSection.tsx';
import { EditFilterDialog, QuoteGate, QuoteToSeePrices } from './QuoteGate.tsx';
import { SuggestedProducts } from './SuggestedProducts.tsx';

const route = getRouteApi('/{-$landing}/plan/$planId/$planName');

/** The filter summary while there is a quote, with Edit (the popup is the machine's quote child). */
function QuoteSummary({ actor }: { actor: PlanDetailActor }) {
  const summary = useSelector(actor, (snapshot) => (snapshot.matches('pricing') || snapshot.matches('editingFilter') ? snapshot.context.summary : null));
  const canEdit = useSelector(actor, (snapshot) => snapshot.can({ type: 'user.editFilter' }));
  if (!summary) return null;
  return <FilterSummaryPanel summary={summary} canEdit={canEdit} onEdit={() => actor.send({ type: 'user.editFilter' })} />;
}

/**
 * What plan detail shows (spec 2 §2): breadcrumbs, the description (content machine), the quote
 * summary, pricing with its notices, questions and cards (offer machine), suggested products,
 * and the popups both machines open.
 */
export function PlanDetailView({
  actor,
  content,
  routeName,
}: {
  actor: PlanDetailActor;
  content: PlanContentActor;
  /** The plan name of the route, shown until the description names it. */
  routeName: string;
}) {
  const loading = useSelector(content, (snapshot) => snapshot.hasTag('loadingDescription'));
  const unavailable = useSelector(content, (snapshot) => snapshot.matches({ description: 'unavailable' }));
  const description = useSelector(content, (snapshot) => snapshot.context.description);
  const related = useSelector(content, (snapshot) => snapshot.context.related);
  const planName = description?.plan_name ?? routeName;
  return (
    <Stack gap="8">
      <PlanBreadcrumbs planName={planName} />
      {loading && <PageSpinner label="Loading plan" />}
      {unavailable && (
        <Stack gap="3">
          <Heading as="h1" size="2xl">
            Plan not found
          </Heading>
          <Text color="fg.muted">This plan is not available. Please choose another plan.</Text>
        </Stack>
      )}
      {description && (
        <>
          <PlanDescription planName={description.plan_name} description={description.plan_desc} />
          <QuoteSummary actor={actor} />
          <PricingSection actor={actor} />
          <QuoteToSeePrices actor={actor} />
        </>
      )}
      <SuggestedProducts plans={related} />
      <QuoteGate actor={actor} />
      <EditFilterDialog actor={actor} />
      <PricingPopups actor={actor} />
    </Stack>
  );
}

/** One offer machine and one content machine per plan: a changePid or suggested plan starts afresh. */
function PlanDetail({ planId, planName }: { planId: number; planName: string }) {
  const router = useRouter();
  const [machine] = useState(() => providePlanDetail(router));
  const [contentMachine] = useState(providePlanContent);
  const starting = useStartingStored();
  const [inputs] = useState(() => planDetailInputs(planId, planName, starting));
  // the server may have run both already (the plan and its prices in its HTML): then they start from there
  const actor = usePageActor('planDetail', machine, { input: inputs.offer, inspect });
  const content = usePageActor('planContent', contentMachine, { input: inputs.content, inspect });
  return <PlanDetailView actor={actor} content={content} routeName={planName} />;
}

export default function PlanDetailPage() {
  const { planId, planName } = route.useParams();
  return (
    <Container as="main" maxW="7xl" py="10">
      <HydratedControls>
        <PlanDetail key={planId} planId={Number(planId)} planName={planName} />
      </HydratedControls>
    </Container>
  );
}
