import { describe, expect, it } from 'vitest';
import { tabNameSchema, type TabName } from '../../contract/steps.ts';
import { kindMachines } from '../../machines/enrollment/step-registry.ts';
import { descriptorOf } from '../../machines/enrollment/steps/index.ts';
import type { WizardJourney } from '../../contract/analytics.ts';
import { countJourneys } from '../../server/analytics/wizard-funnel.ts';
import { SEEDED_DAYS, seededHistory, TAB_MACHINES } from '../../server/db/seed/journey-counts.ts';
import { wizardFunnelRows } from '../../src/studio/analytics/wizard-funnel.ts';

/** mulberry32, for generated journeys the same every run (fast-check is not installed). */
const randomFrom = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/** Any set of journeys: each meets some tabs in the wizard's order, spends any time in each and may leave in its last. */
const generateJourneys = (random: () => number): WizardJourney[] =>
  Array.from({ length: Math.floor(random() * 60) }, () => {
    const tabs = tabNameSchema.options.filter(() => random() < 0.6);
    const steps = tabs.slice(0, Math.floor(random() * (tabs.length + 1))).map((tab) => ({ tab, ms: Math.floor(random() ** 3 * 4_000_000) }));
    return { steps, left: random() < 0.5 };
  });

const order = tabNameSchema.options;
/** Journeys that got at least as far as `tab`: their furthest tab is it or a later one. */
const gotAsFar = (journeys: readonly WizardJourney[], tab: TabName) =>
  journeys.filter((journey) => journey.steps.length > 0 && order.indexOf(journey.steps.at(-1)!.tab) >= order.indexOf(tab)).length;

describe('the wizard funnel', () => {
  it('adds up for any set of journeys: each row at most the previous less those who left there, every figure a count of journeys', () => {
    for (let seed = 1; seed <= 300; seed += 1) {
      const journeys = generateJourneys(randomFrom(seed));
      const rows = wizardFunnelRows(countJourneys(journeys));
      const met = order.filter((tab) => journeys.some((journey) => journey.steps.some((step) => step.tab === tab)));
      expect(rows.map((row) => row.tab), `seed ${seed}`).toEqual(met);
      rows.forEach((row, index) => {
        expect(row.sessions, `seed ${seed} ${row.tab}`).toBe(gotAsFar(journeys, row.tab));
        expect(row.left).toBe(journeys.filter((journey) => journey.left && journey.steps.at(-1)?.tab === row.tab).length);
        expect(row.left).toBeLessThanOrEqual(row.sessions);
        if (index === 0) return expect(row.fromPrevious).toBe(1);
        const previous = rows[index - 1]!;
        expect(row.sessions, `seed ${seed}: ${row.tab} after ${previous.tab}`).toBeLessThanOrEqual(previous.sessions - previous.left);
        expect(row.fromPrevious).toBeCloseTo(previous.sessions === 0 ? 0 : row.sessions / previous.sessions, 10);
      });
    }
  });

  it('reads the median time from the visits to a step', () => {
    const rows = wizardFunnelRows(countJourneys([{ steps: [{ tab: 'primary_info', ms: 8_000 }], left: true }, { steps: [{ tab: 'primary_info', ms: 8_000 }], left: false }]));
    expect(rows).toEqual([{ tab: 'primary_info', title: 'Personal Information', sessions: 2, fromPrevious: 1, left: 1, medianMs: expect.any(Number) }]);
    expect(rows[0]!.medianMs).toBeGreaterThanOrEqual(7_500);
    expect(rows[0]!.medianMs).toBeLessThanOrEqual(10_000);
  });
});

describe('the seeded history', () => {
  const history = seededHistory('2026-11-27');

  it('is the same on every start', () => {
    expect(seededHistory('2026-11-27')).toEqual(history);
    expect(history).toHaveLength(SEEDED_DAYS);
    expect(history[0]!.day).toBe('2026-11-06');
    expect(history.at(-1)!.day).toBe('2026-11-26');
  });

  it("runs the enrollments through each tab's real step machine, and its counts agree with the funnel", () => {
    for (const tab of order) expect(TAB_MACHINES[tab], tab).toBe(kindMachines[descriptorOf(tab).kind].id);
    for (const { increments, enrollments } of history) {
      const funnel = countJourneys(enrollments);
      // a step machine's sessions are the enrollments that opened its tabs
      for (const machineId of new Set(Object.values(TAB_MACHINES))) {
        const opened = enrollments.reduce((sum, journey) => sum + journey.steps.filter((step) => TAB_MACHINES[step.tab] === machineId).length, 0);
        const root = increments.states.find((state) => state.machineId === machineId && state.stateId === machineId);
        expect(root?.sessions ?? 0, machineId).toBe(opened);
      }
      // its drop-offs are the enrollments that closed the tab in one of its steps
      const left = increments.states.filter((state) => state.machineId === 'wizardFunnel').reduce((sum, state) => sum + state.dropOffs, 0);
      expect(left).toBe(enrollments.filter((journey) => journey.left).length);
      expect([...funnel.values()].reduce((sum, counter) => sum + counter.furthest, 0)).toBe(enrollments.filter((journey) => journey.steps.length > 0).length);
    }
    const rows = wizardFunnelRows(countJourneys(history.flatMap((day) => day.enrollments)));
    expect(rows[0]!.sessions).toBeGreaterThan(200);
    expect(rows.at(-1)!.sessions).toBeGreaterThan(0);
    expect(rows.at(-1)!.sessions).toBeLessThan(rows[0]!.sessions);
  });

  it("looks like a real store's funnel: most who give up do so early, yet a good share reach the receipt", () => {
    const enrollments = history.flatMap((day) => day.enrollments);
    const rows = wizardFunnelRows(countJourneys(enrollments));
    const finished = enrollments.filter((journey) => !journey.left).length / enrollments.length;
    expect(finished).toBeGreaterThan(0.25);
    expect(finished).toBeLessThan(0.5);
    const leftShare = rows.map((row) => row.left / row.sessions);
    expect(Math.max(...leftShare)).toBe(leftShare[0]);
    const [first, second] = rows;
    expect(first!.left + second!.left).toBeGreaterThan(rows.reduce((sum, row) => sum + row.left, 0) / 2);
  });
});
