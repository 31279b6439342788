import type { TabName } from '../../../contract/index.ts';
import { beneficiaryStep } from './beneficiary.ts';
import { contactStep } from './contact.ts';
import type { FormStepDescriptor, StepDescriptor } from './descriptor.ts';
import { employerStep } from './employer.ts';
import { healthStep } from './health.ts';
import { dependentStep } from './dependent.ts';
import { billingStep } from './billing.ts';
import { agreementStep } from './agreement.ts';
import { personalStep } from './personal.ts';
import { reviewStep } from './review.ts';

export type * from './descriptor.ts';

/** Every step of the spec, by its tab: a tab the contract names has its step (the type says so; a test that each is its key's). */
const descriptorsByTab = {
  primary_info: personalStep,
  contact_info: contactStep,
  employer_info: employerStep,
  beneficiary_info: beneficiaryStep,
  primary_health_info: healthStep,
  dependent_info: dependentStep,
  agreement_info: agreementStep,
  billing_info: billingStep,
  review_info: reviewStep,
} as const satisfies Record<TabName, StepDescriptor>;

/** Every step, in the spec's order. A new step is a new descriptor here; the tables below follow. */
export const stepDescriptors: readonly StepDescriptor[] = Object.values(descriptorsByTab);

/** The descriptor of a tab. */
export const descriptorOf = (tab: TabName): StepDescriptor => descriptorsByTab[tab];

/** The form steps' descriptors. */
export const formSteps = stepDescriptors.filter((step): step is FormStepDescriptor => step.kind === 'form');

/** A form step's descriptor (the form step machine reads its settings here). */
export const formStepOf = (tab: TabName): FormStepDescriptor | undefined => formSteps.find((step) => step.tab === tab);
