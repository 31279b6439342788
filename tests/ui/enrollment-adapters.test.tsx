// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';

const call = vi.fn();
vi.mock('../../src/api/index.ts', () => ({ call: (...args: unknown[]) => call(...args) }));

const { checkContactValues, stepScreenshotActor } = await import('../../src/adapters/enrollment.ts');
const { localStorageAdapter } = await import('../../src/adapters/local-storage.ts');

beforeEach(() => {
  localStorage.clear();
  call.mockReset();
});

const values = { email_address: 'ana@example.com', phone_number: '2125550100' };

describe('the enrollment adapters', () => {
  it("checks an existing member's e-mail and phone and names each refused field", async () => {
    localStorageAdapter.write({ enroll_type: 'existing-member' });
    call.mockImplementation(async (name: string) =>
      name === 'validateMemberEmail'
        ? { target_element: 'email_address', is_valid: false, error_message: 'Email Already Exists.' }
        : { target_element: 'phone_number', is_valid: true, error_message: '' },
    );
    const output = await toPromise(createActor(checkContactValues, { input: { enrollment_id: 'TE1', values } }).start());
    expect(output).toEqual({ email_address: 'Email Already Exists.' });
    expect(call).toHaveBeenCalledWith('validateMemberEmail', { enrollment_id: 'TE1', email: 'ana@example.com' }, expect.anything());
    expect(call).toHaveBeenCalledWith('validatePhoneNumverify', { enrollment_id: 'TE1', phone: '2125550100' }, expect.anything());
  });

  it('checks nothing for a new member', async () => {
    localStorageAdapter.write({ enroll_type: 'new-member' });
    const output = await toPromise(createActor(checkContactValues, { input: { enrollment_id: 'TE1', values } }).start());
    expect(output).toEqual({});
    expect(call).not.toHaveBeenCalled();
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
