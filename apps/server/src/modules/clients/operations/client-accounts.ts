/**
 * Client accounts as other domains list them: a reseller's clients, or those waiting for an admin. Takes
 * the database or a transaction.
 */
export { listClients } from '../repository.ts';
