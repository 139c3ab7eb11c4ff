/**
 * Client accounts as other domains reach them: a client by id, the client list of a reseller, and the
 * organisation suggestions. Each takes the database or a transaction.
 */
export { clientById, listClients, searchOrganizations } from '../repository.ts';
