import type { AnyStateMachine } from 'xstate';
import { accessCodeMachine } from './access-code/access-code.machine.ts';
import { helpChatMachine } from './help-chat/help-chat.machine.ts';
import { locationBannerMachine } from './location/location-banner.machine.ts';
import { enrollerHomeMachine } from './enroller-home/enroller-home.machine.ts';
import { memberHomeMachine } from './member-home/member-home.machine.ts';
import { memberPickerMachine } from './member-picker/member-picker.machine.ts';
import { plansMachine } from './plans/plans.machine.ts';
import { cartMachine } from './cart/cart.machine.ts';
import { quoteEmailMachine } from './cart/quote-email.machine.ts';
import { quoteMachine } from './shared/quote/quote.machine.ts';
import { recommendationsMachine } from './recommendations/recommendations.machine.ts';
import { newMembershipMachine } from './new-membership/new-membership.machine.ts';
import { sessionMachine } from './session/session.machine.ts';
import { planDetailMachine } from './plan-detail/plan-detail.machine.ts';
import { planContentMachine } from './plan-detail/plan-content.machine.ts';
import { planQuestionsMachine } from './plan-detail/plan-questions.machine.ts';
import { aflacQuestionsMachine } from './plan-detail/aflac-questions.machine.ts';
import { enrollerCodeMachine } from './shared/enroller-code/enroller-code.machine.ts';
import { enrollmentMachine } from './enrollment/enrollment.machine.ts';
import { formStepMachine } from './enrollment/form-step.machine.ts';
import { reviewStepMachine } from './enrollment/review-step.machine.ts';
import { beneficiaryStepMachine } from './enrollment/beneficiary-step.machine.ts';
import { dependentStepMachine } from './enrollment/dependent-step.machine.ts';
import { healthStepMachine } from './enrollment/health-step.machine.ts';
import { billingStepMachine } from './enrollment/billing-step.machine.ts';
import { agreementStepMachine } from './enrollment/agreement-step.machine.ts';
import { saveLaterMachine } from './enrollment/save-later.machine.ts';
import { receiptMachine } from './enrollment/receipt.machine.ts';
import { continueEnrollmentMachine } from './enrollment/continue-enrollment.machine.ts';

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
  { id: planDetailMachine.id, title: 'Plan detail: quote, pricing and Add to Cart', machine: planDetailMachine },
  { id: planContentMachine.id, title: 'Plan detail: description and suggested products', machine: planContentMachine },
  { id: planQuestionsMachine.id, title: 'Plan health questions', machine: planQuestionsMachine },
  { id: aflacQuestionsMachine.id, title: 'Prudential-type questions', machine: aflacQuestionsMachine },
  { id: enrollerCodeMachine.id, title: 'Enter Enroller Code', machine: enrollerCodeMachine },
  { id: cartMachine.id, title: 'Cart page', machine: cartMachine },
  { id: enrollmentMachine.id, title: 'Enrollment wizard engine', machine: enrollmentMachine },
  { id: formStepMachine.id, title: 'Server-driven form step (Personal, Contact Information)', machine: formStepMachine },
  { id: reviewStepMachine.id, title: 'Review & Confirmation', machine: reviewStepMachine },
  { id: beneficiaryStepMachine.id, title: 'Beneficiary Information', machine: beneficiaryStepMachine },
  { id: dependentStepMachine.id, title: 'Dependent Information', machine: dependentStepMachine },
  { id: healthStepMachine.id, title: 'Primary Health Questions', machine: healthStepMachine },
  { id: billingStepMachine.id, title: 'Billing Information', machine: billingStepMachine },
  { id: agreementStepMachine.id, title: 'Agreement & Signature', machine: agreementStepMachine },
  { id: saveLaterMachine.id, title: 'Save & Continue Later', machine: saveLaterMachine },
  { id: receiptMachine.id, title: 'Receipt', machine: receiptMachine },
  { id: continueEnrollmentMachine.id, title: 'Continue enrollment by code or link', machine: continueEnrollmentMachine },
  { id: quoteEmailMachine.id, title: 'Send Personalized Quote', machine: quoteEmailMachine },
  { id: accessCodeMachine.id, title: 'Access Code and Employee Enrollment modals', machine: accessCodeMachine },
  { id: enrollerHomeMachine.id, title: 'Rep home and group home', machine: enrollerHomeMachine },
  { id: memberHomeMachine.id, title: 'Member home and member benefit store', machine: memberHomeMachine },
  { id: memberPickerMachine.id, title: 'Current-member pickers', machine: memberPickerMachine },
  { id: recommendationsMachine.id, title: 'Recommended products', machine: recommendationsMachine },
  { id: newMembershipMachine.id, title: 'New membership (Bronze, Silver, Gold)', machine: newMembershipMachine },
  { id: helpChatMachine.id, title: 'Help chat widget', machine: helpChatMachine },
  { id: locationBannerMachine.id, title: 'Location permission banner', machine: locationBannerMachine },
];
