import type { AnyStateMachine } from 'xstate';
import { plansMachine } from './plans/plans.machine.ts';
import { quoteMachine } from './quote/quote.machine.ts';
import { sessionMachine } from './session/session.machine.ts';

export interface MachineEntry {
  /** The machine's id, also the name of its model-coverage report. */
  id: string;
  title: string;
  machine: AnyStateMachine;
}

/** Every machine of the app, for the statechart studio. A new machine is added here. */
export const machineRegistry: readonly MachineEntry[] = [
  { id: sessionMachine.id, title: 'Start-up session', machine: sessionMachine },
  { id: quoteMachine.id, title: 'Quote form and wizard', machine: quoteMachine },
  { id: plansMachine.id, title: 'Plans page', machine: plansMachine },
];
