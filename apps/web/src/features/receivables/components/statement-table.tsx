import { formatDate } from '@aquadesk/shared/format.ts';
import { formatRupees, paiseToRupees } from '@aquadesk/shared/money.ts';
import type { ClientStatementResponse, StatementKind } from '@aquadesk/shared/receivables.ts';
import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router';
import { FIGURE_STYLE as NUM } from '../../../components/document.tsx';
import { StripedTable } from '../../../components/scrolling-table.tsx';
import { invoicePath } from '../../invoices/api.ts';

export const STATEMENT_KIND_LABELS: Record<StatementKind, string> = {
  invoice: 'Invoice',
  debit_note: 'Debit note',
  credit_note: 'Credit note',
  payment: 'Payment',
  refund: 'Refund',
};

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));
const figure = (paise: number) => (paise === 0 ? '' : rupees(paise));

/** A statement's lines between its opening and closing balance, each with the running balance. */
export function StatementTable({ statement }: { statement: ClientStatementResponse }) {
  const s = statement;
  return (
    <StripedTable minWidth={760} label="Statement table" name="Statement">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Date</Table.Th>
          <Table.Th>Kind</Table.Th>
          <Table.Th>Reference</Table.Th>
          <Table.Th ta="right">Debit</Table.Th>
          <Table.Th ta="right">Credit</Table.Th>
          <Table.Th ta="right">Balance</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <Table.Tr data-testid="statement-opening">
          <Table.Td style={NUM}>{formatDate(s.from)}</Table.Td>
          <Table.Td colSpan={4} fw={600}>
            Opening balance
          </Table.Td>
          <Table.Td ta="right" style={NUM} fw={600}>
            {rupees(s.opening_paise)}
          </Table.Td>
        </Table.Tr>
        {s.lines.map((l, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines have no id of their own; their order is fixed
          <Table.Tr key={i} data-testid="statement-line">
            <Table.Td style={NUM}>{formatDate(l.date)}</Table.Td>
            <Table.Td>{STATEMENT_KIND_LABELS[l.kind]}</Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>
              <Anchor component={Link} to={invoicePath(l.invoice_id)} size="sm">
                {l.reference || '—'}
              </Anchor>
              {l.kind !== 'invoice' && l.invoice_number && ` (${l.invoice_number})`}
            </Table.Td>
            <Table.Td ta="right" style={NUM}>
              {figure(l.debit_paise)}
            </Table.Td>
            <Table.Td ta="right" style={NUM}>
              {figure(l.credit_paise)}
            </Table.Td>
            <Table.Td ta="right" style={NUM}>
              {rupees(l.balance_paise)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr data-testid="statement-closing">
          <Table.Th style={NUM}>{formatDate(s.to)}</Table.Th>
          <Table.Th colSpan={4}>Closing balance</Table.Th>
          <Table.Th ta="right" style={NUM}>
            {rupees(s.closing_paise)}
          </Table.Th>
        </Table.Tr>
      </Table.Tfoot>
    </StripedTable>
  );
}
