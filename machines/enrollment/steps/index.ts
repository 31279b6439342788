import type { TabName } from '../../../contract/index.ts';
import { beneficiaryStep } from './beneficiary.ts';
import { contactStep } from './contact.ts';
import type { FormStepDescriptor, StepDescriptor, StepKind } from './descriptor.ts';
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

/** The kinds whose machine makes its own calls (every kind but the form), each run by one step. */
export type CallsKind = Exclude<StepKind, 'form'>;

/** The step of such a kind as its descriptor gives it: its tab, and its calls by name, literally. */
export type CallsStepOf<K extends CallsKind> = Extract<Exclude<(typeof descriptorsByTab)[TabName], FormStepDescriptor>, { kind: K }>;

/** The step of a kind whose machine makes its own calls (the adapter provides its calls from it). */
export const callsStepOf = <K extends CallsKind>(kind: K): CallsStepOf<K> => {
  const step = stepDescriptors.find((candidate): candidate is CallsStepOf<K> => candidate.kind === kind);
  if (!step) throw new Error(`no step of kind ${kind}`);
  return step;
};
