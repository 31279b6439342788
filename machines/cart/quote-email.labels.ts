import type { MachineLabels } from '../machine.labels.ts';

/** Send Personalized Quote, in the spec's words: what the studio shows for each state (by its path), event, guard and actor. */
export const quoteEmailLabels: MachineLabels = {
  states: {
    editing: 'Send Personalized Quote form',
    loadingPreview: 'Loading the quote\'s preview',
    previewing: 'Quote preview',
    sending: 'Sending',
    sent: 'Quote sent',
  },
  events: {
    'user.preview': 'Preview',
    'user.send': 'Send',
    'user.backToForm': 'Back to the form',
  },
  guards: {
    formIsValid: 'Every field is valid',
  },
  actors: {
    loadPreview: 'Loading preview',
    sendQuote: 'E-mailing the quote',
  },
};
