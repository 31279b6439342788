import type { MachineLabels } from '../../machine.labels.ts';

/** Quote form and wizard, in the spec's words: what the studio shows for each state (by its path), event, guard and actor. */
export const quoteLabels: MachineLabels = {
  states: {
    choosingVariant: 'Choosing variant',
    form: 'Quote form',
    'form.choosingFields': 'Choosing fields',
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
    creatingFilter: 'Creating filter',
    updatingFilter: 'Updating filter',
    returningToField: 'Returning to field',
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
    isWizard: 'Wizard?',
    formIsValid: 'Form is valid',
    filterHasSmokerValue: 'Filter has smoker value',
    fieldIsValid: 'Field is valid',
    hasTempId: 'Has draft ID',
    hasServerErrorAt: 'Has server error at',
    opensPlansAfterSave: 'Opens plans after save',
  },
  actors: {
    validateDob: 'Checking date of birth',
    validateZipCode: 'Checking zip code',
    createFilter: 'Creating filter',
    updateFilter: 'Updating filter',
  },
};
