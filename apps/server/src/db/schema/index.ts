export * from './clients.ts';
export * from './departments.ts';
export * from './estimates.ts';
export * from './leave.ts';
export * from './products.ts';
export * from './profit.ts';
export * from './sites.ts';
export * from './users.ts';
