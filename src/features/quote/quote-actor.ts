import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { QuoteField } from '../../../contract/index.ts';
import type { quoteMachine } from '../../../machines/shared/quote/quote.machine.ts';

export type QuoteActor = ActorRefFrom<typeof quoteMachine>;
type QuoteSnapshot = SnapshotFrom<typeof quoteMachine>;

interface WizardStepMeta {
  step: number;
  field: QuoteField;
  title: string;
}

/** The wizard step the machine is in, read from its state meta (step number and field). */
export const wizardStepOf = (snapshot: QuoteSnapshot): WizardStepMeta | undefined =>
  Object.values(snapshot.getMeta() as Record<string, Partial<WizardStepMeta>>).find(
    (meta): meta is WizardStepMeta => meta.step !== undefined && meta.field !== undefined,
  );

export const WIZARD_STEPS = 6;
