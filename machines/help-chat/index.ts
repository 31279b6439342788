export * from './help-chat.machine.ts';
