export * from './enroller-code.machine.ts';
