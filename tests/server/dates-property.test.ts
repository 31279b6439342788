import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  beneficiaryFieldErrors,
  personalFieldSpecs,
  stepPayload,
  trimmedBeneficiary,
  validateStep,
  type FormField,
  type FormValues,
} from '../../contract/index.ts';
import { personalValues } from '../../model-tests/lib/enrollment-fixtures.ts';
import { dataOf, useTestServer, type Reply } from './harness.ts';

// One date, everywhere (issue 23 §2), as a property: strings a person might type go through the
// client's rules (the contract's, as the step machines judge) and through the reference server.
// A date the client takes, the server keeps and reads back exactly as typed; one the client
// refuses, the server refuses with the same message at the same field, and keeps nothing.
// The seed is in the test's name; DATE_PROPERTY_SEED=<seed> replays a run.

const server = useTestServer();
const seed = Number(process.env.DATE_PROPERTY_SEED ?? Date.now() % 2 ** 31);
const RUNS = 40;

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const usDate = (date: Date) => `${pad(date.getUTCMonth() + 1, 2)}/${pad(date.getUTCDate(), 2)}/${pad(date.getUTCFullYear(), 4)}`;

/** Real days (some in the future, some over 120 years ago), mm/dd/yyyy-shaped near misses, and loose typing. */
const typedDate = fc.oneof(
  fc.date({ min: new Date(Date.UTC(1880, 0, 1)), max: new Date(Date.UTC(2100, 11, 31)), noInvalidDate: true }).map(usDate),
  fc.tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 9999 })).map(([m, d, y]) => `${pad(m, 2)}/${pad(d, 2)}/${pad(y, 4)}`),
  fc.string({ unit: fc.constantFrom(...'0123456789/-. a'), maxLength: 12 }),
);

/** The message a refusal gives at `field`, or null when the reply is not a refusal. */
const refusalAt = (reply: Reply, field: string): string | null => {
  if (reply.status !== 422) return null;
  const list = (reply.body as { data: { target_element: string; error_message: string }[] }).data;
  return list.find((item) => item.target_element === field)?.error_message ?? null;
};

const newEnrollment = async () =>
  dataOf('addFilterForNewUser', await server.call('addFilterForNewUser', { zip: '10001', dob: '04/12/1988', gender: '1', tier: 'IO' })).temp_enrollment_id;

describe(`a typed date through client and server (fast-check seed ${seed})`, () => {
  it('a beneficiary’s birth date', async () => {
    const id = await newEnrollment();
    const kept = async () => dataOf('getEnrollmentTempStep', await server.call('getEnrollmentTempStep', { enrollment_id: id, column: 'benificiary_info' })).result;
    await fc.assert(
      fc.asyncProperty(typedDate, async (birthdate) => {
        const values = { first_name: 'Luis', last_name: 'Reyes', birthdate, ssn: '987654321', relationship: 'spouse', beneficiary_percentage: '100' };
        const clientMessage = beneficiaryFieldErrors(values).birthdate ?? null;
        const beneficiary = trimmedBeneficiary(values);
        const before = await kept();
        const checked = await server.call('validateSingleBeneficiary', beneficiary);
        const saved = await server.call('saveBeneficiaryInfo', { enrollment_id: id, beneficiaries: [beneficiary] });
        expect(refusalAt(checked, 'birthdate')).toBe(clientMessage);
        expect(refusalAt(saved, 'beneficiaries.0.birthdate')).toBe(clientMessage);
        if (clientMessage === null) {
          expect(saved.status).toBe(200);
          expect(JSON.stringify(await kept())).toContain(`"birthdate":"${birthdate.trim()}"`);
        } else {
          expect(await kept()).toEqual(before);
        }
      }),
      { seed, numRuns: RUNS },
    );
  }, 120_000);

  it('Personal Information’s Prior Effective Date', async () => {
    const id = await newEnrollment();
    const definitions = async (): Promise<FormField[]> => dataOf('getFormFieldsPersonalInfo', await server.call('getFormFieldsPersonalInfo', { enrollment_id: id })).result;
    const keptEffectiveDate = async () => (await definitions()).find((field) => field.field_name === 'prior_effective_date')?.value ?? null;
    const fields = await definitions();
    const birthdate = fields.find((field) => field.field_name === 'birthdate')?.value ?? '';
    // the term ends today: any effective date the rules take comes no later
    const today = new Date();
    const term = `${pad(today.getMonth() + 1, 2)}/${pad(today.getDate(), 2)}/${today.getFullYear()}`;
    await fc.assert(
      fc.asyncProperty(typedDate, async (effective) => {
        const values: FormValues = { ...personalValues.valid, birthdate, prior_coverage_flag: '1', prior_carrier_name: 'Empire', prior_effective_date: effective, prior_term_date: term };
        const clientMessage = validateStep(fields, personalFieldSpecs, values).prior_effective_date ?? null;
        const before = await keptEffectiveDate();
        const saved = await server.call('savePersonalInfo', { enrollment_id: id, ...stepPayload(fields, personalFieldSpecs, values) });
        expect(refusalAt(saved, 'prior_effective_date')).toBe(clientMessage);
        if (clientMessage === null) {
          expect(saved.status).toBe(200);
          expect(await keptEffectiveDate()).toBe(effective.trim());
        } else {
          expect(await keptEffectiveDate()).toBe(before);
        }
      }),
      { seed, numRuns: RUNS },
    );
  }, 120_000);
});
