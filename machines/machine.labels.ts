/**
 * A machine in the spec's words, for the statechart studio: one label for each state (keyed by
 * its path under the machine, 'showingStep.saving'), each event the machine takes, each named
 * guard and each invoked actor (by its src). The studio words XState's own events from these:
 * an actor's done and error events from the actor's label, a delay from the state's.
 */
export interface MachineLabels {
  states: Record<string, string>;
  events: Record<string, string>;
  guards: Record<string, string>;
  actors: Record<string, string>;
}
