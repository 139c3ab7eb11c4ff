import { formatDate } from '@aquadesk/shared/format.ts';
import { formatRupees, paiseToRupees } from '@aquadesk/shared/money.ts';
import { AGEING_BUCKETS, AGEING_LABELS, type StatementAgeing } from '@aquadesk/shared/receivables.ts';
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';

const rupees = (p: number) => formatRupees(paiseToRupees(p));

/**
 * A statement's closing by age (docs/requirements/002-gst.md §8): what is due at the period's end by days
 * past the due date, the total due, and what the client paid beyond their invoices — as the PDF prints it.
 */
export function StatementAgeingStrip({ ageing }: { ageing: StatementAgeing }) {
  return (
    <Stack gap={6} component="section" aria-label="What is due by age">
      <Text size="sm" fw={600}>
        What is due by days past the due date, as of {formatDate(ageing.as_of)}
      </Text>
      <SimpleGrid cols={{ base: 2, xs: 3, md: 6 }} spacing="xs">
        {AGEING_BUCKETS.map((b) => (
          <Paper key={b} withBorder p="xs" radius="sm" data-testid={`ageing-${b}`}>
            <Text size="xs" c="dimmed">
              {AGEING_LABELS[b]}
            </Text>
            <Text size="sm" fw={ageing.buckets[b] > 0 ? 600 : 400}>
              {rupees(ageing.buckets[b])}
            </Text>
          </Paper>
        ))}
        <Paper withBorder p="xs" radius="sm" data-testid="ageing-total">
          <Text size="xs" c="dimmed">
            Total due
          </Text>
          <Text size="sm" fw={700}>
            {rupees(ageing.due_paise)}
          </Text>
        </Paper>
      </SimpleGrid>
      {ageing.in_credit_paise > 0 && (
        <Group gap={4}>
          <Text size="sm" data-testid="ageing-in-credit">
            Paid beyond what the invoices are worth: <strong>{rupees(ageing.in_credit_paise)}</strong> (to be
            refunded or set off).
          </Text>
        </Group>
      )}
    </Stack>
  );
}
