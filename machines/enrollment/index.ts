export * from './enrollment.machine.ts';
export * from './tab-list.ts';
export * from './step-registry.ts';
export * from './form-step.machine.ts';
export * from './review-step.machine.ts';
export * from './save-later.machine.ts';
export * from './receipt.machine.ts';
export * from './continue-enrollment.machine.ts';
