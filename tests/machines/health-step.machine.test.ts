import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise, setup, waitFor, type AnyActorRef } from 'xstate';
import { healthMessages, stepMessages, type StepData } from '../../contract/index.ts';
import { healthStepDetails } from '../../machines/enrollment/health-details.ts';
import { healthStepMachine } from '../../machines/enrollment/health-step.machine.ts';
import type { StepInput, StepReply } from '../../machines/enrollment/step-protocol.ts';
import type { StoredValues } from '../../machines/shared/storage.ts';
import { healthFixtures as h } from '../../model-tests/lib/health-fixtures.ts';

// The health step's protocol with the engine (spec 2 §4, §5, §8): refusals, drafts, the stored flags.

const input = (stored: StoredValues): StepInput => ({ tempId: 'TE1', tab: 'primary_health_info', stored, steps: ['primary_health_info', 'review_info'] });

/** The step under a parent that records its replies; its calls answer as given. */
const start = (stored: StoredValues, calls: { existing?: () => Promise<unknown>; questions?: unknown; save?: (request: unknown) => Promise<unknown> } = {}) => {
  const saves: unknown[] = [];
  const writes: StoredValues[] = [];
  const step = healthStepMachine.provide({
    actors: {
      getExistingPrimaryHealthInfo: fromPromise(async () => (calls.existing ? calls.existing() : h.noExisting)) as never,
      getHealthQuestionsPrimaryHealthInfo: fromPromise(async () => calls.questions ?? h.questions) as never,
      savePrimaryHealthInfo: fromPromise(async ({ input: request }) => {
        saves.push(request);
        return calls.save ? calls.save(request) : h.saved;
      }) as never,
    },
    actions: { storeValues: (_, values: StoredValues) => void writes.push(values), logFailure: () => undefined },
  });
  const parent = setup({ types: { context: {} as { replies: StepReply[] } }, actors: { step } }).createMachine({
    context: { replies: [] },
    invoke: { id: 'step', src: 'step', input: () => input(stored) },
    on: { '*': { actions: assign({ replies: ({ context, event }) => [...context.replies, event as StepReply] }) } },
  });
  const actor = createActor(parent).start();
  const child = () => actor.getSnapshot().children.step as AnyActorRef;
  return { actor, child, saves, writes };
};

describe('the health step with its engine', () => {
  it('refuses unanswered questions with the spec’s words and tells the engine; keeps nothing', async () => {
    const { actor, child, saves } = start({});
    await waitFor(child(), (s) => s.matches('editing'));
    child().send({ type: 'step.save', values: h.values.unanswered });
    expect(actor.getSnapshot().context.replies.map((r) => r.type)).toEqual(['step.rejected']);
    expect(Object.values(child().getSnapshot().context.errors)).toContain(healthMessages.answerAll);
    expect(saves).toEqual([]);
  });

  it('carries answers_withheld from the questions (a group administrator’s session) and still saves the answers given', async () => {
    const shown = start({});
    await waitFor(shown.child(), (s) => s.matches('editing'));
    expect(shown.child().getSnapshot().context.answersWithheld).toBe(false);
    const withheld = start({}, { questions: h.withheldQuestions });
    await waitFor(withheld.child(), (s) => s.matches('editing'));
    expect(withheld.child().getSnapshot().context.answersWithheld).toBe(true);
    const done = waitFor(withheld.child(), (s) => s.status === 'done');
    withheld.child().send({ type: 'step.save', values: h.values.good });
    await done;
    expect(withheld.saves).toEqual([{ enrollment_id: 'TE1', ...h.answers.good }]);
  });

  it('refuses a future date at its key; saves good answers, then stores isSpouseEnrollAccept false and ends with them', async () => {
    const { child, saves, writes } = start({});
    await waitFor(child(), (s) => s.matches('editing'));
    child().send({ type: 'step.save', values: h.values.futureDate });
    expect(child().getSnapshot().context.errors).toEqual({ 'condition_questions.2.conditions.0.last_seen_by_physician': stepMessages.futureDate });
    const done = waitFor(child(), (s) => s.status === 'done');
    child().send({ type: 'step.save', values: h.values.good });
    const snapshot = await done;
    expect(saves).toEqual([{ enrollment_id: 'TE1', ...h.answers.good }]);
    expect(writes).toEqual([{ isSpouseEnrollAccept: 'false' }]);
    expect(snapshot.output).toEqual({ tab: 'primary_health_info', data: h.answers.good });
  });

  it('shows the server’s messages at their keys', async () => {
    const { child } = start({}, { save: () => Promise.reject(h.serverDateError) });
    await waitFor(child(), (s) => s.matches('editing'));
    child().send({ type: 'step.save', values: h.values.good });
    await waitFor(child(), (s) => s.matches('editing') && Object.keys(s.context.errors).length > 0);
    expect(child().getSnapshot().context.errors).toEqual({ 'condition_questions.2.conditions.0.last_seen_by_physician': stepMessages.futureDate });
  });

  it('hands the answers as they stand to Save & Continue Later (nested answers kept; values not in shape keep nothing)', async () => {
    const { actor, child } = start({});
    await waitFor(child(), (s) => s.matches('editing'));
    child().send({ type: 'step.saveLater', values: h.values.draft });
    child().send({ type: 'step.saveLater', values: { condition_questions: 'no' } as StepData });
    expect(actor.getSnapshot().context.replies).toEqual([
      { type: 'step.draft', data: h.answers.draft },
      { type: 'step.draft', data: {} },
    ]);
  });

  it('an existing member without health_track: earlier answers loaded, saved, health_track stored, then the questions', async () => {
    const { child, saves, writes } = start({ enroll_type: 'existing-member' }, { existing: async () => h.existing });
    await waitFor(child(), (s) => s.matches('editing'));
    expect(saves).toEqual([{ enrollment_id: 'TE1', ...h.answers.good }]);
    expect(writes).toEqual([{ health_track: '1' }]);
  });

  it('with health_track stored, or for a new applicant, the earlier answers are not asked for', async () => {
    for (const stored of [{ enroll_type: 'existing-member', health_track: '1' }, {}] as StoredValues[]) {
      let asked = 0;
      const { child, saves } = start(stored, {
        existing: async () => {
          asked += 1;
          return h.existing;
        },
      });
      await waitFor(child(), (s) => s.matches('editing'));
      expect(asked).toBe(0);
      expect(saves).toEqual([]);
    }
  });
});

describe('review’s View Details of the health step', () => {
  it('each question with its yes/no and its review layout; 145 none; the medications as entries', () => {
    const details = healthStepDetails({
      codition_questions: [
        { question_id: 141, question_text: 'Q141', yes_no_flag: '1', conditions: [{ health_condition: 'BP' }] },
        { question_id: 145, question_text: 'Q145', yes_no_flag: '1', conditions: [] },
        { question_id: 146, question_text: 'Q146', yes_no_flag: '1', conditions: [{ condition: 'Asthma', physician_name: 'Dr. Ruiz' }] },
      ],
      medication_question: { question_id: 150, question_text: 'Meds', yes_no_flag: '1', medications: [{ medication: 'A', dosage: '1 mg', medical_condition: 'X' }] },
      answers_withheld: false,
    });
    expect(details.kind).toBe('health');
    if (details.kind !== 'health') return;
    expect(details.answers.map((a) => a.details.map((d) => d.field_name))).toEqual([
      ['health_condition', 'date_of_onset', 'date_of_recovery', 'is_treatment', 'is_medicate', 'd_last_seen', 'symptoms'],
      [],
      ['condition', 'status', 'last_seen_by_physician', 'date_of_recovery', 'physician_name', 'address', 'phone'],
      ['medication_1', 'dosage_1', 'medical_condition_1'],
    ]);
    expect(details.answers[2]?.details.find((d) => d.field_name === 'physician_name')?.value).toBe('Dr. Ruiz');
    expect(details).toMatchObject({ withheld: false });
  });

  it('withheld from the session (answers_withheld): no answer at all, so none reads as a No', () => {
    expect(healthStepDetails({ ...h.questions.result, answers_withheld: true })).toEqual({ kind: 'health', answers: [], withheld: true });
  });
});
