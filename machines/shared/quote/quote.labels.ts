import type { MachineLabels } from '../../machine.labels.ts';

/** Quote form and wizard, in the spec's words: what the studio shows for each state (by its path), event, guard and actor. */
export const quoteLabels: MachineLabels = {
  states: {
    choosingVariant: 'Choosing the form or the wizard',
    form: 'Quote form',
    'form.choosingFields': 'Choosing the fields to ask',
    'form.withSmoker': 'Quote form with the smoker radio',
    'form.withoutSmoker': 'Quote form without the smoker radio',
    wizard: 'Wizard',
    'wizard.zip': 'Quote step 1: zip code',
    'wizard.dob': 'Quote step 2: date of birth',
    'wizard.checkingDob': 'Quote step 2: date of birth, checked by the server',
    'wizard.gender': 'Quote step 3: gender',
    'wizard.tier': 'Quote step 4: tier',
    'wizard.categories': 'Quote step 5: plan categories',
    'wizard.coverage': 'Quote step 6: interested coverage type',
    checkingZip: 'Checking zip code',
    saving: 'Saving',
    creatingFilter: 'Saving the new quote',
    updatingFilter: 'Saving the changed quote',
    returningToField: 'Back to the field the server refused',
    created: 'Created',
    saved: 'Saved',
    done: 'Quote saved',
  },
  events: {
    'user.submit': 'Submits the form',
    'user.next': 'Next',
    'user.back': 'Back',
  },
  guards: {
    isWizard: 'Shown as the wizard',
    formIsValid: 'Every field is valid',
    filterHasSmokerValue: 'The quote already has a tobacco answer',
    fieldIsValid: 'The field\'s value is valid',
    hasTempId: 'A saved enrollment exists',
    hasServerErrorAt: 'The server refused this field',
    opensPlansAfterSave: 'The plans open after the save',
  },
  actors: {
    validateDob: 'Checking date of birth',
    validateZipCode: 'Checking the zip code',
    createFilter: 'Saving the new quote',
    updateFilter: 'Saving the changed quote',
  },
};
