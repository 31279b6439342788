import { isMaskedSsn, maskedSsn, stepMessages, stepPayload, validateStep, type FormField, type FormValues } from '../../contract/index.ts';
import type { Handlers } from '../http/bind-endpoints.ts';
import { RequestFailure } from '../http/failures.ts';
import { readStep, saveStep, withValues } from '../queries/enrollment-steps.ts';
import { FORM_STEPS, type FieldsHandler, type FormStep, type FormStepEntry, type SaveHandler, type StepEnrollment } from '../steps/form-steps.ts';
import { memberRecordFor } from '../enrollers/member-record.ts';
import type { Reader } from '../enrollers/own-members.ts';
import { formValuesOf } from '../steps/list-ssns.ts';
import type { HandlerDeps } from './deps.ts';

/** A definition as the reply shows it: an SSN masked to its last four digits. */
const maskedDefinition = (definition: FormField): FormField =>
  definition.field_name === 'ssn' && definition.value ? { ...definition, value: maskedSsn(definition.value) } : definition;

/**
 * The values a save means: an SSN sent back masked, as the fields reply showed it, stands for the
 * one the step has (stored, or the member's on file); a masked one that matches none is refused.
 */
const unmaskedValues = (fields: FormValues, definitions: readonly FormField[]): { values: FormValues; refusals: Record<string, string> } => {
  const sent = fields.ssn;
  if (typeof sent !== 'string' || !isMaskedSsn(sent)) return { values: fields, refusals: {} };
  const kept = definitions.find((definition) => definition.field_name === 'ssn')?.value;
  if (kept && !isMaskedSsn(kept) && maskedSsn(kept) === sent) return { values: { ...fields, ssn: kept }, refusals: {} };
  return { values: fields, refusals: { ssn: stepMessages.ssn } };
};

/** The fields and save rows of every entry of the form-step table. */
export type FormStepHandlers = Pick<Handlers, FormStepEntry['fields'] | FormStepEntry['save']>;

/**
 * The handlers of the server-driven form steps, derived from FORM_STEPS: for each entry, its
 * fields call (its definitions with their values) and its save (judged by those definitions).
 */
export const formStepHandlers = ({ db, filters, limits }: HandlerDeps): FormStepHandlers => {
  const enrollmentOf = async (enrollmentId: string): Promise<StepEnrollment> => ({ db, enrollmentId, filter: await filters.require(enrollmentId) });

  /**
   * The step's definitions with their values: read-only ones the server's; otherwise what the step
   * keeps (its text fields, the save-later draft over the saved values), else an existing member's
   * record, else the step's defaults, else null.
   */
  const definitionsOf = async (step: FormStep, enrollment: StepEnrollment, reader: Reader): Promise<FormField[]> => {
    // the record prefills only as its caller may read it (server/enrollers/member-record.ts)
    const values = formValuesOf(step, await memberRecordFor(db, enrollment.filter, reader), await readStep(db, enrollment.enrollmentId, step.tab));
    return withValues(await step.shapes(enrollment), values, step.fixed?.(enrollment.filter), step.defaults?.(enrollment.filter));
  };

  const fieldsHandler =
    (step: FormStep): FieldsHandler =>
    async ({ enrollment_id }, reader) => ({ result: (await definitionsOf(step, await enrollmentOf(enrollment_id), reader)).map(maskedDefinition) });

  /**
   * Judges the step by this enrollment's definitions (read-only values are the server's, fields not
   * defined are ignored), then the step's own refusals; 422 with one message per field, in the
   * definitions' order. Otherwise stores the fields in play and clears the draft.
   */
  const saveHandler =
    (step: FormStep): SaveHandler =>
    async ({ enrollment_id, ...fields }: { enrollment_id: string } & FormValues, reader) => {
      const enrollment = { ...(await enrollmentOf(enrollment_id)), countMemberCheck: (field: string) => limits.take(field, limits.keys.memberCheck(reader.client)) };
      const definitions = await definitionsOf(step, enrollment, reader);
      const readOnly = Object.fromEntries(definitions.filter((d) => d.read_only === 1).map((d) => [d.field_name, d.value ?? '']));
      const { values: unmasked, refusals: maskRefusals } = unmaskedValues(fields, definitions);
      const values: FormValues = { ...unmasked, ...readOnly };
      const errors = validateStep(definitions, step.specs, values);
      const refusals = { ...maskRefusals, ...((await step.refuse?.(values, enrollment)) ?? {}) };
      const list = definitions.flatMap(({ field_name }) => {
        const message = errors[field_name] ?? refusals[field_name];
        return message ? [{ target_element: field_name, error_message: message }] : [];
      });
      if (list.length > 0) throw new RequestFailure(422, 'The given data was invalid.', list);
      await saveStep(db, enrollment_id, step.tab, stepPayload(definitions, step.specs, values));
      return { saved: true as const };
    };

  // Sound by construction: an entry's `fields` and `save` are rows whose handlers FieldsHandler and
  // SaveHandler are (FieldsEndpointName, SaveEndpointName), and every entry gives both.
  return Object.fromEntries(
    FORM_STEPS.flatMap((step) => [
      [step.fields, fieldsHandler(step)],
      [step.save, saveHandler(step)],
    ]),
  ) as FormStepHandlers;
};
