/** The words of the two requests every step takes from the wizard (step-protocol.ts), shared by the steps' labels. */
export const stepProtocolEventLabels = {
  'step.saveLater': 'Save & Continue Later asked of the step',
  'step.save': 'Next asked of the step (save it)',
} as const;
