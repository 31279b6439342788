import { Box, Button, Flex, Heading, Input, Stack, Table, Text } from '@chakra-ui/react';
import { Field, NativeSelect } from '../../ui/chakra.tsx';
import { useEffect, useMemo, useState } from 'react';
import { analyticsCatalog } from '../../../contract/analytics-catalog.ts';
import { analyticsMessages, type MachineCounts } from '../../../contract/analytics.ts';
import type { ChartHeat } from '../heat.ts';
import { count, duration, percent } from './figures.ts';
import { chartHeatOf, machineTotals, medianOfHistogram } from './funnel.ts';
import { pathsInto } from './paths-into.ts';
import { recentDays, useJourneyCounts, type DayRange } from './use-journey-counts.ts';

/** The range the panel opens with: four weeks up to today. */
const OPENING_DAYS = 28;
const TOP_STATES = 10;

interface JourneyPanelProps {
  machineId: string;
  /** A state's name as the panels show it: its label, or its id when asked for. */
  stateName: (id: string) => string;
  onHeat: (heat: ChartHeat | null) => void;
}

/**
 * Where applicants go (docs/studio.md): the chosen machine's counters over a range of days, drawn
 * on the chart through `onHeat`, its busiest states, and why they left a state: the most common
 * ways into it (the wizard's funnel has its own tab).
 */
export function JourneyPanel({ machineId, stateName, onHeat }: JourneyPanelProps) {
  const [range, setRange] = useState<DayRange>(() => recentDays(OPENING_DAYS));
  const rangeError = range.from && range.to && range.from > range.to ? analyticsMessages.rangeOrder : null;
  const valid = Boolean(range.from && range.to && !rangeError);
  const counts = useJourneyCounts(machineId, range, valid);
  const [leftFrom, setLeftFrom] = useState<string | null>(null);
  const leftStates = useMemo(() => (counts.data?.states ?? []).filter((state) => state.dropOffs > 0 && state.id !== machineId).sort((a, b) => b.dropOffs - a.dropOffs), [counts.data, machineId]);
  const chosen = leftStates.find((state) => state.id === leftFrom)?.id ?? leftStates[0]?.id ?? null;
  const ways = useMemo(() => (counts.data && chosen ? pathsInto(counts.data.transitions, analyticsCatalog[machineId]?.initial ?? {}, chosen) : []), [counts.data, chosen, machineId]);
  const heat = useMemo(() => {
    if (!counts.data) return null;
    const drawnWays = Object.fromEntries(ways.flatMap((way) => way.transitions).map((key) => [key, counts.data!.transitions.find((transition) => transition.key === key)!.taken]));
    return { ...chartHeatOf(counts.data), ways: drawnWays };
  }, [counts.data, ways]);
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
      {counts.data && <MachineSummary counts={counts.data} stateName={stateName} />}
      {counts.data && leftStates.length > 0 && chosen && (
        <Box data-testid="why-they-left">
          <Heading as="h4" size="xs">
            Why they left
          </Heading>
          <Field.Root mt="1">
            <Field.Label fontSize="sm">Left the site in</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={chosen} onChange={(event) => setLeftFrom(event.currentTarget.value)}>
                {leftStates.map((state) => (
                  <option key={state.id} value={state.id}>
                    {stateName(state.id)} ({count(state.dropOffs)} drop-offs)
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Text fontSize="xs" color="fg.muted" mt="1">
            The most common ways in, from the counts of each transition (no trail is kept per session), drawn on the chart in orange with how often each step was taken.
          </Text>
          {ways.length === 0 ? (
            <Text fontSize="sm">Every session started here.</Text>
          ) : (
            <Box as="ol" pl="5" mt="1" fontSize="sm" data-testid="ways-in">
              {ways.map((way) => (
                <li key={way.transitions.join('|')}>
                  {way.states.map(stateName).join(' → ')} <Text as="span" color="fg.muted">(at most {count(way.atMost)} sessions, {percent(way.likelihood)} of the ways in)</Text>
                </li>
              ))}
            </Box>
          )}
        </Box>
      )}
    </Stack>
  );
}

function MachineSummary({ counts, stateName }: { counts: MachineCounts; stateName: (id: string) => string }) {
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
                <Table.Cell wordBreak="break-word">{stateName(state.id)}</Table.Cell>
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
