import { describe, expect, it } from 'vitest';
import type { MemberCheckResult } from '../../machines/enrollment/form-step-rules.ts';
import { createActor, fromPromise, waitFor } from 'xstate';
import { stepMessages, type DataOf, type FormField, type RequestOf } from '../../contract/index.ts';
import type { FieldsCall } from '../../machines/enrollment/steps/index.ts';
import { enrollerCodeMachine } from '../../machines/shared/enroller-code/enroller-code.machine.ts';
import { continueEnrollmentMachine, linkedTab, resumePath, resumedValues } from '../../machines/enrollment/continue-enrollment.machine.ts';
import { enrollmentMachine } from '../../machines/enrollment/enrollment.machine.ts';
import { formStepMachine } from '../../machines/enrollment/form-step.machine.ts';
import { receiptHome } from '../../machines/enrollment/receipt.machine.ts';
import { reviewCards, reviewStepMachine } from '../../machines/enrollment/review-step.machine.ts';
import { saveLaterMachine } from '../../machines/enrollment/save-later.machine.ts';
import { apiFailure } from '../../model-tests/lib/fixtures.ts';
import { enrollmentFixtures as f, personalValues } from '../../model-tests/lib/enrollment-fixtures.ts';

const noop = () => undefined;
const contactValues = { email_address: 'ana@example.com', phone_number: '2125550100', address1: '1 Main St', city: 'New York', state: 'NY', zip: '10001' };
const appActions = { navigate: noop, storeValues: noop, removeStoredValues: noop, logFailure: noop, refreshMenuAndCart: noop };
/** The code-send modal, left open: these tests only see it open. */
const codeSendModal = saveLaterMachine.provide({ actors: { saveEnrollmentForLater: fromPromise<DataOf<'saveEnrollmentForLater'>, RequestOf<'saveEnrollmentForLater'>>(() => new Promise(() => undefined)) }, actions: appActions });

/** The engine with the real form step (Personal, then Contact Information); the save answers `save`, the member checks `checks`. */
const startWithPersonal = (stored: Record<string, string>, save: () => Promise<{ saved: true }>, checks: MemberCheckResult[] = []) => {
  const saves: unknown[] = [];
  const checked: unknown[] = [];
  const personal = formStepMachine.provide({
    actors: {
      loadFields: fromPromise<{ result: FormField[] }, { call: FieldsCall; enrollment_id: string }>(async ({ input }) => (input.call === 'getFormFieldsPersonalInfo' ? f.personalFields : f.contactFields)),
      loadOptions: fromPromise(async () => ({})),
      checkMemberValues: fromPromise(async ({ input }) => {
        checked.push(input);
        return checks;
      }),
      saveFields: fromPromise(async ({ input }) => {
        saves.push(input);
        return save();
      }),
      enrollerCode: enrollerCodeMachine.provide({
        actors: { saveEnrollerCode: fromPromise(async () => ({ enrollerCode: 'EC2556' })) },
        actions: appActions,
      }),
    },
    actions: appActions,
  });
  const machine = enrollmentMachine.provide({
    actors: { getDynamicTabs: fromPromise(async () => f.minimalTabs), saveStepScreenshot: fromPromise<void, { enrollment_id: string; name: string }>(async () => {}), saveLater: codeSendModal, form: personal, review: reviewStepMachine.provide({ actions: appActions }) },
    actions: appActions,
  });
  const actor = createActor(machine, { input: { tempId: 'TE1', tab: null, stored } }).start();
  const step = () => actor.getSnapshot().children.step as unknown as ReturnType<typeof createActor<typeof personal>>;
  return { actor, step, saves, checked };
};

const stepEditing = async (actor: ReturnType<typeof startWithPersonal>['actor'], step: ReturnType<typeof startWithPersonal>['step']) => {
  await waitFor(actor, (s) => s.matches({ showingStep: 'editing' }));
  await waitFor(step(), (s) => s.matches('editing'));
};

describe('Personal Information inside the engine', () => {
  it('refused values stay on the step with their messages; good ones save and move on', async () => {
    const { actor, step, saves } = startWithPersonal({ group_id: '1000' }, async () => f.saved);
    await stepEditing(actor, step);
    actor.send({ type: 'user.next', values: personalValues.invalid });
    expect(actor.getSnapshot().matches({ showingStep: 'editing' })).toBe(true);
    expect(step().getSnapshot().context.errors).toEqual({ marital_status: stepMessages.required, ssn: stepMessages.ssn });
    actor.send({ type: 'user.next', values: personalValues.valid });
    await waitFor(actor, (s) => s.context.index === 1);
    // read-only birthdate and gender are the server's; empty fields are dropped
    expect(saves).toEqual([{ call: 'savePersonalInfo', request: { ...personalValues.valid, enrollment_id: 'TE1' } }]);
  });

  it('Save & Continue Later hands the form as it stands to the code-send modal, unchecked', async () => {
    const { actor, step } = startWithPersonal({ group_id: '1000' }, async () => f.saved);
    await stepEditing(actor, step);
    actor.send({ type: 'user.saveLater', values: personalValues.invalid });
    expect(actor.getSnapshot().matches({ showingStep: 'savingLater' })).toBe(true);
    expect(actor.getSnapshot().context.draft).toEqual(personalValues.invalid);
  });

  it("a server refusal shows at its field and keeps the engine on the step", async () => {
    const refused = apiFailure('The given data was invalid.', [{ target_element: 'ssn', error_message: 'Invalid Social Security Number' }], 422);
    const { actor, step } = startWithPersonal({}, () => Promise.reject(refused));
    await stepEditing(actor, step);
    actor.send({ type: 'user.next', values: personalValues.valid });
    await waitFor(actor, (s) => s.matches({ showingStep: 'editing' }));
    await waitFor(step(), (s) => s.matches('editing') && s.context.errors.ssn !== undefined);
    expect(step().getSnapshot().context.values).toEqual(personalValues.valid);
  });

  it("Acme's administrator (2556) needs the enroller code: Next reminds 'Enroller code is required' until it is saved", async () => {
    const { actor, step } = startWithPersonal({ group_id: '2556', eprocess: 'group' }, async () => f.saved);
    await stepEditing(actor, step);
    actor.send({ type: 'user.next', values: personalValues.valid });
    const code = step().getSnapshot().context.enrollerCode!;
    expect(code.getSnapshot().context.error).toBe('Enroller code is required');
    expect(actor.getSnapshot().matches({ showingStep: 'editing' })).toBe(true);
    code.send({ type: 'user.openCode' });
    code.send({ type: 'user.saveCode', code: 'ec2556' });
    await waitFor(code, (s) => s.matches('closed') && !s.context.required);
    actor.send({ type: 'user.next', values: personalValues.valid });
    await waitFor(actor, (s) => s.context.index === 1);
  });
});

describe("Contact Information's existing-user checks (spec 2 §5)", () => {
  const toContact = async (stored: Record<string, string>, checks: MemberCheckResult[]) => {
    const started = startWithPersonal({ group_id: '1000', ...stored }, async () => f.saved, checks);
    await stepEditing(started.actor, started.step);
    started.actor.send({ type: 'user.next', values: personalValues.valid });
    await waitFor(started.actor, (s) => s.context.index === 1);
    await stepEditing(started.actor, started.step);
    started.actor.send({ type: 'user.next', values: contactValues });
    return started;
  };

  const refused = (target_element: string, error_message: string) => ({ target_element, is_valid: false, error_message });
  const undeliverable = 'Disposable e-mail addresses are not accepted. Please enter an address you keep.';

  it("are made for an existing member: a refusal stays on the step with the message at its field, a taken address's before an undeliverable one's", async () => {
    const answers = [refused('email_address', stepMessages.emailExists), refused('email_address', undeliverable), { target_element: 'phone_number', is_valid: true, error_message: '' }];
    const { actor, step, checked, saves } = await toContact({ enroll_type: 'existing-member' }, answers);
    await waitFor(step(), (s) => s.matches('editing') && s.context.errors.email_address !== undefined);
    expect(step().getSnapshot().context.errors).toEqual({ email_address: stepMessages.emailExists });
    expect(checked).toEqual([{ enrollment_id: 'TE1', values: contactValues, checks: ['validateMemberEmail', 'validateEmailNeverbounce', 'validatePhoneNumverify'] }]);
    expect(saves).toHaveLength(1);
    expect(actor.getSnapshot().context.index).toBe(1);
  });

  it("names each refused field: an undeliverable address alone shows, and the phone's own refusal beside it", async () => {
    const answers = [{ target_element: 'email_address', is_valid: true, error_message: '' }, refused('email_address', undeliverable), refused('phone_number', 'Phone already exists')];
    const { step } = await toContact({ enroll_type: 'existing-member' }, answers);
    await waitFor(step(), (s) => s.matches('editing') && s.context.errors.email_address !== undefined);
    expect(step().getSnapshot().context.errors).toEqual({ email_address: undeliverable, phone_number: 'Phone already exists' });
  });

  it('are not made for a new member: the save alone judges', async () => {
    const { actor, checked, saves } = await toContact({ enroll_type: 'new-member' }, [refused('email_address', stepMessages.emailExists)]);
    await waitFor(actor, (s) => s.context.index === 2);
    expect(checked).toEqual([]);
    expect(saves).toHaveLength(2);
  });
});

describe('the Enter Enroller Code popup of Personal Information (spec 2 §2)', () => {
  it('is offered to reps and to a group administrator where the group needs a code, never to an employee or an applicant', async () => {
    for (const [stored, offered] of [
      [{ group_id: '1000' }, false],
      [{ group_id: '1000', eprocess: 'rep' }, true],
      [{ group_id: '2512', eprocess: 'group' }, true],
      [{ group_id: '2512', eprocess: 'group', enrollerCode: 'EC2512' }, false],
      // issue 23: the employee of a group's landing or Employee Enrollment's code
      [{ group_id: '2556', eprocess: 'applicant', enroll_type: 'new-group-member' }, false],
    ] as const) {
      const { actor, step } = startWithPersonal(stored, async () => f.saved);
      await stepEditing(actor, step);
      expect(step().getSnapshot().context.enrollerCode !== null).toBe(offered);
      actor.stop();
    }
  });
});

describe('resume, review cards and the receipt home', () => {
  it('maps the saved tab to its route (cart_info to the cart) and stores the ids (spec 3 §4.6)', () => {
    expect(resumePath('contact_info')).toBe('/enrollment/contact-info');
    expect(resumePath('benificiary_info')).toBe('/enrollment/beneficiary-info');
    expect(resumePath('payment_info')).toBe('/enrollment/billing-information');
    expect(resumePath('cart_info')).toBe('/cart');
    expect(resumedValues(f.resumed)).toEqual({ tempId: 'TE1A2B3C4D5E', enroll_type: 'new-member', group_id: '1000', open_type: 'user' });
    expect(resumedValues(f.resumedToCart)).toEqual({ tempId: 'TE1A2B3C4D5E', enroll_type: 'existing-member', group_id: '2556', portal_id: '12', agent_id: '701' });
  });

  it("a direct-continue link's tab is one of the contract's tab names, else none (spec 3 §2.8)", () => {
    expect(linkedTab('contact_info')).toBe('contact_info');
    expect(linkedTab('benificiary_info')).toBe('benificiary_info');
    expect(linkedTab('cart_info')).toBe('cart_info');
    // a step's tab name reads as its saved tab
    expect(linkedTab('beneficiary_info')).toBe('benificiary_info');
    expect(linkedTab('agreement_info')).toBe('aggrement_info');
    for (const unknown of ['', 'nope', 'Contact_Info', '__proto__', 'toString', null, undefined]) expect(linkedTab(unknown)).toBeNull();
  });

  it("direct-continue opens the link's tab, and the server's saved tab when the link names none the contract knows (spec 3 §2.8)", async () => {
    const opened = async (directTab: string | null) => {
      const stored: unknown[] = [];
      const to: string[] = [];
      const machine = continueEnrollmentMachine.provide({
        actors: { directContinue: fromPromise(async () => f.resumedToCart) },
        actions: { storeValues: (_, values) => void stored.push(values), navigateAndReload: (_, { to: path }: { to: string }) => void to.push(path) },
      });
      const actor = createActor(machine, { input: { directId: 'VEUxQTJCM0M0RDVF', directTab } }).start();
      await waitFor(actor, (snapshot) => snapshot.matches('resumed'));
      expect(stored).toEqual([resumedValues(f.resumedToCart)]);
      return to;
    };
    // the server saved cart_info; the link names Contact Information, or a beneficiary step
    expect(await opened('contact_info')).toEqual(['/enrollment/contact-info']);
    expect(await opened('benificiary_info')).toEqual(['/enrollment/beneficiary-info']);
    // unknown or missing: the server's saved tab
    expect(await opened('not_a_tab')).toEqual(['/cart']);
    expect(await opened(null)).toEqual(['/cart']);
  });

  it("a submitted enrollment's code or direct-continue link opens its receipt, whatever tab it names, and no step (issue 23 §5)", async () => {
    const opened = async (input: { directId: string | null; directTab?: string | null }) => {
      const stored: unknown[] = [];
      const to: string[] = [];
      const machine = continueEnrollmentMachine.provide({
        actors: { continueEnrollment: fromPromise(async () => f.resumedSubmitted), directContinue: fromPromise(async () => f.linkedSubmitted) },
        actions: { storeValues: (_, values) => void stored.push(values), navigateAndReload: (_, { to: path }: { to: string }) => void to.push(path) },
      });
      const actor = createActor(machine, { input }).start();
      if (input.directId === null) actor.send({ type: 'user.continue', code: 'ABCD-EFGH-JKMNP', email: 'ana.alt@example.com' });
      await waitFor(actor, (snapshot) => snapshot.matches('openingReceipt'));
      // the ids are stored as any resume stores them: the receipt reads the enrollment with them
      expect(stored).toEqual([{ tempId: 'TE1A2B3C4D5E', enroll_type: 'new-member', group_id: '1000', open_type: 'user' }]);
      return to;
    };
    expect(await opened({ directId: null })).toEqual(['/enrollment/receipt']);
    expect(await opened({ directId: 'VEUxQTJCM0M0RDVF', directTab: 'payment_info' })).toEqual(['/enrollment/receipt']);
    expect(await opened({ directId: 'VEUxQTJCM0M0RDVF', directTab: 'contact_info' })).toEqual(['/enrollment/receipt']);
    expect(await opened({ directId: 'VEUxQTJCM0M0RDVF', directTab: null })).toEqual(['/enrollment/receipt']);
  });

  it('one card per step, review excluded, Agreement always (spec 3 §2.3)', () => {
    expect(reviewCards(['primary_info', 'contact_info', 'review_info'])).toEqual(['primary_info', 'contact_info', 'agreement_info']);
    expect(reviewCards(['primary_info', 'agreement_info', 'review_info'])).toEqual(['primary_info', 'agreement_info']);
  });

  it('Return to homepage follows spec 3 §2.7', () => {
    expect(receiptHome({ open_type: 'agent', referral: 'RF1001' })).toBe('/referrals?rid=RF1001');
    expect(receiptHome({ open_type: 'user' })).toBe('/');
    expect(receiptHome({ eprocess: 'rep' })).toBe('/agent-home');
    expect(receiptHome({ eprocess: 'applicant' })).toBe('/member-home');
    expect(receiptHome({ eprocess: 'group' })).toBe('/group-home');
    expect(receiptHome({})).toBe('/');
  });
});
