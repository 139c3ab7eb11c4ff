import { formatCount, formatDate } from '@aquadesk/shared/format.ts';
import { type PaymentRegisterResponse, RECEIPT_METHOD_LABELS } from '@aquadesk/shared/registers.ts';
import { Table } from '@mantine/core';
import { FIGURE_STYLE as NUM } from '../../../components/document.tsx';
import { StripedTable } from '../../../components/scrolling-table.tsx';
import { Figure, InvoiceLink, Th, WRAP } from './register-cells.tsx';

/**
 * The payment register (docs/requirements/002-gst.md §10): money received and refunded by the day it moved,
 * a refund as a negative row, and what was received, refunded and kept over the period.
 */
export function PaymentRegisterTable({ data }: { data: PaymentRegisterResponse }) {
  const t = data.totals;
  const sum = (label: string, paise: number, testId: string) => (
    <Table.Tr data-testid={testId} fw={650}>
      <Table.Th colSpan={7}>{label}</Table.Th>
      <Figure paise={paise} testId={`${testId}-amount`} strong />
    </Table.Tr>
  );
  return (
    <StripedTable minWidth={960} label="Payment register table" name="Payment register">
      <Table.Thead>
        <Table.Tr>
          <Th>Receipt</Th>
          <Th>Date</Th>
          <Th>Kind</Th>
          <Th>Invoice</Th>
          <Th>Client</Th>
          <Th>Method</Th>
          <Th>Reference</Th>
          <Th figure>Amount</Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.data.map((r) => (
          <Table.Tr key={r.receipt_id} data-testid="register-row">
            <Table.Td style={NUM}>{r.number ?? '—'}</Table.Td>
            <Table.Td style={NUM}>{formatDate(r.date)}</Table.Td>
            <Table.Td>{r.kind === 'refund' ? 'Refund' : 'Payment'}</Table.Td>
            <Table.Td>
              <InvoiceLink id={r.invoice_id}>{r.invoice_number}</InvoiceLink>
            </Table.Td>
            <Table.Td style={WRAP}>{r.client}</Table.Td>
            <Table.Td>{RECEIPT_METHOD_LABELS[r.method]}</Table.Td>
            <Table.Td style={WRAP}>{r.reference || '—'}</Table.Td>
            <Figure paise={r.amount_paise} />
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        {sum(
          `Received: ${formatCount(t.payments)} ${t.payments === 1 ? 'payment' : 'payments'}`,
          t.received_paise,
          'register-received',
        )}
        {sum(
          `Refunded: ${formatCount(t.refunds)} ${t.refunds === 1 ? 'refund' : 'refunds'}`,
          -t.refunded_paise,
          'register-refunded',
        )}
        {sum('Net received', t.net_paise, 'register-totals')}
      </Table.Tfoot>
    </StripedTable>
  );
}
