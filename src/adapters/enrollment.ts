import type { AnyRouter } from '@tanstack/react-router';
import { fromPromise, type AnyStateMachine } from 'xstate';
import { beneficiaryListOf, type FormField, type FormValues, type TabName } from '../../contract/index.ts';
import type { StepDetails } from '../../machines/enrollment/step-protocol.ts';
import { descriptorOf, type FieldsCall, type OptionSource, type SaveCall, type StepKind } from '../../machines/enrollment/steps/index.ts';
import { reviewStep } from '../../machines/enrollment/steps/review.ts';
import { healthStep } from '../../machines/enrollment/steps/health.ts';
import { beneficiaryStep } from '../../machines/enrollment/steps/beneficiary.ts';
import { dependentStep } from '../../machines/enrollment/steps/dependent.ts';
import { dependentStepDetails } from '../../machines/enrollment/dependent-details.ts';
import { dependentStepMachine } from '../../machines/enrollment/dependent-step.machine.ts';
import { dependentListOf } from '../../contract/index.ts';
import { beneficiaryStepDetails } from '../../machines/enrollment/beneficiary-details.ts';
import { beneficiaryStepMachine } from '../../machines/enrollment/beneficiary-step.machine.ts';
import { healthStepDetails } from '../../machines/enrollment/health-details.ts';
import { agreementStepDetails } from '../../machines/enrollment/agreement-details.ts';
import { agreementStepMachine } from '../../machines/enrollment/agreement-step.machine.ts';
import { agreementStep } from '../../machines/enrollment/steps/agreement.ts';
import { healthStepMachine } from '../../machines/enrollment/health-step.machine.ts';
import { billingStepDetails } from '../../machines/enrollment/billing-details.ts';
import { billingStepMachine } from '../../machines/enrollment/billing-step.machine.ts';
import { billingStep } from '../../machines/enrollment/steps/billing.ts';
import { continueEnrollmentMachine } from '../../machines/enrollment/continue-enrollment.machine.ts';
import { enrollmentMachine } from '../../machines/enrollment/enrollment.machine.ts';
import { formStepMachine, type FieldOption } from '../../machines/enrollment/form-step.machine.ts';
import { receiptMachine } from '../../machines/enrollment/receipt.machine.ts';
import { reviewStepMachine } from '../../machines/enrollment/review-step.machine.ts';
import { saveLaterMachine } from '../../machines/enrollment/save-later.machine.ts';
import type { ScreenshotRequest } from '../../machines/shared/effects.ts';
import { storageActions } from '../../machines/shared/storage.ts';
import { call } from './api-call.ts';
import { queryClient } from '../api/query-client.ts';
import { apiActor, apiActors } from './api-actors.ts';
import { provideEnrollerCode } from './enroller-code.ts';
import { localStorageAdapter } from './local-storage.ts';
import { navigationActions } from './navigation.ts';
import { reloadActions } from './reload.ts';
import { refreshMenuAndCart } from './quote.ts';

/** The element the step screenshot renders: the current step's screen. */
export const STEP_CAPTURE_ID = 'enrollment-step';

const logFailure = (_args: unknown, { error }: { error: unknown }) => console.error(error);
const storage = storageActions(localStorageAdapter);

/**
 * A copy of `element` frozen as it shows now (typed values and chosen options included), laid
 * out off screen: the engine moves on to the next step right after a save, so the capture must
 * not follow the live element.
 */
const frozenCopy = (element: HTMLElement): HTMLElement => {
  const copy = element.cloneNode(true) as HTMLElement;
  const selects = element.querySelectorAll('select');
  copy.querySelectorAll('select').forEach((select, index) => {
    select.selectedIndex = selects[index]?.selectedIndex ?? -1;
  });
  // no duplicate ids while the copy is in the document (the step form's id drives Next)
  copy.removeAttribute('id');
  copy.querySelectorAll('[id]').forEach((node) => node.removeAttribute('id'));
  copy.setAttribute('aria-hidden', 'true');
  // hidden from assistive technology, so nothing in it may take focus either (axe aria-hidden-focus)
  copy.setAttribute('inert', '');
  copy.querySelectorAll('a[href], button, input, select, textarea, [tabindex]').forEach((node) => node.setAttribute('tabindex', '-1'));
  Object.assign(copy.style, { position: 'fixed', left: '-10000px', top: '0', width: `${element.offsetWidth || 1024}px` });
  return copy;
};

/**
 * Resolves after the next step has had time to load and paint, once the browser is idle: the
 * capture is a long task and must not hold up the step the visitor moves on to.
 */
const CAPTURE_DELAY_MS = 1000;
const afterNextStep = () =>
  new Promise<void>((resolve) =>
    setTimeout(() => (window.requestIdleCallback ? window.requestIdleCallback(() => resolve(), { timeout: 2000 }) : resolve()), CAPTURE_DELAY_MS),
  );

/**
 * saveStepScreenshot: a best-effort PNG of the step (html2canvas-pro, loaded on first use) sent
 * with save-screenshot. It never rejects: a failure is logged and changes nothing (issue 5 §6).
 */
export const stepScreenshotActor = (elementId: string = STEP_CAPTURE_ID) =>
  // not cancelled with the engine: review's capture still goes out after the receipt opens
  fromPromise<void, ScreenshotRequest>(async ({ input }) => {
    let copy: HTMLElement | null = null;
    try {
      const element = document.getElementById(elementId);
      if (!element) throw new Error(`nothing to capture: no element #${elementId}`);
      copy = frozenCopy(element);
      await afterNextStep();
      document.body.appendChild(copy);
      const { default: html2canvas } = await import('html2canvas-pro');
      const canvas = await html2canvas(copy);
      await call('saveScreenshot', { ...input, image: canvas.toDataURL('image/png') });
    } catch (error) {
      console.error(error);
    } finally {
      copy?.remove();
    }
  });

/** A select's choices from its list call, with the enrollment id where the call takes it (cached: the lists do not change while a visit lasts). */
const optionsOf = async (source: OptionSource, enrollment_id: string): Promise<FieldOption[]> => {
  const { value, label } = source;
  const { result } = source.enrollment
    ? await queryClient.fetchQuery({ queryKey: ['api', source.call, { enrollment_id }], queryFn: ({ signal }) => call(source.call, { enrollment_id }, { signal }) })
    : await queryClient.fetchQuery({ queryKey: ['api', source.call, {}], queryFn: ({ signal }) => call(source.call, {}, { signal }) });
  return (result as readonly Record<string, unknown>[]).map((item) => ({ value: String(item[value]), label: String(item[label]) }));
};

/** The form step's calls, by the endpoint names its descriptor gives: one actor serves every form step. */
export const formStepActors = {
  loadFields: fromPromise<{ result: FormField[] }, { call: FieldsCall; enrollment_id: string }>(({ input, signal }) =>
    call(input.call, { enrollment_id: input.enrollment_id }, { signal }),
  ),
  loadOptions: fromPromise<Record<string, FieldOption[]>, { sources: Readonly<Record<string, OptionSource>>; enrollment_id: string }>(async ({ input }) =>
    Object.fromEntries(
      await Promise.all(Object.entries(input.sources).map(async ([field, source]) => [field, await optionsOf(source, input.enrollment_id)] as const)),
    ),
  ),
  /** A zip's state (validate-zip-code, the zips table); a zip it does not know fails with the message at zip. */
  lookupZip: fromPromise<{ state: string }, { zip: string }>(({ input, signal }) => call('validateZipCode', { zip_code: input.zip }, { signal })),
  /**
   * The existing-user checks (spec 2 §5): the e-mail and the phone, each refusal at its field
   * ('Email Already Exists.', 'Phone already exists'). The step asks only for an existing member.
   */
  checkMemberValues: fromPromise<Record<string, string>, { enrollment_id: string; values: FormValues }>(async ({ input, signal }) => {
    const { enrollment_id, values } = input;
    const [email, phone] = await Promise.all([
      call('validateMemberEmail', { enrollment_id, email: values.email_address ?? '' }, { signal }),
      call('validatePhoneNumverify', { enrollment_id, phone: values.phone_number ?? '' }, { signal }),
    ]);
    return Object.fromEntries([email, phone].filter((check) => !check.is_valid).map((check) => [check.target_element, check.error_message]));
  }),
  saveFields: fromPromise<{ saved: true }, { call: SaveCall; request: FormValues & { enrollment_id: string } }>(({ input, signal }) =>
    call(input.call, input.request, { signal }),
  ),
};

/** The agreement's details: its texts, its definitions and what it keeps (get-enrollment-temp-info aggrement_info). */
const loadAgreementDetails = async (enrollment_id: string, signal: AbortSignal): Promise<StepDetails> => {
  const [texts, fields, kept] = await Promise.all([
    call('getAgreementTexts', { enrollment_id }, { signal }),
    call('getFormFieldsAgreementInfo', { enrollment_id }, { signal }),
    call('getEnrollmentTempStep', { enrollment_id, column: 'aggrement_info' }, { signal }),
  ]);
  return agreementStepDetails(texts.result, fields.result, kept.result);
};

/** View Details on a review card: what the step's descriptor says it saved, shown by kind. */
export const loadDetails = fromPromise<StepDetails, { enrollment_id: string; tab: TabName }>(async ({ input, signal }) => {
  const step = descriptorOf(input.tab);
  if (step.kind === 'health') return healthStepDetails((await call('getHealthQuestionsPrimaryHealthInfo', { enrollment_id: input.enrollment_id }, { signal })).result);
  if (step.kind === 'beneficiaries') {
    const { result } = await call('getEnrollmentTempStep', { enrollment_id: input.enrollment_id, column: 'benificiary_info' }, { signal });
    return beneficiaryStepDetails(beneficiaryListOf(result) ?? []);
  }
  if (step.kind === 'agreement') return loadAgreementDetails(input.enrollment_id, signal);
  if (step.kind === 'billing') return billingStepDetails((await call('getEnrollmentTempStep', { enrollment_id: input.enrollment_id, column: 'payment_info' }, { signal })).result);
  if (step.kind === 'dependents') return dependentStepDetails(dependentListOf((await call('getEnrollmentTempStep', { enrollment_id: input.enrollment_id, column: 'dependent_info' }, { signal })).result) ?? []);
  // review itself has no card of its own
  if (step.kind !== 'form') throw new Error(`no details for ${input.tab}`);
  const { result } = await call(step.calls.fields, { enrollment_id: input.enrollment_id }, { signal });
  return { kind: 'fields', fields: result, tab: input.tab };
});

/** Each kind of step machine with its effects: one provide per kind serves every step of that kind. */
const stepKinds = () =>
  ({
    form: formStepMachine.provide({
      actors: { ...formStepActors, enrollerCode: provideEnrollerCode() },
      actions: { ...storage, logFailure },
    }),
    health: healthStepMachine.provide({
      actors: apiActors(healthStep.calls) as object,
      actions: { ...storage, logFailure },
    }),
    beneficiaries: beneficiaryStepMachine.provide({
      actors: apiActors(beneficiaryStep.calls) as object,
      actions: { ...storage, logFailure },
    }),
    agreement: agreementStepMachine.provide({
      actors: apiActors(agreementStep.calls) as object,
      actions: { ...storage, logFailure },
    }),
    billing: billingStepMachine.provide({
      actors: { ...(apiActors(billingStep.calls) as object), getContactInfo: apiActor('getEnrollmentTempStep') },
      actions: { ...storage, logFailure },
    }),
    dependents: dependentStepMachine.provide({
      actors: apiActors(dependentStep.calls) as object,
      actions: { ...storage, logFailure },
    }),
    review: reviewStepMachine.provide({
      actors: { ...(apiActors(reviewStep.calls) as object), loadDetails },
      actions: { ...storage, refreshMenuAndCart, logFailure },
    }),
  }) satisfies Record<StepKind, AnyStateMachine>;

/**
 * The enrollment engine's effects (DESIGN.md adapters): the tabs, the step machines by kind with
 * their calls, the save-later modal, the step screenshot, navigation under the landing prefix and
 * storage.
 */
export const provideEnrollment = (router: AnyRouter) =>
  enrollmentMachine.provide({
    actors: {
      getDynamicTabs: apiActor('getDynamicTabs'),
      saveStepScreenshot: stepScreenshotActor(),
      saveLater: saveLaterMachine.provide({ actors: { saveEnrollmentForLater: apiActor('saveEnrollmentForLater') }, actions: { logFailure } }),
      ...stepKinds(),
    },
    actions: { ...storage, ...navigationActions(router), logFailure },
  });

/** The receipt's effects: get-receipt and the stored ids it removes. */
export const provideReceipt = () =>
  receiptMachine.provide({ actors: { getReceipt: apiActor('getReceipt') }, actions: { ...storage, logFailure } });

/**
 * Continue-by-code's effects: the two resume calls, storage, and a full page load of the saved
 * step (start-up restores the stored session there). The path goes without a landing prefix: a
 * landing on the URL would make start-up validate it afresh and clear the resumed ids.
 */
export const provideContinueEnrollment = () =>
  continueEnrollmentMachine.provide({
    actors: { continueEnrollment: apiActor('continueEnrollment'), directContinue: apiActor('directContinue') },
    actions: { ...storage, ...reloadActions(), logFailure },
  });
