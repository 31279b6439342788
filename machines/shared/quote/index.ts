export * from './quote.machine.ts';
export * from './quote-values.ts';
export * from './filter-summary.ts';
export * from './input-masks.ts';
