import { randomInt } from 'node:crypto';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  contactFieldSpecs,
  personalFieldSpecs,
  savedTabSteps,
  stepMessages,
  stepPayload,
  steps,
  tempIdSchema,
  validateStep,
  type ContinueResult,
  type FilterInfo,
  type FormField,
  type FormValues,
  type SavedTab,
} from '../../contract/index.ts';
import type { Database } from '../db/open-database.ts';
import { enrollmentCodes, ethnicCategories, members, tempEnrollments, zips } from '../db/schema.ts';
import type { Handlers } from '../http/bind-endpoints.ts';
import { RequestFailure, fieldFailure } from '../http/failures.ts';
import type { Outbox } from '../mail/outbox.ts';
import { dollars, readCart } from '../queries/cart.ts';
import {
  contactFields,
  memberContactValues,
  memberOf,
  memberPersonalValues,
  personalFields,
  readStep,
  saveDraft,
  savedTabs,
  saveStep,
  stepValues,
  tabFactsOf,
  withValues,
} from '../queries/enrollment-steps.ts';
import { dynamicTabs, requiredTabs } from '../queries/tabs.ts';
import { US_STATE_NAMES } from '../queries/us-states.ts';
import type { HandlerDeps } from './deps.ts';

type EnrollmentHandlers = Pick<
  Handlers,
  | 'getDynamicTabs'
  | 'getFormFieldsPersonalInfo'
  | 'getFormFieldsContactInfo'
  | 'savePersonalInfo'
  | 'saveContactInfo'
  | 'getStates'
  | 'getEthnicCategory'
  | 'validateMemberEmail'
  | 'validatePhoneNumverify'
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
  invalidCode: 'Invalid enrollment code',
  emailMismatch: 'This e-mail does not match the enrollment code',
  enrollmentNotFound: 'Enrollment not found',
  notSubmitted: 'This enrollment has not been submitted yet',
  /** save-review-info before the required steps are saved: names the missing steps' titles. */
  stepsMissing: (titles: readonly string[]) => `Please complete ${titles.join(', ')} before submitting the enrollment`,
} as const;

export const ENROLLMENT_CODE_SUBJECT = 'Your enrollment code';
export const RECEIPT_SUBJECT = stepMessages.receiptLine;

/** Enrollment codes: 8 upper-case letters and digits. */
const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const CODE_LENGTH = 8;
const newCode = () => Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
const newPolicyId = () => `POL${String(randomInt(1_000_000)).padStart(6, '0')}`;

/** The enrollment id as the direct-continue link carries it. */
export const encodeEnrollmentId = (enrollmentId: string) => Buffer.from(enrollmentId, 'utf8').toString('base64url');

const decodeEnrollmentId = (id: string): string | null => {
  if (!/^[A-Za-z0-9_-]+$/.test(id)) return null;
  const decoded = Buffer.from(id, 'base64url').toString('utf8');
  // printable ASCII only: anything else is not an id this server issued (and NUL cannot be queried)
  return /^[\x21-\x7E]+$/.test(decoded) && tempIdSchema.safeParse(decoded).success ? decoded : null;
};

export const directContinueLink = (origin: string, enrollmentId: string, savedTab: SavedTab) =>
  `${origin}/direct-continue/${encodeEnrollmentId(enrollmentId)}/${savedTab}`;

/** The flat step fields of a save request, without the enrollment id. */
const stepFieldsOf = ({ enrollment_id: _id, ...fields }: { enrollment_id: string } & Record<string, string>): FormValues => fields;

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

const continueResult = (enrollmentId: string, savedTab: SavedTab, filter: FilterInfo): ContinueResult => ({
  enrollment_id: enrollmentId,
  saved_tab: savedTab,
  others: {
    group_id: filter.group_id,
    platform_group_id: filter.platform_group_id,
    agent_id: filter.agent_id,
    open_type: filter.open_type,
    type: filter.user_id === null ? 'new-user' : 'existing-user',
  },
});

const codeMail = (code: string, email: string, link: string) =>
  [
    'Hello,',
    '',
    'Your enrollment has been saved. To continue where you left off, open Continue Enrollment and enter',
    '',
    `Enrollment code: ${code}`,
    `E-mail: ${email}`,
    '',
    'or follow this link:',
    link,
  ].join('\n');

const receiptMail = async (db: Database, enrollmentId: string, name: string, policyId: string) => {
  const cart = await readCart(db, enrollmentId);
  return [
    `Dear ${name},`,
    '',
    'Thank you for your enrollment. This is your receipt.',
    '',
    `Confirmation number: ${policyId}`,
    '',
    ...cart.lines.map((line) => `- ${line.plan_name}: ${dollars(line.price * 100)} per month`),
    '',
    `First Month Total Cost: ${dollars(cart.initialCents)}`,
    `Recurring Monthly Cost: ${dollars(cart.recurringCents)}`,
  ].join('\n');
};

/** Sends a save-later code: stored with the enrollment, the e-mail and the saved tab, then mailed. */
const sendEnrollmentCode = async (db: Database, outbox: Outbox, enrollmentId: string, email: string, savedTab: SavedTab, origin: string) => {
  let code: string | null = null;
  while (code === null) {
    const candidate = newCode();
    const inserted = await db
      .insert(enrollmentCodes)
      .values({ code: candidate, enrollmentId, email: email.toLowerCase(), savedTab })
      .onConflictDoNothing()
      .returning({ code: enrollmentCodes.code });
    if (inserted.length > 0) code = candidate;
  }
  await outbox.send({ to: email, subject: ENROLLMENT_CODE_SUBJECT, text: codeMail(code, email, directContinueLink(origin, enrollmentId, savedTab)) });
  return code;
};

/** Issues the enrollment's confirmation number once; later calls answer the same one. */
const issuePolicyId = async (db: Database, enrollmentId: string): Promise<{ policyId: string; first: boolean }> => {
  for (;;) {
    const [current] = await db.select({ policyId: tempEnrollments.policyId }).from(tempEnrollments).where(eq(tempEnrollments.id, enrollmentId));
    if (current?.policyId) return { policyId: current.policyId, first: false };
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

/** The wizard's calls: tabs, the personal and contact steps, save later, continue, review and receipt. */
export const enrollmentHandlers = ({ db, filters, outbox, mainHost }: HandlerDeps): EnrollmentHandlers => {
  const personalDefinitions = async (enrollmentId: string): Promise<FormField[]> => {
    const filter = await filters.require(enrollmentId);
    const step = await readStep(db, enrollmentId, 'primary_info');
    const member = step ? null : await memberOf(db, filter);
    const values = step ? stepValues(step) : member ? memberPersonalValues(member) : {};
    return withValues(personalFields(filter), values, { birthdate: filter.dob, gender: filter.gender });
  };

  const contactDefinitions = async (enrollmentId: string): Promise<FormField[]> => {
    const filter = await filters.require(enrollmentId);
    const facts = await tabFactsOf(db, enrollmentId, filter);
    const hasLifePlan = facts.cart.some((plan) => plan.category === 'term_life');
    const step = await readStep(db, enrollmentId, 'contact_info');
    const member = step ? null : await memberOf(db, filter);
    const values = step ? stepValues(step) : member ? memberContactValues(member) : {};
    return withValues(contactFields(hasLifePlan), values, {}, { zip: filter.zip, with_validation: '0' });
  };

  /** Judges the step by this enrollment's definitions (read-only values are the server's) and stores it. */
  const saveFormStep = async (
    enrollmentId: string,
    tab: 'primary_info' | 'contact_info',
    definitions: FormField[],
    specs: typeof personalFieldSpecs,
    fields: FormValues,
  ) => {
    const readOnly = Object.fromEntries(definitions.filter((d) => d.read_only === 1).map((d) => [d.field_name, d.value ?? '']));
    const values = { ...fields, ...readOnly };
    const errors = validateStep(definitions, specs, values);
    const list = Object.entries(errors).map(([target_element, error_message]) => ({ target_element, error_message }));
    if (list.length > 0) throw new RequestFailure(422, 'The given data was invalid.', list);
    await saveStep(db, enrollmentId, tab, stepPayload(definitions, specs, values));
    return { saved: true as const };
  };

  /** Another member (not this enrollment's own) whose column equals the value. */
  const takenByAnotherMember = async (filter: FilterInfo, column: typeof members.email | typeof members.phone, value: string) => {
    if (value.includes('\0')) return false; // not a value anyone has (and PostgreSQL text cannot hold it)
    const others = filter.user_id === null ? sql`true` : ne(members.userId, filter.user_id);
    const [row] = await db
      .select({ userId: members.userId })
      .from(members)
      .where(and(eq(sql`lower(${column})`, value.trim().toLowerCase()), others))
      .limit(1);
    return row !== undefined;
  };

  let statesList: { abbrev: string; name: string }[] | null = null;

  return {
    async getDynamicTabs({ enrollment_id }) {
      const filter = await filters.require(enrollment_id);
      return { result: dynamicTabs(await tabFactsOf(db, enrollment_id, filter)) };
    },

    async getFormFieldsPersonalInfo({ enrollment_id }) {
      return { result: await personalDefinitions(enrollment_id) };
    },

    async getFormFieldsContactInfo({ enrollment_id }) {
      return { result: await contactDefinitions(enrollment_id) };
    },

    async savePersonalInfo(request) {
      const definitions = await personalDefinitions(request.enrollment_id);
      return saveFormStep(request.enrollment_id, 'primary_info', definitions, personalFieldSpecs, stepFieldsOf(request));
    },

    async saveContactInfo(request) {
      const definitions = await contactDefinitions(request.enrollment_id);
      return saveFormStep(request.enrollment_id, 'contact_info', definitions, contactFieldSpecs, stepFieldsOf(request));
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

    async validateMemberEmail({ enrollment_id, email }) {
      const filter = await filters.require(enrollment_id);
      const taken = email.trim() !== '' && (await takenByAnotherMember(filter, members.email, email));
      return { target_element: 'email_address', is_valid: !taken, error_message: taken ? stepMessages.emailExists : '' };
    },

    async validatePhoneNumverify({ enrollment_id, phone }) {
      const filter = await filters.require(enrollment_id);
      const digits = phone.trim();
      if (!/^\d{10}$/.test(digits)) return { target_element: 'phone_number', is_valid: false, error_message: stepMessages.phone };
      const taken = await takenByAnotherMember(filter, members.phone, digits);
      return { target_element: 'phone_number', is_valid: !taken, error_message: taken ? stepMessages.phoneExists : '' };
    },

    async getEnrollmentReviewInfo({ enrollment_id }) {
      await filters.require(enrollment_id);
      const step = await readStep(db, enrollment_id, 'review_info');
      return { result: { additional_notes: (step && stepValues(step).additional_notes) ?? '' } };
    },

    async saveReviewInfo({ enrollment_id, additional_notes }) {
      const filter = await filters.require(enrollment_id);
      const saved = await savedTabs(db, enrollment_id);
      const missing = requiredTabs(await tabFactsOf(db, enrollment_id, filter)).filter((tab) => tab !== 'review_info' && !saved.has(tab));
      if (missing.length > 0) throw fieldFailure('enrollment_id', enrollmentServerMessages.stepsMissing(missing.map((tab) => steps[tab].title)));
      await saveStep(db, enrollment_id, 'review_info', { additional_notes });
      const { policyId, first } = await issuePolicyId(db, enrollment_id);
      if (first) {
        const personal = (await readStep(db, enrollment_id, 'primary_info'))?.data ?? {};
        const contact = (await readStep(db, enrollment_id, 'contact_info'))?.data ?? {};
        const name = [personal.first_name, personal.last_name].filter(Boolean).join(' ');
        if (contact.email_address) {
          await outbox.send({ to: contact.email_address, subject: RECEIPT_SUBJECT, text: await receiptMail(db, enrollment_id, name, policyId) });
        }
      }
      return { policy_id: policyId };
    },

    // No dependents are stored yet (the dependents step comes later): nothing to delete.
    async deleteDependentInIO({ enrollment_id }) {
      await filters.require(enrollment_id);
      return { deleted: 0 };
    },

    async getReceipt({ enrollment_id }) {
      await filters.require(enrollment_id);
      const [row] = await db.select({ policyId: tempEnrollments.policyId }).from(tempEnrollments).where(eq(tempEnrollments.id, enrollment_id));
      if (!row?.policyId) throw fieldFailure('enrollment_id', enrollmentServerMessages.notSubmitted);
      const personal = (await readStep(db, enrollment_id, 'primary_info'))?.data ?? {};
      return { policy_id: row.policyId, name: [personal.first_name, personal.last_name].filter(Boolean).join(' ') };
    },

    async saveEnrollmentForLater({ enrollment_id, email, tab, data }, { origin }) {
      await filters.require(enrollment_id);
      await saveDraft(db, enrollment_id, savedTabSteps[tab], data);
      await sendEnrollmentCode(db, outbox, enrollment_id, email, tab, origin || `http://${mainHost}`);
      return { sent_to: email };
    },

    async continueEnrollment({ code, email }) {
      const normalized = code.trim().toUpperCase();
      const [row] = /^[A-Z0-9]{8}$/.test(normalized) ? await db.select().from(enrollmentCodes).where(eq(enrollmentCodes.code, normalized)) : [];
      if (!row) throw fieldFailure('code', enrollmentServerMessages.invalidCode);
      if (!sameEmail(row.email, email)) throw fieldFailure('email', enrollmentServerMessages.emailMismatch);
      const filter = await filters.require(row.enrollmentId, 'code');
      return continueResult(row.enrollmentId, row.savedTab, filter);
    },

    async directContinue({ id }) {
      const enrollmentId = decodeEnrollmentId(id);
      if (enrollmentId === null) throw fieldFailure('id', enrollmentServerMessages.enrollmentNotFound);
      const filter = await filters.require(enrollmentId, 'id');
      const [row] = await db.select({ lastSavedTab: tempEnrollments.lastSavedTab }).from(tempEnrollments).where(eq(tempEnrollments.id, enrollmentId));
      return continueResult(enrollmentId, row?.lastSavedTab ?? 'primary_info', filter);
    },
  };
};
