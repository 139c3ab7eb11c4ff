/**
 * Sites and districts as other domains read them: a site by id, a client's sites, the districts. Each
 * takes the database or a transaction.
 */
export { findSite, listClientSites, listDistricts } from '../repository.ts';
