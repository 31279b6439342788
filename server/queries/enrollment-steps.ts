import { and, eq, sql } from 'drizzle-orm';
import { savedTabOf, type FilterInfo, type FormField, type FormValues, type TabName } from '../../contract/index.ts';
import type { Database } from '../db/open-database.ts';
import { cartItems, enrollmentTabs, members, plans, tempEnrollments } from '../db/schema.ts';
import type { TabFacts } from './tabs.ts';

/** Beacon Logistics: its enrollments are not asked height and weight (the documented variation). */
export const NO_HEIGHT_WEIGHT_GROUP_ID = 2512;

interface FieldShape {
  field_name: string;
  required: 0 | 1;
  read_only?: 1;
}

const field = (field_name: string, required: 0 | 1, read_only?: 1): FieldShape => ({ field_name, required, ...(read_only ? { read_only } : {}) });

/**
 * Personal Information's fields in their stable order. The carrier fields and the other ethnic
 * text are not required by definition: the client asks them when prior_coverage_flag is 1 or the
 * ethnic group is 12, and the contract's rules then require them.
 */
export const personalFields = (filter: Pick<FilterInfo, 'group_id'>): FieldShape[] => [
  field('first_name', 1),
  field('middle_name', 0),
  field('last_name', 1),
  field('birthdate', 1, 1),
  field('gender', 1, 1),
  ...(filter.group_id === NO_HEIGHT_WEIGHT_GROUP_ID ? [] : [field('height_feet', 1), field('height_inch', 1), field('weight', 1)]),
  field('marital_status', 1),
  field('ssn', 1),
  field('prior_coverage_flag', 1),
  field('prior_carrier_name', 0),
  field('prior_effective_date', 0),
  field('prior_term_date', 0),
  field('ethnic_category', 0),
  field('ethnic_category_other_type', 0),
];

/** Contact Information's fields; birth state and city only when the cart holds a life plan. */
export const contactFields = (hasLifePlan: boolean): FieldShape[] => [
  field('email_address', 1),
  field('phone_number', 1),
  field('address1', 1),
  field('address2', 0),
  field('city', 1),
  field('state', 1),
  field('zip', 1),
  field('zip4', 0),
  ...(hasLifePlan ? [field('birth_state', 1), field('birth_city', 1)] : []),
  field('with_validation', 0),
];

type Values = Partial<Record<string, string | null>>;

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
  data: FormValues;
  draft: FormValues | null;
  savedAt: Date | null;
}

export const readStep = async (db: Database, enrollmentId: string, tab: TabName): Promise<StoredStep | null> => {
  const [row] = await db
    .select({ data: enrollmentTabs.data, draft: enrollmentTabs.draft, savedAt: enrollmentTabs.savedAt })
    .from(enrollmentTabs)
    .where(and(eq(enrollmentTabs.enrollmentId, enrollmentId), eq(enrollmentTabs.tab, tab)));
  return row ?? null;
};

/** What a step shows when it loads: its saved values with the save-later draft over them. */
export const stepValues = (step: StoredStep): FormValues => ({ ...step.data, ...(step.draft ?? {}) });

/** PostgreSQL text cannot hold NUL characters; they are dropped from anything stored. */
const storable = (values: FormValues): FormValues =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key.replaceAll('\0', ''), value.replaceAll('\0', '')]));

/**
 * A validated step save: its values replace the step's, its draft is done with, and the
 * enrollment remembers it as the last saved tab. Later steps store through this too.
 */
export const saveStep = async (db: Database, enrollmentId: string, tab: TabName, data: FormValues): Promise<void> => {
  const now = new Date();
  const values = storable(data);
  await db
    .insert(enrollmentTabs)
    .values({ enrollmentId, tab, data: values, draft: null, savedAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: [enrollmentTabs.enrollmentId, enrollmentTabs.tab], set: { data: values, draft: null, savedAt: now, updatedAt: now } });
  await rememberSavedTab(db, enrollmentId, tab);
};

/** A save-later draft: merged over the step's earlier draft, not validated, the saved values kept. */
export const saveDraft = async (db: Database, enrollmentId: string, tab: TabName, draft: FormValues): Promise<void> => {
  const now = new Date();
  const values = storable(draft);
  await db
    .insert(enrollmentTabs)
    .values({ enrollmentId, tab, data: {}, draft: values, updatedAt: now })
    .onConflictDoUpdate({
      target: [enrollmentTabs.enrollmentId, enrollmentTabs.tab],
      set: { draft: sql`coalesce(${enrollmentTabs.draft}, '{}'::jsonb) || excluded.draft`, updatedAt: now },
    });
  await rememberSavedTab(db, enrollmentId, tab);
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

type Member = NonNullable<Awaited<ReturnType<typeof memberOf>>>;

const orNull = (value: string) => (value === '' ? null : value);

/** What the member's record prefills of each step. */
export const memberPersonalValues = (member: Member): Values => ({
  first_name: orNull(member.firstName),
  last_name: orNull(member.lastName),
  ssn: orNull(member.ssn),
});

export const memberContactValues = (member: Member): Values => ({
  email_address: orNull(member.email),
  phone_number: orNull(member.phone),
});
