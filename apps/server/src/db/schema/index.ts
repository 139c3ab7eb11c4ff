export * from './products.ts';
export * from './users.ts';
