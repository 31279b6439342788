import type { AnyTransitionDefinition, InspectionEvent } from 'xstate';
import { ANALYTICS_LIMITS, type MachineReport, type StateReport, type TransitionReport, type WizardJourney } from '../../contract/analytics.ts';
import { transitionKey } from './transition-key.ts';
import { WIZARD_MACHINE, wizardJourneys } from './wizard-journey.ts';

/**
 * Counts a tab's journeys through the app's machines from XState inspection (docs/studio.md,
 * Where applicants go): states entered and how long each stayed, transitions taken, and on
 * leaving the states the tab was in. Only state ids, transition keys, counts and durations are
 * kept, never a context or an event's payload. The tab is the session: what it already counted
 * once is remembered here, in memory, so each report says whether a state or transition is new
 * to the session; nothing identifying the tab is sent. The wizard's enrollments are also kept
 * whole, as the tabs met and the time in each (wizard-journey.ts), for the funnel.
 */

interface Tracked {
  machineId: string;
  /** The actor, to ask on leaving whether it still runs (a stopped actor tells inspection nothing). */
  ref: { getSnapshot: () => unknown };
  /** Active state ids (the root's too) and when each was entered. */
  active: Map<string, number>;
}
interface Snapshotish {
  status?: string;
  _nodes?: readonly { id: string }[];
}

const machineIdOf = (actorRef: unknown): string | null => {
  const logic = (actorRef as { logic?: { id?: unknown; root?: unknown } }).logic;
  return logic?.root && typeof logic.id === 'string' ? logic.id : null;
};

export const journeyRecorder = (now: () => number = Date.now) => {
  const actors = new Map<string, Tracked>();
  const states = new Map<string, Map<string, StateReport>>();
  const transitions = new Map<string, Map<string, TransitionReport>>();
  const seen = new Set<string>();
  const wizard = wizardJourneys(now);

  /** Whether this is the session's first time at `id` of `machineId`. */
  const firstTime = (machineId: string, id: string) => !seen.has(`${machineId}\n${id}`) && Boolean(seen.add(`${machineId}\n${id}`));

  const stateOf = (machineId: string, id: string): StateReport => {
    const byId = states.get(machineId) ?? states.set(machineId, new Map()).get(machineId)!;
    return byId.get(id) ?? byId.set(id, { id, entered: 0, firstInSession: false, dwellMs: [], last: false }).get(id)!;
  };

  const enter = (machineId: string, id: string) => {
    const state = stateOf(machineId, id);
    state.entered = Math.min(ANALYTICS_LIMITS.count, state.entered + 1);
    if (firstTime(machineId, id)) state.firstInSession = true;
  };

  const leave = (machineId: string, id: string, enteredAt: number, last: boolean) => {
    const state = stateOf(machineId, id);
    if (state.dwellMs.length < ANALYTICS_LIMITS.dwellSamples) state.dwellMs.push(Math.min(ANALYTICS_LIMITS.dwellMs, Math.max(0, Math.round(now() - enteredAt))));
    if (last) state.last = true;
  };

  const take = (machineId: string, transition: AnyTransitionDefinition) => {
    const key = transitionKey(transition);
    const byKey = transitions.get(machineId) ?? transitions.set(machineId, new Map()).get(machineId)!;
    const known = byKey.get(key) ?? byKey.set(key, { key, taken: 0, firstInSession: false }).get(key)!;
    known.taken = Math.min(ANALYTICS_LIMITS.count, known.taken + 1);
    if (firstTime(machineId, `→ ${key}`)) known.firstInSession = true;
  };

  /** Moves an actor to the states a snapshot is in: what it left gets its time, what it entered a visit. */
  const moveTo = (sessionId: string, ref: Tracked['ref'], machineId: string, snapshot: Snapshotish) => {
    if (machineId === WIZARD_MACHINE) wizard.observe(snapshot);
    const tracked = actors.get(sessionId) ?? actors.set(sessionId, { machineId, ref, active: new Map() }).get(sessionId)!;
    const running = (snapshot.status ?? 'active') === 'active';
    const ids = new Set(running ? (snapshot._nodes ?? []).map((node) => node.id) : []);
    for (const [id, enteredAt] of tracked.active) {
      if (ids.has(id)) continue;
      leave(machineId, id, enteredAt, false);
      tracked.active.delete(id);
    }
    for (const id of ids) {
      if (tracked.active.has(id)) continue;
      enter(machineId, id);
      tracked.active.set(id, now());
    }
    if (!running) actors.delete(sessionId);
  };

  return {
    /** Takes in one inspection event; anything but a machine's snapshot or microstep is ignored. */
    record(event: InspectionEvent): void {
      const machineId = machineIdOf(event.actorRef);
      if (!machineId) return;
      if (event.type === '@xstate.microstep') {
        for (const transition of event._transitions) take(machineId, transition);
        moveTo(event.actorRef.sessionId, event.actorRef, machineId, event.snapshot as Snapshotish);
      } else if (event.type === '@xstate.snapshot') {
        moveTo(event.actorRef.sessionId, event.actorRef, machineId, event.snapshot as Snapshotish);
      }
    },

    /**
     * What was counted since the last report, and forgets it: the machines' counts and the
     * enrollments that ended. On leaving, the states of every machine still running get their
     * time so far and are marked as the session's last, and an enrollment under way ends there.
     */
    report(leaving: boolean): { machines: MachineReport[]; wizard: WizardJourney[] } {
      for (const [sessionId, tracked] of actors) {
        const stopped = ((tracked.ref.getSnapshot() as Snapshotish | undefined)?.status ?? 'stopped') !== 'active';
        if (!leaving && !stopped) continue;
        if (tracked.machineId === WIZARD_MACHINE) wizard.end(!stopped);
        // an actor stopped without a word (its screen unmounted) is left, not dropped off in
        for (const [id, enteredAt] of tracked.active) leave(tracked.machineId, id, enteredAt, !stopped);
        actors.delete(sessionId);
      }
      const machineIds = new Set([...states.keys(), ...transitions.keys()]);
      const reports = [...machineIds].map((machine) => ({
        machine,
        states: [...(states.get(machine)?.values() ?? [])].slice(0, ANALYTICS_LIMITS.statesPerMachine),
        transitions: [...(transitions.get(machine)?.values() ?? [])].slice(0, ANALYTICS_LIMITS.transitionsPerMachine),
      }));
      states.clear();
      transitions.clear();
      return { machines: reports.slice(0, ANALYTICS_LIMITS.machines), wizard: wizard.take() };
    },
  };
};

export type JourneyRecorder = ReturnType<typeof journeyRecorder>;
