export * from './plans.machine.ts';
export * from './plans-values.ts';
