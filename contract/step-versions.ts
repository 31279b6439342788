import type { EndpointName, RequestOf } from './endpoints.ts';
import type { StepSavedTab } from './enrollment.ts';

/**
 * Optimistic concurrency of the wizard's steps (RFC 9110 conditional requests; docs/security.md).
 * Each step of an enrollment has a version. The calls that load a step answer its entity tag
 * (`ETag: "primary_info.3"`); the calls that save a step send back, in `If-Match`, the tags the
 * browser tab loaded, and a save of a step whose tag is stale is refused with 409 rather than
 * overwriting what another window saved. A tag names its step, so one `If-Match` may list the tags of
 * every step the tab holds and each save is judged by its own.
 */

type StepOf<N extends EndpointName> = StepSavedTab | ((request: RequestOf<N>) => StepSavedTab);

/** The calls that load a step, as the step machines make them (each descriptor's loading call). */
export const stepLoads: { [N in EndpointName]?: StepOf<N> } = {
  getFormFieldsPersonalInfo: 'primary_info',
  getFormFieldsContactInfo: 'contact_info',
  getFormFieldsEmployerInfo: 'employer_info',
  getExistingPrimaryHealthInfo: 'health_info',
  getEnrollmentTempStep: (request) => request.column,
  getEnrollmentReviewInfo: 'review_info',
};

/** The calls that save a step, or its save-later draft. */
export const stepSaves: { [N in EndpointName]?: StepOf<N> } = {
  savePersonalInfo: 'primary_info',
  saveContactInfo: 'contact_info',
  saveEmployerInfo: 'employer_info',
  saveBeneficiaryInfo: 'benificiary_info',
  savePrimaryHealthInfo: 'health_info',
  saveDependentInfo: 'dependent_info',
  saveDependentInfoToTemp: 'dependent_info',
  saveAgreementInfo: 'aggrement_info',
  saveBillingInfo: 'payment_info',
  saveReviewInfo: 'review_info',
  saveEnrollmentForLater: (request) => request.tab,
};

/** The step a call loads or saves, if any. */
export const stepOf = <N extends EndpointName>(table: { [M in EndpointName]?: StepOf<M> }, name: N, request: RequestOf<N>): StepSavedTab | null => {
  const step = table[name] as StepOf<N> | undefined;
  if (step === undefined) return null;
  return typeof step === 'function' ? step(request) : step;
};

export const stepTag = (step: StepSavedTab, version: number) => `"${step}.${version}"`;

/** The step tags an If-Match header lists: step → version. */
export const stepTagsOf = (header: string | null | undefined): Map<string, number> =>
  new Map([...(header ?? '').matchAll(/"([a-z_]+)\.(\d{1,9})"/g)].map(([, step, version]) => [step!, Number(version)]));
