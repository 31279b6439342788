import type { AnyStateMachine } from 'xstate';
import type { MachineLabels } from './machine.labels.ts';
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
import { chromeMachine } from './chrome/chrome.machine.ts';
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

import { accessCodeLabels } from './access-code/access-code.labels.ts';
import { helpChatLabels } from './help-chat/help-chat.labels.ts';
import { locationBannerLabels } from './location/location-banner.labels.ts';
import { enrollerHomeLabels } from './enroller-home/enroller-home.labels.ts';
import { memberHomeLabels } from './member-home/member-home.labels.ts';
import { memberPickerLabels } from './member-picker/member-picker.labels.ts';
import { plansLabels } from './plans/plans.labels.ts';
import { cartLabels } from './cart/cart.labels.ts';
import { quoteEmailLabels } from './cart/quote-email.labels.ts';
import { quoteLabels } from './shared/quote/quote.labels.ts';
import { recommendationsLabels } from './recommendations/recommendations.labels.ts';
import { newMembershipLabels } from './new-membership/new-membership.labels.ts';
import { sessionLabels } from './session/session.labels.ts';
import { chromeLabels } from './chrome/chrome.labels.ts';
import { planDetailLabels } from './plan-detail/plan-detail.labels.ts';
import { planContentLabels } from './plan-detail/plan-content.labels.ts';
import { planQuestionsLabels } from './plan-detail/plan-questions.labels.ts';
import { aflacQuestionsLabels } from './plan-detail/aflac-questions.labels.ts';
import { enrollerCodeLabels } from './shared/enroller-code/enroller-code.labels.ts';
import { enrollmentLabels } from './enrollment/enrollment.labels.ts';
import { formStepLabels } from './enrollment/form-step.labels.ts';
import { reviewStepLabels } from './enrollment/review-step.labels.ts';
import { beneficiaryStepLabels } from './enrollment/beneficiary-step.labels.ts';
import { dependentStepLabels } from './enrollment/dependent-step.labels.ts';
import { healthStepLabels } from './enrollment/health-step.labels.ts';
import { billingStepLabels } from './enrollment/billing-step.labels.ts';
import { agreementStepLabels } from './enrollment/agreement-step.labels.ts';
import { saveLaterLabels } from './enrollment/save-later.labels.ts';
import { receiptLabels } from './enrollment/receipt.labels.ts';
import { continueEnrollmentLabels } from './enrollment/continue-enrollment.labels.ts';

export interface MachineEntry {
  /** The machine's id, also the name of its model-coverage report. */
  id: string;
  title: string;
  machine: AnyStateMachine;
  /** Its states, events, guards and actors in the spec's words (the studio's default view). */
  labels: MachineLabels;
}

/** Every machine of the app, for the statechart studio. A new machine is added here. */
export const machineRegistry: readonly MachineEntry[] = [
  { id: sessionMachine.id, title: 'Start-up session', machine: sessionMachine, labels: sessionLabels },
  { id: chromeMachine.id, title: 'Site chrome: header, footer, landing quote, Not my site', machine: chromeMachine, labels: chromeLabels },
  { id: quoteMachine.id, title: 'Quote form and wizard', machine: quoteMachine, labels: quoteLabels },
  { id: plansMachine.id, title: 'Plans page', machine: plansMachine, labels: plansLabels },
  { id: planDetailMachine.id, title: 'Plan detail: quote, pricing and Add to Cart', machine: planDetailMachine, labels: planDetailLabels },
  { id: planContentMachine.id, title: 'Plan detail: description and suggested products', machine: planContentMachine, labels: planContentLabels },
  { id: planQuestionsMachine.id, title: 'Plan health questions', machine: planQuestionsMachine, labels: planQuestionsLabels },
  { id: aflacQuestionsMachine.id, title: 'Prudential-type questions', machine: aflacQuestionsMachine, labels: aflacQuestionsLabels },
  { id: enrollerCodeMachine.id, title: 'Enter Enroller Code', machine: enrollerCodeMachine, labels: enrollerCodeLabels },
  { id: cartMachine.id, title: 'Cart page', machine: cartMachine, labels: cartLabels },
  { id: enrollmentMachine.id, title: 'Enrollment wizard engine', machine: enrollmentMachine, labels: enrollmentLabels },
  { id: formStepMachine.id, title: 'Server-driven form step (Personal, Contact Information)', machine: formStepMachine, labels: formStepLabels },
  { id: reviewStepMachine.id, title: 'Review & Confirmation', machine: reviewStepMachine, labels: reviewStepLabels },
  { id: beneficiaryStepMachine.id, title: 'Beneficiary Information', machine: beneficiaryStepMachine, labels: beneficiaryStepLabels },
  { id: dependentStepMachine.id, title: 'Dependent Information', machine: dependentStepMachine, labels: dependentStepLabels },
  { id: healthStepMachine.id, title: 'Primary Health Questions', machine: healthStepMachine, labels: healthStepLabels },
  { id: billingStepMachine.id, title: 'Billing Information', machine: billingStepMachine, labels: billingStepLabels },
  { id: agreementStepMachine.id, title: 'Agreement & Signature', machine: agreementStepMachine, labels: agreementStepLabels },
  { id: saveLaterMachine.id, title: 'Save & Continue Later', machine: saveLaterMachine, labels: saveLaterLabels },
  { id: receiptMachine.id, title: 'Receipt', machine: receiptMachine, labels: receiptLabels },
  { id: continueEnrollmentMachine.id, title: 'Continue enrollment by code or link', machine: continueEnrollmentMachine, labels: continueEnrollmentLabels },
  { id: quoteEmailMachine.id, title: 'Send Personalized Quote', machine: quoteEmailMachine, labels: quoteEmailLabels },
  { id: accessCodeMachine.id, title: 'Access Code and Employee Enrollment modals', machine: accessCodeMachine, labels: accessCodeLabels },
  { id: enrollerHomeMachine.id, title: 'Rep home and group home', machine: enrollerHomeMachine, labels: enrollerHomeLabels },
  { id: memberHomeMachine.id, title: 'Member home and member benefit store', machine: memberHomeMachine, labels: memberHomeLabels },
  { id: memberPickerMachine.id, title: 'Current-member pickers', machine: memberPickerMachine, labels: memberPickerLabels },
  { id: recommendationsMachine.id, title: 'Recommended products', machine: recommendationsMachine, labels: recommendationsLabels },
  { id: newMembershipMachine.id, title: 'New membership (Bronze, Silver, Gold)', machine: newMembershipMachine, labels: newMembershipLabels },
  { id: helpChatMachine.id, title: 'Help chat widget', machine: helpChatMachine, labels: helpChatLabels },
  { id: locationBannerMachine.id, title: 'Location permission banner', machine: locationBannerMachine, labels: locationBannerLabels },
];
