import { Box, Button, Flex, Heading, Input, Stack, Table, Text } from '@chakra-ui/react';
import { Field } from '../../ui/chakra.tsx';
import { useEffect, useMemo, useState } from 'react';
import { analyticsMessages, type MachineCounts } from '../../../contract/analytics.ts';
import type { ChartHeat } from '../heat.ts';
import { count, duration } from './figures.ts';
import { chartHeatOf, machineTotals, medianOfHistogram } from './funnel.ts';
import { recentDays, useJourneyCounts, type DayRange } from './use-journey-counts.ts';

/** The range the panel opens with: four weeks up to today. */
const OPENING_DAYS = 28;
const TOP_STATES = 10;


/**
 * Where applicants go (docs/studio.md): the chosen machine's counters over a range of days, drawn
 * on the chart through `onHeat`, and its busiest states (the wizard's funnel has its own tab).
 */
export function JourneyPanel({ machineId, onHeat }: { machineId: string; onHeat: (heat: ChartHeat | null) => void }) {
  const [range, setRange] = useState<DayRange>(() => recentDays(OPENING_DAYS));
  const rangeError = range.from && range.to && range.from > range.to ? analyticsMessages.rangeOrder : null;
  const valid = Boolean(range.from && range.to && !rangeError);
  const counts = useJourneyCounts(machineId, range, valid);
  const heat = useMemo(() => (counts.data ? chartHeatOf(counts.data) : null), [counts.data]);
  useEffect(() => onHeat(valid ? heat : null), [heat, valid, onHeat]);
  useEffect(() => () => onHeat(null), [onHeat]);

  return (
    <Stack gap="4" data-testid="journey-panel">
      <Heading as="h3" size="sm">
        Where applicants go
      </Heading>
      <Flex gap="2" align="flex-start">
        <Field.Root invalid={Boolean(rangeError)} flex="1">
          <Field.Label fontSize="sm">From</Field.Label>
          <Input size="sm" type="date" value={range.from} onChange={(event) => setRange({ ...range, from: event.currentTarget.value })} />
          <Field.ErrorText>{rangeError}</Field.ErrorText>
        </Field.Root>
        <Field.Root flex="1">
          <Field.Label fontSize="sm">To</Field.Label>
          <Input size="sm" type="date" value={range.to} onChange={(event) => setRange({ ...range, to: event.currentTarget.value })} />
        </Field.Root>
      </Flex>
      <Button size="xs" variant="outline" alignSelf="start" onClick={() => void counts.refetch()} loading={counts.isFetching} disabled={!valid}>
        Refresh counts
      </Button>
      {counts.isError && <Text color="red.700">The counts could not load.</Text>}
      {counts.data && <MachineSummary counts={counts.data} />}
    </Stack>
  );
}

function MachineSummary({ counts }: { counts: MachineCounts }) {
  const totals = machineTotals(counts);
  const busiest = counts.states
    .filter((state) => state.id !== counts.machine)
    .sort((a, b) => b.visits - a.visits)
    .slice(0, TOP_STATES);
  return (
    <Box>
      <Text fontSize="sm" data-testid="journey-totals">
        {count(totals?.sessions ?? 0)} sessions · {count(totals?.dropOffs ?? 0)} left the site here
      </Text>
      {busiest.length === 0 ? (
        <Text fontSize="sm">No journeys counted in this range.</Text>
      ) : (
        <Table.Root size="sm" mt="2" data-testid="journey-states">
          <Table.Caption captionSide="top" textAlign="start">Busiest states</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>State</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Visits</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Drop-offs</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Median</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {busiest.map((state) => (
              <Table.Row key={state.id}>
                <Table.Cell wordBreak="break-word">{state.id.slice(counts.machine.length + 1)}</Table.Cell>
                <Table.Cell textAlign="end">{count(state.visits)}</Table.Cell>
                <Table.Cell textAlign="end">{count(state.dropOffs)}</Table.Cell>
                <Table.Cell textAlign="end">{duration(medianOfHistogram(state.dwell))}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Box>
  );
}
