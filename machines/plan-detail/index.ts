export * from './plan-detail.machine.ts';
export * from './plan-detail-values.ts';
export * from './plan-questions.machine.ts';
export * from './aflac-questions.machine.ts';
export * from './question-rules.ts';
export * from './plan-content.machine.ts';
