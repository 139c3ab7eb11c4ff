import { formatDate, formatDateTime } from '@aquadesk/shared/format.ts';
import {
  type InvoiceHistoryEntry,
  type InvoiceReceiptWire,
  PAYMENT_METHOD_LABELS,
} from '@aquadesk/shared/invoices.ts';
import { receiptFileName, receiptPdfPath } from '@aquadesk/shared/ledger-documents.ts';
import { formatRupees, paiseToRupees } from '@aquadesk/shared/money.ts';
import { Table } from '@mantine/core';
import { FIGURE_STYLE as NUM } from '../../../components/document.tsx';
import { HistoryTimeline } from '../../../components/history-timeline.tsx';
import { PdfRowDownload } from '../../../components/pdf-download.tsx';
import { StripedTable } from '../../../components/scrolling-table.tsx';
import { InvoiceSection } from './invoice-section.tsx';
import { LedgerShare } from './invoice-share.tsx';

const methodLabel = (m: InvoiceReceiptWire['method']) => PAYMENT_METHOD_LABELS[m] ?? m;

/**
 * The receipts of an invoice (docs/requirements/002-gst.md §8): each payment or refund with its number, a
 * payment's receipt as PDF (§11; a refund has none).
 */
export function InvoiceReceipts({
  receipts,
  invoiceId,
}: {
  receipts: InvoiceReceiptWire[];
  /** The invoice: a receipt is sent from its row (issue 41 item 4). */
  invoiceId?: number;
}) {
  return (
    <InvoiceSection title="Receipts" empty={receipts.length === 0} emptyText="No payment received yet.">
      <StripedTable minWidth={invoiceId === undefined ? 640 : 820} label="Receipt table" name="Receipts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Receipt</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Method</Table.Th>
            <Table.Th>Reference</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th w={56}>PDF</Table.Th>
            {invoiceId !== undefined && <Table.Th>Send</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {receipts.map((r) => (
            <Table.Tr key={r.id} data-testid="receipt-row">
              <Table.Td style={NUM}>
                {r.number ?? '—'}
                {r.kind === 'refund' && ' (refund)'}
              </Table.Td>
              <Table.Td style={NUM}>{formatDate(r.received_on)}</Table.Td>
              <Table.Td>{methodLabel(r.method)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{r.reference || '—'}</Table.Td>
              <Table.Td ta="right" style={NUM}>
                {r.kind === 'refund' ? '− ' : ''}
                {formatRupees(paiseToRupees(r.amount_paise))}
              </Table.Td>
              <Table.Td>
                {r.kind === 'payment' && (
                  <PdfRowDownload
                    path={receiptPdfPath(r.id)}
                    fileName={receiptFileName(r.id)}
                    ariaLabel={`Download receipt ${r.number ?? r.id}`}
                  />
                )}
              </Table.Td>
              {invoiceId !== undefined && (
                <Table.Td>
                  {r.kind === 'payment' && (
                    <LedgerShare
                      invoiceId={invoiceId}
                      kind="receipt"
                      id={r.id}
                      name={`Receipt ${r.number ?? r.id}`}
                      amount={`${formatRupees(paiseToRupees(r.amount_paise))} received`}
                    />
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </StripedTable>
    </InvoiceSection>
  );
}

const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

/** What one history entry did, in words. */
function whatOf(e: InvoiceHistoryEntry): string {
  const c = e.changes;
  switch (e.action) {
    case 'created':
      // an opening balance is imported, never drafted (docs/decisions/0014-opening-balances.md)
      if (c.opening_balance === true)
        return `Brought in from the old books, ${formatRupees(str(c.amount_due) || '0')} owed`;
      return `Drafted, total ${formatRupees(str(c.total) || '0')}`;
    case 'edited': {
      const fields = Object.keys(c).filter((k) => k !== 'lines');
      return fields.length > 0 ? `Edited: ${fields.join(', ').replaceAll('_', ' ')}` : 'Edited the lines';
    }
    case 'issued':
      return `Issued as ${str(c.number)}, total ${formatRupees(str(c.total) || '0')}`;
    case 'cancelled':
      return `Cancelled: ${str(c.reason)}`;
    case 'credit_note':
    case 'debit_note':
      return `${e.action === 'credit_note' ? 'Credit' : 'Debit'} note ${str(c.number)} of ${formatRupees(str(c.total) || '0')}: ${str(c.reason)}`;
    case 'refund':
    case 'payment': {
      const amount = typeof c.amount_paise === 'number' ? formatRupees(paiseToRupees(c.amount_paise)) : '';
      const method = str(c.method);
      const how =
        method in PAYMENT_METHOD_LABELS ? methodLabel(method as InvoiceReceiptWire['method']) : method;
      if (e.action === 'refund') return `Refund of ${amount} by ${how}`;
      return `Payment of ${amount} by ${how}${c.receipt ? `, receipt ${str(c.receipt)}` : ''}`;
    }
    case 'sent': {
      // a send from the invoice page (issue 41 item 4): what went, to whom, by whom, when (IST)
      const list = (v: unknown) => (Array.isArray(v) ? v.map(str).join(', ') : str(v));
      const cc = list(c.cc) ? ` (cc ${list(c.cc)})` : '';
      const what = c.kind === 'invoice' ? '' : `${str(c.document)}: `;
      return `${what}Sent to ${list(c.to)}${cc} by ${e.actor_name} at ${formatDateTime(e.at)}`;
    }
    case 'send_failed':
      return `Not mailed on issue: ${str(c.reason)}`;
    case 'reminded':
      // an overdue reminder (docs/api.md "Overdue reminders"): by the schedule or by staff
      return `Reminder mailed to ${str(c.to)} on ${formatDate(str(c.on))}`;
    // the e-invoice's moves (docs/requirements/003-e-invoice.md): a note's registration names the note
    case 'e_invoice_requested':
    case 'e_invoice_retried':
    case 'e_invoice_registered': {
      const what =
        c.document === 'invoice' || !c.document ? 'E-invoice' : `E-invoice of ${str(c.number) || 'the note'}`;
      if (e.action === 'e_invoice_requested') return `${what} requested`;
      if (e.action === 'e_invoice_retried') return `${what} requested again`;
      return `${what} registered${c.irn ? `: IRN ${str(c.irn)}` : ''}`;
    }
    default: {
      // an action this screen does not know yet still reads as a sentence
      const words = e.action.replaceAll('_', ' ');
      return words.charAt(0).toUpperCase() + words.slice(1);
    }
  }
}

/** Who changed the invoice, when (IST) and what (docs/decisions/0011-tax-invoices.md: history as rows). */
export function InvoiceHistory({ history }: { history: InvoiceHistoryEntry[] }) {
  return (
    <InvoiceSection title="History">
      <HistoryTimeline history={history} whatOf={whatOf} />
    </InvoiceSection>
  );
}
