import { Badge, Box, Button, Flex, Heading, Input, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { NativeSelect } from '../ui/chakra.tsx';
import { useNavigate, useParams, useRouterState, useSearch } from '@tanstack/react-router';
import { Fragment, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { machineRegistry, type MachineEntry } from '../../machines/registry.ts';
import { FunnelPanel } from './analytics/FunnelPanel.tsx';
import { JourneyPanel } from './analytics/JourneyPanel.tsx';
import type { ChartMarks } from './Chart.tsx';
import type { ChartHeat } from './heat.ts';
import { ChartView } from './ChartView.tsx';
import { ancestorsOf, collapseGraph, initialCollapsed, shownAs } from './collapse.ts';
import { coverageOf, fetchReport, stateHeat, type CoverageReport, type ReportState } from './coverage.ts';
import { download, machineJson, pngBlob, svgText, toMermaid } from './export.ts';
import { findStates } from './find.ts';
import { machineGraph, type StudioGraph, type StudioNode } from './graph.ts';
import { machineWords, valueWords, type Naming } from './labels.ts';
import { layoutGraph, type Drawing } from './layout.ts';
import { breakPoints, groupPaths, type PathNaming } from './paths.ts';
import { activeStateIds, choiceLabel, enabledChoices, eventChoicesFrom, initialSnapshot, nextSnapshot, stateIdsOfValue } from './simulate.ts';
import { liveActorName, tabsInOrder, useLive, valueText } from './use-live.ts';

type Mode = 'simulate' | 'live' | 'paths' | 'coverage' | 'journeys' | 'funnel';

const wordsById = new Map(machineRegistry.map((entry) => [entry.id, machineWords(entry.machine, entry.labels)]));
const idNames: PathNaming = { value: valueText, event: (eventType) => eventType };
const namesCache = new Map<string, PathNaming>();

/** What the panels call a machine's states and events: its labels, or the ids when asked for. */
const namesOf = (machineId: string, naming: Naming): PathNaming => {
  const words = wordsById.get(machineId);
  if (naming === 'ids' || !words) return idNames;
  if (!namesCache.has(machineId)) namesCache.set(machineId, { value: (value) => valueWords(words, value), event: words.event });
  return namesCache.get(machineId)!;
};

const machineTitle = (machineId: string) => machineRegistry.find((entry) => entry.id === machineId)?.title ?? machineId;

/** A transition of the coverage report in words: "Spouse question —Next→ Dependents", or its key. */
const transitionName = (graph: StudioGraph, key: string, naming: Naming): string => {
  const edge = graph.edges.find((candidate) => candidate.key === key);
  if (!edge || naming === 'ids') return key;
  const label = (id: string) => graph.nodes.find((node) => node.id === id)?.label ?? id;
  return `${label(edge.source)} —${edge.eventWords}${edge.guardWords ? ` if ${edge.guardWords}` : ''}→ ${edge.targets.map(label).join(', ')}`;
};

/** When the model run wrote a report: "27 Nov 2026, 10:39 UTC". */
const runDate = (iso: string | undefined) =>
  iso ? new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }) + ' UTC' : 'an unknown date';

const percent = ({ covered, total }: { covered: number; total: number }) => (total === 0 ? 100 : Math.round((covered / total) * 1000) / 10);

/** Transitions an event of this type may have taken from the states active before it. */
const takenKeys = (graph: StudioGraph, before: readonly string[], eventType: string): Set<string> => {
  const active = new Set(before);
  return new Set(graph.edges.filter((edge) => active.has(edge.source) && edge.eventType === eventType).map((edge) => edge.key));
};

/** The statechart studio: every machine of the registry drawn, simulated, watched live, its test paths and coverage. */
export default function StudioPage() {
  const search = useSearch({ strict: false }) as { machine?: string; state?: string };
  const params = useParams({ strict: false }) as { machine?: string };
  const navigate = useNavigate();
  const entry = machineRegistry.find((candidate) => candidate.id === (params.machine ?? search.machine)) ?? machineRegistry[0]!;
  // the chosen state lives in the address (?state=offer.pricing), so a place on a chart can be shared
  const choose = useCallback(
    (state: string | null) => void navigate({ to: '/studio/$machine', params: { machine: entry.id }, search: state ? { state } : {}, replace: true }),
    [navigate, entry.id],
  );
  // a tab chosen with the navigation (the funnel's Why?) survives the page's remount from /studio to /studio/<machine>
  const askedMode = useRouterState({ select: (state) => (state.location.state as { studioMode?: Mode }).studioMode });
  const [mode, setMode] = useState<Mode>(askedMode ?? 'simulate');
  // the spec's words by default; XState's ids when asked for
  const [naming, setNaming] = useState<Naming>('words');
  const live = useLive();
  // the funnel's "Why?": the step's machine, on its journeys
  const whyLeft = useCallback(
    (machineId: string) => {
      setMode('journeys');
      void navigate({ to: '/studio/$machine', params: { machine: machineId }, state: (previous) => ({ ...previous, studioMode: 'journeys' }) as typeof previous });
    },
    [navigate],
  );
  return (
    <Flex minH="100vh" direction={{ base: 'column', lg: 'row' }} bg="gray.50">
      <Box as="nav" aria-label="Machines" w={{ base: 'full', lg: '270px' }} flexShrink={0} borderRightWidth="1px" bg="white" p="4" overflowY="auto" maxH={{ lg: '100vh' }}>
        <Heading as="h1" size="md" mb="1">
          Statechart studio
        </Heading>
        <Text fontSize="sm" color="fg.muted" mb="3">
          {machineRegistry.length} machines from the registry
        </Text>
        <Stack as="ul" gap="1" listStyleType="none">
          {machineRegistry.map((candidate) => (
            <li key={candidate.id}>
              <Button
                variant={candidate.id === entry.id ? 'solid' : 'ghost'}
                size="sm"
                w="full"
                h="auto"
                justifyContent="flex-start"
                aria-current={candidate.id === entry.id ? 'page' : undefined}
                onClick={() => void navigate({ to: '/studio/$machine', params: { machine: candidate.id } })}
              >
                <Box as="span" textAlign="left" whiteSpace="normal" lineHeight="short" py="1">
                  <Box as="span" display="block" fontWeight="semibold">
                    {candidate.title}
                  </Box>
                  {naming === 'ids' && (
                    <Box as="span" display="block" fontSize="xs" fontWeight="normal" fontFamily="mono">
                      {candidate.id}
                    </Box>
                  )}
                </Box>
              </Button>
            </li>
          ))}
        </Stack>
      </Box>
      <Box as="main" flex="1" minW="0" p="4">
        <MachineView key={entry.id} entry={entry} mode={mode} onMode={setMode} naming={naming} onNaming={setNaming} live={live} statePath={search.state ?? null} onChoose={choose} onWhyLeft={whyLeft} />
      </Box>
    </Flex>
  );
}

/** A state named in the address: its id, or its path under the machine ("offer.pricing"). */
const resolveState = (graph: StudioGraph, path: string | null): string | null => {
  if (!path) return null;
  const ids = new Set(graph.nodes.map((node) => node.id));
  return ids.has(path) ? path : ids.has(`${graph.rootId}.${path}`) ? `${graph.rootId}.${path}` : null;
};

const pathOfState = (graph: StudioGraph, id: string) => id.slice(graph.rootId.length + 1);

/** The deepest states of an active set (their parents are highlighted anyway): what the view follows. */
const deepestActive = (graph: StudioGraph, active: ReadonlySet<string> | undefined): string[] =>
  graph.nodes.filter((node) => active?.has(node.id) && !node.children.some((child) => active.has(child))).map((node) => node.id);

interface MachineViewProps {
  entry: MachineEntry;
  mode: Mode;
  onMode: (mode: Mode) => void;
  naming: Naming;
  onNaming: (naming: Naming) => void;
  live: ReturnType<typeof useLive>;
  /** The ?state= of the address. */
  statePath: string | null;
  onChoose: (state: string | null) => void;
  /** The funnel's "Why?" on a step: its machine's journeys. */
  onWhyLeft: (machineId: string) => void;
}

function MachineView({ entry, mode, onMode, naming, onNaming, live, statePath, onChoose, onWhyLeft }: MachineViewProps) {
  const graph = useMemo(() => machineGraph(entry.machine, entry.labels), [entry]);
  const names = namesOf(entry.id, naming);
  const selected = resolveState(graph, statePath);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => {
    const opened = initialCollapsed(graph);
    // a deep link opens the chosen state and its ancestors
    for (const open of selected ? [selected, ...ancestorsOf(graph, selected)] : []) opened.delete(open);
    return opened;
  });
  const shown = useMemo(() => collapseGraph(graph, collapsed), [graph, collapsed]);
  // the Journeys tab's heat map (src/studio/analytics/); it takes it off when it closes
  const [overlay, setOverlay] = useState<ChartHeat | null>(null);
  // while it is drawn, every box keeps room for its counts
  const counts = overlay !== null;
  const [drawing, setDrawing] = useState<Drawing | null>(null);
  // the chart with bare arrows, laid out only when the chart view asks for it (its labelled arrows do not fit)
  const [bareOf, setBareOf] = useState<{ shown: StudioGraph; naming: Naming; counts: boolean; drawing: Drawing } | null>(null);
  const bare = bareOf?.shown === shown && bareOf.naming === naming && bareOf.counts === counts ? bareOf.drawing : null;
  const [bareWanted, setBareWanted] = useState(false);
  const wantBare = useCallback(() => setBareWanted(true), []);
  const [layoutError, setLayoutError] = useState<string | null>(null);
  const [report, setReport] = useState<ReportState>({ status: 'loading' });
  const [marks, setMarks] = useState<ChartMarks>({});
  const svg = useRef<SVGSVGElement>(null);

  useEffect(() => {
    let current = true;
    layoutGraph(shown, { naming, counts }).then(
      (laid) => current && setDrawing(laid),
      (error: unknown) => current && setLayoutError(String(error)),
    );
    return () => {
      current = false;
    };
  }, [shown, naming, counts]);
  useEffect(() => {
    let current = true;
    if (bareWanted) void layoutGraph(shown, { naming, arrowLabels: false, counts }).then((drawing) => current && setBareOf({ shown, naming, counts, drawing }), () => undefined);
    return () => {
      current = false;
    };
  }, [shown, naming, counts, bareWanted]);
  useEffect(() => {
    let current = true;
    void fetchReport(entry.id).then((loaded) => current && setReport(loaded));
    return () => {
      current = false;
    };
  }, [entry.id]);

  // a chosen state inside a collapsed one opens its ancestors
  const choose = (id: string | null) => {
    if (id) setCollapsed((closed) => (ancestorsOf(graph, id).some((ancestor) => closed.has(ancestor)) ? new Set([...closed].filter((state) => !ancestorsOf(graph, id).includes(state))) : closed));
    onChoose(id ? pathOfState(graph, id) : null);
  };
  // a click on a collapsed state's box on the chart opens it
  const chooseOnChart = (id: string) => {
    setCollapsed((closed) => (closed.has(id) ? new Set([...closed].filter((state) => state !== id)) : closed));
    choose(id);
  };
  const toggle = (id: string) => {
    setCollapsed((closed) => {
      const next = new Set(closed);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
    onChoose(pathOfState(graph, id));
  };
  const stateName = useCallback(
    (id: string) => (naming === 'ids' ? id.slice(entry.id.length + 1) : (graph.nodes.find((node) => node.id === id)?.label ?? id)),
    [graph, naming, entry.id],
  );
  const followed = useMemo(() => [...new Set(deepestActive(graph, marks.active).map((id) => shownAs(graph, collapsed, id)))], [graph, marks.active, collapsed]);

  const ready = report.status === 'ready' ? report.report : null;
  const exportAs = (kind: 'SVG' | 'PNG' | 'JSON' | 'Mermaid') => {
    const drawn = svg.current;
    if (kind === 'JSON') return download(`${entry.id}.json`, machineJson(entry.machine), 'application/json');
    if (kind === 'Mermaid') return download(`${entry.id}.mmd`, toMermaid(graph), 'text/plain');
    if (!drawn) return;
    if (kind === 'SVG') download(`${entry.id}.svg`, svgText(drawn), 'image/svg+xml');
    else void pngBlob(drawn).then((blob) => download(`${entry.id}.png`, blob));
  };

  return (
    <Stack gap="3">
      <Flex wrap="wrap" gap="3" align="baseline" justify="space-between">
        <Box>
          <Heading as="h2" size="lg">
            {entry.title}
          </Heading>
          <Text fontSize="sm" color="fg.muted" data-testid="machine-figures">
            {naming === 'ids' && <code>{entry.id} · </code>}
            {graph.nodes.length} states · {graph.edges.length} transitions
          </Text>
        </Box>
        <Flex gap="2" wrap="wrap" role="group" aria-label="Export">
          <Button size="xs" variant="outline" aria-pressed={naming === 'ids'} onClick={() => onNaming(naming === 'words' ? 'ids' : 'words')}>
            Show XState ids
          </Button>
          {(['SVG', 'PNG', 'JSON', 'Mermaid'] as const).map((kind) => (
            <Button key={kind} size="xs" variant="outline" onClick={() => exportAs(kind)} disabled={!drawing}>
              Export {kind}
            </Button>
          ))}
        </Flex>
      </Flex>
      <Tabs.Root
        value={mode}
        onValueChange={(details) => {
          // the marks are the closing tab's (coverage's heat on the Funnel tab read as counts)
          setMarks({});
          onMode(details.value as Mode);
        }}
        variant="line"
        lazyMount
        unmountOnExit
      >
        <Tabs.List>
          <Tabs.Trigger value="simulate">Simulate</Tabs.Trigger>
          <Tabs.Trigger value="live">Live</Tabs.Trigger>
          <Tabs.Trigger value="paths">Test paths</Tabs.Trigger>
          <Tabs.Trigger value="coverage">Coverage</Tabs.Trigger>
          <Tabs.Trigger value="journeys">Journeys</Tabs.Trigger>
          <Tabs.Trigger value="funnel">Funnel</Tabs.Trigger>
        </Tabs.List>
        <Flex gap="4" mt="3" direction={{ base: 'column', xl: 'row' }} align="flex-start">
          <Box flex="1" minW="0" w="full">
            <StateFinder graph={graph} selected={selected} unknown={statePath && !selected ? statePath : null} collapsed={collapsed} onChoose={choose} onToggle={toggle} onCollapseAll={(all) => setCollapsed(all ? new Set(graph.nodes.filter((node) => node.children.length > 0).map((node) => node.id)) : new Set())} />
            {drawing ? (
              <ChartView ref={svg} labelled={drawing} bare={bare} onWantBare={wantBare} marks={marks} overlay={overlay ?? undefined} title={`Statechart of ${entry.id}`} selected={selected && shownAs(graph, collapsed, selected)} followed={followed} onSelect={chooseOnChart} onToggle={toggle} />
            ) : (
              <Text p="4">{layoutError ? `The layout failed: ${layoutError}` : 'Laying the chart out…'}</Text>
            )}
          </Box>
          <Box w={{ base: 'full', xl: '380px' }} flexShrink={0} bg="white" borderWidth="1px" p="3" maxH="82vh" overflowY="auto">
            <Tabs.Content value="simulate" p="0">
              <SimulatePanel key={report.status} entry={entry} graph={graph} names={names} report={ready} onMarks={setMarks} />
            </Tabs.Content>
            <Tabs.Content value="live" p="0">
              <LivePanel entry={entry} graph={graph} naming={naming} live={live} onMarks={setMarks} />
            </Tabs.Content>
            <Tabs.Content value="paths" p="0">
              <PathsPanel graph={graph} names={names} report={report} onMarks={setMarks} />
            </Tabs.Content>
            <Tabs.Content value="coverage" p="0">
              <CoveragePanel graph={graph} naming={naming} report={report} onMarks={setMarks} onChoose={choose} />
            </Tabs.Content>
            <Tabs.Content value="journeys" p="0">
              <JourneyPanel machineId={entry.id} stateName={stateName} onHeat={setOverlay} />
            </Tabs.Content>
            <Tabs.Content value="funnel" p="0">
              <FunnelPanel onWhyLeft={onWhyLeft} />
            </Tabs.Content>
          </Box>
        </Flex>
      </Tabs.Root>
    </Stack>
  );
}

function Select({ label, value, onChange, options }: { label: string; value: string; onChange: (value: string) => void; options: Array<{ value: string; label: string }> }) {
  return (
    <Box>
      <Text as="label" fontSize="sm" fontWeight="medium" display="block" mb="1">
        {label}
        <NativeSelect.Root size="sm" mt="1">
          <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Text>
    </Box>
  );
}

/** Click an enabled event to take it; actor results are done or error choices with the tests' payloads. */
function SimulatePanel({ entry, graph, names, report, onMarks }: { entry: MachineEntry; graph: StudioGraph; names: PathNaming; report: CoverageReport | null; onMarks: (marks: ChartMarks) => void }) {
  const scenarios = useMemo(() => {
    const seen = new Map<string, { name: string; input: unknown }>();
    for (const path of report?.paths ?? []) {
      const key = JSON.stringify(path.input ?? null);
      if (!seen.has(key)) seen.set(key, { name: path.scenario, input: path.input });
    }
    return seen.size > 0 ? [...seen.values()] : [{ name: 'no input', input: {} }];
  }, [report]);
  const known = useMemo(() => eventChoicesFrom(report), [report]);
  const [scenarioIndex, setScenarioIndex] = useState(0);
  const scenario = scenarios[Math.min(scenarioIndex, scenarios.length - 1)]!;
  const start = useMemo((): { snapshot: AnyMachineSnapshot | null; error: string | null } => {
    try {
      return { snapshot: initialSnapshot(entry.machine, scenario.input), error: null };
    } catch (error) {
      return { snapshot: null, error: `This input does not start the machine: ${String(error)}` };
    }
  }, [entry, scenario]);
  const [history, setHistory] = useState<Array<{ snapshot: AnyMachineSnapshot; event: EventObject }>>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const current = history.at(-1)?.snapshot ?? start.snapshot;
  const previous = history.length > 1 ? history.at(-2)!.snapshot : start.snapshot;
  const last = history.at(-1)?.event;

  useEffect(() => {
    if (!current) return onMarks({});
    onMarks({
      active: new Set(activeStateIds(current, graph.rootId)),
      taken: last && previous ? takenKeys(graph, activeStateIds(previous, graph.rootId), last.type) : new Set(),
    });
  }, [current, previous, last, graph, onMarks]);

  if (!current) return <Text color="fg.error">{start.error}</Text>;
  const choices = enabledChoices(current, known);
  const send = (event: EventObject) => {
    try {
      setHistory((steps) => [...steps, { snapshot: nextSnapshot(entry.machine, current, event), event }]);
      setProblem(null);
    } catch (error) {
      setProblem(`${event.type} could not be taken: ${String(error)}`);
    }
  };
  return (
    <Stack gap="3">
      <Heading as="h3" size="sm">
        Simulate
      </Heading>
      <Select
        label="Start from (the model tests' scenarios)"
        value={String(scenarioIndex)}
        onChange={(value) => {
          setScenarioIndex(Number(value));
          setHistory([]);
        }}
        options={scenarios.map((item, index) => ({ value: String(index), label: item.name }))}
      />
      <Box data-testid="sim-state">
        <Text fontSize="sm" fontWeight="medium">
          State
        </Text>
        <Text fontSize="sm" title={valueText(current.value)}>
          {names.value(current.value)}
        </Text>
        {current.status === 'done' && (
          <Badge colorPalette="green" mt="1">
            Final state reached
          </Badge>
        )}
      </Box>
      <Flex gap="2">
        <Button size="xs" variant="outline" onClick={() => setHistory((steps) => steps.slice(0, -1))} disabled={history.length === 0}>
          Step back
        </Button>
        <Button size="xs" variant="outline" onClick={() => setHistory([])} disabled={history.length === 0}>
          Reset
        </Button>
      </Flex>
      {problem && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {problem}
        </Text>
      )}
      <Box>
        <Text fontSize="sm" fontWeight="medium" mb="1">
          Enabled events
        </Text>
        {choices.length === 0 && <Text fontSize="sm">{current.status === 'done' ? 'None: the machine is done.' : 'None.'}</Text>}
        <Stack gap="1" role="group" aria-label="Enabled events">
          {choices.map((choice, index) => (
            <Button key={`${choice.label}-${index}`} size="xs" variant="subtle" justifyContent="flex-start" whiteSpace="normal" textAlign="left" h="auto" py="1" onClick={() => send(choice.event)}>
              {choiceLabel(choice.event, names.event)}
            </Button>
          ))}
        </Stack>
      </Box>
      {history.length > 0 && (
        <Box>
          <Text fontSize="sm" fontWeight="medium">
            Steps taken
          </Text>
          <Stack as="ol" gap="0" fontSize="xs" pl="4" listStyleType="decimal">
            {history.map((step, index) => (
              <li key={index}>
                {names.event(step.event.type)} → {names.value(step.snapshot.value)}
              </li>
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}

/** The running storefront's actors of this machine, the one followed highlighted, and the event log. */
function LivePanel({ entry, graph, naming, live, onMarks }: { entry: MachineEntry; graph: StudioGraph; naming: Naming; live: ReturnType<typeof useLive>; onMarks: (marks: ChartMarks) => void }) {
  const names = namesOf(entry.id, naming);
  const tabs = tabsInOrder(live.actors.values());
  const sessions = [...live.actors.values()].filter((actor) => actor.machineId === entry.id).sort((a, b) => b.at - a.at);
  const [followed, setFollowed] = useState<string | null>(null);
  const actor = sessions.find((candidate) => candidate.sessionId === followed) ?? sessions[0];
  const lastEvent = live.log.find((line) => line.sessionId === actor?.sessionId);
  const valueKey = JSON.stringify(actor?.value ?? null);
  useEffect(() => {
    if (!actor) return onMarks({});
    onMarks({ active: new Set(stateIdsOfValue(graph.rootId, JSON.parse(valueKey))), taken: lastEvent ? new Set(graph.edges.filter((edge) => edge.eventType === lastEvent.eventType).map((edge) => edge.key)) : new Set() });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [valueKey, actor?.sessionId, lastEvent?.seq, graph, onMarks]);
  const others = [...new Set([...live.actors.values()].map((item) => item.machineId))].filter((id) => id !== entry.id);
  return (
    <Stack gap="3">
      <Heading as="h3" size="sm">
        Live
      </Heading>
      <Text fontSize="sm">Open the storefront in another tab of this browser: its actors report here, with personal data redacted.</Text>
      {sessions.length === 0 ? (
        <Text fontSize="sm" data-testid="live-status">
          Nothing of {entry.title} runs in a storefront tab yet.
          {others.length > 0 && ` Running now: ${others.map(machineTitle).join(', ')}.`}
        </Text>
      ) : (
        <>
          <Select
            label="Follow"
            value={actor?.sessionId ?? ''}
            onChange={setFollowed}
            options={sessions.map((item) => ({ value: item.sessionId, label: liveActorName(item, tabs) }))}
          />
          <Box data-testid="live-state">
            <Text fontSize="sm" fontWeight="medium">
              Current state
            </Text>
            <Text fontSize="sm" title={valueText(actor?.value)}>
              {names.value(actor?.value)}
            </Text>
          </Box>
        </>
      )}
      <Flex justify="space-between" align="center">
        <Text fontSize="sm" fontWeight="medium">
          Event log
        </Text>
        <Button size="xs" variant="ghost" onClick={live.clear}>
          Clear
        </Button>
      </Flex>
      <Table.Root size="sm" data-testid="event-log" tableLayout="fixed">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="56%">Flow: what happened</Table.ColumnHeader>
            <Table.ColumnHeader w="44%">Then in</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {live.log.slice(0, 100).map((line) => (
            <Table.Row key={line.seq} title={`${line.machineId}: ${JSON.stringify(line.event)}${line.value === undefined ? '' : ` → ${valueText(line.value)}`}`}>
              {/* names wrap at their dots only: overflowWrap normal keeps a word whole */}
              <Table.Cell fontSize="xs" overflowWrap="normal" px="1.5">
                <Text as="span" display="block" color="fg.muted">
                  {machineTitle(line.machineId)}
                </Text>
                <Text as="span" display="block">
                  <Breakable text={namesOf(line.machineId, naming).event(line.eventType)} />
                </Text>
              </Table.Cell>
              <Table.Cell fontSize="xs" overflowWrap="normal" px="1.5">
                {line.value === undefined ? '' : <Breakable text={namesOf(line.machineId, naming).value(line.value)} />}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}

/** Long dotted names wrap after a dot or a comma, never inside a word. */
const Breakable = ({ text }: { text: string }) => (
  <>
    {breakPoints(text).map((part, index) => (
      <Fragment key={index}>
        {index > 0 && <wbr />}
        {part}
      </Fragment>
    ))}
  </>
);

const Missing = ({ report }: { report: ReportState }) =>
  report.status === 'loading' ? <Text fontSize="sm">Reading the model tests' report…</Text> : report.status === 'missing' ? <Text fontSize="sm">{report.message}</Text> : null;

/** The paths the model tests generate and walk, each replayed step by step on the chart. */
function PathsPanel({ graph, names, report, onMarks }: { graph: StudioGraph; names: PathNaming; report: ReportState; onMarks: (marks: ChartMarks) => void }) {
  const [pathIndex, setPathIndex] = useState(0);
  const [step, setStep] = useState(0);
  const [query, setQuery] = useState('');
  const paths = useMemo(() => (report.status === 'ready' ? report.report.paths : []), [report]);
  const groups = useMemo(() => groupPaths(paths, query, names), [paths, query, names]);
  const matching = groups.reduce((sum, group) => sum + group.paths.length, 0);
  const path = paths[pathIndex];
  const steps = useMemo(() => path?.steps ?? [], [path]);
  useEffect(() => {
    if (!path) return onMarks({});
    const valueAt = (index: number) => (index === 0 ? path.initial : steps[index - 1]?.state);
    const before = stateIdsOfValue(graph.rootId, valueAt(step - 1));
    onMarks({
      active: new Set(stateIdsOfValue(graph.rootId, valueAt(step))),
      taken: step > 0 ? takenKeys(graph, before, steps[step - 1]!.event.type) : new Set(),
    });
  }, [path, steps, step, graph, onMarks]);
  if (report.status !== 'ready') return <Missing report={report} />;
  return (
    <Stack gap="3">
      <Heading as="h3" size="sm">
        Test paths
      </Heading>
      <Text fontSize="sm" data-testid="paths-figures">
        {paths.length} paths from the model run of {runDate(report.report.generatedAt)}
        {report.report.pathsInRun && report.report.pathsInRun > paths.length ? ` (of ${report.report.pathsInRun}: the shortest to each end of each scenario)` : ''}.
      </Text>
      <Text as="label" fontSize="sm" fontWeight="medium" display="block">
        Through a state or transition
        <Input size="sm" mt="1" value={query} placeholder="pricing, Next…" onChange={(event) => {
            const text = event.currentTarget.value;
            setQuery(text);
            // the first path through what was typed is replayed at once
            const first = groupPaths(paths, text, names)[0]?.paths[0];
            if (first) {
              setPathIndex(first.index);
              setStep(0);
            }
          }}
        />
      </Text>
      <Text fontSize="xs" color="fg.muted" data-testid="paths-matching" aria-live="polite">
        {query.trim() ? `${matching} of ${paths.length} paths pass through “${query.trim()}”.` : `${groups.length} scenarios.`}
      </Text>
      <Text as="label" fontSize="sm" fontWeight="medium" display="block">
        Path (by scenario: where it ends and by which event)
        <NativeSelect.Root size="sm" mt="1">
          <NativeSelect.Field
            value={String(pathIndex)}
            onChange={(event) => {
              setPathIndex(Number(event.currentTarget.value));
              setStep(0);
            }}
          >
            {!groups.some((group) => group.paths.some((named) => named.index === pathIndex)) && path && <option value={String(pathIndex)}>{`${pathIndex + 1}. (not matching the filter)`}</option>}
            {groups.map((group) => (
              <optgroup key={group.scenario} label={`${group.scenario} (${group.paths.length})`}>
                {group.paths.map((named) => (
                  <option key={named.index} value={String(named.index)}>
                    {`${named.index + 1}. ${named.name}`}
                  </option>
                ))}
              </optgroup>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Text>
      <Flex gap="2" align="center">
        <Button size="xs" variant="outline" onClick={() => setStep(0)} disabled={step === 0}>
          Start
        </Button>
        <Button size="xs" variant="outline" onClick={() => setStep((at) => at - 1)} disabled={step === 0}>
          Previous step
        </Button>
        <Button size="xs" variant="outline" onClick={() => setStep((at) => at + 1)} disabled={step >= steps.length}>
          Next step
        </Button>
      </Flex>
      <Text fontSize="sm" data-testid="path-step">
        Step {step} of {steps.length}
        {step > 0 ? `: ${names.event(steps[step - 1]!.event.type)}` : ': the initial state'}
      </Text>
      <Text fontSize="sm">{names.value(step === 0 ? path?.initial : steps[step - 1]?.state)}</Text>
      <Stack as="ol" gap="0" fontSize="xs" pl="4" listStyleType="decimal">
        {steps.map((item, index) => (
          <Box as="li" key={index} fontWeight={index === step - 1 ? 'bold' : undefined}>
            {names.event(item.event.type)} → {names.value(item.state)}
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}

/** The model tests' coverage: figures, a heat map on the chart, and what was never walked. */
function CoveragePanel({ graph, naming, report, onMarks, onChoose }: { graph: StudioGraph; naming: Naming; report: ReportState; onMarks: (marks: ChartMarks) => void; onChoose: (id: string) => void }) {
  const ready = report.status === 'ready' ? report.report : null;
  useEffect(() => {
    if (!ready) return onMarks({});
    const walked = coverageOf(ready);
    onMarks({ heat: stateHeat(ready, graph.rootId, (value) => stateIdsOfValue(graph.rootId, value), graph.nodes.map((node) => node.id)), stateWalked: walked.stateWalked, transitionWalked: walked.transitionWalked });
  }, [ready, graph, onMarks]);
  if (!ready) return <Missing report={report} />;
  const defined = new Set(graph.edges.map((edge) => edge.key));
  const stale = ready.transitions.missing.filter((key) => !defined.has(key)).length + (ready.transitions.total !== graph.edges.length ? 1 : 0);
  return (
    <Stack gap="3">
      <Heading as="h3" size="sm">
        Coverage
      </Heading>
      {/* each row's first cell is its header (a table without headers tells a screen reader nothing: IBM table_headers_exists) */}
      <Table.Root size="sm" data-testid="coverage-figures">
        <Table.Body>
          <Table.Row>
            <Table.Cell as="th" scope="row" textAlign="start">
              States walked
            </Table.Cell>
            <Table.Cell data-testid="states-covered">
              {ready.states.covered}/{ready.states.total} ({percent(ready.states)}%)
            </Table.Cell>
          </Table.Row>
          <Table.Row>
            <Table.Cell as="th" scope="row" textAlign="start">
              Transitions walked
            </Table.Cell>
            <Table.Cell data-testid="transitions-covered">
              {ready.transitions.covered}/{ready.transitions.total} ({percent(ready.transitions)}%)
            </Table.Cell>
          </Table.Row>
          <Table.Row>
            <Table.Cell as="th" scope="row" textAlign="start">
              Paths
            </Table.Cell>
            <Table.Cell>{ready.paths.length}</Table.Cell>
          </Table.Row>
        </Table.Body>
      </Table.Root>
      <Text fontSize="xs" color="fg.muted">
        From the model run of {runDate(ready.generatedAt)}. A state's shade and its figure say how many steps of the paths were in it; anything
        never walked is drawn red and dashed.
      </Text>
      {stale > 0 && (
        <Text fontSize="sm" color="fg.error">
          This report was written for an earlier version of this machine: some figures may be off.
        </Text>
      )}
      <Box data-testid="never-walked">
        <Text fontSize="sm" fontWeight="medium">
          Never walked
        </Text>
        {ready.states.missing.length + ready.transitions.missing.length === 0 ? (
          <Text fontSize="sm">Nothing: every state and transition was walked.</Text>
        ) : (
          <Stack as="ul" gap="0" fontSize="xs" pl="4" listStyleType="disc">
            {ready.states.missing.map((id) => (
              <li key={id}>
                state{' '}
                <Button size="2xs" variant="plain" textDecoration="underline" p="0" h="auto" title={id} onClick={() => onChoose(id)} disabled={!graph.nodes.some((node) => node.id === id)}>
                  {naming === 'ids' ? id : (graph.nodes.find((node) => node.id === id)?.label ?? id)}
                </Button>
              </li>
            ))}
            {ready.transitions.missing.map((key) => (
              <li key={key}>
                transition <Breakable text={transitionName(graph, key, naming)} />
              </li>
            ))}
          </Stack>
        )}
      </Box>
    </Stack>
  );
}

interface StateFinderProps {
  graph: StudioGraph;
  selected: string | null;
  /** A ?state= naming no state of this machine. */
  unknown: string | null;
  collapsed: ReadonlySet<string>;
  onChoose: (id: string | null) => void;
  onToggle: (id: string) => void;
  onCollapseAll: (all: boolean) => void;
}

/** Find a state by name (centred and ringed on the chart), and collapse or expand compound states. */
function StateFinder({ graph, selected, unknown, collapsed, onChoose, onToggle, onCollapseAll }: StateFinderProps) {
  const [typed, setTyped] = useState(selected ? pathOfState(graph, selected) : (unknown ?? ''));
  const [problem, setProblem] = useState<string | null>(null);
  const listId = `states-of-${graph.machineId}`;
  const chosen = graph.nodes.find((node) => node.id === selected);
  // the other states the words typed also name, offered beside the one shown
  const [others, setOthers] = useState<StudioNode[]>([]);
  const show = (text: string) => {
    const [first, ...rest] = findStates(graph, text);
    setProblem(first || !text.trim() ? null : `No state named “${text.trim()}” in ${graph.machineId}.`);
    setOthers(rest.slice(0, 6));
    if (first) onChoose(first.id);
  };
  return (
    <Flex as="form" gap="2" mb="2" align="flex-start" wrap="wrap" onSubmit={(event) => (event.preventDefault(), show(typed))}>
      <Box>
        <Text as="label" fontSize="xs" fontWeight="medium" display="flex" gap="2" alignItems="center">
          Find a state
          <Input
            size="xs"
            w="64"
            list={listId}
            value={typed}
            placeholder="words or a name: spouse, saving…"
            aria-invalid={problem || unknown ? true : undefined}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              // a name picked from the list is shown at once
              if (resolveState(graph, event.currentTarget.value)) show(event.currentTarget.value);
            }}
          />
        </Text>
        <datalist id={listId}>
          {graph.nodes.map((node) => (
            <option key={node.id} value={pathOfState(graph, node.id)} label={node.label} />
          ))}
        </datalist>
        {(problem ?? (unknown && `No state named “${unknown}” in ${graph.machineId}.`)) && (
          <Text fontSize="xs" color="fg.error" role="alert" mt="1">
            {problem ?? `No state named “${unknown}” in ${graph.machineId}.`}
          </Text>
        )}
        {others.length > 0 && (
          <Text fontSize="xs" mt="1" data-testid="other-matches">
            Also:{' '}
            {others.map((node, index) => (
              <Fragment key={node.id}>
                {index > 0 && ', '}
                <Button size="2xs" variant="plain" textDecoration="underline" p="0" h="auto" title={node.id} onClick={() => (setOthers([]), onChoose(node.id))}>
                  {node.label}
                </Button>
              </Fragment>
            ))}
          </Text>
        )}
      </Box>
      <Button size="xs" type="submit">
        Show
      </Button>
      {chosen && chosen.children.length > 0 && (
        <Button size="xs" variant="outline" onClick={() => onToggle(chosen.id)}>
          {collapsed.has(chosen.id) ? `Expand ${chosen.key}` : `Collapse ${chosen.key}`}
        </Button>
      )}
      <Button size="xs" variant="ghost" onClick={() => onCollapseAll(true)}>
        Collapse all
      </Button>
      <Button size="xs" variant="ghost" onClick={() => onCollapseAll(false)}>
        Expand all
      </Button>
      {selected && (
        <Button size="xs" variant="ghost" onClick={() => (setTyped(''), onChoose(null))}>
          Clear
        </Button>
      )}
    </Flex>
  );
}
