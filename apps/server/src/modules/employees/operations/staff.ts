/**
 * Staff (every account that is neither a client nor a reseller) as other domains reach them: the pickers'
 * pages, and which of some ids are staff or may be assigned work. Each takes the database or a transaction.
 */
export { assignableIds, assignableStaff, pageStaff, staffIds } from '../repository.ts';
