import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { FormField, GroupInfo, TabName } from '../../contract/index.ts';
import { formStepMachine, groupPrefillFields, keepsNoGroupFields, type SaveRequest } from '../../machines/enrollment/form-step.machine.ts';
import { enrollmentFixtures as f, employerValues, formFixtureOf } from '../../model-tests/lib/enrollment-fixtures.ts';
import { apiFailure } from '../../model-tests/lib/fixtures.ts';
import { acmeGroupInfo, employerKeepingNothing } from '../../model-tests/models/form-step.ts';

// Employer Information on load (spec 2 §4): the field definitions with what the step keeps, then,
// when it keeps nothing, the group's info (get-group-info) prefills name, phone and address. With
// saved info, or on Personal and Contact, the group's info is never asked.

const noop = () => undefined;
const actions = { tellRejected: noop, tellRefused: noop, handOverDraft: noop, logFailure: noop, storeValues: noop, removeStoredValues: noop, navigate: noop };

const withValue = (fields: readonly FormField[], values: Record<string, string | null>): FormField[] =>
  fields.map((field) => (field.field_name in values ? { ...field, value: values[field.field_name] ?? null } : field));

/** The form step alone for `tab`: the definitions `fields`, the group's info `groupInfo` (or its failure); what it was asked and saved. */
const startStep = (tab: TabName, fields: FormField[], groupInfo: () => Promise<GroupInfo> = async () => acmeGroupInfo) => {
  const asked: unknown[] = [];
  const saves: { call: string; request: SaveRequest }[] = [];
  const machine = formStepMachine.provide({
    actors: {
      loadFields: fromPromise(async () => ({ result: fields })),
      loadGroupInfo: fromPromise(async ({ input }) => {
        asked.push(input);
        return groupInfo();
      }),
      loadOptions: fromPromise(async () => ({})),
      saveFields: fromPromise(async ({ input }) => {
        saves.push(input);
        return f.saved;
      }),
    },
    actions,
  });
  const actor = createActor(machine, { input: { tempId: 'TE1', tab, stored: { group_id: '2556' }, steps: [tab, 'review_info'] } }).start();
  return { actor, asked, saves };
};

const seen: string[] = [];
const editing = async (actor: ReturnType<typeof startStep>['actor']) => {
  // the states it passes through on load, in order
  seen.length = 0;
  actor.subscribe((snapshot) => {
    const state = String(snapshot.value);
    if (seen.at(-1) !== state) seen.push(state);
  });
  await waitFor(actor, (snapshot) => snapshot.matches('editing'));
  return actor.getSnapshot().context;
};

describe('Employer on load (spec 2 §4)', () => {
  it("keeping nothing: the group's info is asked and prefills name, phone and address, nothing else", async () => {
    const { actor, asked } = startStep('employer_info', employerKeepingNothing);
    const context = await editing(actor);
    expect(asked).toEqual([{ call: 'getGroupInfo', enrollment_id: 'TE1' }]);
    expect(context.values).toMatchObject({ name: 'Acme Benefits', phone: '2125550142', address1: '100 Acme Plaza', city: 'New York', state: 'NY', zip: '10001' });
    expect(context.values).toMatchObject({ address2: '', occupation: '', holiday_policy: '', with_validation: '0' });
    // the state is filled, not looked up: it stays unlocked
    expect(context.lookup).toBeNull();
  });

  it("with saved info: the group's info is not asked; the saved values show", async () => {
    const saved = withValue(formFixtureOf('employer_info').fields, { name: 'Harbor Freight Co', phone: '2125550111', occupation: 'Driver' });
    const { actor, asked } = startStep('employer_info', saved);
    const context = await editing(actor);
    expect(asked).toEqual([]);
    expect(context.values).toMatchObject({ name: 'Harbor Freight Co', phone: '2125550111', occupation: 'Driver' });
  });

  it("a draft holding some of name, phone and address is kept as it is: no group's info", async () => {
    const draft = withValue(employerKeepingNothing, { city: 'Albany' });
    const { actor, asked } = startStep('employer_info', draft);
    expect((await editing(actor)).values).toMatchObject({ name: '', city: 'Albany' });
    expect(asked).toEqual([]);
  });

  it('a draft with none of them gets them from the group; what it holds stays', async () => {
    const draft = withValue(employerKeepingNothing, { occupation: 'Analyst' });
    const { actor, asked } = startStep('employer_info', draft);
    expect((await editing(actor)).values).toMatchObject({ name: 'Acme Benefits', zip: '10001', occupation: 'Analyst' });
    expect(asked).toHaveLength(1);
  });

  it('a group without info (the main site) prefills nothing', async () => {
    const { actor } = startStep('employer_info', employerKeepingNothing, async () => ({ general_info: null, address_information: null }));
    const { values } = await editing(actor);
    for (const name of groupPrefillFields) expect(values[name], name).toBe('');
  });

  it("the group's general info alone prefills name and phone only", async () => {
    const { actor } = startStep('employer_info', employerKeepingNothing, async () => ({ general_info: { group_name: 'Beacon Logistics', group_phone: '3125550177' }, address_information: null }));
    expect((await editing(actor)).values).toMatchObject({ name: 'Beacon Logistics', phone: '3125550177', address1: '', zip: '' });
  });

  it("the group's info failing leaves the form empty and usable (spec 2 §8: only logged)", async () => {
    const { actor } = startStep('employer_info', employerKeepingNothing, () => Promise.reject(apiFailure('Server error', [], 500)));
    const context = await editing(actor);
    expect(seen).toEqual(['loadingGroupInfo', 'loadingOptions', 'editing']);
    expect(context.values.name).toBe('');
  });

  it('the prefilled values are what Next saves, with what the applicant adds', async () => {
    const { actor, saves } = startStep('employer_info', employerKeepingNothing);
    await editing(actor);
    const { name: _name, phone: _phone, address1: _address1, city: _city, state: _state, zip: _zip, ...typed } = employerValues.valid;
    // the form hands back what it shows: the prefilled fields as they stand, and what was typed
    actor.send({ type: 'step.save', values: { ...actor.getSnapshot().context.values, ...typed } });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(saves[0]?.call).toBe('saveEmployerInfo');
    expect(saves[0]?.request).toMatchObject({ enrollment_id: 'TE1', name: 'Acme Benefits', phone: '2125550142', address1: '100 Acme Plaza', zip: '10001', occupation: 'Engineer' });
  });

  it("Next sends holiday_policy as the spec's six 0/1 flags (spec 2 §3), not the joined text", async () => {
    const { actor, saves } = startStep('employer_info', employerKeepingNothing);
    await editing(actor);
    actor.send({ type: 'step.save', values: { ...actor.getSnapshot().context.values, ...employerValues.valid, holiday_policy: 'Columbus_Day,Birthday' } });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(saves[0]?.request.holiday_policy).toEqual({ Standard_6: 0, Presendents_Day: 0, Columbus_Day: 1, Religious_Days: 0, Birthday: 1, Floating_Day: 0 });
    // the step's output (what the engine keeps and Review reads) stays the checked values
    expect(actor.getSnapshot().output?.data.holiday_policy).toBe('Columbus_Day,Birthday');
  });

  it('Personal and Contact never ask the group, however empty their fields', async () => {
    for (const [tab, fields] of [
      ['primary_info', f.personalFields.result.map((field) => ({ ...field, value: null }))],
      ['contact_info', f.contactFields.result.map((field) => ({ ...field, value: null }))],
    ] as const) {
      const { actor, asked } = startStep(tab, fields);
      await editing(actor);
      expect(seen, tab).toEqual(['loadingOptions', 'editing']);
      expect(asked, tab).toEqual([]);
    }
  });
});

describe('keepsNoGroupFields', () => {
  it('is true while none of the fields the group fills holds a value (blanks and spaces count as none)', () => {
    expect(keepsNoGroupFields(employerKeepingNothing)).toBe(true);
    expect(keepsNoGroupFields(withValue(employerKeepingNothing, { name: '  ', occupation: 'Driver', with_validation: '1' }))).toBe(true);
    expect(keepsNoGroupFields([])).toBe(true);
  });

  it('is false once any of them holds one', () => {
    for (const name of groupPrefillFields) expect(keepsNoGroupFields(withValue(employerKeepingNothing, { [name]: 'x' })), name).toBe(false);
    expect(keepsNoGroupFields(formFixtureOf('employer_info').fields)).toBe(false);
  });
});
