import type { SnapshotFrom } from 'xstate';
import { isRequiredInPlay, type FieldSpecs, type FormField, type TabName } from '../../contract/index.ts';
import { formSpecsOf, type FieldOption, type formStepMachine } from './form-step.machine.ts';
import { formStepOf } from './steps/index.ts';

export type FormStepSnapshot = SnapshotFrom<typeof formStepMachine>;

/** A field the form shows, as the machine has it. */
export interface ShownField {
  definition: FormField;
  /** Marked required: its definition says so, or it is conditional and now in play. */
  required: boolean;
  /** A select's choices from its list call. */
  options: FieldOption[] | undefined;
  /** The state a found zip filled: shown, not editable (spec 2 §4). */
  locked: boolean;
}

/** What a server-driven form shows, read from the form step's snapshot alone. */
export interface FormStepProps {
  tab: TabName;
  /** The fields in play, in the server's order: what the form renders. */
  shown: ShownField[];
  /** The zip whose edits look up the state it fills (spec 2 §4, Employer); none on other steps. */
  zipLookup: { zip: string; state: string } | null;
  /** The contract's rules of the step's fields, which the form judges each shown field by as it is typed. */
  specs: FieldSpecs;
}

export const connectFormStep = (snapshot: FormStepSnapshot): FormStepProps => {
  const { tab, fields, inPlay, options, lookup } = snapshot.context;
  const specs = formSpecsOf(tab);
  const zipLookup = formStepOf(tab)?.zipLookup ?? null;
  return {
    tab,
    specs,
    zipLookup,
    shown: fields
      .filter((definition) => inPlay.includes(definition.field_name))
      .map((definition) => ({
        definition,
        required: isRequiredInPlay(definition, specs),
        options: options[definition.field_name],
        locked: zipLookup?.state === definition.field_name && lookup?.locked === true,
      })),
  };
};
