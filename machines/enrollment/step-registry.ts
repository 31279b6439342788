import { formStepMachine } from './form-step.machine.ts';
import { reviewStepMachine } from './review-step.machine.ts';

export type { StepInput } from './step-input.ts';

/**
 * The step machine of each tab the app has built. The engine spawns the current tab's entry as
 * `step`; a new step is a new entry here (and its screen), never a change to the engine's chart.
 */
export const stepMachines = {
  primary_info: formStepMachine,
  contact_info: formStepMachine,
  review_info: reviewStepMachine,
};
export type StepSrc = keyof typeof stepMachines;
