import { eq } from 'drizzle-orm';
import { agreementMessages, signaturePieces, textFieldsOf, type FieldError, type FilterInfo, type FormField } from '../../contract/index.ts';
import { agents, groups } from '../db/schema.ts';
import { memberVerificationQuestions } from '../db/seed/demo-data.ts';
import { isEmployerGroup } from '../db/seed/group-employers.ts';
import type { Handlers } from '../http/bind-endpoints.ts';
import { fieldFailure, RequestFailure } from '../http/failures.ts';
import { memberOf, readStep, saveStep, stepValues } from '../queries/enrollment-steps.ts';
import { AGREEMENT_TEXTS, agreementDefinitions, agreementModeFor, agreementTextsFor, usDate, type AgreementFacts } from '../steps/agreement.ts';
import type { Database } from '../db/open-database.ts';
import type { HandlerDeps } from './deps.ts';

type AgreementHandlers = Pick<Handlers, 'getAgreementTexts' | 'getFormFieldsAgreementInfo' | 'saveAgreementInfo'>;

const TAB = 'agreement_info' as const;

const fullName = (...parts: (string | undefined)[]) => parts.filter((part) => part && part.trim() !== '').join(' ');

/** The enrollment's facts: its rep, group, applicant (the personal step's name, else the member's), the member's question, today. */
const factsOf = async (db: Database, enrollmentId: string, filter: FilterInfo, today: Date): Promise<AgreementFacts> => {
  const [agent] = filter.agent_id === null ? [] : await db.select().from(agents).where(eq(agents.id, filter.agent_id));
  const [group] = filter.group_id === null ? [] : await db.select().from(groups).where(eq(groups.id, filter.group_id));
  const member = await memberOf(db, filter);
  const personalStep = await readStep(db, enrollmentId, 'primary_info');
  const personal = personalStep ? textFieldsOf(stepValues(personalStep)) : {};
  const verification = member ? memberVerificationQuestions[member.userId] : undefined;
  const mode = agreementModeFor({ eprocess: filter.eprocess, type: filter.type, hasAgent: agent !== undefined, employerGroup: group !== undefined && isEmployerGroup(group.id), hasMember: member !== null });
  return {
    mode,
    agent: agent ? { name: fullName(agent.firstName, agent.middleName, agent.lastName), code: agent.agentCode } : null,
    group: group ? { name: group.name, code: group.code } : null,
    applicantName: fullName(personal.first_name, personal.last_name) || (member ? fullName(member.firstName, member.lastName) : ''),
    question: verification ?? null,
    date: usDate(today),
  };
};

const isRequired = (fields: readonly FormField[], name: string) => fields.some((field) => field.field_name === name && field.required === 1);

const sameAnswer = (a: string, b: string) => a.replace(/\s+/g, '').toLowerCase() === b.replace(/\s+/g, '').toLowerCase();

/** Agreement & Signature (spec 3 §7): the texts, the definitions (their required flags make the mode), the save. */
export const agreementHandlers = ({ db, filters }: HandlerDeps): AgreementHandlers => ({
  async getAgreementTexts({ enrollment_id }) {
    const filter = await filters.require(enrollment_id);
    return { result: [...agreementTextsFor(filter.eprocess)] };
  },

  async getFormFieldsAgreementInfo({ enrollment_id }) {
    const filter = await filters.require(enrollment_id);
    return { result: agreementDefinitions(await factsOf(db, enrollment_id, filter, new Date())) };
  },

  /**
   * The mode the definitions make, every required text agreed to, the answer when required (not
   * when a signature is) and matching the member's, a required signature (the schema checked it is
   * a PNG); each message at its field (422). Otherwise the agreement replaces the step's, with the
   * enrollment's own names, codes and date (not the browser's).
   */
  async saveAgreementInfo({ enrollment_id, eprocess, agreed, answer = '', signature = '' }) {
    const filter = await filters.require(enrollment_id);
    const facts = await factsOf(db, enrollment_id, filter, new Date());
    if (eprocess !== facts.mode) throw fieldFailure('eprocess', agreementMessages.wrongMode);
    const fields = agreementDefinitions(facts);
    const errors: FieldError[] = AGREEMENT_TEXTS.filter((item) => item.text_required === 1 && !agreed.includes(item.text_id)).map((item) => ({
      target_element: `agreed.${item.text_id}`,
      error_message: agreementMessages.mustAgree,
    }));
    const signatureRequired = isRequired(fields, 'signature');
    if (isRequired(fields, 'answer') && !signatureRequired) {
      const expected = facts.question?.answer;
      if (answer.trim() === '') errors.push({ target_element: 'answer', error_message: agreementMessages.required });
      else if (expected !== undefined && !sameAnswer(answer, expected)) errors.push({ target_element: 'answer', error_message: agreementMessages.wrongAnswer });
    }
    if (signatureRequired && signature === '') errors.push({ target_element: 'signature', error_message: agreementMessages.signature });
    if (errors.length > 0) throw new RequestFailure(422, 'The given data was invalid.', errors);
    const kept = Object.fromEntries(fields.filter((field) => field.read_only === 1 && field.value !== null).map((field) => [field.field_name, field.value!]));
    await saveStep(db, enrollment_id, TAB, {
      ...kept,
      eprocess,
      agreed: AGREEMENT_TEXTS.map((item) => item.text_id).filter((id) => agreed.includes(id)),
      answer: isRequired(fields, 'answer') ? answer.trim() : '',
      signature: signatureRequired ? signaturePieces(signature) : [],
    });
    return { saved: true as const };
  },
});
