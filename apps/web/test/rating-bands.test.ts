import { describe, expect, it } from 'vitest';
import { RATING_BAND_BACKGROUNDS, ratingBackground } from '../src/features/dashboard/rating-bands.ts';

// spec 000 §3, §9: rating rows are coloured in bands by score: 8.5 or more, 7.5 or more, 6.5 or more,
// 5 or more, below 5. Each edge belongs to the band above it; a hair below it to the band below.
describe('ratingBackground', () => {
  const [best, second, third, fourth, lowest] = RATING_BAND_BACKGROUNDS;

  it('gives five different colours', () => {
    expect(new Set(RATING_BAND_BACKGROUNDS).size).toBe(5);
  });

  it.each([
    [10, best],
    [8.5, best],
    [8.49, second],
    [7.5, second],
    [7.49, third],
    [6.5, third],
    [6.49, fourth],
    [5, fourth],
    [4.99, lowest],
    [0, lowest],
  ])('colours a score of %s', (score, colour) => {
    expect(ratingBackground(score)).toBe(colour);
  });
});
