export * from './access-code.machine.ts';
export * from '../shared/phone.ts';
