import { Button, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { categoryLabels, type Category } from '../../../contract/index.ts';
import { noPlansMessage, type ListedPlan } from '../../../machines/plans/plans.machine.ts';
import { PageSpinner } from '../../ui/PageSpinner.tsx';
import { useBranding } from '../chrome/site-content.ts';
import { perMonth } from '../plan-detail/plan-detail-actor.ts';
import { quoteToSeePricesMessage } from '../plan-detail/QuoteGate.tsx';
import { PlanGrid } from './PlanGrid.tsx';
import { listingMessageOf, type PlansActor } from './plans-actor.ts';

/**
 * A card's price line: without a quote, the plan page's words; with one, its price for the quote
 * ('From' when its page offers more), or none: the server's notice then says why (issue 28 item 7).
 */
const priceLine = (offersQuote: boolean) => (plan: ListedPlan) => {
  if (offersQuote) return quoteToSeePricesMessage;
  return plan.quote_price ? `${plan.quote_price.from ? 'From ' : ''}${perMonth(plan.quote_price.monthly)}` : undefined;
};

/** Plans grouped by category, in the order of the selection. */
const byCategory = (plans: readonly ListedPlan[], order: readonly Category[]) =>
  order.map((category) => ({ category, plans: plans.filter((plan) => plan.plan_category === category) })).filter((group) => group.plans.length > 0);

/** The listing the plans machine shows: a spinner, its message (no plans, get a quote), or a grid per category. */
export function PlanListing({ actor }: { actor: PlansActor }) {
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loadingPlans'));
  const message = useSelector(actor, listingMessageOf);
  const plans = useSelector(actor, (snapshot) => snapshot.context.plans);
  const order = useSelector(actor, (snapshot) => snapshot.context.selected);
  const canWiden = useSelector(actor, (snapshot) => snapshot.can({ type: 'user.showAllCategories' }));
  const offersQuote = useSelector(actor, (snapshot) => snapshot.hasTag('offersQuote'));
  // spec 1 §1: the no-plan icon is part of the site's cached branding (decorative: the message says it)
  const noPlanIcon = useBranding().no_plan_icon;
  if (loading) return <PageSpinner label="Loading plans" />;
  if (message)
    return (
      <Stack gap="3" align="start">
        {message === noPlansMessage && noPlanIcon && <Image src={noPlanIcon} alt="" boxSize="16" borderRadius="l2" />}
        <Text textStyle="lg">{message}</Text>
        {canWiden && (
          <>
            <Text color="fg.muted">Choose other plan categories, change your quote with Edit, or see every plan this site offers.</Text>
            <Button size="sm" colorPalette="brand" onClick={() => actor.send({ type: 'user.showAllCategories' })}>
              Show all plans
            </Button>
          </>
        )}
      </Stack>
    );
  // without the left-side filter (or a quote) the selection is empty: the plans' own categories give the order
  const groups = byCategory(plans, order.length > 0 ? order : [...new Set(plans.map((plan) => plan.plan_category))]);
  return (
    <Stack gap="10">
      {groups.map((group) => (
        <Stack as="section" key={group.category} aria-label={categoryLabels[group.category]} gap="4">
          <Heading as="h2" size="xl">
            {categoryLabels[group.category]}
          </Heading>
          <PlanGrid plans={group.plans} priceOf={priceLine(offersQuote)} />
        </Stack>
      ))}
    </Stack>
  );
}
