/**
 * What other domains read of equipment (issue 43 item 1): the in-service piece at a site that a maintenance
 * call may name (work's /add-maintenance). Takes the database or a transaction.
 */
export { inServiceAtSite } from '../repository.ts';
