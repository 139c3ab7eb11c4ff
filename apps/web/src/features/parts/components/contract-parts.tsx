import { formatDate, formatRupees } from '@aquadesk/shared/format.ts';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { fetchContractParts, partsKeys, usePartEvents } from '../api.ts';
import { PartLinesTable } from './part-lines-table.tsx';

/**
 * The contract page's cost in parts (issue 43 item 5): "Parts covered this period: ₹…" (against the cap of a
 * capped contract) and the covered lines of the current billing period. Staff only: never on the client's PDF.
 */
export function ContractPartsSection() {
  const { id = '' } = useParams();
  const contractId = Number(id);
  usePartEvents();
  const q = useQuery({
    queryKey: partsKeys.contract(contractId),
    queryFn: ({ signal }) => fetchContractParts(contractId, signal),
    enabled: Number.isInteger(contractId) && contractId > 0,
    retry: false,
  });
  if (!q.data) return null;
  const { period, covered, cap, data } = q.data;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Parts covered">
      <Stack gap="sm">
        <Title order={3} size="h4">
          Parts covered this period: {formatRupees(covered)}
          {cap !== null && (
            <Text span c="dimmed" fw={400} size="sm">
              {' '}
              of {formatRupees(cap)}
            </Text>
          )}
        </Title>
        {period && (
          <Text size="sm" c="dimmed">
            Billing period {formatDate(period.from)} to {formatDate(period.to)}
          </Text>
        )}
        {data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No covered parts this period
          </Text>
        ) : (
          <PartLinesTable lines={data} label="Covered parts this period" showTask />
        )}
      </Stack>
    </Paper>
  );
}
