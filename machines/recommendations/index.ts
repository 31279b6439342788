export * from './recommendations.machine.ts';
