/**
 * The existing-user checks, "checked by external validation first" (spec 2 §5; the calls of §7),
 * in the order their refusals win at a field: the e-mail not another member's
 * (validate-member-email: 'Email Already Exists.'), deliverable (validate-email-neverbounce), the
 * phone (validate-phone-numverify: 'Phone already exists').
 */
export const existingMemberChecks = ['validateMemberEmail', 'validateEmailNeverbounce', 'validatePhoneNumverify'] as const;
export type ExistingMemberCheck = (typeof existingMemberChecks)[number];

/** What each check answers: the field it judges and, when refused, why. */
export interface MemberCheckResult {
  target_element: string;
  is_valid: boolean;
  error_message: string;
}

/** Each refused field's message, in the checks' order: the first refusal of a field wins (a taken address before an undeliverable one). */
export const refusalsByField = (results: readonly MemberCheckResult[]): Record<string, string> => {
  const refusals: Record<string, string> = {};
  for (const result of results) if (!result.is_valid) refusals[result.target_element] ??= result.error_message;
  return refusals;
};
