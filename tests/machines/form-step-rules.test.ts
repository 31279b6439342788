import { describe, expect, it } from 'vitest';
import { refusalsByField } from '../../machines/enrollment/form-step-rules.ts';

const passed = (target_element: string) => ({ target_element, is_valid: true, error_message: '' });
const refused = (target_element: string, error_message: string) => ({ target_element, is_valid: false, error_message });

describe('the existing-user checks: which message shows (spec 2 §5, §8)', () => {
  it('names nothing when every check passes', () => {
    expect(refusalsByField([passed('email_address'), passed('email_address'), passed('phone_number')])).toEqual({});
  });
  it("shows a field's first refusal: a taken address before an undeliverable one", () => {
    expect(refusalsByField([refused('email_address', 'Email Already Exists.'), refused('email_address', 'Undeliverable'), passed('phone_number')])).toEqual({ email_address: 'Email Already Exists.' });
    expect(refusalsByField([passed('email_address'), refused('email_address', 'Undeliverable'), passed('phone_number')])).toEqual({ email_address: 'Undeliverable' });
  });
  it('names each refused field', () => {
    expect(refusalsByField([refused('email_address', 'Email Already Exists.'), passed('email_address'), refused('phone_number', 'Phone already exists')])).toEqual({
      email_address: 'Email Already Exists.',
      phone_number: 'Phone already exists',
    });
  });
});
