import { expect, type Page } from '@playwright/test';
import type { TabName } from '../../../contract/index.ts';
import { plans } from '../../../server/db/seed/demo-data.ts';
import type { Journey } from './matrix.ts';
import type { JourneyValues, Person, Typed } from './values.ts';

// The round trip of what a journey typed (docs/journeys.md): on Review (as the spec shows it:
// codes by their names, SSNs by their last four), on the receipt, and in the enrollment the
// server keeps, read back through get-enrollment-temp-info (SSNs and accounts masked there too).

const usDate = (digits: string) => `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
const maskedSsn = (ssn: string) => `***-**-${ssn.slice(-4)}`;
const storedSsn = (ssn: string) => `*****${ssn.slice(-4)}`;

const REVIEW_TITLES: Partial<Record<TabName, string>> = {
  primary_info: 'Personal Info',
  contact_info: 'Contact Info',
  employer_info: 'Employer Info',
  beneficiary_info: 'Beneficiary Info',
  primary_health_info: 'Health Questions',
  dependent_info: 'Dependent Info',
  agreement_info: 'Agreement & Signature',
  billing_info: 'Billing Info',
};

const personShown = (person: Person) => [person.first, person.last, person.gender, usDate(person.dob), maskedSsn(person.ssn)];


/**
 * Every value typed shows in its step's section of Review's 'What you entered' (GOV.UK's check
 * answers, issue 28 item 3): a section per step in the step list's order, Agreement last, each
 * headed by its title with its Change.
 */
export const expectOnReview = async (page: Page, journey: Journey, values: JourneyValues) => {
  const sections = page.getByRole('region', { name: 'What you entered' });
  const section = (tab: TabName) => sections.getByRole('region', { name: REVIEW_TITLES[tab]!, exact: true });
  const reviewed = [...journey.tabs.filter((tab) => tab !== 'review_info' && tab !== 'agreement_info'), 'agreement_info' as const];
  await expect(sections.getByRole('heading', { level: 3 }), 'a section per step').toHaveText(reviewed.map((tab) => REVIEW_TITLES[tab]!));
  for (const tab of reviewed) await expect(section(tab).getByRole('button', { name: `Change ${REVIEW_TITLES[tab]}` })).toBeVisible();
  const shows = async (tab: TabName, texts: readonly string[]) => {
    for (const text of texts) await expect(section(tab), `${REVIEW_TITLES[tab]} shows ${text}`).toContainText(text);
  };
  const shown = (list: readonly Typed[]) => list.map((value) => value.shown);
  await shows('primary_info', shown(values.personal));
  await shows('contact_info', shown(values.contact));
  if (journey.tabs.includes('employer_info')) await shows('employer_info', [...shown(values.employer), values.holiday]);
  if (journey.tabs.includes('beneficiary_info'))
    await shows('beneficiary_info', values.beneficiaries.flatMap((person) => [person.first, person.last, usDate(person.dob), maskedSsn(person.ssn), person.relationship, `${person.percentage}%`]));
  if (journey.tabs.includes('primary_health_info')) await shows('primary_health_info', [...shown(values.health.condition), ...shown(values.health.medication)]);
  if (journey.tabs.includes('dependent_info')) await shows('dependent_info', values.dependents.flatMap(personShown));
  await shows('agreement_info', ['Agreed to: Authorization, Terms Acknowledgment']);
  const signature = section('agreement_info').getByRole('img', { name: 'Your signature' });
  await expect(signature, 'the signature on Review').toHaveCount(journey.signature === 'none' ? 0 : 1);
  if (journey.billing === 'card') await shows('billing_info', [values.card.first, values.card.last, '1111']);
  if (journey.billing === 'eft') await shows('billing_info', [values.bank.holder, '4321']);
  if (journey.billing !== 'list') await shows('billing_info', [values.billingEmail]);
};

/** The receipt: the applicant's name (a rep is told whom they enrolled), a confirmation number, every plan of the cart. */
export const expectOnReceipt = async (page: Page, journey: Journey, values: JourneyValues) => {
  const greeting = journey.enrollment.eprocess === 'rep' ? `You enrolled ${values.fullName}` : `Thank you, ${values.fullName}!`;
  await expect(page.getByRole('heading', { level: 1, name: greeting })).toBeVisible();
  await expect(page.getByText(/Confirmation number: POL\d{6}/)).toBeVisible();
  const enrolled = page.getByRole('table', { name: 'Plans enrolled' });
  for (const id of journey.cart) await expect(enrolled.getByRole('row').filter({ hasText: plans.find((plan) => plan.id === id)!.name })).toHaveCount(1);
};

/** The string leaves of a stored value, with the path to each (for messages). */
const leavesOf = (value: unknown, path = ''): [string, string][] => {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'number') return [[path, String(value)]];
  if (Array.isArray(value)) return value.flatMap((item, index) => leavesOf(item, `${path}[${index}]`));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, item]) => leavesOf(item, path ? `${path}.${key}` : key));
  return [];
};

/** The records (objects) inside a stored value. */
const recordsOf = (value: unknown): Record<string, unknown>[] => {
  if (Array.isArray(value)) return value.flatMap(recordsOf);
  if (typeof value === 'object' && value !== null) return [value as Record<string, unknown>, ...Object.values(value).flatMap(recordsOf)];
  return [];
};

/** Some record of `stored` holds each of `wanted` as one of its leaves, exactly. */
const expectRecordHolding = (stored: unknown, wanted: readonly string[], what: string) => {
  const holding = recordsOf(stored).find((record) => {
    const leaves = new Set(leavesOf(record).map(([, leaf]) => leaf));
    return wanted.every((value) => leaves.has(value));
  });
  expect(holding, `${what}: one stored record holds ${JSON.stringify(wanted)}; stored ${JSON.stringify(stored)}`).toBeDefined();
};

/** A form step's saved data holds each typed value under its field, exactly. */
const expectFields = (stored: unknown, list: readonly Typed[], what: string) => {
  const data = (stored ?? {}) as Record<string, unknown>;
  expect(Object.fromEntries(list.map((value) => [value.field, data[value.field]])), `${what}: ${JSON.stringify(data)}`).toEqual(Object.fromEntries(list.map((value) => [value.field, value.stored])));
};

/** What the server keeps of the step `tab` holds every value the journey typed there. */
export const expectStored = (tab: TabName, stored: unknown, journey: Journey, values: JourneyValues) => {
  expect(stored, `the server keeps ${tab}`).not.toBeNull();
  if (tab === 'primary_info') expectFields(stored, values.personal, 'Personal Information as kept');
  if (tab === 'contact_info') expectFields(stored, values.contact, 'Contact Information as kept');
  if (tab === 'employer_info') expectFields(stored, values.employer, 'Employer Information as kept');
  if (tab === 'beneficiary_info')
    for (const person of values.beneficiaries)
      expectRecordHolding(stored, [person.first, person.last, usDate(person.dob), storedSsn(person.ssn), person.percentage], `beneficiary ${person.first}`);
  if (tab === 'primary_health_info') {
    expectRecordHolding(stored, values.health.condition.map((value) => value.stored), 'question 146 as kept');
    expectRecordHolding(stored, values.health.medication.map((value) => value.stored), 'the medication as kept');
  }
  if (tab === 'dependent_info') {
    const list = (stored as { dependents?: unknown[] }).dependents ?? [];
    expect(list, 'as many dependents kept as added').toHaveLength(values.dependents.length);
    for (const person of values.dependents)
      expectRecordHolding(stored, [person.first, person.last, usDate(person.dob), storedSsn(person.ssn), ...(journey.enrollment.group_id === 2512 ? [] : [person.feet, person.inches, person.weight])], `dependent ${person.first}`);
  }
  if (tab === 'agreement_info') {
    // the server keeps the mode and the signature's image (drawn or typed, both a PNG), not how it was made
    const data = stored as Record<string, unknown>;
    expect(data.eprocess, 'the agreement mode kept').toBe(journey.agreementMode);
    expect(data.agreed, 'both texts agreed to, as kept (their ids)').toEqual([1, 2]);
    const signature = leavesOf(data.signature).map(([, leaf]) => leaf).join('');
    expect(signature.startsWith('data:image/png;base64,'), 'a signature image kept where the journey signed').toBe(journey.signature !== 'none');
  }
  if (tab === 'billing_info') {
    const data = stored as Record<string, unknown>;
    if (journey.billing === 'card') expect({ first: data.first_name_on_cc, last: data.last_name_on_cc }, 'the card holder as kept').toEqual(values.card);
    if (journey.billing === 'eft') expect(data.account_name, 'the account holder as kept').toBe(values.bank.holder);
    if (journey.billing !== 'list') expect(data.billing_email, 'the billing e-mail as kept').toBe(values.billingEmail);
  }
};
