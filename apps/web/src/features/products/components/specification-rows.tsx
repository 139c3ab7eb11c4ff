import type { SpecRow } from '@aquadesk/shared/catalogue.ts';
import { PRODUCT_LIMITS, SPEC_MESSAGES } from '@aquadesk/shared/products.ts';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** spec 000 §5: a proposal product's technical specification, rows of heading and value, edited in place. */
export function SpecificationRows({
  rows,
  error,
  onChange,
}: {
  rows: SpecRow[];
  error: ReactNode;
  onChange: (rows: SpecRow[]) => void;
}) {
  const setRow = (index: number, key: 'heading' | 'value', value: string) =>
    onChange(rows.map((r, i) => (i === index ? { ...r, [key]: value } : r)));
  return (
    <Stack gap="sm">
      <Text fw={600} size="sm">
        Technical specification
      </Text>
      {rows.map((row, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place by position
        <Group key={i} gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            aria-label={`Heading ${i + 1}`}
            placeholder="Heading"
            value={row.heading}
            onChange={(e) => setRow(i, 'heading', e.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <TextInput
            aria-label={`Value ${i + 1}`}
            placeholder="Value"
            value={row.value}
            onChange={(e) => setRow(i, 'value', e.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`Remove row ${i + 1}`}
            onClick={() => onChange(rows.filter((_, j) => j !== i))}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {error && (
        <Text c="red" size="sm">
          {error}
        </Text>
      )}
      <Button
        variant="subtle"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => onChange([...rows, { heading: '', value: '' }])}
        // issue 28: a proposal prints every row
        disabled={rows.length >= PRODUCT_LIMITS.specRows}
        w="fit-content"
      >
        Add row
      </Button>
      {rows.length >= PRODUCT_LIMITS.specRows && (
        <Text size="xs" c="dimmed">
          {SPEC_MESSAGES.tooManyRows}
        </Text>
      )}
    </Stack>
  );
}
