import { describe, expect, it } from 'vitest';
import { ANALYTICS_LIMITS, ANALYTICS_REPORTS_PER_MINUTE, ANALYTICS_RETENTION_DAYS, analyticsMessages, dwellBucketOf, funnelStateId, WIZARD_FUNNEL, type MachineReport } from '../../contract/index.ts';
import { analyticsCatalog } from '../../contract/analytics-catalog.ts';
import { dayOf, daysBefore, pruneAnalytics } from '../../server/analytics/counters.ts';
import { seedJourneyCounts, SEEDED_DAYS } from '../../server/db/seed/journey-counts.ts';
import { analyticsDwellDays, analyticsStateDays, analyticsTransitionDays } from '../../server/db/schema.ts';
import { dataOf, expectFieldError, failureOf, useTestServer } from './harness.ts';

const server = useTestServer();
const today = dayOf(new Date());
const quote = analyticsCatalog.quote!;
const [root, firstState] = quote.states as [string, string];
const firstTransition = quote.transitions[0]!;

const report = (machine: Partial<MachineReport> = {}): MachineReport => ({
  machine: 'quote',
  states: [
    { id: root, entered: 1, firstInSession: true, dwellMs: [], last: false },
    { id: firstState, entered: 2, firstInSession: true, dwellMs: [1_200, 40_000], last: true },
  ],
  transitions: [{ key: firstTransition, taken: 3, firstInSession: true }],
  ...machine,
});

const countsToday = async () => dataOf('getJourneyCounts', await server.call('getJourneyCounts', { machine: 'quote', from: today, to: today }));

describe('report-journeys and journey counts (docs/reference-server.md, Analytics)', () => {
  it("adds a report to the day's counters: visits, sessions, drop-offs, dwell buckets, transitions", async () => {
    const before = await countsToday();
    const stateBefore = before.states.find((state) => state.id === firstState);
    expect(dataOf('reportJourneys', await server.call('reportJourneys', { machines: [report()] }))).toEqual({ counted: 3 });
    // a second tab, later in the session: no new session, only visits
    const again = report({ states: [{ id: firstState, entered: 1, firstInSession: false, dwellMs: [], last: false }], transitions: [] });
    dataOf('reportJourneys', await server.call('reportJourneys', { machines: [again] }));

    const after = await countsToday();
    const state = after.states.find((candidate) => candidate.id === firstState)!;
    expect(state.visits - (stateBefore?.visits ?? 0)).toBe(3);
    expect(state.sessions - (stateBefore?.sessions ?? 0)).toBe(1);
    expect(state.dropOffs - (stateBefore?.dropOffs ?? 0)).toBe(1);
    for (const ms of [1_200, 40_000]) expect(state.dwell[dwellBucketOf(ms)]! - (stateBefore?.dwell[dwellBucketOf(ms)] ?? 0)).toBe(1);
    const transitionBefore = before.transitions.find((candidate) => candidate.key === firstTransition);
    const transition = after.transitions.find((candidate) => candidate.key === firstTransition)!;
    expect([transition.taken - (transitionBefore?.taken ?? 0), transition.sessions - (transitionBefore?.sessions ?? 0)]).toEqual([3, 1]);
  });

  it('sums a state named twice in one report (one upsert touches a row once)', async () => {
    const before = (await countsToday()).states.find((state) => state.id === root)?.visits ?? 0;
    const twice = report({ states: [1, 2].map(() => ({ id: root, entered: 1, firstInSession: false, dwellMs: [5], last: false })), transitions: [] });
    dataOf('reportJourneys', await server.call('reportJourneys', { machines: [twice, twice] }));
    expect((await countsToday()).states.find((state) => state.id === root)!.visits - before).toBe(4);
  });

  it("adds an enrollment that ended to the wizard funnel's counters: its furthest tab, whether it left there, the time in each tab", async () => {
    const funnelToday = async () => dataOf('getJourneyCounts', await server.call('getJourneyCounts', { machine: WIZARD_FUNNEL, from: today, to: today })).states;
    const of = (states: Awaited<ReturnType<typeof funnelToday>>, tab: string) => states.find((state) => state.id === funnelStateId(tab));
    const before = await funnelToday();
    const journey = { steps: [{ tab: 'primary_info', ms: 40_000 }, { tab: 'contact_info', ms: 9_000 }], left: true };
    dataOf('reportJourneys', await server.call('reportJourneys', { machines: [], wizard: [journey] }));
    const after = await funnelToday();
    const contact = of(after, 'contact_info')!;
    expect([contact.sessions - (of(before, 'contact_info')?.sessions ?? 0), contact.dropOffs - (of(before, 'contact_info')?.dropOffs ?? 0)]).toEqual([1, 1]);
    expect(contact.dwell[dwellBucketOf(9_000)]! - (of(before, 'contact_info')?.dwell[dwellBucketOf(9_000)] ?? 0)).toBe(1);
    // the first tab was passed, not the furthest: only its time counts
    const personal = of(after, 'primary_info')!;
    expect(personal.sessions - (of(before, 'primary_info')?.sessions ?? 0)).toBe(0);
    expect(personal.dwell[dwellBucketOf(40_000)]! - (of(before, 'primary_info')?.dwell[dwellBucketOf(40_000)] ?? 0)).toBe(1);

    const rowsBefore = await server.db.select().from(analyticsStateDays);
    const backwards = { steps: [{ tab: 'contact_info', ms: 1 }, { tab: 'primary_info', ms: 1 }], left: false };
    expectFieldError(await server.call('reportJourneys', { machines: [], wizard: [backwards] }), 'wizard.0.steps', analyticsMessages.stepOrder);
    expectFieldError(await server.call('reportJourneys', { machines: [] }), 'machines', analyticsMessages.emptyReport);
    failureOf(await server.call('reportJourneys', { machines: [], wizard: [{ steps: [{ tab: 'Jane Doe', ms: 1 }], left: true }] }), 422);
    expect(await server.db.select().from(analyticsStateDays)).toEqual(rowsBefore);
  });

  it('refuses ids that are not of the registry, and counts out of bounds, storing nothing', async () => {
    const rowsBefore = await server.db.select().from(analyticsStateDays);
    const refused: [unknown, string, string][] = [
      [[report({ machine: 'someone@example.com' })], 'machines.0.machine', analyticsMessages.unknownMachine],
      [[report({ states: [{ id: 'quote.Jane Doe 123-45-6789', entered: 1, firstInSession: true, dwellMs: [], last: false }] })], 'machines.0.states', analyticsMessages.unknownState],
      [[report({ transitions: [{ key: `${root} —user.typed jane@example.com[0]→ ${firstState}`, taken: 1, firstInSession: true }] })], 'machines.0.transitions', analyticsMessages.unknownTransition],
    ];
    for (const [machines, field, message] of refused) expectFieldError(await server.call('reportJourneys', { machines }), field, message);
    const outOfBounds = [
      { machines: [report({ states: [{ id: root, entered: -1, firstInSession: true, dwellMs: [], last: false }] })] },
      { machines: [report({ states: [{ id: root, entered: ANALYTICS_LIMITS.count + 1, firstInSession: true, dwellMs: [], last: false }] })] },
      { machines: [report({ states: [{ id: root, entered: 1, firstInSession: true, dwellMs: Array(ANALYTICS_LIMITS.dwellSamples + 1).fill(1), last: false }] })] },
      { machines: [report({ states: [{ id: root, entered: 1, firstInSession: true, dwellMs: [ANALYTICS_LIMITS.dwellMs + 1], last: false }] })] },
      { machines: [{ machine: 'quote', states: 'everything' }] },
      { machines: Array(ANALYTICS_LIMITS.machines + 1).fill(report()) },
    ];
    for (const body of outOfBounds) failureOf(await server.call('reportJourneys', body), 422);
    // not JSON at all
    failureOf(await server.send('POST', '/api/v1/analytics/journeys', 'state=quote'), 400);
    expect(await server.db.select().from(analyticsStateDays)).toEqual(rowsBefore);
  });

  it('keeps only ids and counts: fields a client adds are not stored', async () => {
    const withExtras = { ...report(), email: 'jane@example.com', context: { ssn: '123-45-6789' } };
    dataOf('reportJourneys', await server.call('reportJourneys', { machines: [withExtras], name: 'Jane Doe' }));
    const stored = JSON.stringify([
      await server.db.select().from(analyticsStateDays),
      await server.db.select().from(analyticsDwellDays),
      await server.db.select().from(analyticsTransitionDays),
    ]);
    for (const personal of ['jane@example.com', '123-45-6789', 'Jane Doe', '127.0.0.1']) expect(stored).not.toContain(personal);
    expect(Object.keys((await server.db.select().from(analyticsStateDays))[0]!).sort()).toEqual(['day', 'dropOffs', 'machineId', 'sessions', 'stateId', 'visits']);
  });

  it('refuses a range that is not one: a day that is not a date, the first after the last, a machine not of the registry', async () => {
    expectFieldError(await server.call('getJourneyCounts', { machine: 'quote', from: '2026-02-30', to: today }), 'from', 'Enter a real date.');
    expectFieldError(await server.call('getJourneyCounts', { machine: 'quote', from: 'last week', to: today }), 'from', 'Enter a date as YYYY-MM-DD.');
    expectFieldError(await server.call('getJourneyCounts', { machine: 'quote', from: today, to: daysBefore(today, 1) }), 'from', analyticsMessages.rangeOrder);
    expectFieldError(await server.call('getJourneyCounts', { machine: 'nope', from: today, to: today }), 'machine', analyticsMessages.unknownMachine);
  });

  it('deletes counters older than the retention period and keeps the rest', async () => {
    const old = daysBefore(today, ANALYTICS_RETENTION_DAYS + 1);
    const kept = daysBefore(today, ANALYTICS_RETENTION_DAYS - 1);
    await server.db.insert(analyticsStateDays).values([old, kept].map((day) => ({ day, machineId: 'quote', stateId: root, visits: 1 })));
    await server.db.insert(analyticsTransitionDays).values({ day: old, machineId: 'quote', transitionKey: firstTransition, taken: 1 });
    expect(await pruneAnalytics(server.db, today)).toBeGreaterThanOrEqual(2);
    const days = (await server.db.select().from(analyticsStateDays)).map((row) => row.day);
    expect(days).toContain(kept);
    expect(days).not.toContain(old);
    expect((await server.db.select().from(analyticsTransitionDays)).map((row) => row.day)).not.toContain(old);
  });

  it(`answers 429 past ${ANALYTICS_REPORTS_PER_MINUTE} reports a minute from one client`, async () => {
    const caller = server.visitor();
    const body = { machines: [report({ transitions: [] })] };
    let status = 200;
    for (let sent = 0; sent <= ANALYTICS_REPORTS_PER_MINUTE && status === 200; sent += 1) status = (await caller.call('reportJourneys', body)).status;
    expect(status).toBe(429);
    expect(server.loggedErrors).toEqual([]);
  });

  it('seeds weeks of plausible counts for every machine: sessions within visits, drop-offs within sessions, shares within the source', async () => {
    await seedJourneyCounts(server.db, today);
    const range = { from: daysBefore(today, SEEDED_DAYS), to: daysBefore(today, 1) };
    for (const machine of ['quote', 'enrollment', 'formStep', 'receipt']) {
      const counts = dataOf('getJourneyCounts', await server.call('getJourneyCounts', { machine, ...range }));
      const root = counts.states.find((state) => state.id === machine)!;
      expect(root.sessions, machine).toBeGreaterThan(SEEDED_DAYS);
      for (const state of counts.states) {
        expect(analyticsCatalog[machine]!.states).toContain(state.id);
        expect(state.sessions).toBeLessThanOrEqual(state.visits);
        expect(state.dropOffs).toBeLessThanOrEqual(state.sessions);
      }
      const sessionsOf = new Map(counts.states.map((state) => [state.id, state.sessions]));
      for (const transition of counts.transitions) expect(transition.sessions).toBeLessThanOrEqual(sessionsOf.get(transition.key.slice(0, transition.key.indexOf(' —'))) ?? 0);
    }
  });
});
