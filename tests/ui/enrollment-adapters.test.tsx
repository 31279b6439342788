// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic, type InputFrom } from 'xstate';

const call = vi.fn();
vi.mock('../../src/adapters/api-call.ts', () => ({ call: (...args: unknown[]) => call(...args) }));

const { formStepActors, loadDetails, loadSections, stepScreenshotActor } = await import('../../src/adapters/enrollment.ts');
const { queryClient } = await import('../../src/api/query-client.ts');

beforeEach(() => {
  queryClient.clear();
  call.mockReset();
});

const values = { email_address: 'ana@example.com', phone_number: '2125550100' };
const run = <Logic extends AnyActorLogic>(logic: Logic, input: InputFrom<Logic>) => toPromise(createActor(logic, { input } as never).start());

describe('the enrollment adapters', () => {
  it("makes the existing-user checks the machine names, with the member's e-mail and phone, and answers each as the server did", async () => {
    const answer = (name: string) => ({ target_element: name === 'validatePhoneNumverify' ? 'phone_number' : 'email_address', is_valid: name !== 'validateMemberEmail', error_message: name });
    call.mockImplementation(async (name: string) => answer(name));
    const checks = ['validateMemberEmail', 'validateEmailNeverbounce', 'validatePhoneNumverify'] as const;
    expect(await run(formStepActors.checkMemberValues, { enrollment_id: 'TE1', values, checks })).toEqual(checks.map(answer));
    expect(call.mock.calls.map(([name, request]) => [name, request])).toEqual([
      ['validateMemberEmail', { enrollment_id: 'TE1', email: 'ana@example.com' }],
      ['validateEmailNeverbounce', { email: 'ana@example.com' }],
      ['validatePhoneNumverify', { enrollment_id: 'TE1', phone: '2125550100' }],
    ]);
    call.mockClear();
    await run(formStepActors.checkMemberValues, { enrollment_id: 'TE1', values, checks: ['validatePhoneNumverify'] });
    expect(call.mock.calls.map(([name]) => name)).toEqual(['validatePhoneNumverify']);
  });

  it('loads and saves a form step through the calls its descriptor names', async () => {
    call.mockResolvedValueOnce({ result: [] }).mockResolvedValueOnce({ saved: true });
    await run(formStepActors.loadFields, { call: 'getFormFieldsContactInfo', enrollment_id: 'TE1' });
    await run(formStepActors.saveFields, { call: 'saveContactInfo', request: { enrollment_id: 'TE1', city: 'Albany' } });
    expect(call.mock.calls.map(([name, request]) => [name, request])).toEqual([
      ['getFormFieldsContactInfo', { enrollment_id: 'TE1' }],
      ['saveContactInfo', { enrollment_id: 'TE1', city: 'Albany' }],
    ]);
  });

  it("reads each select's choices from its list call, once per list", async () => {
    call.mockResolvedValue({ result: [{ abbrev: 'NY', name: 'New York' }] });
    const states = { call: 'getStates', value: 'abbrev', label: 'name' } as const;
    const options = await run(formStepActors.loadOptions, { sources: { state: states, birth_state: states }, enrollment_id: 'TE1' });
    expect(options).toEqual({ state: [{ value: 'NY', label: 'New York' }], birth_state: [{ value: 'NY', label: 'New York' }] });
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('passes the enrollment id to a list call that takes it, and looks a zip up with validate-zip-code', async () => {
    call.mockResolvedValue({ result: [{ value: 'Standard_6', name: 'Standard_6' }] });
    const options = await run(formStepActors.loadOptions, {
      sources: { holiday_policy: { call: 'getHolidayPolicy', value: 'value', label: 'name', enrollment: true } },
      enrollment_id: 'TE1',
    });
    expect(options).toEqual({ holiday_policy: [{ value: 'Standard_6', label: 'Standard_6' }] });
    expect(call).toHaveBeenCalledWith('getHolidayPolicy', { enrollment_id: 'TE1' }, expect.anything());
    call.mockResolvedValue({ zip: '60601', state: 'IL', city: 'Chicago' });
    expect(await run(formStepActors.lookupZip, { zip: '60601' })).toMatchObject({ state: 'IL' });
    expect(call).toHaveBeenCalledWith('validateZipCode', { zip_code: '60601' }, expect.anything());
  });

  it("shows a form step's saved fields on review, a listed value by its option's name, and refuses a step without details", async () => {
    const fields = [
      { field_name: 'city', value: 'Albany', required: 1, read_only: 0 },
      { field_name: 'state', value: 'NY', required: 1, read_only: 0 },
    ];
    call.mockImplementation(async (name: string) => ({ result: name === 'getStates' ? [{ abbrev: 'NY', name: 'New York' }] : fields }));
    expect(await run(loadDetails, { enrollment_id: 'TE1', tab: 'contact_info' })).toEqual({
      kind: 'fields',
      fields: [fields[0], { ...fields[1], value: 'New York' }],
      tab: 'contact_info',
    });
    expect(call).toHaveBeenCalledWith('getFormFieldsContactInfo', { enrollment_id: 'TE1' }, expect.anything());
    await expect(run(loadDetails, { enrollment_id: 'TE1', tab: 'review_info' })).rejects.toThrow('no details for review_info');
  });

  it("loads review's sections: every card's details at once, by tab (Ethnic Group 'Other', not its code 12)", async () => {
    const personal = [{ field_name: 'ethnic_category', value: '12', required: 0, read_only: 0 }];
    call.mockImplementation(async (name: string) => ({
      result: name === 'getEthnicCategory' ? [{ id: 12, name: 'Other' }] : name === 'getFormFieldsPersonalInfo' ? personal : null,
    }));
    expect(await run(loadSections, { enrollment_id: 'TE1', tabs: ['primary_info', 'billing_info'] })).toEqual({
      primary_info: { kind: 'fields', fields: [{ ...personal[0], value: 'Other' }], tab: 'primary_info' },
      billing_info: expect.objectContaining({ kind: 'fields' }),
    });
  });

  it("reads what a list, agreement or billing step kept under its saved tab's column (the product's spellings)", async () => {
    call.mockImplementation(async (name: string) => ({ result: name === 'getEnrollmentTempStep' ? null : [] }));
    for (const tab of ['beneficiary_info', 'dependent_info', 'agreement_info', 'billing_info'] as const) await run(loadDetails, { enrollment_id: 'TE1', tab });
    expect(call.mock.calls.filter(([name]) => name === 'getEnrollmentTempStep').map(([, request]) => request)).toEqual([
      { enrollment_id: 'TE1', column: 'benificiary_info' },
      { enrollment_id: 'TE1', column: 'dependent_info' },
      { enrollment_id: 'TE1', column: 'aggrement_info' },
      { enrollment_id: 'TE1', column: 'payment_info' },
    ]);
  });

  it('never rejects the step screenshot: a failure is only logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const actor = createActor(stepScreenshotActor('missing-element'), { input: { enrollment_id: 'TE1', name: 'personal-information' } }).start();
    await expect(toPromise(actor)).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalled();
    expect(call).not.toHaveBeenCalled();
    logged.mockRestore();
  });
});
