import { Button, DataList, HStack, Skeleton } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { genderLabels, type Tier } from '../../../contract/index.ts';
import type { FilterSummary as Summary } from '../../../machines/shared/quote/filter-summary.ts';
import { useChrome } from '../chrome/chrome-actor.tsx';
import type { PlansActor } from './plans-actor.ts';

/** The summary's rows: zip, gender, smoker only when the filter has it, tier (by `tierLabels`) and DOB. */
const summaryRows = (summary: Summary, tierLabels: Record<Tier, string>): [string, string][] => [
  ['Zip', summary.zip],
  ['Gender', genderLabels[summary.gender]],
  ...(summary.is_smoker === null ? [] : [['Smoker', summary.is_smoker === '1' ? 'Yes' : 'No'] as [string, string]]),
  ['Tier', tierLabels[summary.tier]],
  ['DOB', summary.dob],
];

/** The search-edit summary's panel: the rows and an Edit button (plans and plan detail). */
export function FilterSummaryPanel({ summary, canEdit, onEdit }: { summary: Summary; canEdit: boolean; onEdit: () => void }) {
  const tierLabels = useChrome().tierLabels;
  return (
    <HStack as="section" aria-label="Your quote" gap="6" wrap="wrap" borderWidth="1px" borderRadius="l3" p="4">
      <DataList.Root orientation="horizontal" flexDirection="row" flexWrap="wrap" gap="6">
        {summaryRows(summary, tierLabels).map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Button size="sm" variant="outline" ms="auto" disabled={!canEdit} onClick={onEdit}>
        Edit
      </Button>
    </HStack>
  );
}

/** The search-edit summary with its Edit button (the popup is the plans machine's quote). */
export function FilterSummary({ actor }: { actor: PlansActor }) {
  const summary = useSelector(actor, (snapshot) => snapshot.context.summary);
  const canEdit = useSelector(actor, (snapshot) => snapshot.can({ type: 'user.editFilter' }));
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loadingSummary'));
  // while it loads, the panel's height (its rows wrap to three lines on a phone, two on a tablet,
  // one on a desktop), so the categories and listing below do not move when it arrives
  if (!summary && loading) return <Skeleton h={{ base: '15.375rem', md: '9.875rem', lg: '4.375rem' }} borderRadius="l3" />;
  if (!summary) return null;
  return <FilterSummaryPanel summary={summary} canEdit={canEdit} onEdit={() => actor.send({ type: 'user.editFilter' })} />;
}
