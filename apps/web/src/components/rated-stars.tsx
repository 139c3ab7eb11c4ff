import { Rating, type RatingProps } from '@mantine/core';

/**
 * A rating shown, not asked: Mantine's read-only Rating as one picture named "Rated N of 5". Its root is a
 * plain div, on which a name alone is not allowed (axe: aria-prohibited-attr), so it is given the role of
 * an image.
 */
export function RatedStars({
  value,
  size,
  'data-testid': testId,
}: {
  value: number;
  size?: RatingProps['size'];
  'data-testid'?: string;
}) {
  return (
    <Rating
      value={value}
      readOnly
      size={size}
      role="img"
      aria-label={`Rated ${value} of 5`}
      data-testid={testId}
    />
  );
}
