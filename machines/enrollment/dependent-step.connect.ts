import type { SnapshotFrom } from 'xstate';
import type { DependentRelationship } from '../../contract/index.ts';
import { canAddDependent, nextRelationship, offersEnrollSpouse, showsCanProceed, showsOneChildError } from './dependent-rules.ts';
import { factsOf, type dependentStepMachine } from './dependent-step.machine.ts';

export type DependentStepSnapshot = SnapshotFrom<typeof dependentStepMachine>;

/** What Dependent Information shows (spec 3 §2.2, §4.1), read from the step's snapshot alone. */
export interface DependentsView {
  screen: 'loading' | 'unavailable' | 'step';
  /** The premier IF question is open: no add form, no Edit. */
  asking: boolean;
  /** The server refused to keep the changed list: Try again, Delete only. */
  notSaved: boolean;
  /** An edit is open: its index (add, delete and Next blocked). */
  editIndex: number | null;
  /** Listed dependents offer Edit (not while asked or not saved) and Delete (not while asked). */
  canEdit: boolean;
  canDelete: boolean;
  /** A change is checked or the list kept: Edit and Delete wait, busy, until the server answers (the machine hears no other change meanwhile). */
  listBusy: boolean;
  /** The red premier IC 'Only one child is allowed in L713 plans …'. */
  oneChildError: boolean;
  /** The green 'You can proceed further clicking next button'. */
  canProceed: boolean;
  /** The 'Enroll Spouse' link that re-opens the premier IF question. */
  enrollSpouse: boolean;
  /** The add form ('Dependent #n', '+ Add Spouse' / '+ Add Child') while add is offered. */
  addForm: { relationship: DependentRelationship; number: number } | null;
  /** While an edit is open, the add button that waits for it ('+ Add …', disabled). */
  blockedAdd: DependentRelationship | null;
}

/**
 * The dependents screen as props (in the manner of zag's `connect`): the tier rules
 * (./dependent-rules.ts, the machine's guards) applied to the snapshot, so the screen decides nothing.
 */
export const connectDependents = (snapshot: DependentStepSnapshot): DependentsView => {
  const { context } = snapshot;
  const facts = factsOf(context);
  const asking = snapshot.matches('askingSpouse');
  const notSaved = snapshot.matches('notSaved');
  const editing = context.editIndex !== null;
  const listing = !asking && !editing && !notSaved;
  const next = nextRelationship(facts);
  return {
    screen: snapshot.hasTag('loading') ? 'loading' : snapshot.matches('unavailable') ? 'unavailable' : 'step',
    asking,
    notSaved,
    editIndex: context.editIndex,
    canEdit: !asking && !notSaved,
    canDelete: !asking,
    listBusy: snapshot.hasTag('checking') || snapshot.hasTag('saving'),
    oneChildError: showsOneChildError(facts),
    canProceed: listing && showsCanProceed(facts),
    enrollSpouse: listing && offersEnrollSpouse(facts),
    addForm: listing && canAddDependent(facts) && next ? { relationship: next, number: context.dependents.length + 1 } : null,
    blockedAdd: editing ? next : null,
  };
};
