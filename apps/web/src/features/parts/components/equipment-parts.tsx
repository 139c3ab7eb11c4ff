import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { fetchEquipmentParts, partsKeys, usePartEvents } from '../api.ts';
import { PartLinesTable } from './part-lines-table.tsx';

/** A piece's page: the parts used on the calls that named it (issue 43 items 1 and 5), newest first. */
export function EquipmentPartsSection() {
  const { id = '' } = useParams();
  const pieceId = Number(id);
  usePartEvents();
  const q = useQuery({
    queryKey: partsKeys.equipment(pieceId),
    queryFn: ({ signal }) => fetchEquipmentParts(pieceId, signal),
    enabled: Number.isInteger(pieceId) && pieceId > 0,
    retry: false,
  });
  if (!q.data) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Parts used">
      <Stack gap="sm">
        <Title order={3} size="h4">
          Parts used
        </Title>
        {q.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No parts used on its calls yet
          </Text>
        ) : (
          <PartLinesTable lines={q.data} label="Parts used on this piece" showTask />
        )}
      </Stack>
    </Paper>
  );
}
