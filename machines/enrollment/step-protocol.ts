import type { AnyStateMachine, InputFrom, OutputFrom } from 'xstate';
import type { FormField, StepData, TabName } from '../../contract/index.ts';
import type { StoredValues } from '../shared/storage.ts';
import { saveRefusalOf, type SaveRefusal } from './save-refusal.ts';

/**
 * The step protocol: what the enrollment engine and every step machine it spawns (id `step`) say
 * to each other. A step machine takes `StepInput`, answers `StepRequest`s by sending `StepReply`s
 * to its parent, and ends in a final state whose output is `StepOutput` when its save succeeded.
 */

/** What the engine gives every step machine it spawns. */
export interface StepInput {
  tempId: string;
  tab: TabName;
  /** The stored browser values as the wizard opened (enroll_type, group_id, eprocess, ...). */
  stored: StoredValues;
  /** The enrollment's step list, in order (review shows a card per step). */
  steps: TabName[];
  /** The step just left for review (review focuses its section); null otherwise. */
  returnedFrom?: TabName | null;
}

/** What the engine asks of the step on screen. */
export type StepRequest =
  /** Next: judge and save what the screen holds (a form's values; list steps hold theirs). */
  | { type: 'step.save'; values: StepData }
  /** Save & Continue Later: run the step's own checks, then hand over what to keep. */
  | { type: 'step.saveLater'; values: StepData };

/** Whether the wizard's Next may be used now (with the step's tooltip for it, where the spec gives one), and if not, the words that say why. */
export type NextAvailability = { available: true; tooltip?: string } | { available: false; reason: string };

/** What a step tells the engine. */
export type StepReply =
  /** The save, or the checks before Save & Continue Later, refused: the step stays editable with its messages. */
  | { type: 'step.rejected' }
  /** The server refused the save without naming a field (409, 413, another 4xx, 5xx, offline): the engine says so at Next; what was typed stays. */
  | { type: 'step.refused'; refusal: SaveRefusal }
  /** What Save & Continue Later keeps: the step's structured data. */
  | { type: 'step.draft'; data: StepData }
  /** Next's availability changed (beneficiaries at 100%, the dependents' tier rules). */
  | { type: 'step.next'; next: NextAvailability };

/** A step's final output: its tab and what it saved. */
export interface StepOutput {
  tab: TabName;
  data: StepData;
}

/**
 * What the engine knows of a step machine once `keepingStepProtocol` has checked its ends: a
 * machine that takes StepInput and StepRequests, replies with StepReplies and ends with StepOutput.
 * Its own events and context are its own business (XState types events invariantly), so any
 * machine keeping the protocol can run a step; the tests' stand-in steps do.
 */
export type StepLogic = AnyStateMachine;

/** Why a machine cannot run a step, as the compiler reports it. */
interface BreaksStepProtocol<Why extends string> {
  breaksStepProtocol: Why;
}

/**
 * `M` when it keeps the protocol's ends: the engine's `StepInput` is an input it accepts, and its
 * output (what the engine hears as `xstate.done.actor.step`) is a `StepOutput`. Else the reason.
 */
export type KeepsStepProtocol<M extends AnyStateMachine> = [StepInput] extends [InputFrom<M>]
  ? [OutputFrom<M>] extends [StepOutput]
    ? M
    : BreaksStepProtocol<'its output is not a StepOutput'>
  : BreaksStepProtocol<'it does not take StepInput as its input'>;

/**
 * The step machines, each checked at compile time against the protocol's ends (`KeepsStepProtocol`):
 * a machine whose input the engine's `StepInput` does not fit, or whose output is not a
 * `StepOutput`, does not compile here. Returns the machines as given.
 */
export const keepingStepProtocol = <const Machines extends Record<string, AnyStateMachine>>(
  machines: Machines & { [Kind in keyof Machines]: KeepsStepProtocol<Machines[Kind]> },
): Machines => machines;

/** The engine hears a step's successful save as its done event. */
export type StepDoneEvent = { type: 'xstate.done.actor.step'; output: StepOutput };

export const NEXT_AVAILABLE: NextAvailability = { available: true };

/**
 * The replies, as the events a step machine's sendParent actions send. By convention each step
 * names them alike (`tellRejected`, `tellRefused` with params `{ error }`, `handOverDraft` with params `{ data }`, `tellNext...`), so a
 * walk can hold a step's draft whatever its kind.
 */
export const stepReplies = {
  rejected: { type: 'step.rejected' } as const satisfies StepReply,
  refused: (error: unknown) => ({ type: 'step.refused', refusal: saveRefusalOf(error) }) as const satisfies StepReply,
  draft: (data: StepData) => ({ type: 'step.draft', data }) as const satisfies StepReply,
  next: (next: NextAvailability) => ({ type: 'step.next', next }) as const satisfies StepReply,
};

/** One detail line of a health answer (its field and value). */
export type DetailField = Pick<FormField, 'field_name' | 'value'>;

/** A health question's answer as review's View Details shows it. */
export interface HealthAnswerDetails {
  question_id: number;
  question_text: string;
  /** '1' yes, '0' no. */
  yes_no_flag: string;
  details: DetailField[];
}

/**
 * What review's View Details shows of a step, by kind: a form's saved fields; a list (beneficiaries,
 * dependents), each entry titled with its fields; health answers (two layouts by question id).
 */
export type StepDetails =
  | { kind: 'fields'; fields: FormField[]; /** whose labels name them (a step's own, field-ui's tabFieldUi) */ tab?: TabName }
  | { kind: 'list'; items: { title: string; fields: DetailField[] }[] }
  /** the agreement: the texts agreed to, the labelled fields, the signature (a PNG data URL, or null) */
  | { kind: 'agreement'; agreed: string[]; fields: { label: string; value: string }[]; signature: string | null }
  /** withheld: the server shows this session no health answers (a group administrator's), so none are listed */
  | { kind: 'health'; answers: HealthAnswerDetails[]; withheld: boolean };
