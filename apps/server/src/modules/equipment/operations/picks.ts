/**
 * What other domains read of equipment (issue 43 item 1): the in-service piece at a site that a maintenance
 * call may name (work's /add-maintenance), and the pieces in service at a client's sites (a client's
 * breakdown call, issue 43 item 7). Takes the database or a transaction.
 */
export { inServiceAtSite, inServiceAtSites } from '../repository.ts';
