export * from './enroller-home.machine.ts';
export * from './home-values.ts';
