import { estimateInvoiceLabel, liveInvoiceOf } from '@aquadesk/shared/estimate-invoice.ts';
import { formatDate, formatRupees } from '@aquadesk/shared/format.ts';
import { Alert, Anchor, Button, Group, List, Stack, Table, Text } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { LoadError } from '../../../components/load-error.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { SlideInForm } from '../../../components/slide-in-form.tsx';
import { invoicePath, makeEstimateInvoice } from '../../invoices/api.ts';
import { readyToInvoiceKeys, useEstimateForInvoice } from '../ready-to-invoice-api.ts';

/**
 * A finished job card as its invoicer reads it (issue 41 item 1): its client, site and work, each line at
 * the client's price, the discount, GST and total the client was told. Make invoice makes the draft and
 * opens it to check and issue; a 409 (an invoice made meanwhile) is shown with its link.
 */
export function ReadyToInvoiceDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  return (
    <SlideInForm opened={id !== null} onClose={onClose} title={id ? `Estimate ${id}` : ''} size="lg">
      {id !== null && <CardBody id={id} />}
    </SlideInForm>
  );
}

function CardBody({ id }: { id: number }) {
  const q = useEstimateForInvoice(id);
  const qc = useQueryClient();
  const navigate = useNavigate();
  const make = useMutation({
    mutationFn: () => makeEstimateInvoice(id),
    onSuccess: ({ id: invoiceId }) => {
      void qc.invalidateQueries({ queryKey: readyToInvoiceKeys.all });
      void navigate(invoicePath(invoiceId));
    },
    onError: () => void qc.invalidateQueries({ queryKey: readyToInvoiceKeys.card(id) }),
  });
  if (q.isError) return <LoadError error={q.error} onRetry={() => void q.refetch()} />;
  if (!q.data) return <PageLoader />;
  const card = q.data;
  const live = liveInvoiceOf(card.invoice);
  return (
    <Stack gap="md" data-testid="ready-card">
      <Stack gap={2}>
        <Text fw={600}>{card.organization ?? card.name}</Text>
        {card.organization && <Text size="sm">{card.name}</Text>}
        <Text size="sm" c="dimmed">
          {card.site_name}
          {card.finished_at ? ` · finished on ${formatDate(card.finished_at)}` : ''}
        </Text>
      </Stack>
      <List size="sm" spacing={2} aria-label="Work">
        {card.work.map((w, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the job card's items in their order; two may read the same
          <List.Item key={i} style={{ overflowWrap: 'anywhere' }}>
            {w}
          </List.Item>
        ))}
      </List>
      {/* fits a phone without sideways scrolling: the description wraps, the figures keep their line */}
      <Table aria-label="Lines at the client's prices" verticalSpacing={6} horizontalSpacing={6} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Description</Table.Th>
            <Table.Th ta="right">Qty</Table.Th>
            <Table.Th ta="right">Unit price</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {card.lines.map((l, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the job card's lines in their order
            <Table.Tr key={i}>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{l.description}</Table.Td>
              <Table.Td ta="right">{l.quantity}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatRupees(l.unit_price)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatRupees(l.amount)}
              </Table.Td>
            </Table.Tr>
          ))}
          <Total
            label={`Discount (${Number(card.discount_percent)} %)`}
            value={`− ${formatRupees(card.discount)}`}
          />
          <Total label="GST" value={formatRupees(card.gst)} />
          {Number(card.round_off) !== 0 && (
            <Total
              label="Round off"
              value={`${card.round_off.startsWith('-') ? '− ' : ''}${formatRupees(card.round_off.replace(/^-/, ''))}`}
            />
          )}
          <Total label="Total" value={formatRupees(card.total)} strong />
        </Table.Tbody>
      </Table>
      {make.error && (
        <Alert color="red" variant="light" role="alert">
          {make.error.message}
        </Alert>
      )}
      {live ? (
        <Group gap="xs">
          <IconFileInvoice size={18} aria-hidden />
          <Anchor component={Link} to={invoicePath(live.id)} fw={600}>
            {estimateInvoiceLabel(live)}
          </Anchor>
        </Group>
      ) : (
        <Group justify="flex-end">
          <Button
            leftSection={<IconFileInvoice size={16} aria-hidden />}
            loading={make.isPending}
            onClick={() => make.mutate()}
          >
            Make invoice
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function Total({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={3} ta="right" fw={strong ? 700 : undefined}>
        {label}
      </Table.Td>
      <Table.Td ta="right" fw={strong ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Table.Td>
    </Table.Tr>
  );
}
