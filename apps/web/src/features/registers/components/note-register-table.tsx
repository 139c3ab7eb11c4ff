import { formatCount, formatDate } from '@aquadesk/shared/format.ts';
import type { NoteRegisterResponse, NoteTotals } from '@aquadesk/shared/registers.ts';
import { Table } from '@mantine/core';
import { FIGURE_STYLE as NUM } from '../../../components/document.tsx';
import { StripedTable } from '../../../components/scrolling-table.tsx';
import { Figure, InvoiceLink, placeText, TAX_HEADERS, TaxCells, Th, WRAP } from './register-cells.tsx';

const KIND_LABELS = { credit: 'Credit note', debit: 'Debit note' } as const;

function TotalRow({ kind, totals }: { kind: 'credit' | 'debit'; totals: NoteTotals }) {
  return (
    <Table.Tr data-testid={`register-totals-${kind}`} fw={650}>
      <Table.Th colSpan={9}>
        {KIND_LABELS[kind]}s: {formatCount(totals.notes)}
      </Table.Th>
      <TaxCells figures={totals} testPrefix={`total-${kind}`} />
      <Figure paise={totals.note_value_paise} testId={`total-${kind}-value`} strong />
    </Table.Tr>
  );
}

/**
 * The credit and debit note register (docs/requirements/002-gst.md §10): each note a row per GST rate, with
 * the invoice it amends, and the totals of the period by kind.
 */
export function NoteRegisterTable({ data }: { data: NoteRegisterResponse }) {
  return (
    <StripedTable minWidth={1450} label="Note register table" name="Credit and debit note register">
      <Table.Thead>
        <Table.Tr>
          <Th>Note</Th>
          <Th>Date</Th>
          <Th>Kind</Th>
          <Th>Invoice</Th>
          <Th>Invoice date</Th>
          <Th>Recipient</Th>
          <Th>GSTIN</Th>
          <Th>Place of supply</Th>
          <Th figure>Rate</Th>
          {TAX_HEADERS.map((h) => (
            <Th key={h} figure>
              {h}
            </Th>
          ))}
          <Th figure>Note value</Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.data.map((r) => (
          <Table.Tr key={`${r.note_id}:${r.gst_rate}`} data-testid="register-row">
            <Table.Td style={NUM}>{r.number}</Table.Td>
            <Table.Td style={NUM}>{formatDate(r.date)}</Table.Td>
            <Table.Td>{KIND_LABELS[r.kind]}</Table.Td>
            <Table.Td>
              <InvoiceLink id={r.invoice_id}>{r.invoice_number}</InvoiceLink>
            </Table.Td>
            <Table.Td style={NUM}>{formatDate(r.invoice_date)}</Table.Td>
            <Table.Td style={WRAP}>{r.recipient}</Table.Td>
            <Table.Td style={NUM}>{r.gstin ?? '—'}</Table.Td>
            <Table.Td>{placeText(r.place_of_supply, r.place_of_supply_name)}</Table.Td>
            <Table.Td ta="right" style={NUM}>
              {r.gst_rate} %
            </Table.Td>
            <TaxCells figures={r} />
            <Figure paise={r.note_value_paise} />
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <TotalRow kind="credit" totals={data.totals.credit} />
        <TotalRow kind="debit" totals={data.totals.debit} />
      </Table.Tfoot>
    </StripedTable>
  );
}
