import type { Handlers } from '../http/bind-endpoints.ts';
import type { HandlerDeps } from './deps.ts';
import { beneficiaryHandlers } from './beneficiaries.ts';
import { cartHandlers } from './cart.ts';
import { emailCheckHandlers } from './email-check.ts';
import { personalQuoteHandlers } from './quotes.ts';
import { employerHandlers } from './employer.ts';
import { enrollerHandlers } from './enrollers.ts';
import { enrollerSignInHandlers } from './enroller-sign-in.ts';
import { enrollmentHandlers } from './enrollment.ts';
import { enrollmentPartyHandlers } from './enrollment-parties.ts';
import { formStepHandlers } from './form-steps.ts';
import { healthHandlers } from './health.ts';
import { dependentHandlers } from './dependents.ts';
import { billingHandlers } from './billing.ts';
import { agreementHandlers } from './agreement.ts';
import { analyticsHandlers } from './analytics.ts';
import { helpChatHandlers } from './help-chat.ts';
import { linkHandlers } from './links.ts';
import { planHandlers } from './plans.ts';
import { quoteHandlers } from './quote.ts';
import { recommendationHandlers } from './recommendations.ts';
import { membershipHandlers } from './membership.ts';
import { nearestZipHandlers } from './nearest-zip.ts';
import { planDetailHandlers } from './plan-detail.ts';
import { siteChromeHandlers } from './site-chrome.ts';
import { siteIdentityHandlers } from './site-identity.ts';

export type { HandlerDeps } from './deps.ts';

export const createHandlers = (deps: HandlerDeps): Handlers => ({
  ...siteIdentityHandlers(deps),
  ...siteChromeHandlers(deps),
  ...quoteHandlers(deps),
  ...nearestZipHandlers(),
  ...planHandlers(deps),
  ...cartHandlers(deps),
  ...enrollmentPartyHandlers(deps),
  ...personalQuoteHandlers(deps),
  ...enrollerHandlers(deps),
  ...enrollerSignInHandlers(deps),
  ...helpChatHandlers(deps),
  ...recommendationHandlers(deps),
  ...membershipHandlers(deps),
  ...planDetailHandlers(deps),
  ...enrollmentHandlers(deps),
  ...formStepHandlers(deps),
  ...emailCheckHandlers(),
  ...employerHandlers(deps),
  ...beneficiaryHandlers(deps),
  ...healthHandlers(deps),
  ...dependentHandlers(deps),
  ...billingHandlers(deps),
  ...agreementHandlers(deps),
  ...linkHandlers(deps),
  ...analyticsHandlers(deps),
});
