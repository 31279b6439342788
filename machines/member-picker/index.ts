export * from './member-picker.machine.ts';
export * from './member-rows.ts';
