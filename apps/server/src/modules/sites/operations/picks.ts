/**
 * The sites a caller may pick for an estimate or a task (spec 001 §6: a reseller picks among their own
 * clients' sites, approved or their own; everyone else among approved sites), as other domains reach them.
 */
export { pickableSite, sitePicks } from '../repository.ts';
