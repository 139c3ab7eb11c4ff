export * from './clients.ts';
export * from './sites.ts';
export * from './users.ts';
