import { Button, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { WIZARD_FUNNEL } from '../../../contract/analytics.ts';
import type { TabName } from '../../../contract/steps.ts';
import { kindMachines } from '../../../machines/enrollment/step-registry.ts';
import { descriptorOf } from '../../../machines/enrollment/steps/index.ts';
import { count, duration, percent } from './figures.ts';
import { recentDays, useJourneyCounts } from './use-journey-counts.ts';
import { countersFromCounts, wizardFunnelRows } from './wizard-funnel.ts';

const FUNNEL_DAYS = 28;

/** What each column counts, said beside its heading. */
const columns = [
  { name: 'Sessions', says: 'enrollments that got at least this far' },
  { name: 'Reached from previous', says: "share of the row above's sessions" },
  { name: 'Left here', says: 'closed the tab during this step' },
  { name: 'Median time', says: 'half of the visits to the step were shorter' },
] as const;

/** The machine that runs a wizard step (machines/enrollment/step-registry.ts). */
const stepMachineOf = (tab: TabName): string => kindMachines[descriptorOf(tab).kind].id;

/**
 * The enrollment wizard's funnel (docs/studio.md, Funnel): one row per step in the order the
 * journeys met them, over the last four weeks. Each row's sessions are at most the row above's
 * less those who left there, by construction (src/studio/analytics/wizard-funnel.ts). "Why?" on a
 * step with drop-offs opens its step machine's journeys, where the ways into its states are shown.
 */
export function FunnelPanel({ onWhyLeft }: { onWhyLeft: (machineId: string) => void }) {
  const range = useMemo(() => recentDays(FUNNEL_DAYS), []);
  const counts = useJourneyCounts(WIZARD_FUNNEL, range);
  const rows = wizardFunnelRows(countersFromCounts(counts.data));
  return (
    <Stack gap="3" data-testid="funnel-panel">
      <Heading as="h3" size="sm">
        Where applicants give up
      </Heading>
      <Text fontSize="sm">
        The enrollment wizard, step by step, over the last {FUNNEL_DAYS} days ({range.from} to {range.to}).
      </Text>
      {counts.isError && <Text color="red.700">The counts could not load.</Text>}
      {counts.data && rows.length === 0 && <Text fontSize="sm">No enrollment was counted in these days.</Text>}
      {rows.length > 0 && (
        // narrow cells: the six columns, Why? included, fit the 380 px panel
        <Table.Root size="sm" fontSize="xs" css={{ '& :is(th, td)': { paddingInline: '1' } }} data-testid="wizard-funnel">
          <Table.Caption captionSide="top" textAlign="start">
            Enrollment wizard funnel
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Step</Table.ColumnHeader>
              {columns.map((column) => (
                <Table.ColumnHeader key={column.name} textAlign="end" verticalAlign="top">
                  {column.name}
                  <Text as="span" display="block" fontSize="2xs" fontWeight="normal" color="fg.muted">
                    {column.says}
                  </Text>
                </Table.ColumnHeader>
              ))}
              <Table.ColumnHeader verticalAlign="top">
                <Text as="span" srOnly>
                  Why they left
                </Text>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.tab}>
                <Table.Cell>{row.title}</Table.Cell>
                <Table.Cell textAlign="end">{count(row.sessions)}</Table.Cell>
                <Table.Cell textAlign="end">{percent(row.fromPrevious)}</Table.Cell>
                <Table.Cell textAlign="end">{count(row.left)}</Table.Cell>
                <Table.Cell textAlign="end">{duration(row.medianMs)}</Table.Cell>
                <Table.Cell>
                  {row.left > 0 && (
                    <Button size="2xs" variant="outline" aria-label={`Why they left ${row.title}`} onClick={() => onWhyLeft(stepMachineOf(row.tab))}>
                      Why?
                    </Button>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      <Button size="xs" variant="outline" alignSelf="start" onClick={() => void counts.refetch()} loading={counts.isFetching}>
        Refresh counts
      </Button>
    </Stack>
  );
}
