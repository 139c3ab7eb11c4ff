import { TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

/**
 * A document's round-off (docs/requirements/002-gst.md §8): a signed amount under a rupee that moves the total
 * and nothing else, printed on its own line above it. Typed as text, so a minus sign can be typed on any
 * keyboard (a phone's number pad has none).
 */
export function RoundOffField({
  field,
  description,
}: {
  field: GetInputPropsReturnType;
  description: string;
}) {
  return (
    <TextInput
      size="sm"
      label="Round off (₹)"
      placeholder="0.00"
      description={description}
      autoComplete="off"
      maw={{ base: '100%', xs: 320 }}
      {...field}
    />
  );
}
