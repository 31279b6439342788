import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { categoryLabels, type Category, type PlanListingItem } from '../../../contract/index.ts';
import { PageSpinner } from '../../ui/PageSpinner.tsx';
import { PlanGrid } from './PlanGrid.tsx';
import { listingMessageOf, type PlansActor } from './plans-actor.ts';

/** Plans grouped by category, in the order of the selection. */
const byCategory = (plans: readonly PlanListingItem[], order: readonly Category[]) =>
  order.map((category) => ({ category, plans: plans.filter((plan) => plan.plan_category === category) })).filter((group) => group.plans.length > 0);

/** The listing the plans machine shows: a spinner, its message (no plans, get a quote), or a grid per category. */
export function PlanListing({ actor }: { actor: PlansActor }) {
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loadingPlans'));
  const message = useSelector(actor, listingMessageOf);
  const plans = useSelector(actor, (snapshot) => snapshot.context.plans);
  const order = useSelector(actor, (snapshot) => snapshot.context.selected);
  const canWiden = useSelector(actor, (snapshot) => snapshot.can({ type: 'user.showAllCategories' }));
  if (loading) return <PageSpinner label="Loading plans" />;
  if (message)
    return (
      <Stack gap="3" align="start">
        <Text textStyle="lg">{message}</Text>
        {canWiden && (
          <>
            <Text color="fg.muted">Choose other categories at the left, change your quote with Edit above, or see every plan this site offers.</Text>
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
          <PlanGrid plans={group.plans} />
        </Stack>
      ))}
    </Stack>
  );
}
