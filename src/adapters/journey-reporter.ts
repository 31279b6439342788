import type { InspectionEvent } from 'xstate';
import { ANALYTICS_PATH, type MachineReport } from '../../contract/analytics.ts';
import { appConfig } from './app-config.ts';
import { journeyRecorder } from './journey-recorder.ts';

/**
 * Sends the tab's journeys to report-journeys (docs/studio.md, Where applicants go): what was
 * counted, every REPORT_EVERY_MS while something was, and on leaving the page (pagehide) with
 * keepalive, so the last report outlives the tab. A failed report is dropped: analytics never
 * disturbs the storefront.
 */
export const REPORT_EVERY_MS = 15_000;

const recorder = journeyRecorder();
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;

const send = (machines: MachineReport[]) => {
  if (machines.length === 0) return;
  void fetch(ANALYTICS_PATH, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', Authorization: appConfig().apiAuthorization },
    body: JSON.stringify({ machines }),
  }).catch(() => undefined);
};

/** Sends what was counted so far; on leaving, with the states the tab was last in. */
export const reportJourneys = (leaving: boolean): void => {
  if (timer) clearTimeout(timer);
  timer = null;
  try {
    send(recorder.report(leaving));
  } catch {
    // a report that cannot be made is dropped
  }
};

/** Counts one inspection event of the storefront's machines (the studio's own tab counts nothing). */
export const recordJourney = (event: InspectionEvent): void => {
  if (typeof window === 'undefined' || window.location.pathname.split('/')[1] === 'studio') return;
  if (!listening) {
    listening = true;
    window.addEventListener('pagehide', () => reportJourneys(true));
  }
  recorder.record(event);
  timer ??= setTimeout(() => reportJourneys(false), REPORT_EVERY_MS);
};
