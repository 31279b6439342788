import {
  contactFieldSpecs,
  employerFieldSpecs,
  personalFieldSpecs,
  stepMessages,
  type EndpointName,
  type FieldSpecs,
  type FilterInfo,
  type FormField,
  type FormValues,
  type ParsedRequestOf,
  type TabName,
} from '../../contract/index.ts';
import type { Database } from '../db/open-database.ts';
import type { Handler, RequestContext } from '../http/bind-endpoints.ts';
import { refuseContactValues } from './contact.ts';
import { employerDefaults, employerShapes, refuseEmployer } from './employer.ts';
import { field, tabFactsOf, takenByAnotherMember, type FieldShape, type Member, type Values } from '../queries/enrollment-steps.ts';

/**
 * The server-driven form steps, one entry each: the server's half of a step descriptor
 * (docs/reference-server.md, Enrollment wizard). The fields and save handlers of every entry are
 * derived from this table (server/handlers/form-steps.ts), and so are the built steps
 * (server/steps/built-steps.ts). Adding a server-driven form step is one entry here, plus its
 * contract rows.
 */

/** The enrollment a step's definitions are built for. */
export interface StepEnrollment {
  db: Database;
  enrollmentId: string;
  filter: FilterInfo;
  /** Counts a member check (another member's e-mail or phone asked) towards the caller's limit; a save gives it, 429 at `field` over it. */
  countMemberCheck?: (field: string) => Promise<void>;
}

/** What a form step's fields call does: enrollment_id in, the definitions out. */
export type FieldsHandler = (request: { enrollment_id: string }, context: RequestContext) => Promise<{ result: FormField[] }>;
/** What a form step's save does: the fields flat beside enrollment_id in, `{saved: true}` out. */
export type SaveHandler = (request: { enrollment_id: string } & FormValues, context: RequestContext) => Promise<{ saved: true }>;

/** The contract's rows that can be a form step's fields call (the generic handler answers them). */
export type FieldsEndpointName = { [N in EndpointName]: FieldsHandler extends Handler<N> ? N : never }[EndpointName];
/** The contract's rows that can be a form step's save: any fields travel flat (a catchall request). */
export type SaveEndpointName = {
  [N in EndpointName]: SaveHandler extends Handler<N> ? (string extends keyof ParsedRequestOf<N> ? N : never) : never;
}[EndpointName];

export interface FormStep<F extends FieldsEndpointName = FieldsEndpointName, S extends SaveEndpointName = SaveEndpointName> {
  tab: TabName;
  /** The row that answers the step's field definitions. */
  fields: F;
  /** The row that saves the step. */
  save: S;
  /** The contract's field rules, shared with the client. */
  specs: FieldSpecs;
  /** The step's fields for this enrollment, in their stable order. */
  shapes: (enrollment: StepEnrollment) => readonly FieldShape[] | Promise<readonly FieldShape[]>;
  /** The values of its read-only fields: always the server's, never the request's. */
  fixed?: (filter: FilterInfo) => Values;
  /** Values for fields nothing else fills (neither stored, nor the member's record). */
  defaults?: (filter: FilterInfo) => Values;
  /** What an existing member's record (as the caller may read it) fills in while the step keeps nothing. */
  prefill: (member: Member) => Values;
  /**
   * Refusals beyond the field rules, by field (a field's rule message comes first). Asked with
   * the values as sent (read-only ones the server's).
   */
  refuse?: (values: FormValues, enrollment: StepEnrollment) => Promise<Record<string, string>>;
}

/** An entry, its endpoint names kept as literals (so the derived handlers are typed by them). */
const formStep = <F extends FieldsEndpointName, S extends SaveEndpointName>(step: FormStep<F, S>) => step;

const orNull = (value: string | null) => (value === '' ? null : value);

/** Beacon Logistics: its enrollments are not asked height and weight (the documented variation). */
export const NO_HEIGHT_WEIGHT_GROUP_ID = 2512;

/**
 * Personal Information. The carrier fields and the other ethnic text are not required by
 * definition: the client asks them when prior_coverage_flag is 1 or the ethnic group is 12, and
 * the contract's rules then require them.
 */
const personal = formStep({
  tab: 'primary_info',
  fields: 'getFormFieldsPersonalInfo',
  save: 'savePersonalInfo',
  specs: personalFieldSpecs,
  shapes: ({ filter }) => [
    field('first_name', 1),
    field('middle_name', 0),
    field('last_name', 1),
    field('birthdate', 1, 1),
    field('gender', 1, 1),
    ...(filter.group_id === NO_HEIGHT_WEIGHT_GROUP_ID ? [] : [field('height_feet', 1), field('height_inch', 1), field('weight', 1)]),
    field('marital_status', 1),
    field('ssn', 1),
    field('prior_coverage_flag', 1),
    field('prior_carrier_name', 0),
    field('prior_effective_date', 0),
    field('prior_term_date', 0),
    field('ethnic_category', 0),
    field('ethnic_category_other_type', 0),
  ],
  fixed: (filter) => ({ birthdate: filter.dob, gender: filter.gender }),
  // height and weight on file reach only the callers who read health data (server/enrollers/member-record.ts)
  prefill: (member) => ({
    first_name: orNull(member.firstName),
    last_name: orNull(member.lastName),
    ssn: orNull(member.ssn),
    height_feet: orNull(member.heightFeet),
    height_inch: orNull(member.heightInch),
    weight: orNull(member.weight),
  }),
});

/**
 * Contact Information; birth state and city only when the cart holds a life plan. Another
 * member's e-mail or phone is refused as validate-member-email and validate-phone-numverify
 * answer it; the address is checked against the zips table (server/steps/contact.ts).
 */
const contact = formStep({
  tab: 'contact_info',
  fields: 'getFormFieldsContactInfo',
  save: 'saveContactInfo',
  specs: contactFieldSpecs,
  shapes: async ({ db, enrollmentId, filter }) => {
    const hasLifePlan = (await tabFactsOf(db, enrollmentId, filter)).cart.some((plan) => plan.category === 'term_life');
    return [
      field('email_address', 1),
      field('phone_number', 1),
      field('address1', 1),
      field('address2', 0),
      field('city', 1),
      field('state', 1),
      field('zip', 1),
      field('zip4', 0),
      ...(hasLifePlan ? [field('birth_state', 1), field('birth_city', 1)] : []),
      field('with_validation', 0),
    ];
  },
  defaults: (filter) => ({ zip: filter.zip, with_validation: '0' }),
  prefill: (member) => ({
    email_address: orNull(member.email),
    phone_number: orNull(member.phone),
    address1: orNull(member.address1),
    address2: orNull(member.address2),
    city: orNull(member.city),
    state: orNull(member.state),
    zip: orNull(member.zip),
  }),
  refuse: async (values, enrollment) => {
    const { email_address = '', phone_number = '' } = values;
    const { db, filter } = enrollment;
    const refusals = await refuseContactValues(values, enrollment);
    // an existing member's save asks what the member checks ask, and counts as one (docs/security.md, Rate limits)
    if (filter.user_id !== null) await enrollment.countMemberCheck?.('email_address');
    if (email_address.trim() !== '' && (await takenByAnotherMember(db, filter, 'email', email_address))) {
      refusals.email_address = stepMessages.emailExists;
    }
    if (/^\d{10}$/.test(phone_number.trim()) && (await takenByAnotherMember(db, filter, 'phone', phone_number))) {
      refusals.phone_number = stepMessages.phoneExists;
    }
    return refusals;
  },
});

/**
 * Employer Information (server/steps/employer.ts): the client prefills name, phone and address
 * from get-group-info; Acme's definitions make the extra four required; an unknown zip is refused.
 */
const employer = formStep({
  tab: 'employer_info',
  fields: 'getFormFieldsEmployerInfo',
  save: 'saveEmployerInfo',
  specs: employerFieldSpecs,
  shapes: employerShapes,
  defaults: employerDefaults,
  prefill: () => ({}),
  refuse: refuseEmployer,
});

/** Every server-driven form step this server builds, in the wizard's order. */
export const FORM_STEPS = [personal, contact, employer] as const;

export type FormStepEntry = (typeof FORM_STEPS)[number];
