import type { ActorRefFrom } from 'xstate';
import type { StepData } from '../../../contract/index.ts';
import type { enrollmentMachine } from '../../../machines/enrollment/enrollment.machine.ts';
import type { formStepMachine } from '../../../machines/enrollment/form-step.machine.ts';
import type { healthStepMachine } from '../../../machines/enrollment/health-step.machine.ts';
import type { reviewStepMachine } from '../../../machines/enrollment/review-step.machine.ts';
import type { saveLaterMachine } from '../../../machines/enrollment/save-later.machine.ts';
import type { kindMachines } from '../../../machines/enrollment/step-registry.ts';
import type { StepKind } from '../../../machines/enrollment/steps/index.ts';

export type EnrollmentActor = ActorRefFrom<typeof enrollmentMachine>;
export type FormStepActor = ActorRefFrom<typeof formStepMachine>;
export type ReviewStepActor = ActorRefFrom<typeof reviewStepMachine>;
export type HealthStepActor = ActorRefFrom<typeof healthStepMachine>;
export type SaveLaterActor = ActorRefFrom<typeof saveLaterMachine>;
/** The actor of a step of the given kind. */
export type StepActorOf<K extends StepKind> = ActorRefFrom<(typeof kindMachines)[K]>;

/** The form of the current step: the wrapper's Next submits it (form attribute). */
export const STEP_FORM_ID = 'enrollment-step-form';

/** What the wrapper asks of the step on screen: its values as they stand (Save & Continue Later). */
export interface StepHandle {
  values(): StepData;
}

/** react-hook-form values as the machines take them: text only. */
export const asText = (values: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value === undefined || value === null ? '' : String(value)]));
