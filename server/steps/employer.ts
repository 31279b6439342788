import { eq } from 'drizzle-orm';
import { employmentStartMessage, quoteMessages, type FormValues } from '../../contract/index.ts';
import { zips } from '../db/schema.ts';
import { field, type FieldShape, type Values } from '../queries/enrollment-steps.ts';
import type { StepEnrollment } from './form-steps.ts';

/** Acme Benefits: its employer definitions make the extra four (industry, employees, vacation, bargaining) required. */
export const EXTRA_EMPLOYER_FIELDS_GROUP_ID = 2556;

/**
 * Employer Information's fields (spec 2 §3, §5): address2 optional; the extra four required only
 * where the group's definitions flag them (Acme), else optional (Beacon, any other enrollment).
 */
export const employerShapes = ({ filter }: StepEnrollment): FieldShape[] => {
  const extra = filter.group_id === EXTRA_EMPLOYER_FIELDS_GROUP_ID ? 1 : 0;
  return [
    field('name', 1),
    field('phone', 1),
    field('address1', 1),
    field('address2', 0),
    field('city', 1),
    field('state', 1),
    field('zip', 1),
    field('average_work_week', 1),
    field('employment_start_date', 1),
    field('occupation', 1),
    field('compensation_type', 1),
    field('employment_status', 1),
    field('with_validation', 0),
    field('emp_industry', extra),
    field('emp_num_employed', extra),
    field('emp_vac_policy', extra),
    field('emp_barg_unit', extra),
    field('holiday_policy', 1),
  ];
};

/**
 * While the step keeps nothing: with_validation 0 only. The group's name, phone and address are not
 * folded in: the client asks get-group-info for them (spec 2 §4), as the spec's client does.
 */
export const employerDefaults = (): Values => ({ with_validation: '0' });

/**
 * A zip the lookup would not find is refused at the zip, as validate-zip-code words it; an
 * employment start before the applicant's 14th birthday (the birth date the enrollment keeps,
 * which the employer form does not know) at the start date.
 */
export const refuseEmployer = async ({ zip = '', employment_start_date = '' }: FormValues, { db, filter }: StepEnrollment): Promise<Record<string, string>> => {
  const refusals: Record<string, string> = {};
  const start = employment_start_date.trim();
  const startMessage = start === '' ? null : employmentStartMessage(start, new Date(), filter.dob);
  if (startMessage) refusals.employment_start_date = startMessage;
  if (/^\d{5}$/.test(zip.trim())) {
    const [row] = await db.select().from(zips).where(eq(zips.zip, zip.trim()));
    if (!row) refusals.zip = quoteMessages.zipInvalid;
  }
  return refusals;
};
