export * from './enroller-code.machine.ts';
export * from './needs-enroller-code.ts';
