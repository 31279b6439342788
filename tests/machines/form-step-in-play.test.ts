import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { connectFormStep } from '../../machines/enrollment/form-step.connect.ts';
import { formStepMachine } from '../../machines/enrollment/form-step.machine.ts';
import { enrollmentFixtures as f, formFixtureOf } from '../../model-tests/lib/enrollment-fixtures.ts';

// Which fields a form step shows as the applicant types is the machine's to say (issue 27 §1; spec 2
// §3, §9): prior coverage's carrier once prior coverage is Yes, the other ethnic text once Other is
// chosen; each of them required while it shows. The form only sends what was typed.

const noop = () => undefined;
const startPersonal = async () => {
  const machine = formStepMachine.provide({
    actors: { loadFields: fromPromise(async () => f.personalFields), loadOptions: fromPromise(async () => ({})) },
    actions: { tellRejected: noop, tellRefused: noop, handOverDraft: noop, logFailure: noop },
  });
  const actor = createActor(machine, { input: { tempId: 'TE1', tab: 'primary_info', stored: {}, steps: ['primary_info', 'review_info'] } }).start();
  await waitFor(actor, (snapshot) => snapshot.matches('editing'));
  return actor;
};
const shownOf = (actor: Awaited<ReturnType<typeof startPersonal>>) => connectFormStep(actor.getSnapshot()).shown;
const namesOf = (actor: Awaited<ReturnType<typeof startPersonal>>) => shownOf(actor).map((field) => field.definition.field_name);

describe('form step: the fields in play follow what is typed', () => {
  const typed = { ...formFixtureOf('primary_info').values.valid };

  it('shows the carrier only once prior coverage is Yes, required while it shows', async () => {
    const actor = await startPersonal();
    expect(namesOf(actor)).not.toContain('prior_carrier_name');
    actor.send({ type: 'user.typed', values: { ...typed, prior_coverage_flag: '1' } });
    expect(namesOf(actor)).toContain('prior_carrier_name');
    expect(shownOf(actor).find((field) => field.definition.field_name === 'prior_carrier_name')?.required).toBe(true);
    actor.send({ type: 'user.typed', values: { ...typed, prior_coverage_flag: '0' } });
    expect(namesOf(actor)).not.toContain('prior_carrier_name');
  });

  it('shows the other ethnic text only once Other is chosen, in the server order', async () => {
    const actor = await startPersonal();
    expect(namesOf(actor)).not.toContain('ethnic_category_other_type');
    actor.send({ type: 'user.typed', values: { ...typed, ethnic_category: '12' } });
    expect(namesOf(actor).slice(-2)).toEqual(['ethnic_category', 'ethnic_category_other_type']);
  });

  it('keeps what it shows when a keystroke changes nothing in play', async () => {
    const actor = await startPersonal();
    const before = actor.getSnapshot();
    actor.send({ type: 'user.typed', values: { ...typed, first_name: 'Anna' } });
    expect(actor.getSnapshot().context.inPlay).toBe(before.context.inPlay);
  });
});
