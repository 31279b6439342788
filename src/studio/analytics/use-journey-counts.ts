import { useQuery } from '@tanstack/react-query';
import type { MachineCounts } from '../../../contract/analytics.ts';
import { call } from '../../adapters/api-call.ts';

/** A range of UTC days, YYYY-MM-DD, both included. */
export interface DayRange {
  from: string;
  to: string;
}

const journeyCountsQuery = (machine: string, { from, to }: DayRange, enabled: boolean) => ({
  queryKey: ['journeyCounts', machine, from, to],
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<MachineCounts> => call('getJourneyCounts', { machine, from, to }, { signal }),
  enabled,
  // counts move while an analyst watches: read again when the panel is looked at again
  staleTime: 10_000,
});

/** One machine's counters over a range of days (get-journey-counts); not asked while the range is not one. */
export const useJourneyCounts = (machine: string, range: DayRange, enabled = true) => useQuery(journeyCountsQuery(machine, range, enabled));

/** The last `days` UTC days up to today's. */
export const recentDays = (days: number, now: Date = new Date()): DayRange => ({
  from: new Date(now.getTime() - (days - 1) * 86_400_000).toISOString().slice(0, 10),
  to: now.toISOString().slice(0, 10),
});
