import { describe, expect, it } from 'vitest';
import { assign, createActor, createMachine, fromPromise, waitFor, type AnyActorLogic, type AnyActorRef, type AnyEventObject } from 'xstate';
import { dependentMessages, householdMessages, type Dependent } from '../../contract/index.ts';
import { apiFailure } from '../../model-tests/lib/index.ts';
import type { StoredValues } from '../../machines/shared/storage.ts';
import { connectDependents } from '../../machines/enrollment/dependent-step.connect.ts';
import { dependentStepMachine } from '../../machines/enrollment/dependent-step.machine.ts';
import type { StepInput } from '../../machines/enrollment/step-protocol.ts';
import { dependentFixtures as fx, dependentPeople as people, noHealth } from '../../model-tests/models/dependent-step.ts';
import { stubActors } from './support.ts';

// The dependents step as the engine hosts it (spec 3 §4.1, §5, §7, §8): what it tells its parent
// (step.next, step.draft, step.rejected), what it calls with, what it stores, and where it ends.

const input = (stored: StoredValues = {}): StepInput => ({ tempId: 'TE1', tab: 'dependent_info', stored, steps: ['primary_info', 'dependent_info', 'review_info'] });
const [IF, IS, IC] = fx.tiers;

/** A parent that spawns the step as the engine does and keeps every reply and stored value. */
const hosted = (calls: Partial<Record<string, AnyActorLogic>>, stored: StoredValues = {}) => {
  const stubs = stubActors();
  const storedValues: StoredValues[] = [];
  const step = dependentStepMachine.provide({
    actors: {
      getMoreRequirement: stubs.resolves('getMoreRequirement', fx.premier),
      getEnrollmentTempInfo: stubs.resolves('getEnrollmentTempInfo', IF),
      getFormFieldsDependentPrimaryInfo: stubs.resolves('getFormFieldsDependentPrimaryInfo', fx.fields),
      checkTabRequired: stubs.resolves('checkTabRequired', fx.healthNotRequired),
      getHealthQuestionsDependentInfo: stubs.resolves('getHealthQuestionsDependentInfo', fx.questions),
      getDependentsExistingUserEnrollment: stubs.resolves('getDependentsExistingUserEnrollment', fx.existing),
      getEnrollmentTempStep: stubs.resolves('getEnrollmentTempStep', fx.tempNone),
      validateSingleDependent: stubs.resolves('validateSingleDependent', fx.valid),
      saveDependentInfoToTemp: stubs.resolves('saveDependentInfoToTemp', fx.tempSaved),
      saveDependentInfo: stubs.resolves('saveDependentInfo', fx.saved),
      ...calls,
    } as never,
    actions: { logFailure: () => undefined, storeValues: (_: unknown, values: StoredValues) => void storedValues.push(values) },
  });
  const parent = createMachine({
    types: {} as { context: { replies: AnyEventObject[]; done: unknown } },
    context: { replies: [], done: null },
    invoke: { id: 'step', src: step, input: input(stored), onDone: { actions: assign({ done: ({ event }) => event.output }) } },
    on: { '*': { actions: assign({ replies: ({ context, event }) => [...context.replies, event] }) } },
  });
  const actor = createActor(parent).start();
  const child = () => actor.getSnapshot().children.step as AnyActorRef;
  const replies = () => actor.getSnapshot().context.replies;
  const lastNext = () => replies().filter((reply) => reply.type === 'step.next').at(-1)?.next;
  const inState = (state: string) => waitFor(child(), (snapshot) => snapshot.matches(state));
  const names = () => (child().getSnapshot().context.dependents as Dependent[]).map((dependent) => `${dependent.primary_info.relationship}:${dependent.primary_info.first_name}`);
  return { stubs, actor, child, replies, lastNext, inState, names, storedValues };
};

describe('the dependent step machine', () => {
  it('premier IF asks the spouse question: unanswered refused, Yes makes the first added a spouse, then children; the accept flag is stored', async () => {
    const host = hosted({});
    await host.inState('askingSpouse');
    expect(host.lastNext()).toEqual({ available: false, reason: dependentMessages.spouseStatus });
    host.child().send({ type: 'user.addDependent', values: people.luis });
    expect(host.child().getSnapshot().matches('askingSpouse')).toBe(true);
    host.child().send({ type: 'user.answerSpouse', answer: '' });
    expect(host.child().getSnapshot().context.errors).toEqual({ spouse_status: dependentMessages.spouseStatus });
    host.child().send({ type: 'user.answerSpouse', answer: 'yes' });
    await host.inState('listing');
    expect(host.storedValues).toEqual([{ isSpouseEnrollAccept: 'true' }]);
    host.child().send({ type: 'user.addDependent', values: people.luis });
    await host.inState('listing');
    expect(host.lastNext()).toEqual({ available: false, reason: dependentMessages.premierIfTwo });
    host.child().send({ type: 'user.addDependent', values: people.sofia });
    await waitFor(host.child(), () => host.names().length === 2);
    await host.inState('listing');
    expect(host.names()).toEqual(['spouse:Luis', 'child:Sofia']);
    // empty fields removed before the check; the list to temp after each change
    expect(host.stubs.inputsOf('validateSingleDependent')[1]).toEqual({ enrollment_id: 'TE1', primary_info: { ...people.sofia, relationship: 'child', employed: '0' }, health_info: undefined });
    expect(host.stubs.inputsOf('saveDependentInfoToTemp')).toHaveLength(2);
    expect(host.lastNext()).toEqual({ available: true, tooltip: dependentMessages.nextTooltip });
    host.child().send({ type: 'step.save', values: {} });
    await waitFor(host.actor, (snapshot) => snapshot.context.done !== null);
    expect(host.actor.getSnapshot().context.done).toMatchObject({ tab: 'dependent_info', data: { dependents: [{ primary_info: { first_name: 'Luis' } }, { primary_info: { first_name: 'Sofia' } }] } });
  });

  it("a refused spouse leaves the spouse not existing (spec 3 §8's flag toggled back): the add form still asks a spouse", async () => {
    const host = hosted({ getMoreRequirement: stubActors().resolves('getMoreRequirement', fx.plain), validateSingleDependent: stubActors().rejects('validateSingleDependent', fx.checkRefused) });
    await host.inState('listing');
    expect(connectDependents(host.child().getSnapshot()).addForm).toEqual({ relationship: 'spouse', number: 1 });
    host.child().send({ type: 'user.addDependent', values: people.luis });
    await waitFor(host.child(), (snapshot) => snapshot.matches('listing') && Object.keys(snapshot.context.errors).length > 0);
    expect(host.names()).toEqual([]);
    expect(connectDependents(host.child().getSnapshot())).toMatchObject({ addForm: { relationship: 'spouse', number: 1 }, canProceed: false, enrollSpouse: false });
  });

  it('an add is kept, then the list is fetched again and shows as the server keeps it (spec 3 §4.1)', async () => {
    const kept = { ...people.sofia, relationship: 'child', ssn: '*****3219' };
    let reads = 0;
    const tempStep = fromPromise<unknown, { column: string }>(async () => (reads++ === 0 ? fx.tempNone : { result: { dependents: [{ primary_info: { ...kept, dependent_id: 'D00000000a1' } }] } }));
    const host = hosted({ getMoreRequirement: stubActors().resolves('getMoreRequirement', fx.plain), getEnrollmentTempInfo: stubActors().resolves('getEnrollmentTempInfo', IC), getEnrollmentTempStep: tempStep });
    await host.inState('listing');
    host.child().send({ type: 'user.addDependent', values: people.sofia });
    await waitFor(host.child(), (snapshot) => snapshot.matches('refetchingList'));
    expect(host.stubs.inputsOf('saveDependentInfoToTemp')).toHaveLength(1);
    await host.inState('listing');
    expect(reads).toBe(2);
    expect(host.child().getSnapshot().context.dependents.map((dependent: Dependent) => dependent.primary_info.dependent_id)).toEqual(['D00000000a1']);
    expect(host.lastNext()).toEqual({ available: true, tooltip: dependentMessages.nextTooltip });
  });

  it("an existing member's No stashes the spouse; Enroll Spouse re-opens and Yes restores him; deleting the last re-opens the question", async () => {
    const host = hosted({}, { enroll_type: 'existing-member' });
    await host.inState('askingSpouse');
    expect(host.names()).toEqual(['spouse:Luis', 'child:Sofia']);
    host.child().send({ type: 'user.answerSpouse', answer: 'no' });
    await host.inState('listing');
    expect(host.names()).toEqual(['child:Sofia']);
    host.child().send({ type: 'user.enrollSpouse' });
    await host.inState('askingSpouse');
    host.child().send({ type: 'user.answerSpouse', answer: 'yes' });
    await host.inState('listing');
    expect(host.names()).toEqual(['spouse:Luis', 'child:Sofia']);
    // the on-file SSNs are masked: Next and Save & Continue Later name the dependents to edit
    host.child().send({ type: 'step.save', values: {} });
    expect(host.child().getSnapshot().context.failures).toEqual(['Dependent #1 Invalid Social Security Number', 'Dependent #2 Invalid Social Security Number']);
    host.child().send({ type: 'step.saveLater', values: {} });
    expect(host.replies().filter((reply) => reply.type === 'step.rejected')).toHaveLength(2);
    host.child().send({ type: 'user.deleteDependent', index: 1 });
    await host.inState('listing');
    host.child().send({ type: 'user.deleteDependent', index: 0 });
    await host.inState('askingSpouse');
    expect(host.child().getSnapshot().context.spouseAnswer).toBe('none');
  });

  it('while a Delete is kept, Edit and Delete wait, busy (a second click would be lost); then the second Delete is kept too', async () => {
    const sent: string[][] = [];
    let release = () => {};
    const save = fromPromise<unknown, { dependents: Dependent[] }>(({ input }) => {
      sent.push(input.dependents.map((dependent) => dependent.primary_info.first_name!));
      return sent.length === 1 ? new Promise((resolve) => (release = () => resolve(fx.tempSaved))) : Promise.resolve(fx.tempSaved);
    });
    const host = hosted({ getMoreRequirement: stubActors().resolves('getMoreRequirement', fx.plain), saveDependentInfoToTemp: save }, { enroll_type: 'existing-member' });
    await host.inState('listing');
    expect(connectDependents(host.child().getSnapshot()).listBusy).toBe(false);
    host.child().send({ type: 'user.deleteDependent', index: 1 });
    await host.inState('savingTemp');
    expect(connectDependents(host.child().getSnapshot())).toMatchObject({ listBusy: true, canDelete: true });
    release();
    await host.inState('listing');
    expect(connectDependents(host.child().getSnapshot()).listBusy).toBe(false);
    host.child().send({ type: 'user.deleteDependent', index: 0 });
    await host.inState('listing');
    expect(host.names()).toEqual([]);
    expect(sent).toEqual([['Luis'], []]);
  });

  it('a stored accept flag stands for the answer: no question, the loaded list decides', async () => {
    const host = hosted({ getEnrollmentTempStep: stubActors().resolves('getEnrollmentTempStep', fx.tempKept) }, { isSpouseEnrollAccept: 'true' });
    await host.inState('listing');
    expect(host.child().getSnapshot().context.spouseAnswer).toBe('no');
  });

  it('IS takes one spouse; existing dependents load per tier (IS the spouse, IC the children)', async () => {
    const spouse = hosted({ getMoreRequirement: stubActors().resolves('getMoreRequirement', fx.plain), getEnrollmentTempInfo: stubActors().resolves('getEnrollmentTempInfo', IS) }, { enroll_type: 'existing-member' });
    await spouse.inState('listing');
    expect(spouse.names()).toEqual(['spouse:Luis']);
    spouse.child().send({ type: 'user.addDependent', values: people.sofia });
    expect(spouse.child().getSnapshot().matches('listing')).toBe(true);
    expect(spouse.stubs.inputsOf('validateSingleDependent')).toEqual([]);
    const children = hosted({ getEnrollmentTempInfo: stubActors().resolves('getEnrollmentTempInfo', IC) }, { enroll_type: 'existing-member' });
    await children.inState('listing');
    expect(children.names()).toEqual(['child:Sofia']);
  });

  it('the edit lock: Next waits with its reason, delete and add are not taken; an update replaces the dependent', async () => {
    const host = hosted({ getEnrollmentTempInfo: stubActors().resolves('getEnrollmentTempInfo', IC), getEnrollmentTempStep: stubActors().resolves('getEnrollmentTempStep', fx.tempKept) });
    await host.inState('listing');
    host.child().send({ type: 'user.editDependent', index: 0 });
    expect(host.lastNext()).toEqual({ available: false, reason: dependentMessages.editFirstContinue });
    host.child().send({ type: 'user.deleteDependent', index: 0 });
    host.child().send({ type: 'user.addDependent', values: people.luis });
    expect(host.child().getSnapshot().matches('editing')).toBe(true);
    host.child().send({ type: 'user.updateDependent', values: { ...people.sofia, first_name: 'Sophie' } });
    await host.inState('listing');
    expect(host.names()).toEqual(['child:Sophie']);
    expect((host.child().getSnapshot().context.dependents as Dependent[])[0]!.primary_info.dependent_id).toBe('D01');
  });

  it("the server's refusals: at the field, as 'Dependent #N {message}', and save-dependent-info's last error in the banner", async () => {
    const stubs = stubActors();
    const host = hosted({
      getEnrollmentTempInfo: stubs.resolves('getEnrollmentTempInfo', IC),
      getMoreRequirement: stubs.resolves('getMoreRequirement', fx.plain),
      validateSingleDependent: stubs.rejects('validateSingleDependent', fx.checkRefused),
      saveDependentInfo: stubs.rejects('saveDependentInfo', fx.saveRefused),
      getEnrollmentTempStep: stubs.resolves('getEnrollmentTempStep', fx.tempKept),
    });
    await host.inState('listing');
    host.child().send({ type: 'user.addDependent', values: people.sofia });
    await host.inState('listing');
    expect(host.child().getSnapshot().context.errors).toEqual({ 'primary_info.ssn': 'Invalid Social Security Number' });
    const other = hosted({ getEnrollmentTempInfo: stubs.resolves('getEnrollmentTempInfo', IC), validateSingleDependent: stubs.rejects('validateSingleDependent', fx.tierRefused) });
    await other.inState('listing');
    other.child().send({ type: 'user.addDependent', values: people.sofia });
    await waitFor(other.child(), (snapshot) => snapshot.context.formFailure !== null);
    expect(other.child().getSnapshot().context.formFailure).toBe('Dependent #1 This enrollment is for the member only: it takes no dependents.');
    host.child().send({ type: 'step.save', values: {} });
    await waitFor(host.child(), (snapshot) => snapshot.context.failures.length > 0);
    expect(host.child().getSnapshot().context.failures).toEqual(['Please add at least 2 dependents to continue.']);
  });

  it('health answers go with each dependent when the health tab is required; the rules judge them first', async () => {
    const host = hosted({ checkTabRequired: stubActors().resolves('checkTabRequired', fx.healthRequired), getEnrollmentTempInfo: stubActors().resolves('getEnrollmentTempInfo', IC) });
    await host.inState('listing');
    host.child().send({ type: 'user.addDependent', values: people.sofia, health: { ...noHealth, condition_questions: noHealth.condition_questions.map((question) => ({ ...question, yes_no_flag: '' })) } });
    expect(host.child().getSnapshot().context.errors).toEqual({ 'health_info.condition_questions.0.yes_no_flag': 'Please answer all questions' });
    host.child().send({ type: 'user.addDependent', values: people.sofia, health: noHealth });
    await waitFor(host.child(), () => host.names().length === 1);
    expect(host.stubs.inputsOf('validateSingleDependent')[0]).toMatchObject({ health_info: noHealth });
  });

  it('household rules (the applicant born 04/12/1988): a child born in 1970, a spouse of 14, a child born before the spouse are refused at the Date of Birth, nothing sent', async () => {
    const host = hosted({ getMoreRequirement: stubActors().resolves('getMoreRequirement', fx.plain) });
    await host.inState('listing');
    host.child().send({ type: 'user.addDependent', values: { ...people.luis, birthdate: '06/14/2012' } });
    expect(host.child().getSnapshot().context.errors).toEqual({ 'primary_info.birthdate': householdMessages.spouseAdult });
    host.child().send({ type: 'user.addDependent', values: people.luis });
    await waitFor(host.child(), () => host.names().length === 1);
    await host.inState('listing');
    host.child().send({ type: 'user.addDependent', values: { ...people.sofia, birthdate: '03/15/1970' } });
    expect(host.child().getSnapshot().matches('listing')).toBe(true);
    expect(host.child().getSnapshot().context.errors).toEqual({ 'primary_info.birthdate': householdMessages.childAfterApplicant });
    host.child().send({ type: 'user.addDependent', values: { ...people.sofia, birthdate: '03/15/1980' } });
    expect(host.child().getSnapshot().context.errors).toEqual({ 'primary_info.birthdate': householdMessages.childAfterApplicant });
    host.child().send({ type: 'user.addDependent', values: { ...people.sofia, birthdate: '03/15/1990' } });
    await waitFor(host.child(), () => host.names().length === 2);
    // the spouse edited to after the child: the edit form says so
    await host.inState('listing');
    host.child().send({ type: 'user.editDependent', index: 0 });
    host.child().send({ type: 'user.updateDependent', values: { ...people.luis, birthdate: '01/01/1995' } });
    expect(host.child().getSnapshot().matches('editing')).toBe(true);
    expect(host.child().getSnapshot().context.errors).toEqual({ 'primary_info.birthdate': householdMessages.spouseBeforeChildren });
    expect(host.stubs.inputsOf('validateSingleDependent')).toHaveLength(2);
  });

  it("a refused temp save (the 422 of issue 23) is said, keeps the typed dependent, and Next waits; Try again keeps it", async () => {
    let refusals = 1;
    const host = hosted({
      getEnrollmentTempInfo: stubActors().resolves('getEnrollmentTempInfo', IS),
      getMoreRequirement: stubActors().resolves('getMoreRequirement', fx.plain),
      saveDependentInfoToTemp: fromPromise(async () => {
        if (refusals-- > 0) throw fx.tempRefused;
        return fx.tempSaved;
      }),
    });
    await host.inState('listing');
    host.child().send({ type: 'user.addDependent', values: people.luis });
    await host.inState('notSaved');
    expect(host.names()).toEqual(['spouse:Luis']);
    expect(host.child().getSnapshot().context.failures).toEqual([dependentMessages.notSaved, dependentMessages.tryAgain]);
    expect(host.lastNext()).toEqual({ available: false, reason: dependentMessages.notSavedNext });
    host.child().send({ type: 'step.save', values: {} });
    expect(host.replies().at(-1)).toEqual({ type: 'step.rejected' });
    expect(host.actor.getSnapshot().context.done).toBeNull();
    host.child().send({ type: 'user.retrySave' });
    await host.inState('listing');
    expect(host.child().getSnapshot().context.failures).toEqual([]);
    expect(host.lastNext()).toEqual({ available: true, tooltip: dependentMessages.nextTooltip });
  });

  it("a temp save refused at a listed dependent's field names it: 'Dependent #N {message}'", async () => {
    const refusal = apiFailure('The given data was invalid.', [{ target_element: 'dependents.0.primary_info.birthdate', error_message: householdMessages.spouseAdult }], 422);
    const host = hosted({ getEnrollmentTempInfo: stubActors().resolves('getEnrollmentTempInfo', IS), saveDependentInfoToTemp: stubActors().rejects('saveDependentInfoToTemp', refusal) });
    await host.inState('listing');
    host.child().send({ type: 'user.addDependent', values: people.luis });
    await host.inState('notSaved');
    expect(host.child().getSnapshot().context.failures).toEqual([dependentMessages.notSaved, `Dependent #1 ${householdMessages.spouseAdult}`]);
    host.child().send({ type: 'user.deleteDependent', index: 0 });
    await host.inState('notSaved');
    expect(host.names()).toEqual([]);
  });

  it("save-dependent-info refused at a listed dependent's field: the banner names the dependent, the step stays", async () => {
    const refusal = apiFailure('The given data was invalid.', [{ target_element: 'dependents.0.primary_info.birthdate', error_message: householdMessages.childAfterApplicant }], 422);
    const host = hosted({
      getEnrollmentTempInfo: stubActors().resolves('getEnrollmentTempInfo', IC),
      getMoreRequirement: stubActors().resolves('getMoreRequirement', fx.plain),
      getEnrollmentTempStep: stubActors().resolves('getEnrollmentTempStep', fx.tempKept),
      saveDependentInfo: stubActors().rejects('saveDependentInfo', refusal),
    });
    await host.inState('listing');
    host.child().send({ type: 'step.save', values: {} });
    await waitFor(host.child(), (snapshot) => snapshot.context.failures.length > 0);
    expect(host.child().getSnapshot().context.failures).toEqual([`Dependent #1 ${householdMessages.childAfterApplicant}`]);
    expect(host.child().getSnapshot().matches('listing')).toBe(true);
    expect(host.actor.getSnapshot().context.done).toBeNull();
  });

  it('a tier without dependents (IO) or a failed filter load leaves the step unavailable', async () => {
    const host = hosted({ getEnrollmentTempInfo: stubActors().resolves('getEnrollmentTempInfo', fx.memberOnly) });
    await host.inState('unavailable');
    host.child().send({ type: 'step.save', values: {} });
    expect(host.replies().at(-1)).toEqual({ type: 'step.rejected' });
  });
});
