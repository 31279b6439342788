/**
 * Spec 1 §5, word for word: the rep and group homes' steps and the current-member tier modal.
 * Plan detail asks a rep the same portal and group questions and an existing member the tier.
 */
export const roleHomeMessages = {
  portal: 'Please choose a platform',
  group: 'Please choose a group',
  choice: 'Choose enroll for new member',
  tier: 'Please choose a tier',
} as const;
