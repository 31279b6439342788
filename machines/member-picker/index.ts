export * from './member-picker.machine.ts';
export * from './member-picker-rules.ts';
