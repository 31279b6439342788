import { expect, type Locator, type Page } from '@playwright/test';

// Dependent Information on the page (spec 3 §2.2, §4.1, §5; docs/demo-data.md): helpers for the
// journeys that pass through it.

export interface DependentPerson {
  first: string;
  last: string;
  gender: 'Male' | 'Female';
  /** Digits as typed: the field masks them to mm/dd/yyyy. */
  dob: string;
  ssn: string;
  feet: string;
  inches: string;
  weight: string;
}

export const spouseLuis: DependentPerson = { first: 'Luis', last: 'Reyes', gender: 'Male', dob: '06141983', ssn: '987654321', feet: '5', inches: '10', weight: '180' };
export const childSofia: DependentPerson = { first: 'Sofia', last: 'Reyes', gender: 'Female', dob: '09022012', ssn: '876543219', feet: '4', inches: '11', weight: '85' };
export const childMateo: DependentPerson = { first: 'Mateo', last: 'Reyes', gender: 'Male', dob: '03152016', ssn: '765432198', feet: '3', inches: '9', weight: '55' };

export const dependentsList = (page: Page) => page.getByRole('list', { name: 'Added dependents' });
/** The add form: 'Dependent #n'. */
export const addDependentForm = (page: Page, number?: number) => page.getByRole('form', { name: number === undefined ? /^Dependent #\d+$/ : `Dependent #${number}` });
export const spouseQuestion = (page: Page) => page.getByRole('form', { name: 'Spouse question' });

/** Waits until the step has loaded its dependents: the premier IF question, the add form or a listed dependent shows. */
export const dependentsLoaded = async (page: Page) => {
  await expect(spouseQuestion(page).or(addDependentForm(page)).or(dependentsList(page).getByRole('listitem')).first()).toBeVisible();
};

/** Fills the fields a dependent form asks (height and weight only where asked: not for Beacon). */
export const fillDependent = async (form: Locator, person: DependentPerson) => {
  await form.getByLabel('First Name', { exact: true }).fill(person.first);
  await form.getByLabel('Last Name', { exact: true }).fill(person.last);
  await form.getByLabel('Gender').selectOption({ label: person.gender });
  await form.getByLabel('Date of Birth').fill('');
  await form.getByLabel('Date of Birth').pressSequentially(person.dob);
  await form.getByLabel('SSN').fill(person.ssn);
  if ((await form.getByLabel('Height (feet)').count()) > 0) {
    await form.getByLabel('Height (feet)').fill(person.feet);
    await form.getByLabel('Height (inches)').fill(person.inches);
    await form.getByLabel('Weight (lbs)').fill(person.weight);
  }
  // health questions (when the enrollment's health tab is required): every one answered No
  for (const group of await form.getByRole('radiogroup').all()) await group.getByText('No', { exact: true }).click();
};

/** Adds one dependent through the 'Dependent #n' form ('+ Add Spouse' or '+ Add Child'); it shows in the list. */
export const addDependent = async (page: Page, person: DependentPerson) => {
  const count = await dependentsList(page).getByRole('listitem').count();
  const form = addDependentForm(page, count + 1);
  await fillDependent(form, person);
  await form.getByRole('button', { name: /^\+ Add (Spouse|Child)$/ }).click();
  await expect(dependentsList(page).getByRole('listitem')).toHaveCount(count + 1);
};

/** Answers the premier IF question 'Will you be Enrolling your spouse ?' and submits. */
export const answerSpouseQuestion = async (page: Page, answer: 'Yes' | 'No') => {
  const form = spouseQuestion(page);
  await form.getByRole('radiogroup', { name: 'Will you be Enrolling your spouse ?' }).getByText(answer, { exact: true }).click();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form).toBeHidden();
};

/** An on-file dependent (shown with a masked SSN) edited to enter the SSN again. */
export const reenterSsn = async (page: Page, title: string, ssn: string) => {
  await dependentsList(page).getByRole('button', { name: `Edit ${title}` }).click();
  const form = page.getByRole('form', { name: /^Edit / });
  await form.getByLabel('SSN').fill(ssn);
  for (const group of await form.getByRole('radiogroup').all()) await group.getByText('No', { exact: true }).click();
  await form.getByRole('button', { name: 'Update Dependent' }).click();
  await expect(form).toBeHidden();
};

/**
 * Completes Dependent Information for the tier with valid dependents, then Next, which leaves the
 * step: IS a spouse; IC one child (premier or not); IF a spouse and a child (premier IF answers
 * Yes first). Dependents already listed (a resumed enrollment) count; on-file ones (Maria's, SSN
 * masked) get their SSN entered again.
 */
export const completeDependents = async (page: Page, tier: 'IS' | 'IC' | 'IF') => {
  await expect(page).toHaveURL(/\/enrollment\/dependent-information$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dependent Information' })).toBeVisible();
  await dependentsLoaded(page);
  if (await spouseQuestion(page).isVisible()) await answerSpouseQuestion(page, 'Yes');
  for (const [title, ssn] of [
    [/^Spouse#\d+ Luis Reyes$/, spouseLuis.ssn],
    [/^Child#\d+ Sofia Ana Reyes$/, childSofia.ssn],
  ] as const) {
    const item = dependentsList(page).getByRole('listitem', { name: title });
    if ((await item.count()) > 0) await reenterSsn(page, (await item.getAttribute('aria-label'))!, ssn);
  }
  const wanted = tier === 'IS' ? [spouseLuis] : tier === 'IC' ? [childSofia] : [spouseLuis, childSofia];
  const listed = await dependentsList(page).getByRole('listitem').count();
  for (const person of wanted.slice(listed)) await addDependent(page, person);
  await expect(page.getByText('You can proceed further clicking next button')).toBeVisible();
  // opened from review (its submit check's link), Next reads 'Save and return to review'
  await page.getByRole('button', { name: /^(Next|Save and return to review)$/ }).click();
  await expect(page).not.toHaveURL(/\/enrollment\/dependent-information$/);
};
