import type { TabName } from '../../contract/index.ts';
import { kindOf } from '../../machines/enrollment/step-registry.ts';
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
  children: { step?: { getSnapshot: () => { status: string; value: unknown } } };
}

/**
 * A form step (Personal, Contact, Employer Information) of the visitor's own enrollment run on the
 * server to what it shows first (src/ssr/page-machines.ts): the engine reads the tabs, spawns the
 * step's machine (`step`), and that machine loads its definitions, kept values and choices. Their
 * reads are the request's (the API's enrollment gate answers only the session bound to the
 * tempId), their option lists cached in a client of this render only, their storage writes
 * (nav_array) the render's, which the browser replays; the engine's `navigate` moves the render's
 * memory router only. The page takes the engine through `usePageActor('enrollment', ...)`; its
 * persisted snapshot carries the step's.
 *
 * Null, and the page is start-up's shell, when the browser would show something else, or it is not
 * yet known to show the same: a step of another kind (health, dependents, beneficiaries,
 * agreement, billing, review: not yet walked for hydration), no step in the URL (the engine moves
 * to its first), a step not in the list, a submitted enrollment (the receipt), a read that failed
 * (the browser tries again), or a session offered the Enroller Code popup (a rep's, or a group's
 * that needs a code): it reads the stored code, which is not mirrored.
 */
export const settledWizardStep: PageToSettle = async ({ router, storage, stored, signal }) => {
  const { step } = (router.state.matches.at(-1)?.params ?? {}) as { step?: TabName };
  if (step === undefined || kindOf(step) !== 'form' || stored.tempId === undefined || offersEnrollerCode(stored)) return null;
  const machine = provideEnrollment(router, { storage, cache: createQueryClient() });
  const engine = await settledActor(machine, { tempId: stored.tempId, tab: step, stored }, signal);
  const shown = engine.getSnapshot() as ShownStep;
  const stepShown = shown.children.step?.getSnapshot();
  const showsAsked = shown.status === 'active' && shown.matches({ showingStep: 'editing' }) && shown.context.steps[shown.context.index] === step;
  if (!showsAsked || stepShown?.status !== 'active' || stepShown.value === 'unavailable') {
    engine.stop();
    return null;
  }
  return { enrollment: engine };
};
