import type { AnyRouter } from '@tanstack/react-router';
import { fromPromise } from 'xstate';
import type { FormField, FormValues, TabName } from '../../contract/index.ts';
import { continueEnrollmentMachine } from '../../machines/enrollment/continue-enrollment.machine.ts';
import { enrollmentMachine } from '../../machines/enrollment/enrollment.machine.ts';
import { formStepMachine, type FieldOption } from '../../machines/enrollment/form-step.machine.ts';
import { receiptMachine } from '../../machines/enrollment/receipt.machine.ts';
import { reviewStepMachine } from '../../machines/enrollment/review-step.machine.ts';
import { saveLaterMachine } from '../../machines/enrollment/save-later.machine.ts';
import type { ScreenshotRequest } from '../../machines/shared/effects.ts';
import { storageActions } from '../../machines/shared/storage.ts';
import { call } from '../api/index.ts';
import { queryClient } from '../api/query-client.ts';
import { apiActor } from './api-actors.ts';
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

/** The option lists, cached (the same cache entries as `cachedApiActor`). */
const cachedLists = {
  getEthnicCategory: () => queryClient.fetchQuery({ queryKey: ['api', 'getEthnicCategory', {}], queryFn: ({ signal }) => call('getEthnicCategory', {}, { signal }) }),
  getStates: () => queryClient.fetchQuery({ queryKey: ['api', 'getStates', {}], queryFn: ({ signal }) => call('getStates', {}, { signal }) }),
};

/** Personal Information's choices: the ethnic groups (cached: they do not change). */
const ethnicOptions = fromPromise<Record<string, FieldOption[]>, { enrollment_id: string }>(async () => {
  const { result } = await cachedLists.getEthnicCategory();
  return { ethnic_category: result.map(({ id, name }) => ({ value: String(id), label: name })) };
});

/** Contact Information's choices: the states, for the address and the birth state. */
const stateOptions = fromPromise<Record<string, FieldOption[]>, { enrollment_id: string }>(async () => {
  const { result } = await cachedLists.getStates();
  const states = result.map(({ abbrev, name }) => ({ value: abbrev, label: name }));
  return { state: states, birth_state: states };
});


/**
 * Contact Information's existing-user checks (spec 2 §5): for an existing member the e-mail and
 * the phone are checked first; each refusal names its field ('Email Already Exists.', 'Phone
 * already exists'). Anyone else is judged by the save alone.
 */
export const checkContactValues = fromPromise<Record<string, string>, { enrollment_id: string; values: FormValues }>(async ({ input, signal }) => {
  if (localStorageAdapter.read().enroll_type !== 'existing-member') return {};
  const { enrollment_id, values } = input;
  const [email, phone] = await Promise.all([
    call('validateMemberEmail', { enrollment_id, email: values.email_address ?? '' }, { signal }),
    call('validatePhoneNumverify', { enrollment_id, phone: values.phone_number ?? '' }, { signal }),
  ]);
  return Object.fromEntries([email, phone].filter((check) => !check.is_valid).map((check) => [check.target_element, check.error_message]));
});

const noChecks = fromPromise<Record<string, string>, { enrollment_id: string; values: FormValues }>(async () => ({}));

/** View Details on a review card: the step's saved values (its field definitions); later steps bring their own. */
const loadDetails = fromPromise<{ result: FormField[] }, { enrollment_id: string; tab: TabName }>(async ({ input, signal }) => {
  switch (input.tab) {
    case 'primary_info':
      return call('getFormFieldsPersonalInfo', { enrollment_id: input.enrollment_id }, { signal });
    case 'contact_info':
      return call('getFormFieldsContactInfo', { enrollment_id: input.enrollment_id }, { signal });
    default:
      throw new Error(`no details for ${input.tab} yet`);
  }
});

/**
 * The enrollment engine's effects (DESIGN.md adapters): the tabs, the step machines of the
 * registry provided with their calls, the save-later modal, the step screenshot, navigation under
 * the landing prefix and storage.
 */
export const provideEnrollment = (router: AnyRouter) =>
  enrollmentMachine.provide({
    actors: {
      getDynamicTabs: apiActor('getDynamicTabs'),
      saveStepScreenshot: stepScreenshotActor(),
      saveLater: saveLaterMachine.provide({ actors: { saveEnrollmentForLater: apiActor('saveEnrollmentForLater') }, actions: { logFailure } }),
      primary_info: formStepMachine.provide({
        actors: {
          loadFields: apiActor('getFormFieldsPersonalInfo'),
          loadOptions: ethnicOptions,
          checkValues: noChecks,
          saveFields: apiActor('savePersonalInfo'),
          enrollerCode: provideEnrollerCode(),
        },
        actions: { ...storage, logFailure },
      }),
      contact_info: formStepMachine.provide({
        actors: {
          loadFields: apiActor('getFormFieldsContactInfo'),
          loadOptions: stateOptions,
          checkValues: checkContactValues,
          saveFields: apiActor('saveContactInfo'),
        },
        actions: { ...storage, logFailure },
      }),
      review_info: reviewStepMachine.provide({
        actors: {
          getPlanCart: apiActor('getPlanCart'),
          getEnrollmentReviewInfo: apiActor('getEnrollmentReviewInfo'),
          loadDetails,
          deleteDependentInIO: apiActor('deleteDependentInIO'),
          saveReviewInfo: apiActor('saveReviewInfo'),
        },
        actions: { ...storage, refreshMenuAndCart, logFailure },
      }),
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
