import { agreementFieldNames, type AgreementFieldName, type AgreementMode, type AgreementText, type FilterInfo, type FormField } from '../../contract/index.ts';

/**
 * Agreement & Signature as this server defines it (spec 3 §2.4, §4.3, §6): the texts, which mode
 * an enrollment signs in (decided from its filter), and the field definitions whose required
 * flags make that mode on the client.
 */

/** The agreement texts of every enrollment: each must be checked. */
export const AGREEMENT_TEXTS: readonly AgreementText[] = [
  {
    text_id: 1,
    text_head: 'Authorization',
    text_body:
      'I authorize the carriers of the plans in my cart, and the association or group that offers them, to enroll me in those plans, to collect the premiums by the payment method I choose, and to share the information I have given with those carriers for the purpose of this enrollment.',
    text_required: 1,
  },
  {
    text_id: 2,
    text_head: 'Terms Acknowledgment',
    text_body:
      'I have read the plan descriptions, limitations and exclusions. I understand that coverage begins on the effective date only once the first premium is paid, and that the statements in this application are true and complete to the best of my knowledge.',
    text_required: 1,
  },
];

/**
 * The same agreements in a rep's voice (issue 28 item 8): the rep confirms what the member
 * authorized and stated. Spec 3 §2.4 fixes their parts, not their words; the ids, heads and
 * requirements are the member's, so a save and the review read them alike.
 */
export const REP_AGREEMENT_TEXTS: readonly AgreementText[] = [
  {
    ...AGREEMENT_TEXTS[0]!,
    text_body:
      'I confirm that the member authorized the carriers of the plans in the cart, and the association or group that offers them, to enroll the member in those plans, to collect the premiums by the payment method chosen, and to share the information given with those carriers for the purpose of this enrollment.',
  },
  {
    ...AGREEMENT_TEXTS[1]!,
    text_body:
      'I confirm that the member has been given the plan descriptions, limitations and exclusions, understands that coverage begins on the effective date only once the first premium is paid, and stated that the answers in this application are true and complete to the best of their knowledge.',
  },
];

/** The texts an enrollment agrees to: a rep's enrollment in the rep's voice, any other in the member's. */
export const agreementTextsFor = (eprocess: FilterInfo['eprocess']): readonly AgreementText[] => (eprocess === 'rep' ? REP_AGREEMENT_TEXTS : AGREEMENT_TEXTS);

/**
 * What decides the mode: the filter's eprocess and type; whether its rep and member are known;
 * whether its group is an employer (Acme, Beacon: `isEmployerGroup`), not the association's own
 * site (group 1000) or a partner's, whose visitors enroll as individuals.
 */
export type ModeFacts = Pick<FilterInfo, 'eprocess' | 'type'> & { hasAgent: boolean; employerGroup: boolean; hasMember: boolean };

/**
 * The mode of an enrollment: a rep's enrollment signs as the broker, an employer group's as the
 * group, an existing member enrolling herself answers her verification question (applicant), and
 * anyone else, a new individual on the site, signs (sigapplicant).
 */
export const agreementModeFor = ({ eprocess, type, hasAgent, employerGroup, hasMember }: ModeFacts): AgreementMode => {
  if (eprocess === 'rep' && hasAgent) return 'rep';
  if (eprocess === 'group' && employerGroup) return 'group';
  if (eprocess === 'applicant' && type === 'existing-member' && hasMember) return 'applicant';
  return 'sigapplicant';
};

/** The read-only values the definitions carry (from the enrollment), and the member's question. */
export interface AgreementFacts {
  mode: AgreementMode;
  agent: { name: string; code: string } | null;
  group: { name: string; code: string } | null;
  applicantName: string;
  /** The member's verification question with its answer (the answer never goes to the browser). */
  question: { question_id: string; question: string; answer: string } | null;
  /** Today, mm/dd/yyyy. */
  date: string;
}

/** The fields each mode requires, all read-only but the answer and the signature. */
const requiredBy = (facts: AgreementFacts): readonly AgreementFieldName[] => {
  switch (facts.mode) {
    case 'rep':
      return ['agent_name', 'agent_code', 'date'];
    case 'group':
      return ['group_name', 'group_code', 'date'];
    case 'applicant':
      return ['user_name', 'date', ...(facts.question ? (['question_id', 'question', 'answer'] as const) : [])];
    case 'sigapplicant':
      return ['signature', 'date'];
  }
};

const ENTERED: readonly AgreementFieldName[] = ['answer', 'signature', 'verification_code'];

/** The definitions of get-form-fields-agreement-info: every field, required as the mode asks, read-only ones with their values. */
export const agreementDefinitions = (facts: AgreementFacts): FormField[] => {
  const required = requiredBy(facts);
  const values: Partial<Record<AgreementFieldName, string>> = {
    agent_name: facts.agent?.name,
    agent_code: facts.agent?.code,
    group_name: facts.group?.name,
    group_code: facts.group?.code,
    user_name: facts.applicantName,
    date: facts.date,
    question_id: facts.question?.question_id,
    question: facts.question?.question,
  };
  return agreementFieldNames.map((field_name) => {
    const isRequired = required.includes(field_name);
    return {
      field_name,
      value: isRequired ? (values[field_name] ?? null) : null,
      required: isRequired ? 1 : 0,
      read_only: ENTERED.includes(field_name) ? 0 : 1,
    };
  });
};

/** mm/dd/yyyy of a date (UTC). */
export const usDate = (date: Date): string =>
  `${String(date.getUTCMonth() + 1).padStart(2, '0')}/${String(date.getUTCDate()).padStart(2, '0')}/${date.getUTCFullYear()}`;
