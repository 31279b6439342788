import { and, eq, ne, sql } from 'drizzle-orm';
import {
  isMaskedSsn,
  maskedSsn,
  savedTabOf,
  stepDataMessage,
  stepDataSchema,
  type FilterInfo,
  type FormField,
  type StepData,
  type StepDatum,
  type TabName,
} from '../../contract/index.ts';
import type { Database } from '../db/open-database.ts';
import { cartItems, enrollmentTabs, members, plans, tempEnrollments } from '../db/schema.ts';
import { RequestFailure } from '../http/failures.ts';
import type { TabFacts } from './tabs.ts';

/** One field of a server-driven form as a step's entry defines it (server/steps/form-steps.ts). */
export interface FieldShape {
  field_name: string;
  required: 0 | 1;
  read_only?: 1;
}

export const field = (field_name: string, required: 0 | 1, read_only?: 1): FieldShape => ({ field_name, required, ...(read_only ? { read_only } : {}) });

/** Values by field name; null or missing means none. */
export type Values = Partial<Record<string, string | null>>;

/**
 * The definitions with their values: read-only ones are the filter's, otherwise the given values,
 * then the defaults (the filter's zip, with_validation '0'), else null.
 */
export const withValues = (shapes: readonly FieldShape[], values: Values, fixed: Values = {}, defaults: Values = {}): FormField[] =>
  shapes.map(({ field_name, required, read_only }) => ({
    field_name,
    value: (read_only ? fixed[field_name] : (values[field_name] ?? defaults[field_name])) ?? null,
    required,
    read_only: read_only ?? 0,
  }));

export interface StoredStep {
  /** What the step's last validated save stored (a form step: its text fields). */
  data: StepData;
  /** What Save & Continue Later kept since, unvalidated: text fields, lists, nested answers. */
  draft: StepData | null;
  savedAt: Date | null;
}

export const readStep = async (db: Database, enrollmentId: string, tab: TabName): Promise<StoredStep | null> => {
  const [row] = await db
    .select({ data: enrollmentTabs.data, draft: enrollmentTabs.draft, savedAt: enrollmentTabs.savedAt })
    .from(enrollmentTabs)
    .where(and(eq(enrollmentTabs.enrollmentId, enrollmentId), eq(enrollmentTabs.tab, tab)));
  return row ?? null;
};

/**
 * What the step keeps: its saved data with the save-later draft over it (top-level keys). A form
 * step reads its text fields of it (`textFieldsOf`); get-enrollment-temp-info answers all of it.
 */
export const stepValues = (step: StoredStep): StepData => ({ ...step.data, ...(step.draft ?? {}) });

/**
 * A value as replies show it: every SSN in it, at any depth (the Personal step's, each beneficiary's
 * and dependent's in a list), masked to its last four digits (docs/security.md).
 */
export const withMaskedSsns = <T>(value: T): T => {
  if (Array.isArray(value)) return value.map(withMaskedSsns) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, key === 'ssn' && typeof item === 'string' ? (item === '' ? item : maskedSsn(item)) : withMaskedSsns(item)]),
  ) as T;
};

/** Step data as replies show it: its SSNs masked to the last four digits. */
export const shownStepData = (data: StepData): StepData => withMaskedSsns(data);

/**
 * What a draft's masked SSNs mean, in the draft's transaction: given the draft, what the step kept
 * before it (null: nothing) and the transaction, the draft to store (server/steps/list-ssns.ts).
 */
export type DraftSsns = (draft: StepData, kept: StoredStep | null, tx: Database) => Promise<StepData>;

/** A draft's top-level SSN sent back masked, as replies showed it, is no change: left out, the step keeps the one it has. */
export const withoutMaskedSsn: DraftSsns = async (draft) =>
  typeof draft.ssn === 'string' && isMaskedSsn(draft.ssn) ? Object.fromEntries(Object.entries(draft).filter(([key]) => key !== 'ssn')) : draft;

/** A UTF-16 surrogate without its partner: JSON cannot carry it into jsonb. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text as PostgreSQL can keep it: NUL characters dropped (text and jsonb cannot hold them), lone
 * surrogates replaced by U+FFFD (jsonb refuses them).
 */
const storableText = (text: string) => text.replaceAll('\0', '').replace(LONE_SURROGATE, '\uFFFD');

const storableDatum = (value: StepDatum): StepDatum => {
  if (typeof value === 'string') return storableText(value);
  if (Array.isArray(value)) return value.map(storableDatum);
  if (value !== null && typeof value === 'object') return storable(value);
  return value;
};

/** Step data as it is stored: every key and text made storable, at any depth. */
const storable = <T extends StepData>(data: T): T =>
  Object.fromEntries(Object.entries(data).map(([key, value]) => [storableText(key), storableDatum(value)])) as T;

/**
 * A validated step save: its values replace the step's, its draft is done with, and the
 * enrollment remembers it as the last saved tab. Later steps store through this too.
 */
export const saveStep = async (db: Database, enrollmentId: string, tab: TabName, data: StepData): Promise<void> => {
  const now = new Date();
  const values = storable(data);
  await db
    .insert(enrollmentTabs)
    .values({ enrollmentId, tab, data: values, draft: null, savedAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: [enrollmentTabs.enrollmentId, enrollmentTabs.tab], set: { data: values, draft: null, savedAt: now, updatedAt: now } });
  await rememberSavedTab(db, enrollmentId, tab);
};

/**
 * The most a step keeps (its saved data with the draft over it), as JSON text. The contract's
 * bounds (depth, keys, list items, text) hold for every request; this one holds for what piles up.
 */
export const STEP_KEPT_MAX_CHARS = 256 * 1024;

/** What a step keeps stays within StepData's bounds and STEP_KEPT_MAX_CHARS. */
const keepable = (kept: StepData) => stepDataSchema.safeParse(kept).success && JSON.stringify(kept).length <= STEP_KEPT_MAX_CHARS;

const draftRefused = () => new RequestFailure(422, 'The given data was invalid.', [{ target_element: 'data', error_message: stepDataMessage }]);

/**
 * A save-later draft: merged over the step's earlier draft (top-level keys), not validated, the
 * saved values kept; its masked SSNs made what they stand for by `ssns` (by default a masked
 * top-level SSN is left out). In one transaction: when what the step would then keep is beyond the
 * bounds, it is refused on `data` (422), and so is what `ssns` refuses; then nothing is stored.
 */
export const saveDraft = async (db: Database, enrollmentId: string, tab: TabName, draft: StepData, ssns: DraftSsns = withoutMaskedSsn): Promise<void> => {
  // a masked SSN and the one it stands for are both nine characters: the bound holds either way
  if (JSON.stringify(storable(draft)).length > STEP_KEPT_MAX_CHARS) throw draftRefused();
  await db.transaction(async (tx) => {
    const now = new Date();
    const thisStep = and(eq(enrollmentTabs.enrollmentId, enrollmentId), eq(enrollmentTabs.tab, tab));
    // merged here, not in SQL: the columns are sealed (server/crypto); the row is locked meanwhile
    const created = await tx.insert(enrollmentTabs).values({ enrollmentId, tab, data: {}, updatedAt: now }).onConflictDoNothing().returning({ tab: enrollmentTabs.tab });
    const [stored] = await tx
      .select({ data: enrollmentTabs.data, draft: enrollmentTabs.draft, savedAt: enrollmentTabs.savedAt })
      .from(enrollmentTabs)
      .where(thisStep)
      .for('update');
    const values = storable(await ssns(draft, created.length > 0 ? null : (stored ?? null), tx));
    const kept = stored && { ...stored, draft: { ...(stored.draft ?? {}), ...values } };
    // throwing rolls the transaction back
    if (!kept || !keepable(stepValues(kept))) throw draftRefused();
    await tx.update(enrollmentTabs).set({ draft: kept.draft, updatedAt: now }).where(thisStep);
    await rememberSavedTab(tx, enrollmentId, tab);
  });
};

const rememberSavedTab = (db: Database, enrollmentId: string, tab: TabName) =>
  db.update(tempEnrollments).set({ lastSavedTab: savedTabOf(tab), updatedAt: new Date() }).where(eq(tempEnrollments.id, enrollmentId));

/** The tabs of an enrollment with a validated save. */
export const savedTabs = async (db: Database, enrollmentId: string): Promise<Set<TabName>> => {
  const rows = await db
    .select({ tab: enrollmentTabs.tab, savedAt: enrollmentTabs.savedAt })
    .from(enrollmentTabs)
    .where(eq(enrollmentTabs.enrollmentId, enrollmentId));
  return new Set(rows.filter((row) => row.savedAt !== null).map((row) => row.tab));
};

/** What the tab rule reads of the enrollment: its cart plans and its filter. */
export const tabFactsOf = async (db: Database, enrollmentId: string, filter: FilterInfo): Promise<TabFacts> => {
  const cart = await db
    .select({ category: plans.category, hasHealthQuestions: plans.hasHealthQuestions })
    .from(cartItems)
    .innerJoin(plans, eq(plans.id, cartItems.planId))
    .where(eq(cartItems.enrollmentId, enrollmentId));
  return { cart, filter };
};

/** The member an existing-member enrollment is for; null for a new applicant (or a member gone). */
export const memberOf = async (db: Database, filter: Pick<FilterInfo, 'user_id'>) => {
  if (filter.user_id === null) return null;
  const [member] = await db.select().from(members).where(eq(members.userId, filter.user_id));
  return member ?? null;
};

export type Member = NonNullable<Awaited<ReturnType<typeof memberOf>>>;

/**
 * Whether another member (any but the enrollment's own `user_id`) has this e-mail or phone, compared
 * trimmed and case-insensitively. Only an existing member's enrollment asks: anyone may start a new
 * applicant's, so for it no member exists (it must not tell who is one: docs/security.md, Rate limits).
 */
export const takenByAnotherMember = async (db: Database, filter: Pick<FilterInfo, 'user_id'>, column: 'email' | 'phone', value: string) => {
  if (filter.user_id === null) return false;
  if (value.includes('\0')) return false; // not a value anyone has (and PostgreSQL text cannot hold it)
  const others = ne(members.userId, filter.user_id);
  const [row] = await db
    .select({ userId: members.userId })
    .from(members)
    .where(and(eq(sql`lower(${members[column]})`, value.trim().toLowerCase()), others))
    .limit(1);
  return row !== undefined;
};
