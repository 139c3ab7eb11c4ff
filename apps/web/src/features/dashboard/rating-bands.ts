import { ratingBand } from '@aquadesk/shared/dashboard-constants.ts';

/**
 * spec 000 §3, §9: the Employee and Reseller Rating rows are coloured in five bands by score: 8.5 or
 * more, 7.5 or more, 6.5 or more, 5 or more, below 5 (best first).
 */
export const RATING_BAND_BACKGROUNDS = [
  'var(--mantine-color-green-1)',
  'var(--mantine-color-teal-0)',
  'var(--mantine-color-yellow-0)',
  'var(--mantine-color-orange-0)',
  'var(--mantine-color-red-1)',
] as const;

/** The row background of a score out of 10. */
export function ratingBackground(score: number): (typeof RATING_BAND_BACKGROUNDS)[number] {
  return RATING_BAND_BACKGROUNDS[ratingBand(score)];
}
