import type { AnyActorLogic, AnyActorRef, AnyEventObject, AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { sharedActions } from '../../machines/shared/effects.ts';
import type { EndpointName } from '../../contract/index.ts';

/** The events to try in a state, per event type: a list, or a list chosen from the snapshot. */
export type EventCases = Record<string, readonly AnyEventObject[] | ((snapshot: AnyMachineSnapshot) => readonly AnyEventObject[])>;

/** One input to explore the machine from (a start-up URL, a variant, a stored tempId...). */
export interface Scenario {
  name: string;
  input: unknown;
}

/** What the model tests need to know about one machine. */
export interface MachineModel {
  id: string;
  machine: AnyStateMachine;
  scenarios: readonly Scenario[];
  /**
   * Cases for every event type a reachable state accepts (user events and actor results as
   * `xstate.done.actor.<id>` / `xstate.error.actor.<id>` with contract-valid payloads). A type
   * without cases is an error: its transitions could never be covered.
   */
  events: EventCases;
  /**
   * The part of the context that decides which transitions are enabled. States are told apart by
   * value plus this projection, which keeps the explored state space finite. Default: none.
   */
  relevantContext?: (context: AnyMachineSnapshot['context']) => unknown;
  /** Promise actors (by src) and the endpoint whose request schema their input must satisfy. */
  requests?: Record<string, EndpointName>;
  /** Actors replaced by real logic instead of walk-settled stubs, e.g. a child machine. */
  actors?: Record<string, AnyActorLogic>;
  /** How the walk brings such a child (by invoke id) to the result a path step names. */
  settleChild?: Record<string, (child: AnyActorRef, event: EventObject) => void>;
}

export const doneEvent = (invokeId: string) => `xstate.done.actor.${invokeId}`;
export const errorEvent = (invokeId: string) => `xstate.error.actor.${invokeId}`;

/** Event cases for an invoked actor: each answer becomes a done event, each rejection an error event. */
export const actorResults = (invokeId: string, results: { answers?: readonly unknown[]; errors?: readonly unknown[] }): EventCases => ({
  ...(results.answers && { [doneEvent(invokeId)]: results.answers.map((output) => ({ type: doneEvent(invokeId), output })) }),
  ...(results.errors && { [errorEvent(invokeId)]: results.errors.map((error) => ({ type: errorEvent(invokeId), error })) }),
});

/** The app actions machines share (navigate, storage, refresh), as no-ops for walks. */
export const noopAppActions = Object.fromEntries(Object.keys(sharedActions).map((name) => [name, () => undefined]));
