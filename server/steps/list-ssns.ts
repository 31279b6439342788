import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  BENEFICIARY_LIST_KEY,
  DEPENDENT_LIST_KEY,
  isMaskedSsn,
  isWholeSsn,
  KEPT_DEPENDENT_ID,
  maskedSsn,
  stepMessages,
  textFieldsOf,
  type FieldError,
  type FilterInfo,
  type StepData,
  type StepDatum,
  type TabName,
} from '../../contract/index.ts';
import type { Database } from '../db/open-database.ts';
import { memberBeneficiaries, memberDependents } from '../db/schema.ts';
import { RequestFailure } from '../http/failures.ts';
import { memberOf, readStep, stepValues, withoutMaskedSsn, type DraftSsns, type Member, type StoredStep, type Values } from '../queries/enrollment-steps.ts';
import { FORM_STEPS, type FormStep } from './form-steps.ts';

/**
 * "Masked means unchanged" (docs/security.md, Personal data at rest and in replies): replies show an
 * SSN by its last four digits (`*****6789`, withMaskedSsns); sent back so, it stands for the SSN the
 * step has, which it keeps; a masked value that is not that SSN's is refused with the SSN's message
 * and nothing is stored; a typed one replaces it. The Personal step has one SSN; the beneficiary and
 * dependent lists have one per entry, matched by the entry's id: every entry the server keeps has
 * one (it issues them on every save, temp save and draft), and replies carry it, so an entry shown
 * masked always comes back with its id. (Positions are not an identity: a delete or a spouse stashed
 * by premier IF's No moves every later entry.)
 */

type Entry = Record<string, StepDatum>;
const isEntry = (value: unknown): value is Entry => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What the rule reads of one list step. */
export interface SsnList {
  tab: TabName;
  /** The step data's key that holds the list. */
  key: string;
  /** The record of an entry that holds its id and SSN (a dependent's primary_info); none: the entry itself. */
  holder?: string;
  /** The id's key in that record. */
  idKey: string;
  /** The ids kept as they come; any other (and a missing one beside an SSN) is replaced by a new one. */
  keepsId: (id: string) => boolean;
  newId: () => string;
  /** The member's entries on file: their ids and SSNs. */
  onFile: (db: Database, userId: number) => Promise<readonly { id: string; ssn: string }[]>;
}

const ANY_ID = /^[A-Za-z0-9_-]{1,40}$/;
const hexId = (prefix: string) => () => `${prefix}${randomBytes(5).toString('hex').toUpperCase()}`;

/** Beneficiary Information: `beneficiaries[i].ssn`, ids `beneficiary_id` (a member's on file keep theirs). */
export const beneficiarySsns: SsnList = {
  tab: 'beneficiary_info',
  key: BENEFICIARY_LIST_KEY,
  idKey: 'beneficiary_id',
  keepsId: (id) => ANY_ID.test(id),
  newId: hexId('B'),
  onFile: (db, userId) => db.select({ id: memberBeneficiaries.id, ssn: memberBeneficiaries.ssn }).from(memberBeneficiaries).where(eq(memberBeneficiaries.userId, userId)),
};

/**
 * Dependent Information: `dependents[i].primary_info.ssn`, ids `dependent_id`. Only ids the server
 * issued are kept (KEPT_DEPENDENT_ID): a dependent on file (`MD5011`) becomes the enrollment's own
 * once kept, and the app asks its masked SSN again until then (contract: ssnAskedAgain).
 */
export const dependentSsns: SsnList = {
  tab: 'dependent_info',
  key: DEPENDENT_LIST_KEY,
  holder: 'primary_info',
  idKey: 'dependent_id',
  keepsId: (id) => KEPT_DEPENDENT_ID.test(id),
  newId: hexId('D'),
  onFile: (db, userId) => db.select({ id: memberDependents.id, ssn: memberDependents.ssn }).from(memberDependents).where(eq(memberDependents.userId, userId)),
};

const SSN_LISTS = [beneficiarySsns, dependentSsns];

/** An entry's record with its id and SSN, and the path to it below the entry ('' or 'primary_info.'); as dependentsOf reads it. */
const holderOf = (list: SsnList, entry: Entry): { record: Entry; path: string } => {
  const inner = list.holder === undefined ? undefined : entry[list.holder];
  return isEntry(inner) ? { record: inner, path: `${list.holder}.` } : { record: entry, path: '' };
};
const withHolder = (list: SsnList, entry: Entry, path: string, record: Entry): Entry => (path === '' ? record : { ...entry, [list.holder!]: record });
const textOf = (value: StepDatum | undefined) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** Where an SSN the step has may come from: what it kept before (the draft's list, then the saved one), then the member's on file. */
export interface SsnSources {
  db: Database;
  kept: StoredStep | null;
  /** The enrollment's member (filter user_id); null for a new applicant. */
  userId: number | null;
}

/** The whole SSNs the step has, by entry id: the first found among the draft's list, the saved list and the member's on file. */
const ssnsById = async (list: SsnList, { db, kept, userId }: SsnSources, wanted: readonly string[]): Promise<Map<string, string>> => {
  const known = new Map<string, string>();
  const add = (id: string, ssn: string) => {
    if (id !== '' && isWholeSsn(ssn) && !known.has(id)) known.set(id, ssn);
  };
  for (const data of [kept?.draft, kept?.data]) {
    const entries = data?.[list.key];
    if (!Array.isArray(entries)) continue;
    for (const { record } of entries.filter(isEntry).map((entry) => holderOf(list, entry))) add(textOf(record[list.idKey]), textOf(record.ssn));
  }
  if (userId !== null && wanted.some((id) => !known.has(id))) for (const row of await list.onFile(db, userId)) add(row.id, row.ssn);
  return known;
};

/**
 * The list in `data` as it is kept: each entry's SSN sent masked made the one the step has for that
 * entry's id (refused at `{key}.{i}.{…}ssn` when it has none or another), then ids issued where the
 * list keeps none of its own (or a repeated one). Data without the list comes back as it is; other
 * keys stay as sent.
 */
export const listWithSsns = async (list: SsnList, data: StepData, sources: SsnSources): Promise<{ data: StepData; refusals: FieldError[] }> => {
  const entries = data[list.key];
  if (!Array.isArray(entries)) return { data, refusals: [] };
  const masked = entries.filter(isEntry).flatMap((entry) => {
    const { record } = holderOf(list, entry);
    return typeof record.ssn === 'string' && isMaskedSsn(record.ssn.trim()) ? [textOf(record[list.idKey])] : [];
  });
  const known = masked.length > 0 ? await ssnsById(list, sources, masked) : new Map<string, string>();
  const refusals: FieldError[] = [];
  const idsTaken = new Set<string>();
  const kept = entries.map((entry, index) => {
    if (!isEntry(entry)) return entry;
    const { record, path } = holderOf(list, entry);
    const sent = typeof record.ssn === 'string' ? record.ssn.trim() : null;
    const id = textOf(record[list.idKey]);
    let ssn = record.ssn;
    if (sent !== null && isMaskedSsn(sent)) {
      const whole = known.get(id);
      if (whole !== undefined && maskedSsn(whole) === sent) ssn = whole;
      else refusals.push({ target_element: `${list.key}.${index}.${path}ssn`, error_message: stepMessages.ssn });
    }
    // an entry without an id gets one once it holds an SSN (a draft may hold other shapes as they
    // came); an id one entry has already taken is one no more
    const needsId = typeof record[list.idKey] === 'string' || (typeof ssn === 'string' && ssn !== '');
    const keptId = needsId ? (list.keepsId(id) && !idsTaken.has(id) ? id : list.newId()) : record[list.idKey];
    if (typeof keptId === 'string') idsTaken.add(keptId);
    return withHolder(list, entry, path, { ...record, ...(keptId === undefined ? {} : { [list.idKey]: keptId }), ...(ssn === undefined ? {} : { ssn }) });
  });
  return { data: { ...data, [list.key]: kept }, refusals };
};

const refusedWith = (refusals: readonly FieldError[]) => new RequestFailure(422, 'The given data was invalid.', [...refusals]);

/** listWithSsns for a save of the enrollment's list: the step and the member read here; a refusal throws (422). */
export const keptListData = async (db: Database, list: SsnList, enrollmentId: string, filter: Pick<FilterInfo, 'user_id'>, data: StepData): Promise<StepData> => {
  const kept = await readStep(db, enrollmentId, list.tab);
  const { data: unmasked, refusals } = await listWithSsns(list, data, { db, kept, userId: filter.user_id });
  if (refusals.length > 0) throw refusedWith(refusals);
  return unmasked;
};

/**
 * The values a form step's fields call shows (server/handlers/form-steps.ts): what the step keeps
 * (its text fields, the draft over the saved values), else the member's record as the caller reads
 * it, else none. Anything kept wins: the record never changes what was saved.
 */
export const formValuesOf = (step: Pick<FormStep, 'prefill'>, member: Member | null, kept: StoredStep | null): Values => {
  if (kept) return textFieldsOf(stepValues(kept));
  return member ? step.prefill(member) : {};
};

/** A form step's draft: its SSN sent masked, as the fields call showed it, made the one shown (an existing member's on file too); another masked one is left out. */
const formDraftSsn =
  (step: FormStep, filter: Pick<FilterInfo, 'user_id'>): DraftSsns =>
  async (draft, kept, tx) => {
    const sent = draft.ssn;
    if (typeof sent !== 'string' || !isMaskedSsn(sent)) return draft;
    const has = formValuesOf(step, await memberOf(tx, filter), kept).ssn;
    return has && isWholeSsn(has) && maskedSsn(has) === sent ? { ...draft, ssn: has } : withoutMaskedSsn(draft, kept, tx);
  };

/**
 * What a save-later or temp draft of this tab does with masked SSNs: a form step's (Personal) stands
 * for the one its fields showed; a list's entries are kept by listWithSsns (a refusal is named below
 * `prefix`: 'data.' for save-enrollment's data); any other tab leaves a masked top-level SSN out.
 */
export const draftSsnsOf = (tab: TabName, filter: Pick<FilterInfo, 'user_id'>, prefix = ''): DraftSsns => {
  const form = FORM_STEPS.find((step) => step.tab === tab);
  if (form) return formDraftSsn(form, filter);
  const list = SSN_LISTS.find((candidate) => candidate.tab === tab);
  if (!list) return withoutMaskedSsn;
  return async (draft, kept, tx) => {
    const { data, refusals } = await listWithSsns(list, await withoutMaskedSsn(draft, kept, tx), { db: tx, kept, userId: filter.user_id });
    if (refusals.length > 0) throw refusedWith(refusals.map((refusal) => ({ ...refusal, target_element: `${prefix}${refusal.target_element}` })));
    return data;
  };
};
