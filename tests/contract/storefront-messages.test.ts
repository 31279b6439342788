import { describe, expect, it } from 'vitest';
import { cartMessages, tierLabelsWith, effectiveAsOf, endpoints, noRecommendedProducts, quoteMessages, quoteSentTo, roleHomeMessages } from '../../contract/index.ts';
import { landingConfigErrorMessages } from '../../machines/access-code/access-code.machine.ts';
import { chatClosingLine } from '../../machines/help-chat/help-chat.machine.ts';
import { memberPickerMessages } from '../../machines/member-picker/member-picker.machine.ts';
import { noPlansMessage } from '../../machines/plans/plans.machine.ts';
import { pageNotFoundMessage } from '../../machines/session/session.machine.ts';
import { toastTitles } from '../../src/api/client.ts';

/**
 * Every quoted message of the storefront (spec 1 §2, §5, §8), word for word, against the constant
 * the code shows. The spec's text is written out here, never imported: a constant that drifts from
 * the spec fails this test.
 */
describe('storefront messages, word for word (spec 1 §2, §5, §8)', () => {
  it.each([
    // §5 zip, date of birth, gender, tier, categories, coverage, quote name and e-mail
    ['Field is required', quoteMessages.required],
    ['Invalid Zip code', quoteMessages.zipInvalid],
    ['Enter 5 digit zip code', quoteMessages.zipLength],
    ['You must be 18 years to proceed', quoteMessages.underAge],
    // §5 rep home and current-member tier modal
    ['Please choose a platform', roleHomeMessages.portal],
    ['Please choose a group', roleHomeMessages.group],
    ['Choose enroll for new member', roleHomeMessages.choice],
    ['Please choose a tier', roleHomeMessages.tier],
    // the member pickers' own copy, until member-picker.machine.ts shows roleHomeMessages.tier
    ['Please choose a tier', memberPickerMessages.tier],
    // §5 quote form in the cart
    ['Please enter valid name', cartMessages.invalidName],
    ['Please enter valid email address', cartMessages.invalidEmail],
    // §2 / §8 empty states
    ['No items in cart.', cartMessages.empty],
    ['No Plans are available for your selection', noPlansMessage],
    ['No Any Products.', noRecommendedProducts],
    // §3 tier codes: IC shown as Member + 1 Child when a premier plan is in the cart (every tier list and summary)
    ['Member + 1 Child', tierLabelsWith(true).IC],
    ['Member + Children', tierLabelsWith(false).IC],
    // §2 cart modals
    ['Do you really want to remove?', cartMessages.removeQuestion],
    ['Your plans will be effective as of 12/01/2026', effectiveAsOf('12/01/2026')],
    ['Quote Successfully Sent to ann.lee@example.com', quoteSentTo('ann.lee@example.com')],
    // §2 help chat
    ['Please allow 24 hours for a representative to reach out to you.', chatClosingLine],
    // §2 /404, §8
    ['OOPS! Page not found', pageNotFoundMessage],
    // spec 3 §2.9, §8: the landing-config-error page is an 'OOPS!' page
    ['OOPS!', landingConfigErrorMessages.title],
    // §8 the shared request helper's toast titles
    ['Warning!', toastTitles.warning],
    ['Success!', toastTitles.success],
    ['Info!', toastTitles.info],
  ])('%s', (spec, constant) => {
    expect(constant).toBe(spec);
  });

  const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.success ? undefined : result.error?.issues[0]?.message;

  // the code lookups and the chat answer state 'Field is required' inline in their contract rows
  it.each([
    ['validate-agent', () => endpoints.validateAgent.request.safeParse({ agent_code: ' ' })],
    ['validate-group', () => endpoints.validateGroup.request.safeParse({ group_code: '' })],
    ['assist/add', () => endpoints.assistAdd.request.safeParse({ device_id: 'D1', web_url: 'http://localhost/', question_id: 1, answer: ' ' })],
  ])("%s: an empty code or answer reads 'Field is required'", (_, parse) => {
    expect(firstMessage(parse())).toBe('Field is required');
  });
});
