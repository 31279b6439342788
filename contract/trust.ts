/** What the server answers when it refuses a call for the enrollment's sake (docs/security.md). */
export const trustMessages = {
  /** A submitted enrollment is read-only: every change answers 409 with this. */
  submitted: 'This enrollment has been submitted and can no longer be changed.',
  /** A step saved from a version another window (or tab) has replaced since: 409, nothing overwritten. */
  /**
   * A filter that claims a mode (rep, group), a rep, a group or a portal the session has not
   * verified (an access code, landing, host, sign-in or signed link): 403, nothing stored.
   */
  roleNotVerified: 'This session has not verified that rep, group or portal. Open the site from its landing page, access code or sign-in.',
  changedElsewhere: 'This enrollment was changed in another window. Reload to see the latest version; until you do, what you typed stays here.',
} as const;
