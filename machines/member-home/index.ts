export * from './member-home.machine.ts';
