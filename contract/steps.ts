import * as z from 'zod/mini';

/**
 * The wizard's tabs as get-dynamic-tabs names them (spec 2 §2, spec 3 §2.1), in the spec's order,
 * with each one's title and route. Order slots 0 to 10 are scanned; only required tabs are steps.
 */
export const tabNameSchema = z.enum([
  'primary_info',
  'contact_info',
  'employer_info',
  'beneficiary_info',
  'primary_health_info',
  'dependent_info',
  'review_info',
  'agreement_info',
  'billing_info',
]);
export type TabName = z.infer<typeof tabNameSchema>;

export const tabConfigSchema = z.object({
  tab_name: tabNameSchema,
  required: z.union([z.literal(0), z.literal(1)]),
  order: z.int().check(z.gte(0), z.lte(10)),
  /** Not the spec's: 1 when the server keeps a validated save of the tab (the progress bar's 'completed'). */
  saved: z.optional(z.union([z.literal(0), z.literal(1)])),
});
export type TabConfig = z.infer<typeof tabConfigSchema>;
export const TAB_ORDER_SLOTS = 11;

export interface StepInfo {
  /** The step's title on the progress bar (spec 2 §2). */
  title: string;
  /** The path under /enrollment/. */
  path: string;
  /** The spec's route name. */
  routeName: string;
  /** The step's own heading where it differs from the title (spec 2 §2). */
  heading?: string;
}

export const steps: Record<TabName, StepInfo> = {
  primary_info: { title: 'Personal Information', path: 'personal-info', routeName: 'personal-information' },
  contact_info: { title: 'Contact Information', path: 'contact-info', routeName: 'contact-information' },
  employer_info: { title: 'Employer Information', path: 'employer-info', routeName: 'employer-information' },
  beneficiary_info: { title: 'Beneficiary Information', path: 'beneficiary-info', routeName: 'beneficiary-information' },
  primary_health_info: { title: 'Health Questions', path: 'health-questions', routeName: 'health-questions', heading: 'Primary Health Questions' },
  dependent_info: { title: 'Dependent Information', path: 'dependent-information', routeName: 'dependent-information' },
  review_info: { title: 'Review & Confirmation', path: 'review-confirm', routeName: 'review-confirm' },
  agreement_info: { title: 'Agreement & Signature', path: 'agreement-signature', routeName: 'agreement-signature' },
  billing_info: { title: 'Billing Information', path: 'billing-information', routeName: 'billing-information' },
};

/** A step's path segment (/enrollment/{path}) read as its tab; anything else is no step. */
export const stepPathSchema = z.pipe(
  z.enum(Object.values(steps).map((step) => step.path) as [string, ...string[]]),
  z.transform((path) => (Object.keys(steps) as TabName[]).find((tab) => steps[tab].path === path)!),
);
