import { describe, expect, it } from 'vitest';
import { steps, type TabName } from '../../contract/index.ts';
import { kindMachines, kindOf } from '../../machines/enrollment/step-registry.ts';
import { descriptorOf, formSteps, stepDescriptors } from '../../machines/enrollment/steps/index.ts';
import { formStepFixtures } from '../../model-tests/lib/enrollment-fixtures.ts';
import { FORM_STEPS } from '../../server/steps/form-steps.ts';
import { STEPS_BUILT } from '../../server/steps/built-steps.ts';
import { fieldUi, tabFieldUi } from '../../src/features/enrollment/field-ui.ts';

// A wizard step is described once on each side (issue 10): the app's descriptors and the reference
// server's table must name the same steps and the same calls, and everything derived from them
// must cover every step.
describe('step descriptors', () => {
  it('describe each tab once, each with a kind that has a machine', () => {
    const tabs = stepDescriptors.map((step) => step.tab);
    expect(new Set(tabs).size).toBe(tabs.length);
    for (const step of stepDescriptors) expect(kindMachines[kindOf(step.tab)]).toBeDefined();
    for (const tab of Object.keys(steps) as TabName[]) expect(descriptorOf(tab).tab).toBe(tab);
  });

  it('are the steps the reference server builds', () => {
    expect([...stepDescriptors.map((step) => step.tab)].sort()).toEqual([...STEPS_BUILT].sort());
  });

  it("name the same fields and save calls as the server's form table", () => {
    const app = formSteps.map(({ tab, calls }) => ({ tab, fields: calls.fields, save: calls.save }));
    const server = FORM_STEPS.map(({ tab, fields, save }) => ({ tab, fields, save }));
    expect(app).toEqual(server);
    for (const step of formSteps) expect(FORM_STEPS.find((entry) => entry.tab === step.tab)!.specs).toBe(step.specs);
  });

  it('each form step has model fixtures, a route and a label for every field its fixtures define', () => {
    for (const step of formSteps) {
      const fixture = formStepFixtures[step.tab];
      expect(fixture, `fixtures of ${step.tab}`).toBeDefined();
      expect(steps[step.tab].path).toBeTruthy();
      // a step's own labels (tabFieldUi) first, where a field name means something else elsewhere
      const labelOf = (name: string) => tabFieldUi[step.tab]?.[name] ?? fieldUi[name];
      for (const field of fixture!.fields) expect(labelOf(field.field_name), `label of ${field.field_name}`).toBeDefined();
      for (const field of Object.keys(step.specs)) expect(labelOf(field), `label of ${field}`).toBeDefined();
    }
  });
});
