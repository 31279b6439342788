export * from './envelope.ts';
export * from './entities.ts';
export * from './quote.ts';
export * from './cart.ts';
export * from './endpoints.ts';
export * from './app-config.ts';
export * from './membership.ts';
export * from './plan-detail.ts';
