export * from './departments.ts';
export * from './leave.ts';
export * from './users.ts';
