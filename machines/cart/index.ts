export * from './cart.machine.ts';
export * from './cart-rules.ts';
export * from './cart-values.ts';
export * from './quote-email.machine.ts';
