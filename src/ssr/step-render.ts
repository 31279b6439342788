import type { TabName } from '../../contract/index.ts';
import { loadsExistingHealth } from '../../machines/enrollment/health-step.machine.ts';
import { kindOf } from '../../machines/enrollment/step-registry.ts';
import type { StepKind } from '../../machines/enrollment/steps/index.ts';
import { offersEnrollerCode } from '../../machines/shared/enroller-code/needs-enroller-code.ts';
import { provideEnrollment } from '../adapters/enrollment.ts';
import { createQueryClient } from '../api/query-client.ts';
import type { PageToSettle } from './page-machines.ts';
import { settledActor } from './settled-actor.ts';

/** Where the wizard's engine and its step show, as far as the render needs to know. */
interface ShownStep {
  status: string;
  matches: (state: unknown) => boolean;
  context: { steps: TabName[]; index: number };
  children: { step?: { getSnapshot: () => StepShown } };
}

/** A step's machine as the render looks at it. */
interface StepShown {
  status: string;
  value: unknown;
  context: Partial<{ cart: unknown; sections: unknown; fields: readonly unknown[]; relationships: readonly unknown[]; method: string | null; states: readonly unknown[] }>;
}

/**
 * Every kind of step is rendered whole (its screen walked for hydration from the server's HTML),
 * each with whether its step shows what it read: after a read that failed the page is left to the
 * browser, which tries again (a form step, health, dependents or the agreement unavailable; billing
 * without its payment type, fields or a card's states; review without its cart or its sections;
 * beneficiaries without the form's definitions or relationships).
 */
const readWhole: Record<StepKind, (step: StepShown) => boolean> = {
  form: (step) => step.value !== 'unavailable',
  health: (step) => step.value !== 'unavailable',
  // its other reads fail to what the browser shows too (every field asked, no health questions, no list)
  dependents: (step) => step.value !== 'unavailable',
  agreement: (step) => step.value !== 'unavailable',
  // a failed read of the fields, or of a card's states, would show the form without them
  billing: (step) => step.value !== 'unavailable' && step.context.method !== null && Boolean(step.context.fields?.length) && (step.context.method !== 'cc' || Boolean(step.context.states?.length)),
  review: (step) => step.context.cart !== null && step.context.sections !== null,
  // its list read alone cannot tell a failure from no list: both show none, as in the browser
  beneficiaries: (step) => Boolean(step.context.fields?.length && step.context.relationships?.length),
};

/**
 * A wizard step of the visitor's own enrollment (a form step, Primary Health Questions, Beneficiary
 * Information, Dependent Information, Agreement & Signature, Billing Information or Review &
 * Confirmation) run on the server to what it shows first (src/ssr/page-machines.ts): the engine
 * reads the tabs, spawns the step's machine (`step`), and that machine loads what it shows (a form
 * step its definitions, kept values and choices; health its questions with the kept answers;
 * beneficiaries the add form's definitions, the relationships and the kept list; dependents the
 * tier, the fields, the health questions where asked and the kept list; the agreement its texts,
 * fields and what was agreed, the signature pad's canvas drawn on by the browser's code; billing
 * the payment type, the saved cards or accounts and the kept details, never a card number or
 * security code (neither is kept); review the cart, the notes and every card's section). The
 * API answers them as it answers the browser: SSNs masked, health answers only to a reader who may
 * see them. Their reads are the request's (the API's enrollment gate answers only the session
 * bound to the tempId), their option lists cached in a client of this render only, their storage
 * writes (nav_array) the render's, which the browser replays; the engine's
 * `navigate` moves the render's memory router only. The page takes the engine through
 * `usePageActor('enrollment', ...)`; its persisted snapshot carries the step's.
 *
 * Null, and the page is start-up's shell, when the browser would show something else, or it is not
 * yet known to show the same: no step in the URL (the engine moves to its first), a step not in the
 * list, a submitted enrollment (the receipt), a read that failed (the browser tries again), an
 * existing member's first health step (it saves their earlier answers as it opens), or a session
 * offered the Enroller Code popup (a rep's, or a group's that needs a code): it reads the
 * stored code, which is not mirrored.
 */
export const settledWizardStep: PageToSettle = async ({ router, storage, stored, signal }) => {
  const { step } = (router.state.matches.at(-1)?.params ?? {}) as { step?: TabName };
  if (step === undefined || stored.tempId === undefined || offersEnrollerCode(stored)) return null;
  // an existing member's first health step saves their earlier answers as it opens: a page's GET saves nothing
  if (kindOf(step) === 'health' && loadsExistingHealth(stored)) return null;
  const machine = provideEnrollment(router, { storage, cache: createQueryClient() });
  const engine = await settledActor(machine, { tempId: stored.tempId, tab: step, stored }, signal);
  const shown = engine.getSnapshot() as ShownStep;
  const stepShown = shown.children.step?.getSnapshot();
  const showsAsked = shown.status === 'active' && shown.matches({ showingStep: 'editing' }) && shown.context.steps[shown.context.index] === step;
  if (!showsAsked || stepShown?.status !== 'active' || !readWhole[kindOf(step)](stepShown)) {
    engine.stop();
    return null;
  }
  return { enrollment: engine };
};
