import { Button, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { errorText } from '../lib/api-client.ts';

/** The removal of an uploaded image (the company logo, a signature), as useMutation gives it. */
interface Removal {
  mutate: () => void;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
}

/** "Remove" beside an uploaded image's Upload: red, and pending until the server answers. */
export function RemoveImageButton({ remove }: { remove: Removal }) {
  return (
    <Button
      variant="light"
      color="red"
      leftSection={<IconTrash size={16} />}
      loading={remove.isPending}
      onClick={() => remove.mutate()}
    >
      Remove
    </Button>
  );
}

/** Why the image could not be removed, under its form. */
export function RemoveImageError({ remove }: { remove: Removal }) {
  if (!remove.isError) return null;
  return (
    <Text c="red" size="sm" mt="xs" role="alert">
      {errorText(remove.error)}
    </Text>
  );
}
