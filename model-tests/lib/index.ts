export * from './model.ts';
export * from './paths.ts';
export * from './walk.ts';
export * from './coverage.ts';
export * from './machine-shape.ts';
export * from './fixtures.ts';
export * from './cart-fixtures.ts';
export * from './plan-detail-fixtures.ts';
