import type { TabName } from '../../contract/index.ts';
import type { StoredValues } from '../shared/storage.ts';

/**
 * What the engine gives every step machine it spawns (id `step`). A step answers the engine's
 * `step.save { values }` by saving and reaching a final state, or by sending `step.rejected` to
 * its parent and staying editable.
 */
export interface StepInput {
  tempId: string;
  tab: TabName;
  stored: StoredValues;
  /** The enrollment's step list, in order (review shows a card per step). */
  steps: TabName[];
}
