import * as z from 'zod/mini';
import { analyticsCatalog } from './analytics-catalog.ts';
import {
  ANALYTICS_LIMITS,
  ANALYTICS_PATH,
  analyticsMessages,
  WIZARD_FUNNEL,
  WIZARD_JOURNEYS_PER_REPORT,
  daySchema,
  machineCountsSchema,
  machineReportSchema,
  wizardJourneySchema,
  type MachineReport,
} from './analytics.ts';
import { endpoint } from './endpoint-row.ts';

/**
 * The analytics rows. A report is refused whole unless every id is one the registry's machines
 * have (contract/analytics-catalog.ts): nothing else, free text least of all, can be stored.
 */

const isMachine = (id: string): boolean => Object.hasOwn(analyticsCatalog, id);

const knownStates = (report: MachineReport) => {
  const states = new Set(analyticsCatalog[report.machine]?.states);
  return report.states.every((state) => states.has(state.id));
};
const knownTransitions = (report: MachineReport) => {
  const transitions = new Set(analyticsCatalog[report.machine]?.transitions);
  return report.transitions.every((transition) => transitions.has(transition.key));
};

const knownMachineReport = machineReportSchema.check(
  z.refine((report) => isMachine(report.machine), { message: analyticsMessages.unknownMachine, path: ['machine'] }),
  z.refine(knownStates, { message: analyticsMessages.unknownState, path: ['states'] }),
  z.refine(knownTransitions, { message: analyticsMessages.unknownTransition, path: ['transitions'] }),
);

export const analyticsEndpoints = {
  // A tab's journeys since its last report, and the enrollments that ended since (src/adapters/journey-reporter.ts); rate-limited per client.
  reportJourneys: endpoint({
    method: 'POST',
    path: ANALYTICS_PATH,
    request: z
      .object({
        machines: z.array(knownMachineReport).check(z.maxLength(ANALYTICS_LIMITS.machines)),
        wizard: z.optional(z.array(wizardJourneySchema).check(z.maxLength(WIZARD_JOURNEYS_PER_REPORT))),
      })
      .check(z.refine((report) => report.machines.length > 0 || (report.wizard?.length ?? 0) > 0, { message: analyticsMessages.emptyReport, path: ['machines'] })),
    data: z.object({ counted: z.int() }),
  }),
  // One machine's counters summed over a range of days, for the studio's heat map.
  getJourneyCounts: endpoint({
    method: 'GET',
    path: '/api/v1/analytics/counts',
    request: z
      .object({ machine: z.string().check(z.refine((id) => isMachine(id) || id === WIZARD_FUNNEL, analyticsMessages.unknownMachine)), from: daySchema, to: daySchema })
      .check(z.refine(({ from, to }) => from <= to, { message: analyticsMessages.rangeOrder, path: ['from'] })),
    data: machineCountsSchema,
  }),
};
