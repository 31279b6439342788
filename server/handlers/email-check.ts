import type { Handlers } from '../http/bind-endpoints.ts';
import { emailVerdictOf } from '../steps/contact.ts';

/**
 * validate-email-neverbounce (spec 2 §7 Personal and contact): whether an address can receive mail,
 * by the reference server's fixed rule (server/steps/contact.ts), the one Contact's save applies too.
 * The address is neither stored nor logged.
 */
export const emailCheckHandlers = (): Pick<Handlers, 'validateEmailNeverbounce'> => ({
  async validateEmailNeverbounce({ email }) {
    const { result, message } = emailVerdictOf(email);
    return { target_element: 'email_address', is_valid: result === 'valid', result, error_message: message };
  },
});
