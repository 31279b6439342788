export * from './new-membership.machine.ts';
