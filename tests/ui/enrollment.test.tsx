// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider, type AnyRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { planDetailMessages, resumeMessages, stepMessages, submitMessages, trustMessages, type FormField, type TabConfig, type TabName } from '../../contract/index.ts';
import { enrollerCodeMachine } from '../../machines/shared/enroller-code/enroller-code.machine.ts';
import { continueEnrollmentMachine } from '../../machines/enrollment/continue-enrollment.machine.ts';
import { enrollmentMachine } from '../../machines/enrollment/enrollment.machine.ts';
import { formStepMachine, type FieldOption, type SaveRequest } from '../../machines/enrollment/form-step.machine.ts';
import { receiptMachine } from '../../machines/enrollment/receipt.machine.ts';
import { reviewStepMachine } from '../../machines/enrollment/review-step.machine.ts';
import { saveLaterMachine } from '../../machines/enrollment/save-later.machine.ts';
import { saveRefusalMessages } from '../../machines/enrollment/save-refusal.ts';
import type { StepDetails } from '../../machines/enrollment/step-protocol.ts';
import type { FieldsCall, OptionSource, SaveCall } from '../../machines/enrollment/steps/index.ts';
import type { StoredValues } from '../../machines/shared/storage.ts';
import { enrollmentFixtures as f } from '../../model-tests/lib/enrollment-fixtures.ts';
import { apiFailure } from '../../model-tests/lib/fixtures.ts';
import { noopAppActions } from '../../model-tests/lib/model.ts';
import { ContinueEnrollmentView } from '../../src/features/enrollment/ContinueEnrollmentPage.tsx';
import { EnrollmentView } from '../../src/features/enrollment/EnrollmentView.tsx';
import { ReceiptView, receiptSentLine } from '../../src/features/enrollment/ReceiptPage.tsx';
import { renderWithProviders } from './render.tsx';
import type { MemberCheckResult } from '../../machines/enrollment/form-step-rules.ts';
import { spokenThrough } from './screen-reader.ts';

afterEach(cleanup);

/** Renders `ui` under a router (the wrapper's cart link needs one). */
const renderRouted = (ui: () => ReactNode, path = '/enrollment/personal-info') => {
  const root = createRootRoute({ component: ui });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: [path] }) });
  return renderWithProviders(<RouterProvider router={router as AnyRouter} />);
};

interface Options {
  tab?: TabName | null;
  stored?: StoredValues;
  savePersonal?: () => Promise<{ saved: true }>;
  saveReview?: () => Promise<{ policy_id: string }>;
  loadCart?: () => Promise<typeof f.cart>;
  personalFields?: FormField[];
}

/** The engine with every call stubbed by a fixture: Personal, Contact and Review. */
const startEnrollment = ({ tab = null, stored = { tempId: 'TE1', group_id: '1000' }, savePersonal = async () => f.saved, saveReview = async () => f.reviewSaved, loadCart = async () => f.cart, personalFields = f.personalFields.result }: Options = {}) => {
  const navigate = vi.fn();
  // what the stand-in server keeps: a save that goes through adds its tab (get-dynamic-tabs' saved)
  const kept = new Set<TabName>();
  const keeping = (tab: TabName, save: () => Promise<{ saved: true }>) => async (_input?: unknown) => {
    const saved = await save();
    kept.add(tab);
    return saved;
  };
  const keptTabs = async (): Promise<{ result: TabConfig[] }> => ({ result: f.minimalTabs.result.map((entry) => ({ ...entry, saved: kept.has(entry.tab_name) ? 1 : 0 })) });
  const calls = {
    savePersonal: vi.fn((_input: unknown) => keeping('primary_info', savePersonal)()),
    saveContact: vi.fn(keeping('contact_info', async (): Promise<{ saved: true }> => f.saved)),
    saveLater: vi.fn(async (_input: unknown) => f.codeSent),
    saveReview: vi.fn((_input: unknown) => saveReview()),
  };
  // one form step machine serves Personal and Contact: each call answers by the endpoint its descriptor names
  const form = formStepMachine.provide({
    actors: {
      loadFields: fromPromise<{ result: FormField[] }, { call: FieldsCall; enrollment_id: string }>(async ({ input }) => ({
        result: input.call === 'getFormFieldsPersonalInfo' ? personalFields : f.contactFields.result,
      })),
      loadOptions: fromPromise<Record<string, FieldOption[]>, { sources: Readonly<Record<string, OptionSource>>; enrollment_id: string }>(async ({ input }): Promise<Record<string, FieldOption[]>> =>
        'ethnic_category' in input.sources
          ? { ethnic_category: f.ethnicCategories.result.map(({ id, name }): FieldOption => ({ value: String(id), label: name })) }
          : { state: f.states.result.map(({ abbrev, name }): FieldOption => ({ value: abbrev, label: name })) },
      ),
      checkMemberValues: fromPromise(async (): Promise<MemberCheckResult[]> => []),
      saveFields: fromPromise<{ saved: true }, { call: SaveCall; request: SaveRequest }>(({ input }) =>
        input.call === 'savePersonalInfo' ? calls.savePersonal(input.request) : calls.saveContact(input.request),
      ),
      enrollerCode: enrollerCodeMachine.provide({ actors: { saveEnrollerCode: fromPromise(async () => ({ enrollerCode: 'EC2556' })) }, actions: noopAppActions }),
    },
    actions: noopAppActions,
  });
  const machine = enrollmentMachine.provide({
    actors: {
      getDynamicTabs: fromPromise(keptTabs),
      getKeptTabs: fromPromise(keptTabs),
      saveStepScreenshot: fromPromise<void, { enrollment_id: string; name: string }>(async () => {}),
      saveLater: saveLaterMachine.provide({ actors: { saveEnrollmentForLater: fromPromise(({ input }) => calls.saveLater(input)) }, actions: noopAppActions }),
      form,
      review: reviewStepMachine.provide({
        actors: {
          getPlanCart: fromPromise(loadCart),
          getEnrollmentReviewInfo: fromPromise(async () => f.reviewInfo),
          loadDetails: fromPromise<StepDetails, { enrollment_id: string; tab: TabName }>(async ({ input }) => {
            if (input.tab === 'primary_info') return { kind: 'fields', fields: f.personalFields.result };
            throw new Error('nothing saved yet');
          }),
          loadSections: fromPromise<Partial<Record<TabName, StepDetails>>, { enrollment_id: string; tabs: TabName[] }>(async () => ({
            primary_info: { kind: 'fields', fields: f.personalFields.result },
          })),
          deleteDependentInIO: fromPromise(async () => f.dependentsDeleted),
          saveReviewInfo: fromPromise(({ input }) => calls.saveReview(input)),
        },
        actions: noopAppActions,
      }),
    },
    actions: { ...noopAppActions, navigate: (_args: unknown, params: { to: string }) => navigate(params.to) },
  });
  const engine = createActor(machine, { input: { tempId: 'TE1', tab, stored } }).start();
  renderRouted(() => <EnrollmentView engine={engine} branding={{}} />);
  return { engine, navigate, calls };
};

/** The message shown at a labelled field. */
const fieldGroup = (label: string) => screen.getByLabelText(label).closest('[data-scope="field"][data-part="root"]') as HTMLElement;

/** Fills Personal Information's empty required fields with good values. */
const fillPersonal = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByLabelText('Height (feet)'), '5');
  await user.type(screen.getByLabelText('Height (inches)'), '6');
  await user.type(screen.getByLabelText('Weight (lbs)'), '140');
  await user.selectOptions(screen.getByLabelText('Marital Status'), 'Married');
  await user.type(screen.getByLabelText('SSN'), '123456789');
};

describe('the enrollment wrapper', () => {
  it('shows the progress bar with the step titles, the current step marked', async () => {
    startEnrollment();
    const progress = await screen.findByRole('navigation', { name: 'Enrollment progress' });
    const items = within(progress).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['1Personal Information', '2Contact Information', '3Review & Confirmation']);
    expect(items[0]!.getAttribute('aria-current')).toBe('step');
    expect(await screen.findByRole('heading', { level: 1, name: 'Personal Information' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save & Continue Later' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
  });

  it('Personal Information as a screen reader says it: the heading, each field by its label, each message with its field', async () => {
    const user = userEvent.setup();
    startEnrollment();
    const firstName = await screen.findByLabelText('First Name');
    await user.clear(firstName);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await within(fieldGroup('First Name')).findByText(stepMessages.required);
    const spoken = await spokenThrough(document.body);
    const fromHeading = spoken.slice(spoken.indexOf('heading, Personal Information, level 1'));
    expect(fromHeading.slice(0, 14)).toEqual([
      'heading, Personal Information, level 1',
      'form, Personal Information',
      'First Name',
      'textbox, First Name, 1 error message, invalid, required',
      stepMessages.required,
      'Middle Name',
      'textbox, Middle Name',
      'Last Name',
      'textbox, Last Name, Reyes, required',
      'Date of Birth',
      'textbox, Date of Birth, 04/12/1988, From your quote; your prices depend on it, read only, required',
      'From your quote; your prices depend on it',
      'Gender',
      'textbox, Gender, Female, From your quote; your prices depend on it, read only, required',
    ]);
    expect(spoken).toEqual(
      expect.arrayContaining([
        'textbox, Height (feet), One digit, 1 to 9, 1 error message, invalid, required',
        'combobox, Marital Status, has popup listbox, not expanded, 1 error message, invalid, required',
        'button, Next',
      ]),
    );
    // a field is no unnamed group (IBM Equal Access: fieldset_label_valid)
    expect(spoken.filter((phrase) => phrase.startsWith('group'))).toEqual([]);
  });

  it("Personal Information: the form's rules speak at their fields and nothing typed is lost", async () => {
    const user = userEvent.setup();
    const { calls, engine } = startEnrollment();
    const firstName = await screen.findByLabelText('First Name');
    expect((firstName as HTMLInputElement).value).toBe('Ana');
    // read-only fields read read-only (not disabled), with their reason as their description
    for (const label of ['Date of Birth', 'Gender']) {
      const field = screen.getByLabelText(label) as HTMLInputElement;
      expect(field.readOnly).toBe(true);
      expect(field.disabled).toBe(false);
      expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe('From your quote; your prices depend on it');
    }
    expect((screen.getByLabelText('Gender') as HTMLInputElement).value).toBe('Female');
    await user.clear(firstName);
    await user.type(screen.getByLabelText('Weight (lbs)'), '140');
    await user.type(screen.getByLabelText('SSN'), '1234');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await within(fieldGroup('First Name')).findByText(stepMessages.required)).toBeTruthy();
    expect(within(fieldGroup('SSN')).getByText(stepMessages.ssn)).toBeTruthy();
    expect(within(fieldGroup('Marital Status')).getByText(stepMessages.required)).toBeTruthy();
    expect((screen.getByLabelText('Weight (lbs)') as HTMLInputElement).value).toBe('140');
    expect((screen.getByLabelText('SSN') as HTMLInputElement).value).toBe('1234');
    expect(calls.savePersonal).not.toHaveBeenCalled();
    expect(engine.getSnapshot().matches({ showingStep: 'editing' })).toBe(true);
  });

  it('shows the carrier fields once prior coverage is 1 and the other ethnic text for group 12', async () => {
    const user = userEvent.setup();
    startEnrollment();
    await screen.findByLabelText('First Name');
    expect(screen.queryByLabelText('Prior Carrier Name')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Prior Coverage'), 'Had a carrier');
    expect(await screen.findByLabelText('Prior Carrier Name')).toBeTruthy();
    expect(screen.queryByLabelText('Other Ethnic Group')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Ethnic Group'), 'Other');
    expect(await screen.findByLabelText('Other Ethnic Group')).toBeTruthy();
  });

  it('Next sends the values and moves to Contact Information; the server refusal shows at its field', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const { calls, navigate } = startEnrollment({
      savePersonal: async () => {
        if (refuse) {
          refuse = false;
          throw apiFailure('Invalid data', [{ target_element: 'ssn', error_message: 'SSN already enrolled' }]);
        }
        return f.saved;
      },
    });
    await screen.findByLabelText('First Name');
    await fillPersonal(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await within(fieldGroup('SSN')).findByText('SSN already enrolled')).toBeTruthy();
    expect((screen.getByLabelText('SSN') as HTMLInputElement).value).toBe('123456789');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Information' })).toBeTruthy();
    expect(calls.savePersonal).toHaveBeenLastCalledWith(
      expect.objectContaining({ enrollment_id: 'TE1', first_name: 'Ana', last_name: 'Reyes', height_feet: '5', height_inch: '6', weight: '140', marital_status: '1', ssn: '123456789' }),
    );
    expect(navigate).toHaveBeenLastCalledWith('/enrollment/contact-info');
    const items = within(screen.getByRole('navigation', { name: 'Enrollment progress' })).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('(completed)');
    expect(items[1]!.getAttribute('aria-current')).toBe('step');
    expect(await screen.findByLabelText('Email Address')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Validate my address with USPS' })).toBeTruthy();
    expect(within(screen.getByLabelText('State')).getByRole('option', { name: 'New York' })).toBeTruthy();
  });

  it.each([
    [0, saveRefusalMessages.unreachable],
    [409, trustMessages.changedElsewhere],
  ])('a %i refusal naming no field says so at Next, takes focus, keeps the typed values and the step not completed', async (status, words) => {
    const user = userEvent.setup();
    let refuse = true;
    startEnrollment({
      savePersonal: async () => {
        if (refuse) {
          refuse = false;
          throw apiFailure(status === 409 ? trustMessages.changedElsewhere : 'Server error', [], status);
        }
        return f.saved;
      },
    });
    await screen.findByLabelText('First Name');
    await fillPersonal(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const alert = await screen.findByText(words);
    expect(alert.getAttribute('role')).toBe('alert');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Personal Information');
    expect((screen.getByLabelText('SSN') as HTMLInputElement).value).toBe('123456789');
    expect((screen.getByLabelText('Weight (lbs)') as HTMLInputElement).value).toBe('140');
    const items = within(screen.getByRole('navigation', { name: 'Enrollment progress' })).getAllByRole('listitem');
    expect(items[0]!.textContent).not.toContain('(completed)');
    // Next again: the refusal goes, the save goes through
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Information' })).toBeTruthy();
    expect(screen.queryByText(words)).toBeNull();
  });

  it('holds Next for a group that needs an enroller code until one is saved', async () => {
    const user = userEvent.setup();
    const { calls } = startEnrollment({ stored: { tempId: 'TE1', group_id: '2556', eprocess: 'group' } });
    await screen.findByLabelText('First Name');
    await fillPersonal(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const gate = screen.getByRole('region', { name: 'Enroller code' });
    // in the step's error summary (issue 28 item 2), a link to the code's button
    expect(within(await within(gate).findByRole('alert', { name: 'There is a problem' })).getByRole('link').textContent).toBe(planDetailMessages.enrollerCodeRequired);
    expect(calls.savePersonal).not.toHaveBeenCalled();

    await user.click(within(gate).getByRole('button', { name: 'Enter Enroller Code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter Enroller Code' });
    await user.type(within(dialog).getByLabelText('Enroller Code'), 'EC2556');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(gate).findByText('Enroller code: EC2556 saved')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Enter Enroller Code' })).toBeNull());
    // the popup's own form did not submit the step
    expect(calls.savePersonal).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Information' })).toBeTruthy();
  });

  it('Save & Continue Later: an invalid e-mail is refused; Send Code saves the typed values and says so', async () => {
    const user = userEvent.setup();
    const { calls, engine } = startEnrollment({ tab: 'contact_info' });
    const email = await screen.findByLabelText('Email Address');
    await user.type(email, 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Save & Continue Later' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save & Continue Later' });
    expect(within(dialog).getByText(stepMessages.saveLaterQuestion)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Alternate Email'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Send Code' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(stepMessages.alternateEmail);

    await user.clear(within(dialog).getByLabelText('Alternate Email'));
    await user.type(within(dialog).getByLabelText('Alternate Email'), 'ana.alt@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Code' }));
    expect(await within(dialog).findByText(stepMessages.saveLaterDone)).toBeTruthy();
    expect(calls.saveLater).toHaveBeenCalledWith(
      expect.objectContaining({ enrollment_id: 'TE1', email: 'ana.alt@example.com', tab: 'contact_info', data: expect.objectContaining({ email_address: 'ana@example.com', zip: '10001' }) }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save & Continue Later' })).toBeNull());
    expect(engine.getSnapshot().matches({ showingStep: 'editing' })).toBe(true);
    expect((screen.getByLabelText('Email Address') as HTMLInputElement).value).toBe('ana@example.com');
  });
});

describe('Review & Confirmation', () => {
  it("shows each step's answers with Change, View Details read-only with Edit Details, and the cart totals", async () => {
    const user = userEvent.setup();
    const { engine } = startEnrollment({ tab: 'review_info' });
    const answers = await screen.findByRole('region', { name: 'What you entered' });
    expect(within(answers).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Personal Info', 'Contact Info', 'Agreement & Signature']);
    const personal = within(answers).getByRole('region', { name: 'Personal Info' });
    expect(within(personal).getByLabelText('Saved details').textContent).toContain('Ana');
    expect(within(personal).getByText('Female')).toBeTruthy();
    expect(within(within(answers).getByRole('region', { name: 'Contact Info' })).getByText('Nothing saved yet')).toBeTruthy();
    // a Change per step of the enrollment: Agreement is not one of this enrollment's steps
    expect(within(answers).getAllByRole('button', { name: /^Change / }).map((button) => button.textContent)).toEqual(['Change Personal Info', 'Change Contact Info']);

    const summary = screen.getByRole('complementary', { name: 'Cart summary' });
    for (const line of f.cart.result) expect(within(summary).getByText(line.plan_name)).toBeTruthy();
    expect(within(summary).getByText('First Month Total Cost')).toBeTruthy();
    expect(within(summary).getByText('Recurring Monthly Cost')).toBeTruthy();
    expect(within(summary).getAllByText('$218.50')).toHaveLength(2);
    expect((screen.getByLabelText('Additional Notes') as HTMLTextAreaElement).value).toBe('Call after 5 pm');

    await user.click(screen.getByRole('button', { name: 'View Details: Agreement & Signature' }));
    const agreement = await screen.findByRole('dialog', { name: 'Agreement & Signature' });
    expect(await within(agreement).findByText('Nothing saved yet')).toBeTruthy();
    await user.click(within(agreement).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'View Details: Personal Info' }));
    const details = await screen.findByRole('dialog', { name: 'Personal Info' });
    expect(await within(details).findByText('Ana')).toBeTruthy();
    expect(within(details).getByText('Female')).toBeTruthy();
    await user.click(within(details).getByRole('button', { name: 'Edit Details' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Personal Information' })).toBeTruthy();
    expect(engine.getSnapshot().context.returnToReview).toBe(true);
  });

  it("Change opens the step with 'Save and return to review': it saves and returns, focus on that step's section; 'Back to review' saves nothing (issue 28 item 3)", async () => {
    const user = userEvent.setup();
    const { calls } = startEnrollment({ tab: 'review_info' });
    await user.click(await screen.findByRole('button', { name: 'Change Contact Info' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Information' })).toBeTruthy();
    await screen.findByLabelText('Email Address');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back to review' }));
    const contact = await screen.findByRole('heading', { level: 3, name: 'Contact Info' });
    await waitFor(() => expect(document.activeElement).toBe(contact));
    expect(calls.saveContact).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Change Personal Info' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Personal Information' })).toBeTruthy();
    await screen.findByLabelText('First Name');
    await fillPersonal(user);
    await user.click(screen.getByRole('button', { name: 'Save and return to review' }));
    const personal = await screen.findByRole('heading', { level: 3, name: 'Personal Info' });
    await waitFor(() => expect(document.activeElement).toBe(personal));
    expect(calls.savePersonal).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('holds Next while the review loads: a click then would submit nothing', async () => {
    let showCart = () => {};
    const { calls } = startEnrollment({ tab: 'review_info', loadCart: () => new Promise((resolve) => (showCart = () => resolve(f.cart))) });
    expect(await screen.findByRole('status', { name: 'Loading review' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    showCart();
    await screen.findByLabelText('Additional Notes');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false);
    expect(calls.saveReview).not.toHaveBeenCalled();
  });

  it('Next saves the notes and opens the receipt; a failed save offers Save and Continue Later', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { calls, navigate } = startEnrollment({
      tab: 'review_info',
      saveReview: async () => {
        if (fail) {
          fail = false;
          throw apiFailure('Server error', [], 500);
        }
        return f.reviewSaved;
      },
    });
    const notes = await screen.findByLabelText('Additional Notes');
    await user.clear(notes);
    await user.type(notes, 'Weekends only');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const error = await screen.findByRole('alertdialog', { name: stepMessages.reviewFailed });
    await user.click(within(error).getByRole('button', { name: 'Save and Continue Later' }));
    const saveLater = await screen.findByRole('dialog', { name: 'Save & Continue Later' });
    await user.click(within(saveLater).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save & Continue Later' })).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(navigate).toHaveBeenLastCalledWith('/enrollment/receipt'));
    expect(calls.saveReview).toHaveBeenLastCalledWith({ enrollment_id: 'TE1', additional_notes: 'Weekends only', first_enroll: 1 });
  });
  it('a refusal naming steps (the submit check) shows a focused box; each message opens its step, marked to return to review', async () => {
    const user = userEvent.setup();
    const message = 'Contact Information is not completed. Open it, fill it in and save it.';
    const { engine } = startEnrollment({
      tab: 'review_info',
      saveReview: async () => {
        throw apiFailure(submitMessages.refused(['Contact Information']), [{ target_element: 'contact_info', error_message: message }], 422);
      },
    });
    await screen.findByLabelText('Additional Notes');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const box = await screen.findByRole('alert', { name: submitMessages.summary });
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(within(box).getByRole('button', { name: `Contact Information: ${message}` }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Information' })).toBeTruthy();
    expect(engine.getSnapshot().context.returnToReview).toBe(true);
  });
});

describe('the receipt', () => {
  it('greets by name with the confirmation number, effective date, people covered and masked payment; prints; Return to homepage goes by the process', async () => {
    const user = userEvent.setup();
    const removeStoredValues = vi.fn();
    const printReceipt = vi.fn();
    const putHomeBehind = vi.fn();
    const machine = receiptMachine.provide({
      actors: { getReceipt: fromPromise(async () => f.receipt) },
      actions: { ...noopAppActions, printReceipt, putHomeBehind: (_args: unknown, params: unknown) => putHomeBehind(params), removeStoredValues: (_args: unknown, params: unknown) => removeStoredValues(params) },
    });
    const actor = createActor(machine, { input: { tempId: 'TE1', stored: { tempId: 'TE1', eprocess: 'applicant' } } }).start();
    const onHome = vi.fn();
    renderRouted(() => <ReceiptView actor={actor} onHome={onHome} thankYouImage="/assets/banners/thank-you.svg" />, '/enrollment/receipt');
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you, Ana Reyes!' })).toBeTruthy();
    // the site's thank-you image, decorative (the heading says the thanks)
    expect(screen.getByRole('presentation').getAttribute('src')).toBe('/assets/banners/thank-you.svg');
    for (const fact of ['Confirmation number: POL123456', 'Effective date: 12/01/2026', 'Payment method: Visa xxxxxx1111']) expect(screen.getByText(fact)).toBeTruthy();
    const people = within(screen.getByRole('region', { name: 'People covered' })).getAllByRole('listitem');
    expect(people.map((person) => person.textContent)).toEqual(['Ana Reyes (Applicant)', 'Luis Reyes (Spouse)']);
    await user.click(screen.getByRole('button', { name: 'Print or save as PDF' }));
    expect(printReceipt).toHaveBeenCalledTimes(1);
    expect(screen.getByText(receiptSentLine).textContent).toContain(stepMessages.receiptLine);
    expect(screen.getByText(/within 10 minutes/)).toBeTruthy();
    expect(removeStoredValues).toHaveBeenCalledWith({ keys: ['tempId', 'dep_sync_temp_id'] });
    await user.click(screen.getByRole('button', { name: 'Return to homepage' }));
    expect(onHome).toHaveBeenCalledWith('/member-home');
    // Back from the receipt opens the same home page (issue 28 item 6)
    expect(putHomeBehind).toHaveBeenCalledWith({ to: '/member-home' });
  });

  it('shows no thank-you image where the site has none', async () => {
    const machine = receiptMachine.provide({ actors: { getReceipt: fromPromise(async () => f.receipt) }, actions: noopAppActions });
    const actor = createActor(machine, { input: { tempId: 'TE1', stored: { tempId: 'TE1', eprocess: 'applicant' } } }).start();
    renderRouted(() => <ReceiptView actor={actor} onHome={vi.fn()} />, '/enrollment/receipt');
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you, Ana Reyes!' })).toBeTruthy();
    expect(screen.queryByRole('presentation')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

describe('continue enrollment', () => {
  it('asks for both fields, shows a server error (a refusal, too many tries) at its field, and resumes', async () => {
    const user = userEvent.setup();
    const navigateAndReload = vi.fn();
    const refusals = [
      apiFailure('The given data was invalid.', [{ target_element: 'code', error_message: resumeMessages.failed }], 422),
      apiFailure(resumeMessages.tooManyAttempts, [{ target_element: 'code', error_message: resumeMessages.tooManyAttempts }], 429),
    ];
    const machine = continueEnrollmentMachine.provide({
      actors: {
        continueEnrollment: fromPromise(async () => {
          const refusal = refusals.shift();
          if (refusal) throw refusal;
          return f.resumed;
        }),
        directContinue: fromPromise(async () => f.resumedToCart),
      },
      actions: { ...noopAppActions, navigateAndReload: (_args: unknown, params: { to: string }) => navigateAndReload(params.to) },
    });
    const actor = createActor(machine, { input: { directId: null } }).start();
    renderRouted(() => <ContinueEnrollmentView actor={actor} />, '/continue-enrollment');
    expect(await screen.findByRole('heading', { level: 1, name: 'Continue Enrollment' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await within(fieldGroup('Enrollment Code')).findByText(stepMessages.required)).toBeTruthy();
    expect(within(fieldGroup('Email')).getByText(stepMessages.required)).toBeTruthy();

    await user.type(screen.getByLabelText('Enrollment Code'), 'abcd-efgh-jkmnp');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await within(fieldGroup('Enrollment Code')).findByText(resumeMessages.failed)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await within(fieldGroup('Enrollment Code')).findByText(resumeMessages.tooManyAttempts)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(navigateAndReload).toHaveBeenCalledWith('/enrollment/contact-info'));
  });
});
