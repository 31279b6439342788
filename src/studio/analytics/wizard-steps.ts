import { steps } from '../../../contract/steps.ts';
import { receiptMachine } from '../../../machines/enrollment/receipt.machine.ts';
import { kindMachines } from '../../../machines/enrollment/step-registry.ts';
import { stepDescriptors } from '../../../machines/enrollment/steps/index.ts';

/** A row of the wizard's funnel: a step machine and the tabs it runs. */
export interface WizardFunnelStep {
  machineId: string;
  label: string;
}

/**
 * The wizard's steps in the spec's order, one row per step machine: analytics counts machines,
 * so the tabs one machine runs (Personal, Contact and Employer Information are all the form
 * step) share its row. The receipt closes the funnel.
 */
export const wizardFunnelSteps: readonly WizardFunnelStep[] = (() => {
  const titles = new Map<string, string[]>();
  for (const step of stepDescriptors) {
    const machineId = kindMachines[step.kind].id;
    titles.set(machineId, [...(titles.get(machineId) ?? []), steps[step.tab].title]);
  }
  return [...[...titles].map(([machineId, tabs]) => ({ machineId, label: tabs.join(', ') })), { machineId: receiptMachine.id, label: 'Receipt' }];
})();
