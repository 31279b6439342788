export * from './access-code.machine.ts';
export * from './phone.ts';
