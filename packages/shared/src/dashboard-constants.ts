/**
 * The dashboard's constants (spec 000 §3, §6), without zod: the web app's Dashboard, the first screen
 * most staff see after login, imports these and so does not download zod (issue 10 point 6).
 * dashboard.ts re-exports them with the request schema.
 */

/** spec 000 §3: the rank colour bands (8.5, 7.5, 6.5, 5 or more, lower). */
export const RATING_BANDS = [8.5, 7.5, 6.5, 5] as const;

/** 0 (best) to 4 (lowest): the band a score falls in. */
export function ratingBand(score: number): 0 | 1 | 2 | 3 | 4 {
  const i = RATING_BANDS.findIndex((edge) => score >= edge);
  return (i === -1 ? 4 : i) as 0 | 1 | 2 | 3 | 4;
}

/** The longest period a rating may cover. */
export const RATING_RANGE_MAX_YEARS = 10;

/** spec 000 §6: tab index 0 to 3; the default is Employee status (1). */
export const DASHBOARD_TABS = [
  'Overview status',
  'Employee status',
  'Reseller status',
  'Pending works',
] as const;
export const DEFAULT_DASHBOARD_TAB = 1;

/** How many pending works the Pending works tab shows (tasks and estimates each). */
export const PENDING_MAX = 50;

export const DASHBOARD_MESSAGES = {
  badDate: 'Enter a valid date (YYYY-MM-DD)',
  toBeforeFrom: 'To must be on or after From',
  rangeTooLong: `Choose a period of at most ${RATING_RANGE_MAX_YEARS} years`,
} as const;
