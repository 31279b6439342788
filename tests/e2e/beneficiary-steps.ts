import { expect, type Locator, type Page } from '@playwright/test';
import { openTermLifeAsNonSmoker } from './plan-steps.ts';

// Beneficiary Information's walks shared by its spec and the server-rendered step's.

/** Family Term Life (tobacco-rated: the popup first) into the cart, then Proceed to Enrollment. */
export const addTermLifeAndProceed = async (page: Page) => {
  await openTermLifeAsNonSmoker(page);
  await page.getByRole('button', { name: /^(Add to Cart|Enroll Now): \$100,000 coverage$/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('region', { name: 'Order Info' }).getByRole('button', { name: 'Proceed to Enrollment' }).click();
  await page.getByRole('dialog', { name: 'Confirm your cart' }).getByRole('button', { name: 'Proceed to Enrollment' }).click();
  await expect(page).toHaveURL(/\/enrollment\/personal-info$/);
};

/** A beneficiary as the add form takes it (the birth date as typed, digits only). */
export interface Person {
  first: string;
  last: string;
  dob: string;
  ssn: string;
  relationship: string;
  percentage: string;
}

/** The add or edit form filled with `person`. */
export const fillBeneficiary = async (form: Locator, person: Person) => {
  await form.getByLabel('First Name', { exact: true }).fill(person.first);
  await form.getByLabel('Last Name', { exact: true }).fill(person.last);
  await form.getByLabel('Date of Birth').fill('');
  await form.getByLabel('Date of Birth').pressSequentially(person.dob);
  await form.getByLabel('SSN').fill(person.ssn);
  await form.getByLabel('Relationship').selectOption({ label: person.relationship });
  await form.getByLabel('Beneficiary Percentage').fill(person.percentage);
};
