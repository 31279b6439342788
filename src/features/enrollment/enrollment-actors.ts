import type { ActorRefFrom } from 'xstate';
import type { enrollmentMachine } from '../../../machines/enrollment/enrollment.machine.ts';
import type { formStepMachine } from '../../../machines/enrollment/form-step.machine.ts';
import type { reviewStepMachine } from '../../../machines/enrollment/review-step.machine.ts';
import type { saveLaterMachine } from '../../../machines/enrollment/save-later.machine.ts';

export type EnrollmentActor = ActorRefFrom<typeof enrollmentMachine>;
export type FormStepActor = ActorRefFrom<typeof formStepMachine>;
export type ReviewStepActor = ActorRefFrom<typeof reviewStepMachine>;
export type SaveLaterActor = ActorRefFrom<typeof saveLaterMachine>;

/** The form of the current step: the wrapper's Next submits it (form attribute). */
export const STEP_FORM_ID = 'enrollment-step-form';

/** What the wrapper asks of the step on screen: its values as they stand (Save & Continue Later). */
export interface StepHandle {
  values(): Record<string, string>;
}

/** react-hook-form values as the machines take them: text only. */
export const asText = (values: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value === undefined || value === null ? '' : String(value)]));
