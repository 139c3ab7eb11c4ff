/** Job roles as other domains read them (a reseller's account takes the 'reseller' role). */
export { findRoleByName } from '../repository.ts';
