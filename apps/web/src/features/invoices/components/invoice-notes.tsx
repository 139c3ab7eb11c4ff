import { formatDate } from '@aquadesk/shared/format.ts';
import type { InvoiceNoteWire } from '@aquadesk/shared/invoices.ts';
import { noteFileName, notePdfPath } from '@aquadesk/shared/ledger-documents.ts';
import { formatRupees } from '@aquadesk/shared/money.ts';
import { Table } from '@mantine/core';
import { FIGURE_STYLE as NUM } from '../../../components/document.tsx';
import { PdfRowDownload } from '../../../components/pdf-download.tsx';
import { StripedTable } from '../../../components/scrolling-table.tsx';
import { NoteEInvoiceCell } from '../../e-invoices/components/note-e-invoice-cell.tsx';
import { InvoiceSection } from './invoice-section.tsx';
import { LedgerShare } from './invoice-share.tsx';

const KIND_LABELS: Record<InvoiceNoteWire['kind'], string> = { credit: 'Credit note', debit: 'Debit note' };

/**
 * The credit and debit notes raised against an invoice (docs/requirements/002-gst.md §9), each as PDF (§12);
 * for a B2B invoice, each note's e-invoice (docs/requirements/003-e-invoice.md §11).
 */
export function InvoiceNotes({
  notes,
  invoiceId,
  eInvoices,
}: {
  notes: InvoiceNoteWire[];
  invoiceId: number;
  /** The invoice is e-invoiced (B2B): each note shows its registration. */
  eInvoices: boolean;
}) {
  return (
    <InvoiceSection title="Notes" empty={notes.length === 0} emptyText="No credit or debit note raised.">
      <StripedTable
        minWidth={eInvoices ? 1000 : 820}
        label="Credit and debit note table"
        name="Credit and debit notes"
      >
        <Table.Thead>
          {/* headings on one line each ("E-invoice" broke at its hyphen beside the Send column) */}
          <Table.Tr style={{ whiteSpace: 'nowrap' }}>
            <Table.Th>Number</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Kind</Table.Th>
            <Table.Th>Reason</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            {eInvoices && <Table.Th>E-invoice</Table.Th>}
            <Table.Th w={56}>PDF</Table.Th>
            <Table.Th>Send</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {notes.map((n) => (
            <Table.Tr key={n.id} data-testid="note-row">
              <Table.Td style={NUM}>{n.number}</Table.Td>
              <Table.Td style={NUM}>{formatDate(n.issued_at)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{KIND_LABELS[n.kind]}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{n.reason}</Table.Td>
              <Table.Td ta="right" style={NUM}>
                {n.kind === 'credit' ? '− ' : ''}
                {formatRupees(n.total)}
              </Table.Td>
              {eInvoices && (
                <Table.Td data-testid="note-e-invoice">
                  <NoteEInvoiceCell
                    noteId={n.id}
                    invoiceId={invoiceId}
                    label={`${KIND_LABELS[n.kind].toLowerCase()} ${n.number}`}
                    eInvoice={n.e_invoice}
                  />
                </Table.Td>
              )}
              <Table.Td>
                <PdfRowDownload
                  path={notePdfPath(n.id)}
                  fileName={noteFileName(n.kind, n.id)}
                  ariaLabel={`Download ${KIND_LABELS[n.kind].toLowerCase()} ${n.number}`}
                />
              </Table.Td>
              <Table.Td>
                <LedgerShare
                  invoiceId={invoiceId}
                  kind="note"
                  id={n.id}
                  name={`${KIND_LABELS[n.kind]} ${n.number}`}
                  amount={formatRupees(n.total)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </StripedTable>
    </InvoiceSection>
  );
}
