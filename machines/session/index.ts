export * from './session.machine.ts';
export * from './session-values.ts';
export * from './start-route.ts';
