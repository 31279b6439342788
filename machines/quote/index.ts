export * from './quote.machine.ts';
export * from './quote-values.ts';
export * from './input-masks.ts';
