import { asc, eq } from 'drizzle-orm';
import {
  BENEFICIARY_LIST_KEY,
  beneficiaryListOf,
  beneficiaryRelationships,
  maskedSsn,
  trimmedBeneficiary,
  type FormField,
} from '../../contract/index.ts';
import { memberBeneficiaries } from '../db/schema.ts';
import type { Handlers } from '../http/bind-endpoints.ts';
import { readStep, saveStep, stepValues, withMaskedSsns } from '../queries/enrollment-steps.ts';
import { memberOnFileFor } from '../enrollers/own-members.ts';
import { beneficiarySsns, keptListData } from '../steps/list-ssns.ts';
import type { HandlerDeps } from './deps.ts';

type BeneficiaryHandlers = Pick<
  Handlers,
  'getFormFieldsBeneficiaryInfo' | 'getBeneficiariesExistingUserEnrollment' | 'getBeneficiaryRelationships' | 'validateSingleBeneficiary' | 'saveBeneficiaryInfo'
>;

/** The add and edit form's definitions (spec 2 §3): every field required but the middle name. */
export const BENEFICIARY_FORM_FIELDS: readonly FormField[] = [
  ['first_name', 1],
  ['middle_name', 0],
  ['last_name', 1],
  ['birthdate', 1],
  ['ssn', 1],
  ['relationship', 1],
  ['beneficiary_percentage', 1],
].map(([field_name, required]) => ({ field_name: field_name as string, value: null, required: required as 0 | 1, read_only: 0 as const }));

/**
 * Beneficiary Information (spec 2 §7; docs/reference-server.md): the form's definitions, an existing
 * member's beneficiaries (what the enrollment keeps once it keeps a list, else the member's on
 * file, else none), the relationships, one beneficiary's check, and the list's save. Every rule is the
 * contract's (contract/beneficiary.ts): a refused request stores nothing. SSNs are answered masked;
 * one sent back masked stands for the SSN kept for that beneficiary, by its id (server/steps/list-ssns.ts).
 */
export const beneficiaryHandlers = ({ db, filters }: HandlerDeps): BeneficiaryHandlers => ({
  async getFormFieldsBeneficiaryInfo({ enrollment_id }) {
    await filters.require(enrollment_id);
    return { result: BENEFICIARY_FORM_FIELDS.map((field) => ({ ...field })) };
  },

  async getBeneficiariesExistingUserEnrollment({ enrollment_id }, reader) {
    const filter = await filters.require(enrollment_id);
    const step = await readStep(db, enrollment_id, 'beneficiary_info');
    const kept = step ? beneficiaryListOf(stepValues(step)) : null;
    if (kept) return { result: withMaskedSsns(kept) };
    const member = await memberOnFileFor(db, filter, reader);
    if (!member) return { result: [] };
    const rows = await db.select().from(memberBeneficiaries).where(eq(memberBeneficiaries.userId, member.userId)).orderBy(asc(memberBeneficiaries.position));
    return {
      result: rows.map((row) => ({
        beneficiary_id: row.id,
        first_name: row.firstName,
        middle_name: row.middleName,
        last_name: row.lastName,
        birthdate: row.dob,
        ssn: maskedSsn(row.ssn),
        relationship: row.relationship,
        beneficiary_percentage: String(row.percentage),
      })),
    };
  },

  async getBeneficiaryRelationships() {
    return { result: beneficiaryRelationships.map((item) => ({ ...item })) };
  },

  // the contract's schema has judged every field (bind-endpoints answers 422 per field otherwise); a
  // masked SSN names no enrollment here: the list's save judges it
  async validateSingleBeneficiary() {
    return { valid: true as const };
  },

  // the schema has judged each entry and the list (at most 3, exactly 100); masked SSNs are made the
  // kept ones (a wrong mask refused at beneficiaries.{i}.ssn), ids that are not ids replaced
  async saveBeneficiaryInfo({ enrollment_id, beneficiaries }) {
    const filter = await filters.require(enrollment_id);
    const list = { [BENEFICIARY_LIST_KEY]: beneficiaries.map(trimmedBeneficiary) };
    await saveStep(db, enrollment_id, 'beneficiary_info', await keptListData(db, beneficiarySsns, enrollment_id, filter, list));
    return { saved: true as const };
  },
});
