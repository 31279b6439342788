import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { fromPromise, type AnyStateMachine } from 'xstate';
import {
  beneficiaryListOf,
  dependentListOf,
  savedTabOf,
  tempInfoStepColumnSchema,
  type FormField,
  type FormValues,
  type RequestOf,
  type TabName,
} from '../../contract/index.ts';
import type { StepDetails } from '../../machines/enrollment/step-protocol.ts';
import { kindMachines, kindOf } from '../../machines/enrollment/step-registry.ts';
import {
  callsStepOf,
  formStepOf,
  type CallsKind,
  type CallsStepOf,
  type FieldsCall,
  type OptionSource,
  type SaveCall,
  type StepKind,
} from '../../machines/enrollment/steps/index.ts';
import { agreementStepDetails } from '../../machines/enrollment/agreement-details.ts';
import { beneficiaryStepDetails } from '../../machines/enrollment/beneficiary-details.ts';
import { billingStepDetails } from '../../machines/enrollment/billing-details.ts';
import { dependentStepDetails } from '../../machines/enrollment/dependent-details.ts';
import { healthStepDetails } from '../../machines/enrollment/health-details.ts';
import { continueEnrollmentMachine } from '../../machines/enrollment/continue-enrollment.machine.ts';
import { enrollmentMachine } from '../../machines/enrollment/enrollment.machine.ts';
import type { FieldOption, SaveRequest } from '../../machines/enrollment/form-step.machine.ts';
import type { ExistingMemberCheck, MemberCheckResult } from '../../machines/enrollment/form-step-rules.ts';
import { receiptMachine } from '../../machines/enrollment/receipt.machine.ts';
import { saveLaterMachine } from '../../machines/enrollment/save-later.machine.ts';
import type { ScreenshotRequest } from '../../machines/shared/effects.ts';
import { storageActions, type StorageAdapter } from '../../machines/shared/storage.ts';
import { call } from './api-call.ts';
import { queryClient } from '../api/query-client.ts';
import { apiActor, apiActors } from './api-actors.ts';
import { provideEnrollerCode } from './enroller-code.ts';
import { localStorageAdapter } from './local-storage.ts';
import { homeBehindActions, navigationActions } from './navigation.ts';
import { reloadActions } from './reload.ts';
import { refreshMenuAndCart } from './quote.ts';
import { copyToCapture, sendCapture } from './screenshot.ts';

/** The element the step screenshot renders: the current step's screen. */
export const STEP_CAPTURE_ID = 'enrollment-step';

const logFailure = (_args: unknown, { error }: { error: unknown }) => console.error(error);
const storage = storageActions(localStorageAdapter);

/**
 * Where the wizard's effects store and cache: the browser's storage and query client, or on the
 * server a render's own (src/ssr/step-render.ts), so no visitor's values reach a process-wide cache.
 */
export interface EnrollmentEffects {
  storage: StorageAdapter;
  cache: QueryClient;
}

/**
 * saveStepScreenshot: a best-effort PNG of the step (html2canvas-pro, loaded on first use) sent
 * with save-screenshot. It never rejects: a failure is logged and changes nothing (issue 5 §6).
 */
export const stepScreenshotActor = (elementId: string = STEP_CAPTURE_ID) =>
  // not cancelled with the engine: review's capture still goes out after the receipt opens
  fromPromise<void, ScreenshotRequest>(async ({ input }) => {
    try {
      await sendCapture(copyToCapture(elementId), input);
    } catch (error) {
      console.error(error);
    }
  });

/**
 * A select's choices from its list call, with the enrollment id where the call takes it. Cached
 * for the visit (the lists do not change while it lasts): a step shown again, or a minute later,
 * waits for no second round trip after its fields.
 */
const optionsOf = async (source: OptionSource, enrollment_id: string, cache: QueryClient): Promise<FieldOption[]> => {
  const { value, label } = source;
  const { result } = source.enrollment
    ? await cache.fetchQuery({ queryKey: ['api', source.call, { enrollment_id }], queryFn: ({ signal }) => call(source.call, { enrollment_id }, { signal }), staleTime: Infinity })
    : await cache.fetchQuery({ queryKey: ['api', source.call, {}], queryFn: ({ signal }) => call(source.call, {}, { signal }), staleTime: Infinity });
  return (result as readonly Record<string, unknown>[]).map((item) => ({ value: String(item[value]), label: String(item[label]) }));
};

/** Each option list's names by value, by field: what review shows for a saved value. */
const optionNamesOf = async (sources: Readonly<Record<string, OptionSource>>, enrollment_id: string, cache: QueryClient): Promise<Record<string, Map<string, string>>> =>
  Object.fromEntries(
    await Promise.all(
      Object.entries(sources).map(async ([field, source]) => [field, new Map((await optionsOf(source, enrollment_id, cache)).map((option) => [option.value, option.label]))] as const),
    ),
  );

/** A form step's select choices, cached in `cache`. */
const loadOptionsFrom = (cache: QueryClient) =>
  fromPromise<Record<string, FieldOption[]>, { sources: Readonly<Record<string, OptionSource>>; enrollment_id: string }>(async ({ input }) =>
    Object.fromEntries(
      await Promise.all(Object.entries(input.sources).map(async ([field, source]) => [field, await optionsOf(source, input.enrollment_id, cache)] as const)),
    ),
  );

/** The form step's calls, by the endpoint names its descriptor gives: one actor serves every form step. */
export const formStepActors = {
  loadFields: fromPromise<{ result: FormField[] }, { call: FieldsCall; enrollment_id: string }>(({ input, signal }) =>
    call(input.call, { enrollment_id: input.enrollment_id }, { signal }),
  ),
  loadOptions: loadOptionsFrom(queryClient),
  /** A zip's state (validate-zip-code, the zips table); a zip it does not know fails with the message at zip. */
  lookupZip: fromPromise<{ state: string }, { zip: string }>(({ input, signal }) => call('validateZipCode', { zip_code: input.zip }, { signal })),
  /** The group's info (get-group-info, the call the descriptor names): it prefills a step that keeps nothing (Employer, spec 2 §4). */
  loadGroupInfo: fromPromise(({ input, signal }: { input: { call: 'getGroupInfo'; enrollment_id: string }; signal: AbortSignal }) =>
    call(input.call, { enrollment_id: input.enrollment_id }, { signal }),
  ),
  /**
   * The existing-user checks the machine names (`existingMemberChecks`), side by side, each answer
   * in the order asked; the machine decides which refusal shows. Contact's save applies the
   * deliverability rule to everyone.
   */
  checkMemberValues: fromPromise<MemberCheckResult[], { enrollment_id: string; values: FormValues; checks: readonly ExistingMemberCheck[] }>(({ input, signal }) => {
    const { enrollment_id, values } = input;
    const email = values.email_address ?? '';
    const requests: Record<ExistingMemberCheck, () => Promise<MemberCheckResult>> = {
      validateMemberEmail: () => call('validateMemberEmail', { enrollment_id, email }, { signal }),
      validateEmailNeverbounce: () => call('validateEmailNeverbounce', { email }, { signal }),
      validatePhoneNumverify: () => call('validatePhoneNumverify', { enrollment_id, phone: values.phone_number ?? '' }, { signal }),
    };
    return Promise.all(input.checks.map((check) => requests[check]()));
  }),
  // the descriptor's save call takes its step's fields; the server judges them by the call's schema
  saveFields: fromPromise<{ saved: true }, { call: SaveCall; request: SaveRequest }>(({ input, signal }) =>
    call(input.call, input.request as RequestOf<SaveCall>, { signal }),
  ),
};

/** One call of a kind's step, by a name its descriptor lists: another name does not compile. */
const listedCall =
  <K extends CallsKind>(_kind: K) =>
  <N extends CallsStepOf<K>['calls'][number]>(name: N, request: RequestOf<N>, signal: AbortSignal) =>
    call(name, request, { signal });

type DetailsRequest = { enrollment_id: string; tab: TabName };

/** What a step kept (get-enrollment-temp-info), asked under the contract's saved tab of its tab. */
const keptRequest = ({ enrollment_id, tab }: DetailsRequest) => ({ enrollment_id, column: tempInfoStepColumnSchema.parse(savedTabOf(tab)) });

/** How review's View Details loads what a step of a kind saved, through the calls its descriptor names. */
type DetailsLoader = (request: DetailsRequest, signal: AbortSignal) => Promise<StepDetails>;

/** A form step's details, its option lists cached in `cache`. */
const formDetailsFrom =
  (cache: QueryClient): DetailsLoader =>
  async ({ enrollment_id, tab }, signal) => {
    const step = formStepOf(tab);
    if (!step) throw new Error(`${tab} is not a form step`);
    const [{ result }, names] = await Promise.all([call(step.calls.fields, { enrollment_id }, { signal }), optionNamesOf(step.options, enrollment_id, cache)]);
    // a value from an option list reads as its option's name (Ethnic Group 'Other', not '12')
    return { kind: 'fields', fields: result.map((field) => ({ ...field, value: names[field.field_name]?.get(field.value ?? '') ?? field.value })), tab };
  };

const otherDetailsLoaders = {
  health: async ({ enrollment_id }, signal) =>
    healthStepDetails((await listedCall('health')('getHealthQuestionsPrimaryHealthInfo', { enrollment_id }, signal)).result),
  beneficiaries: async (request, signal) =>
    beneficiaryStepDetails(beneficiaryListOf((await listedCall('beneficiaries')('getEnrollmentTempStep', keptRequest(request), signal)).result) ?? []),
  dependents: async (request, signal) =>
    dependentStepDetails(dependentListOf((await listedCall('dependents')('getEnrollmentTempStep', keptRequest(request), signal)).result) ?? []),
  // its texts, its definitions and what it kept
  agreement: async (request, signal) => {
    const agreementCall = listedCall('agreement');
    const [texts, fields, kept] = await Promise.all([
      agreementCall('getAgreementTexts', { enrollment_id: request.enrollment_id }, signal),
      agreementCall('getFormFieldsAgreementInfo', { enrollment_id: request.enrollment_id }, signal),
      agreementCall('getEnrollmentTempStep', keptRequest(request), signal),
    ]);
    return agreementStepDetails(texts.result, fields.result, kept.result);
  },
  billing: async (request, signal) => billingStepDetails((await listedCall('billing')('getEnrollmentTempStep', keptRequest(request), signal)).result),
  // review itself has no card of its own
  review: ({ tab }) => Promise.reject(new Error(`no details for ${tab}`)),
} satisfies Record<Exclude<StepKind, 'form'>, DetailsLoader>;

/** Review's loaders, their option lists cached in `cache`. */
const detailsActorsFrom = (cache: QueryClient) => {
  const detailsLoaders: Record<StepKind, DetailsLoader> = { form: formDetailsFrom(cache), ...otherDetailsLoaders };
  return {
    /** View Details on a review card: what the step saved, loaded and shown by its kind. */
    loadDetails: fromPromise<StepDetails, DetailsRequest>(({ input, signal }) => detailsLoaders[kindOf(input.tab)](input, signal)),
    /** Review's sections: every card's details at once, by tab. */
    loadSections: fromPromise<Partial<Record<TabName, StepDetails>>, { enrollment_id: string; tabs: TabName[] }>(async ({ input, signal }) =>
      Object.fromEntries(
        await Promise.all(input.tabs.map(async (tab) => [tab, await detailsLoaders[kindOf(tab)]({ enrollment_id: input.enrollment_id, tab }, signal)] as const)),
      ),
    ),
  };
};

export const { loadDetails, loadSections } = detailsActorsFrom(queryClient);

/** The calls a kind's descriptor lists, each an actor named after its endpoint: what its machine is provided. */
const listedCalls = <K extends CallsKind>(kind: K) => apiActors(callsStepOf(kind).calls);

/** The names of the actors a machine declares. */
type ActorNamesOf<M extends AnyStateMachine> = keyof NonNullable<NonNullable<Parameters<M['provide']>[0]>['actors']>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/**
 * Each kind's descriptor lists exactly the calls its machine declares (review's `loadDetails` and `loadSections` are
 * the app's own, above): a call listed and not declared, or declared and not listed, fails here.
 */
const _descriptorsListEveryCall: {
  [K in CallsKind]: Same<ActorNamesOf<(typeof kindMachines)[K]>, CallsStepOf<K>['calls'][number] | (K extends 'review' ? 'loadDetails' | 'loadSections' : never)>;
} = {
  health: true,
  beneficiaries: true,
  dependents: true,
  agreement: true,
  billing: true,
  review: true,
};

/** Each kind of step machine with its effects: one provide per kind serves every step of that kind. */
const stepKinds = ({ storage: adapter, cache }: EnrollmentEffects) => {
  const storage = storageActions(adapter);
  return {
    form: kindMachines.form.provide({
      actors: { ...formStepActors, loadOptions: loadOptionsFrom(cache), enrollerCode: provideEnrollerCode() },
      actions: { ...storage, logFailure },
    }),
    health: kindMachines.health.provide({ actors: listedCalls('health'), actions: { ...storage, logFailure } }),
    beneficiaries: kindMachines.beneficiaries.provide({ actors: listedCalls('beneficiaries'), actions: { ...storage, logFailure } }),
    agreement: kindMachines.agreement.provide({ actors: listedCalls('agreement'), actions: { ...storage, logFailure } }),
    billing: kindMachines.billing.provide({ actors: listedCalls('billing'), actions: { ...storage, logFailure } }),
    dependents: kindMachines.dependents.provide({ actors: listedCalls('dependents'), actions: { ...storage, logFailure } }),
    review: kindMachines.review.provide({
      actors: { ...listedCalls('review'), ...detailsActorsFrom(cache) },
      actions: { ...storage, refreshMenuAndCart, logFailure },
    }),
  } satisfies Record<StepKind, AnyStateMachine>;
};

/**
 * The enrollment engine's effects (DESIGN.md adapters): the tabs, the step machines by kind with
 * their calls, the save-later modal, the step screenshot, navigation under the landing prefix and
 * storage (the browser's, or a server render's: `effects`).
 */
export const provideEnrollment = (router: AnyRouter, effects: EnrollmentEffects = { storage: localStorageAdapter, cache: queryClient }) =>
  enrollmentMachine.provide({
    actors: {
      getDynamicTabs: apiActor('getDynamicTabs'),
      getKeptTabs: apiActor('getDynamicTabs'),
      saveStepScreenshot: stepScreenshotActor(),
      saveLater: saveLaterMachine.provide({ actors: { saveEnrollmentForLater: apiActor('saveEnrollmentForLater') }, actions: { logFailure } }),
      ...stepKinds(effects),
    },
    actions: { ...storageActions(effects.storage), ...navigationActions(router), logFailure },
  });

/** The receipt's effects: get-receipt, the stored ids it removes, printing and the home page behind it. */
export const provideReceipt = (router: AnyRouter) =>
  receiptMachine.provide({
    actors: { getReceipt: apiActor('getReceipt') },
    actions: { ...storage, logFailure, printReceipt: () => window.print(), ...homeBehindActions(router) },
  });

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
