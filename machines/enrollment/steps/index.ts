import type { TabName } from '../../../contract/index.ts';
import { beneficiaryStep } from './beneficiary.ts';
import { contactStep } from './contact.ts';
import type { FormStepDescriptor, StepDescriptor } from './descriptor.ts';
import { employerStep } from './employer.ts';
import { healthStep } from './health.ts';
import { personalStep } from './personal.ts';
import { reviewStep } from './review.ts';

export type * from './descriptor.ts';

/** Every step this app has built. A new step is a new descriptor here; the tables below follow. */
export const stepDescriptors: readonly StepDescriptor[] = [
  personalStep,
  contactStep,
  employerStep,
  beneficiaryStep,
  healthStep,
  reviewStep,
];

/** The descriptor of a tab, if the app has built it. */
export const descriptorOf = (tab: TabName): StepDescriptor | undefined => stepDescriptors.find((step) => step.tab === tab);

/** The form steps' descriptors. */
export const formSteps = stepDescriptors.filter((step): step is FormStepDescriptor => step.kind === 'form');

/** A form step's descriptor (the form step machine reads its settings here). */
export const formStepOf = (tab: TabName): FormStepDescriptor | undefined => formSteps.find((step) => step.tab === tab);
