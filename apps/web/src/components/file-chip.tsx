import { CloseButton, Group, Text } from '@mantine/core';

/** A chosen file before it is sent: its name and size, and a button that takes it out again. */
export function FileChip({
  file,
  removeLabel,
  onRemove,
}: {
  file: File;
  removeLabel: string;
  onRemove: () => void;
}) {
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      gap="xs"
      px="xs"
      py={4}
      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 6 }}
    >
      <Text size="sm" truncate="end" style={{ minWidth: 0 }}>
        {file.name} · {Math.max(1, Math.round(file.size / 1024))} KB
      </Text>
      <CloseButton aria-label={removeLabel} onClick={onRemove} />
    </Group>
  );
}
