import type { DataOf, EmployerOption, EndpointName, FieldSpecs, FormField, GroupInfo, RequestOf, TabName } from '../../../contract/index.ts';

/** Calls taking only the enrollment id. */
type EnrollmentCall = { [N in EndpointName]: RequestOf<N> extends { enrollment_id: string } ? ({ enrollment_id: string } extends RequestOf<N> ? N : never) : never }[EndpointName];

/** A form step's field definitions with their saved values (get-form-fields-*). */
export type FieldsCall = { [N in EnrollmentCall]: DataOf<N> extends { result: FormField[] } ? N : never }[EnrollmentCall];
/** The group's info that prefills a form step while it keeps nothing (get-group-info: Employer's name, phone and address). */
export type GroupInfoCall = { [N in EnrollmentCall]: DataOf<N> extends GroupInfo ? N : never }[EnrollmentCall];
/** A form step's save (save-*-info): the step's fields flat beside the enrollment id. */
export type SaveCall = { [N in EndpointName]: DataOf<N> extends { saved: true } ? (RequestOf<N> extends { enrollment_id: string } ? N : never) : never }[EndpointName];

/** A list call without a request (states, ethnic groups, ...): `{ result: Item[] }`. */
type ListCall = { [N in EndpointName]: RequestOf<N> extends Record<string, never> ? (DataOf<N> extends { result: readonly object[] } ? N : never) : never }[EndpointName];
/** A list call taking the enrollment id (vacation policy, bargaining unit, holiday policy): `{ result: Item[] }`. */
type EnrollmentListCall = { [N in EnrollmentCall]: DataOf<N> extends { result: readonly object[] } ? (DataOf<N> extends { result: FormField[] } ? never : N) : never }[EnrollmentCall];
type ItemOf<N extends ListCall | EnrollmentListCall> = DataOf<N> extends { result: readonly (infer Item)[] } ? Item : never;

/**
 * Where a select's (or a checkbox group's) choices come from: a list call, and which of each item's
 * keys are the value and the text; `enrollment: true` for a list call that takes the enrollment id.
 */
export type OptionSource =
  | { [N in ListCall]: { call: N; value: keyof ItemOf<N> & string; label: keyof ItemOf<N> & string; enrollment?: false } }[ListCall]
  | { [N in EnrollmentListCall]: { call: N; value: keyof ItemOf<N> & string; label: keyof ItemOf<N> & string; enrollment: true } }[EnrollmentListCall];

/**
 * A server-driven form step (spec 2 §3, §5): the server defines its fields, the contract's specs
 * judge them, and the step machine is `formStep`.
 */
export interface FormStepDescriptor {
  tab: TabName;
  kind: 'form';
  specs: FieldSpecs;
  /** `groupInfo`: while the step keeps nothing, the group's info prefills it (Employer, spec 2 §4). */
  calls: { fields: FieldsCall; save: SaveCall; groupInfo?: GroupInfoCall };
  /** Select fields whose choices come from a call. */
  options: Readonly<Record<string, OptionSource>>;
  /** The existing-user e-mail and phone checks (spec 2 §5), made when the enrollment is an existing member's. */
  memberChecks: boolean;
  /** Offers the Enter Enroller Code popup to reps and to groups that need a code (spec 2 §2). */
  enrollerCode: boolean;
  /**
   * A zip field that looks up its state (validate-zip-code): a 5-digit zip fills the state field and
   * locks it; editing the zip clears and unlocks it; a failed lookup shows its message at the zip.
   */
  zipLookup?: { zip: string; state: string };
  /**
   * Checkbox groups the save sends as the spec's 0/1 flags, one per item of the list (Employer's
   * holiday_policy, spec 2 §3); the form keeps them as the checked values joined by commas.
   */
  flagFields?: Readonly<Record<string, readonly EmployerOption[]>>;
}

/**
 * A step whose machine makes its own calls (every kind but the form): its tab, its kind, and the
 * calls the adapter provides it, by endpoint name.
 */
export interface CallsStepDescriptor<Tab extends TabName, Kind extends string> {
  tab: Tab;
  kind: Kind;
  calls: readonly EndpointName[];
}

/** Beneficiary Information (spec 2 §2–§5, §7): the list with its add and edit forms. */
export type BeneficiaryStepDescriptor = CallsStepDescriptor<'beneficiary_info', 'beneficiaries'>;
/** Primary Health Questions (spec 2 §2-§5, §7). */
export type HealthStepDescriptor = CallsStepDescriptor<'primary_health_info', 'health'>;
/** Review & Confirmation (spec 3 §2.3). */
export type ReviewStepDescriptor = CallsStepDescriptor<'review_info', 'review'>;
/** Dependent Information (spec 3 §2.2, §4.1): the tier rules, the list with its add and edit forms. */
export type DependentStepDescriptor = CallsStepDescriptor<'dependent_info', 'dependents'>;
/** Billing Information (spec 3 §2.5, §4.4). */
export type BillingStepDescriptor = CallsStepDescriptor<'billing_info', 'billing'>;
export type AgreementStepDescriptor = CallsStepDescriptor<'agreement_info', 'agreement'>;

/**
 * One wizard step, described once: its tab, its kind (which machine runs it and which screen
 * shows it) and what the kind needs (field specs, calls by endpoint name). Every per-tab table of
 * the app is derived from the list of descriptors (`./index.ts`).
 */
export type StepDescriptor =
  | FormStepDescriptor
  | DependentStepDescriptor
  | BillingStepDescriptor
  | AgreementStepDescriptor
  | BeneficiaryStepDescriptor
  | HealthStepDescriptor
  | ReviewStepDescriptor;
export type StepKind = StepDescriptor['kind'];
