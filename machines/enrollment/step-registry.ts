import type { TabName } from '../../contract/index.ts';
import { beneficiaryStepMachine } from './beneficiary-step.machine.ts';
import { formStepMachine } from './form-step.machine.ts';
import { healthStepMachine } from './health-step.machine.ts';
import { dependentStepMachine } from './dependent-step.machine.ts';
import { billingStepMachine } from './billing-step.machine.ts';
import { agreementStepMachine } from './agreement-step.machine.ts';
import { reviewStepMachine } from './review-step.machine.ts';
import { keepingStepProtocol, type StepLogic } from './step-protocol.ts';
import { descriptorOf, type StepKind } from './steps/index.ts';

/**
 * The machine of each kind of step. The engine spawns the current tab's kind as `step`: a new step
 * of an existing kind is only a descriptor (./steps/); a new kind is a machine here and its screen.
 * Each machine must take `StepInput` and end with a `StepOutput`, or this does not compile.
 */
export const kindMachines = keepingStepProtocol({
  form: formStepMachine,
  review: reviewStepMachine,
  beneficiaries: beneficiaryStepMachine,
  health: healthStepMachine,
  dependents: dependentStepMachine,
  billing: billingStepMachine,
  agreement: agreementStepMachine,
}) satisfies Record<StepKind, StepLogic>;

/** The kinds as the engine sees them: machines that keep the step protocol. */
export const stepKindLogic: Record<StepKind, StepLogic> = kindMachines;

/** The kind of machine that runs a tab. */
export const kindOf = (tab: TabName): StepKind => descriptorOf(tab).kind;
