import { randomInt } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  coverageAmountLabel,
  dependentListOf,
  groupedResumeCode,
  isEmailAddress,
  resumeCodeOf,
  resumeMessages,
  savedTabSteps,
  stepFailureErrors,
  stepMessages,
  steps,
  submitMessages,
  textFieldsOf,
  type ContinueResult,
  type FilterInfo,
  type ReceiptPlan,
  type SavedTab,
  type StepData,
} from '../../contract/index.ts';
import type { Database } from '../db/open-database.ts';
import { enrollmentTabs, ethnicCategories, tempEnrollments, zips } from '../db/schema.ts';
import type { Handlers } from '../http/bind-endpoints.ts';
import { fieldFailure, RequestFailure } from '../http/failures.ts';
import type { SendMail } from '../mail/outbox.ts';
import { dollars, readCart } from '../queries/cart.ts';
import { readStep, saveDraft, savedTabs, saveStep, shownStepData, stepValues, tabFactsOf, takenByAnotherMember } from '../queries/enrollment-steps.ts';
import { closedPart, policyIdOf } from '../queries/closed-enrollment.ts';
import { dependentsAsSent, readsHealthAnswers, withoutHealthStep } from '../enrollers/own-members.ts';
import { dynamicTabs } from '../queries/tabs.ts';
import { enrollmentOfCode, isSpentResumeCode, issueResumeCode, redeemResumeCode } from '../resume/resume-codes.ts';
import { US_STATE_NAMES } from '../queries/us-states.ts';
import { STEPS_BUILT } from '../steps/built-steps.ts';
import { billingDraftOf, billingReplyOf, paymentLineOf } from '../steps/billing.ts';
import { draftSsnsOf } from '../steps/list-ssns.ts';
import { submitFailures } from '../steps/submit-checks.ts';
import type { HandlerDeps } from './deps.ts';

/** The wizard's calls but the server-driven form steps' fields and saves (server/handlers/form-steps.ts). */
type EnrollmentHandlers = Pick<
  Handlers,
  | 'getDynamicTabs'
  | 'getStates'
  | 'getEthnicCategory'
  | 'validateMemberEmail'
  | 'validatePhoneNumverify'
  | 'getEnrollmentTempStep'
  | 'getEnrollmentTempValue'
  | 'getEnrollmentTempGroup'
  | 'getEnrollmentReviewInfo'
  | 'saveReviewInfo'
  | 'deleteDependentInIO'
  | 'getReceipt'
  | 'continueEnrollment'
  | 'directContinue'
  | 'saveEnrollmentForLater'
>;

/** The server's own messages of the wizard (docs/reference-server.md, Enrollment wizard). */
export const enrollmentServerMessages = {
  enrollmentNotFound: 'Enrollment not found',
  notSubmitted: 'This enrollment has not been submitted yet',
} as const;

export const ENROLLMENT_CODE_SUBJECT = 'Your enrollment code';
export const RECEIPT_SUBJECT = stepMessages.receiptLine;

const newPolicyId = () => `POL${String(randomInt(1_000_000)).padStart(6, '0')}`;

/** The save-later mail's link: the configured base URL and the link's token (never the request's Host). */
export const directContinueLink = (baseUrl: string, token: string, savedTab: SavedTab) => `${baseUrl}/direct-continue/${token}/${savedTab}`;

/**
 * Every continue-enrollment failure (unknown, malformed or expired code, another e-mail) answers
 * exactly this, as the contract answers a code that cannot be one; a used or superseded code with
 * its own e-mail says so (`spent`: issue 28 item 4), which tells nobody without both anything new.
 */
const resumeFailed = (message: string = resumeMessages.failed) => new RequestFailure(422, 'The given data was invalid.', [{ target_element: 'code', error_message: message }]);

const continueResult = async (db: Database, enrollmentId: string, savedTab: SavedTab, filter: FilterInfo): Promise<ContinueResult> => ({
  enrollment_id: enrollmentId,
  saved_tab: savedTab,
  ...(await closedPart(db, enrollmentId)),
  others: {
    group_id: filter.group_id,
    platform_group_id: filter.platform_group_id,
    agent_id: filter.agent_id,
    open_type: filter.open_type,
    type: filter.user_id === null ? 'new-user' : 'existing-user',
  },
});

/** The save-later mail: where to continue (the site's Continue Enrollment page) with the code and e-mail, or the link. */
const codeMail = (code: string, email: string, continuePage: string, link: string) =>
  [
    'Hello,',
    '',
    'Your enrollment has been saved. To continue where you left off, open Continue Enrollment',
    `(${continuePage}, or 'Continue a saved enrollment' at the foot of any page of the site) and enter`,
    '',
    `Enrollment code: ${code}`,
    `E-mail: ${email}`,
    '',
    'Codes work once: a newer save sends a new code, and only the newest works.',
    '',
    'or follow this link:',
    link,
  ].join('\n');

/**
 * Where a blank alternate e-mail sends the save-later code (issue 28 item 3): the enrollment's own
 * address, Contact Information's as being saved now or as kept; null when it has none yet.
 */
const ownAddressOf = async (db: Database, enrollmentId: string, tab: SavedTab, data: StepData): Promise<string | null> => {
  const typed = tab === 'contact_info' ? textFieldsOf(data).email_address?.trim() : undefined;
  const kept = textFieldsOf((await readStep(db, enrollmentId, 'contact_info'))?.data).email_address?.trim();
  return [typed, kept].find((address): address is string => address !== undefined && isEmailAddress(address)) ?? null;
};

/** What the receipt lists, on the page (get-receipt) and in its mail: the plans, coverage amounts and totals. */
const receiptOf = async (db: Database, enrollmentId: string) => {
  const cart = await readCart(db, enrollmentId);
  return {
    plans: cart.lines.map(({ plan_name, coverage_amount, price }) => ({ plan_name, coverage_amount, price })),
    initialCents: cart.initialCents,
    recurringCents: cart.recurringCents,
  };
};

const receiptPlanLine = ({ plan_name, coverage_amount, price }: ReceiptPlan) =>
  `- ${plan_name}${coverage_amount === null ? '' : ` (${coverageAmountLabel(coverage_amount)})`}: ${dollars(price * 100)} per month`;

const receiptMail = async (db: Database, enrollmentId: string, name: string, policyId: string) => {
  const receipt = await receiptOf(db, enrollmentId);
  return [
    `Dear ${name},`,
    '',
    'Thank you for your enrollment. This is your receipt.',
    '',
    `Confirmation number: ${policyId}`,
    '',
    ...receipt.plans.map(receiptPlanLine),
    '',
    `First Month Total Cost: ${dollars(receipt.initialCents)}`,
    `Recurring Monthly Cost: ${dollars(receipt.recurringCents)}`,
  ].join('\n');
};

/** The 'Enrollment Receipt' mail to the contact step's e-mail, when it has one. */
const sendReceipt = async (db: Database, send: SendMail, enrollmentId: string, policyId: string) => {
  const personal = textFieldsOf((await readStep(db, enrollmentId, 'primary_info'))?.data);
  const contact = textFieldsOf((await readStep(db, enrollmentId, 'contact_info'))?.data);
  const name = [personal.first_name, personal.last_name].filter(Boolean).join(' ');
  if (contact.email_address) await send({ to: contact.email_address, subject: RECEIPT_SUBJECT, text: await receiptMail(db, enrollmentId, name, policyId) });
};

/** Issues the enrollment's confirmation number once; later calls answer the same one. */
const issuePolicyId = async (db: Database, enrollmentId: string): Promise<{ policyId: string; first: boolean }> => {
  for (;;) {
    const current = await policyIdOf(db, enrollmentId);
    if (current !== null) return { policyId: current, first: false };
    const candidate = newPolicyId();
    const [taken] = await db.select({ id: tempEnrollments.id }).from(tempEnrollments).where(eq(tempEnrollments.policyId, candidate));
    if (taken) continue;
    const updated = await db
      .update(tempEnrollments)
      .set({ policyId: candidate, submittedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(tempEnrollments.id, enrollmentId), isNull(tempEnrollments.policyId)))
      .returning({ policyId: tempEnrollments.policyId });
    if (updated.length > 0) return { policyId: candidate, first: true };
  }
};

/** The wizard's calls: tabs, lists, existing-user checks, temp info, save later, continue, review and receipt. */
export const enrollmentHandlers = ({ db, filters, mail, limits, links, publicBaseUrl }: HandlerDeps): EnrollmentHandlers => {
  let statesList: { abbrev: string; name: string }[] | null = null;

  /** Whether another member has the value, asked of an enrollment the session holds (the gate); an unknown one has no member. */
  const takenInOwnEnrollment = async (enrollmentId: string, column: 'email' | 'phone', value: string) => {
    const filter = await filters.require(enrollmentId).catch((error: unknown) => {
      if (error instanceof RequestFailure) return null;
      throw error;
    });
    return filter !== null && (await takenByAnotherMember(db, filter, column, value));
  };

  return {
    async getDynamicTabs({ enrollment_id }) {
      const filter = await filters.require(enrollment_id);
      const [facts, saved, closed] = await Promise.all([tabFactsOf(db, enrollment_id, filter), savedTabs(db, enrollment_id), closedPart(db, enrollment_id)]);
      // which steps it keeps a validated save of: the wizard's progress bar shows them completed
      return { result: dynamicTabs(facts, STEPS_BUILT).map((tab) => ({ ...tab, saved: saved.has(tab.tab_name) ? 1 : 0 })), ...closed };
    },

    // The zips table never changes while the server runs: the list is read once.
    async getStates() {
      if (statesList === null) {
        const rows = await db.selectDistinct({ state: zips.state }).from(zips);
        statesList = rows
          .flatMap(({ state }) => (US_STATE_NAMES[state] ? [{ abbrev: state, name: US_STATE_NAMES[state] }] : []))
          .sort((a, b) => a.name.localeCompare(b.name));
      }
      return { result: statesList };
    },

    async getEthnicCategory() {
      return { result: await db.select({ id: ethnicCategories.id, name: ethnicCategories.name }).from(ethnicCategories).orderBy(asc(ethnicCategories.id)) };
    },

    // Only inside an existing member's enrollment the caller's session holds do these tell another
    // member's e-mail or phone; for any other enrollment nothing exists. Each call counts (Rate limits).
    async validateMemberEmail({ enrollment_id, email }, { client }) {
      await limits.take('email_address', limits.keys.memberCheck(client));
      const taken = email.trim() !== '' && (await takenInOwnEnrollment(enrollment_id, 'email', email));
      return { target_element: 'email_address', is_valid: !taken, error_message: taken ? stepMessages.emailExists : '' };
    },

    async validatePhoneNumverify({ enrollment_id, phone }, { client }) {
      await limits.take('phone_number', limits.keys.memberCheck(client));
      const digits = phone.trim();
      if (!/^\d{10}$/.test(digits)) return { target_element: 'phone_number', is_valid: false, error_message: stepMessages.phone };
      const taken = await takenInOwnEnrollment(enrollment_id, 'phone', digits);
      return { target_element: 'phone_number', is_valid: !taken, error_message: taken ? stepMessages.phoneExists : '' };
    },

    // a step's column: what the step keeps (saved data, the save-later draft over it), every SSN in it
    // masked (the Personal step's, each beneficiary's and dependent's); null when nothing
    // health answers only to a caller who reads them (docs/security.md, Who sees what: role × data)
    async getEnrollmentTempStep({ enrollment_id, column }, reader) {
      const filter = await filters.require(enrollment_id);
      const tab = savedTabSteps[column];
      const step = await readStep(db, enrollment_id, tab);
      // the billing step's account number is answered masked (PCI DSS 3.4.1)
      if (column === 'payment_info') return { result: step ? billingReplyOf(stepValues(step)) : null };
      const shown = step && ((await readsHealthAnswers(db, filter, reader)) ? stepValues(step) : withoutHealthStep(tab, stepValues(step)));
      return { result: shown ? shownStepData(shown) : null };
    },

    async getEnrollmentTempValue({ enrollment_id, column }) {
      const filter = await filters.require(enrollment_id);
      if (column === 'type') return { result: filter.type };
      if (column === 'eprocess') return { result: filter.eprocess };
      const [row] = await db.select({ effectiveDate: tempEnrollments.effectiveDate }).from(tempEnrollments).where(eq(tempEnrollments.id, enrollment_id));
      return { result: row?.effectiveDate ?? null };
    },

    async getEnrollmentTempGroup({ enrollment_id }) {
      return { result: (await filters.require(enrollment_id)).group_id };
    },

    async getEnrollmentReviewInfo({ enrollment_id }) {
      await filters.require(enrollment_id);
      const step = await readStep(db, enrollment_id, 'review_info');
      return { result: { additional_notes: (step && textFieldsOf(stepValues(step)).additional_notes) ?? '' } };
    },

    async saveReviewInfo({ enrollment_id, additional_notes }, { client }) {
      const filter = await filters.require(enrollment_id);
      // the whole enrollment holds together, or nothing is written and no number issued
      const failures = await submitFailures(db, enrollment_id, filter);
      if (failures.length > 0) {
        const titles = [...new Set(failures.map((failure) => steps[failure.tab].title))];
        throw new RequestFailure(422, submitMessages.refused(titles), stepFailureErrors(failures));
      }
      await limits.take('enrollment_id', ...limits.keys.mail(client, enrollment_id));
      // the notes, the confirmation number and the receipt commit together, or none of them
      return mail.transaction(async (tx, send) => {
        await saveStep(tx, enrollment_id, 'review_info', { additional_notes });
        const { policyId, first } = await issuePolicyId(tx, enrollment_id);
        if (first) await sendReceipt(tx, send, enrollment_id, policyId);
        return { policy_id: policyId };
      });
    },

    // No dependents are stored yet (the dependents step comes later): nothing to delete.
    // a quote changed to Member Only keeps no dependents it entered before
    async deleteDependentInIO({ enrollment_id }) {
      await filters.require(enrollment_id);
      const step = await readStep(db, enrollment_id, 'dependent_info');
      if (!step) return { deleted: 0 };
      await db.delete(enrollmentTabs).where(and(eq(enrollmentTabs.enrollmentId, enrollment_id), eq(enrollmentTabs.tab, 'dependent_info')));
      return { deleted: dependentListOf(stepValues(step))?.length ?? 0 };
    },

    async getReceipt({ enrollment_id }) {
      const filter = await filters.require(enrollment_id);
      const policyId = await policyIdOf(db, enrollment_id);
      if (policyId === null) throw fieldFailure('enrollment_id', enrollmentServerMessages.notSubmitted);
      const personal = textFieldsOf((await readStep(db, enrollment_id, 'primary_info'))?.data);
      const { plans, initialCents, recurringCents } = await receiptOf(db, enrollment_id);
      const name = [personal.first_name, personal.last_name].filter(Boolean).join(' ');
      const dependentsStep = await readStep(db, enrollment_id, 'dependent_info');
      const dependents = (dependentsStep ? dependentListOf(stepValues(dependentsStep)) : null) ?? [];
      const billing = await readStep(db, enrollment_id, 'billing_info');
      const [row] = await db.select({ effectiveDate: tempEnrollments.effectiveDate }).from(tempEnrollments).where(eq(tempEnrollments.id, enrollment_id));
      return {
        policy_id: policyId,
        name,
        plans,
        initial_month_cost: initialCents / 100,
        recurring_month_cost: recurringCents / 100,
        effective_date: row?.effectiveDate ?? null,
        covered: [
          { name, relationship: 'Applicant' as const },
          ...dependents.map(({ primary_info: person }) => ({
            name: [person.first_name, person.last_name].filter(Boolean).join(' '),
            relationship: person.relationship === 'spouse' ? ('Spouse' as const) : ('Child' as const),
          })),
        ],
        payment: billing ? paymentLineOf(stepValues(billing)) : null,
        eprocess: filter.eprocess ?? null,
      };
    },

    async saveEnrollmentForLater({ enrollment_id, email, tab, data }, reader) {
      // the context itself is the reader: its parts are getters, which a rest pattern would not copy
      const filter = await filters.require(enrollment_id);
      // dependents sent without the health answers the caller could not see keep them
      const sent = tab === 'dependent_info' ? await dependentsAsSent(db, enrollment_id, filter, data, reader) : data;
      const to = email === '' ? await ownAddressOf(db, enrollment_id, tab, sent) : email;
      if (to === null) throw fieldFailure('email', stepMessages.saveLaterNoAddress);
      await limits.take('email', ...limits.keys.mail(reader.client, enrollment_id));
      // the draft, the code and its mail commit together, or none of them
      return mail.transaction(async (tx, send) => {
        // PCI DSS 3.3.1 / 3.4.1: a payment draft never keeps a security code or a card number
        // masked SSNs stand for the ones the step has: the Personal step's, each listed beneficiary's and dependent's
        const step = savedTabSteps[tab];
        await saveDraft(tx, enrollment_id, step, tab === 'payment_info' ? billingDraftOf(sent) : sent, draftSsnsOf(step, filter, 'data.'));
        const code = await issueResumeCode(tx, { enrollmentId: enrollment_id, email: to, savedTab: tab });
        // the new link supersedes the earlier ones: they open nothing from now on
        const link = directContinueLink(publicBaseUrl, await links.reissue(tx, 'direct-continue', enrollment_id), tab);
        await send({ to, subject: ENROLLMENT_CODE_SUBJECT, text: codeMail(groupedResumeCode(code), to, `${publicBaseUrl}/continue-enrollment`, link) });
        return { sent_to: to };
      });
    },

    // Only wrong tries count towards the limits: a right one is given back.
    async continueEnrollment({ code, email }, { client }) {
      const clientLimit = limits.keys.resumeClient(client);
      await limits.take('code', clientLimit);
      const normalized = resumeCodeOf(code);
      const enrollmentId = normalized === null ? null : await enrollmentOfCode(db, normalized);
      const enrollmentLimit = enrollmentId === null ? null : limits.keys.resumeEnrollment(enrollmentId);
      if (enrollmentLimit) await limits.take('code', enrollmentLimit);
      const redeemed = normalized === null ? null : await redeemResumeCode(db, normalized, email);
      if (!redeemed) throw resumeFailed(normalized !== null && (await isSpentResumeCode(db, normalized, email)) ? resumeMessages.spent : resumeMessages.failed);
      await limits.giveBack(clientLimit, ...(enrollmentLimit ? [enrollmentLimit] : []));
      const filter = await filters.require(redeemed.enrollmentId, 'code');
      return continueResult(db, redeemed.enrollmentId, redeemed.savedTab, filter);
    },

    // The link's id is a token of the latest save-later: an unknown, altered, superseded or expired one
    // is an unknown enrollment. A submitted enrollment's answers its confirmation number, and the
    // session may then read its receipt only (server/http/enrollment-gate.ts).
    async directContinue({ id }) {
      const enrollmentId = await links.open('direct-continue', id);
      if (enrollmentId === null) throw fieldFailure('id', enrollmentServerMessages.enrollmentNotFound);
      const filter = await filters.require(enrollmentId, 'id');
      const [row] = await db.select({ lastSavedTab: tempEnrollments.lastSavedTab }).from(tempEnrollments).where(eq(tempEnrollments.id, enrollmentId));
      return continueResult(db, enrollmentId, row?.lastSavedTab ?? 'primary_info', filter);
    },
  };
};
