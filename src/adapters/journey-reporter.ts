import type { InspectionEvent } from 'xstate';
import { ANALYTICS_PATH, type MachineReport, type WizardJourney } from '../../contract/analytics.ts';
import { afterInteractive } from '../ui/after-interactive.ts';
import { appConfig } from './app-config.ts';
import type { JourneyRecorder } from './journey-recorder.ts';

/**
 * Sends the tab's journeys to report-journeys (docs/studio.md, Where applicants go and Funnel): what was
 * counted, every REPORT_EVERY_MS while something was, and on leaving the page (pagehide) with
 * keepalive, so the last report outlives the tab. A failed report is dropped: analytics never
 * disturbs the storefront. The recorder's code loads once the page is interactive; the events
 * before it are kept and counted then, each at the time it happened.
 */
export const REPORT_EVERY_MS = 15_000;

let recorder: JourneyRecorder | null = null;
/** Events inspected before the recorder loaded, with when each happened. */
const early: { event: InspectionEvent; at: number }[] = [];
/** While early events are counted, the time of the one being counted: the recorder's clock. */
let replayingAt: number | null = null;
/** The recorder's code could not load: nothing is kept for it. */
let unavailable = false;
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;

const send = ({ machines, wizard }: { machines: MachineReport[]; wizard: WizardJourney[] }) => {
  if (machines.length === 0 && wizard.length === 0) return;
  void fetch(ANALYTICS_PATH, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', Authorization: appConfig().apiAuthorization },
    body: JSON.stringify(wizard.length > 0 ? { machines, wizard } : { machines }),
  }).catch(() => undefined);
};

/** Sends what was counted so far; on leaving, with the states the tab was last in. */
export const reportJourneys = (leaving: boolean): void => {
  if (timer) clearTimeout(timer);
  timer = null;
  try {
    if (recorder) send(recorder.report(leaving));
  } catch {
    // a report that cannot be made is dropped
  }
};

const count = (event: InspectionEvent) => {
  recorder!.record(event);
  timer ??= setTimeout(() => reportJourneys(false), REPORT_EVERY_MS);
};

const loadRecorder = () =>
  void import('./journey-recorder.ts').then(
    ({ journeyRecorder }) => {
      recorder = journeyRecorder(() => replayingAt ?? Date.now());
      for (const { event, at } of early.splice(0)) {
        replayingAt = at;
        try {
          count(event);
        } catch {
          // an event that cannot be counted is dropped
        }
      }
      replayingAt = null;
    },
    () => {
      unavailable = true;
      early.length = 0;
    },
  );

/** Counts one inspection event of the storefront's machines (the studio's own tab counts nothing). */
export const recordJourney = (event: InspectionEvent): void => {
  if (typeof window === 'undefined' || window.location.pathname.split('/')[1] === 'studio') return;
  if (!listening) {
    listening = true;
    window.addEventListener('pagehide', () => reportJourneys(true));
    afterInteractive(loadRecorder);
  }
  if (recorder) count(event);
  else if (!unavailable) early.push({ event, at: Date.now() });
};
