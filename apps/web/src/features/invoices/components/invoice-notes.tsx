import { formatDate } from '@aquadesk/shared/format.ts';
import type { InvoiceNoteWire } from '@aquadesk/shared/invoices.ts';
import { noteFileName, notePdfPath } from '@aquadesk/shared/ledger-documents.ts';
import { formatRupees } from '@aquadesk/shared/money.ts';
import { Paper, Table, Text, Title } from '@mantine/core';
import { FIGURE_STYLE as NUM } from '../../../components/document.tsx';
import { PdfRowDownload } from '../../../components/pdf-download.tsx';
import { ScrollingTable } from '../../../components/scrolling-table.tsx';

const KIND_LABELS: Record<InvoiceNoteWire['kind'], string> = { credit: 'Credit note', debit: 'Debit note' };

/** The credit and debit notes raised against an invoice (docs/requirements/002-gst.md §9), each as PDF (§12). */
export function InvoiceNotes({ notes }: { notes: InvoiceNoteWire[] }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Notes" data-print-hidden>
      <Title order={3} size="h5" mb="xs">
        Notes
      </Title>
      {notes.length === 0 ? (
        <Text size="sm" c="dimmed">
          No credit or debit note raised.
        </Text>
      ) : (
        <ScrollingTable minWidth={640} label="Credit and debit note table">
          <Table verticalSpacing="xs" fz="sm" striped aria-label="Credit and debit notes">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Number</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>Kind</Table.Th>
                <Table.Th>Reason</Table.Th>
                <Table.Th ta="right">Total</Table.Th>
                <Table.Th w={56}>PDF</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {notes.map((n) => (
                <Table.Tr key={n.id} data-testid="note-row">
                  <Table.Td style={NUM}>{n.number}</Table.Td>
                  <Table.Td style={NUM}>{formatDate(n.issued_at)}</Table.Td>
                  <Table.Td>{KIND_LABELS[n.kind]}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{n.reason}</Table.Td>
                  <Table.Td ta="right" style={NUM}>
                    {n.kind === 'credit' ? '− ' : ''}
                    {formatRupees(n.total)}
                  </Table.Td>
                  <Table.Td>
                    <PdfRowDownload
                      path={notePdfPath(n.id)}
                      fileName={noteFileName(n.kind, n.id)}
                      ariaLabel={`Download ${KIND_LABELS[n.kind].toLowerCase()} ${n.number}`}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollingTable>
      )}
    </Paper>
  );
}
