import { formatCount, formatDate } from '@aquadesk/shared/format.ts';
import { INVOICE_STATUS_LABELS } from '@aquadesk/shared/invoices.ts';
import type { InvoiceRegisterResponse } from '@aquadesk/shared/registers.ts';
import { Badge, Table } from '@mantine/core';
import { FIGURE_STYLE as NUM } from '../../../components/document.tsx';
import { StripedTable } from '../../../components/scrolling-table.tsx';
import { Figure, InvoiceLink, placeText, TAX_HEADERS, TaxCells, Th, WRAP } from './register-cells.tsx';

/**
 * The invoice register (docs/requirements/002-gst.md §10): an issued invoice a row per GST rate, a cancelled
 * one as a row of zeros, and the totals of the whole period.
 */
export function InvoiceRegisterTable({ data }: { data: InvoiceRegisterResponse }) {
  const t = data.totals;
  return (
    <StripedTable minWidth={1400} label="Invoice register table" name="Invoice register">
      <Table.Thead>
        <Table.Tr>
          <Th>Invoice</Th>
          <Th>Date</Th>
          <Th>Recipient</Th>
          <Th>GSTIN</Th>
          <Th>Place of supply</Th>
          <Th>Type</Th>
          <Th>Reverse charge</Th>
          <Th figure>Rate</Th>
          {TAX_HEADERS.map((h) => (
            <Th key={h} figure>
              {h}
            </Th>
          ))}
          <Th figure>Invoice value</Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.data.map((r) => (
          <Table.Tr key={`${r.invoice_id}:${r.gst_rate ?? ''}`} data-testid="register-row">
            <Table.Td>
              <InvoiceLink id={r.invoice_id}>{r.number}</InvoiceLink>
              {r.status === 'cancelled' && (
                <Badge color="red" variant="light" size="sm" ml={6}>
                  {INVOICE_STATUS_LABELS.cancelled}
                </Badge>
              )}
            </Table.Td>
            <Table.Td style={NUM}>{formatDate(r.date)}</Table.Td>
            <Table.Td style={WRAP}>{r.recipient}</Table.Td>
            <Table.Td style={NUM}>{r.gstin ?? '—'}</Table.Td>
            <Table.Td>{placeText(r.place_of_supply, r.place_of_supply_name)}</Table.Td>
            <Table.Td>{r.billed}</Table.Td>
            <Table.Td>{r.reverse_charge ? 'Yes' : 'No'}</Table.Td>
            <Table.Td ta="right" style={NUM}>
              {r.gst_rate === null ? '—' : `${r.gst_rate} %`}
            </Table.Td>
            <TaxCells figures={r} />
            <Figure paise={r.invoice_value_paise} />
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr data-testid="register-totals" fw={650}>
          <Table.Th colSpan={8}>
            Total: {formatCount(t.invoices)} {t.invoices === 1 ? 'invoice' : 'invoices'}
            {t.cancelled > 0 && `, ${formatCount(t.cancelled)} cancelled`}
          </Table.Th>
          <TaxCells figures={t} testPrefix="total" />
          <Figure paise={t.invoice_value_paise} testId="total-value" strong />
        </Table.Tr>
      </Table.Tfoot>
    </StripedTable>
  );
}
