import { formatDate } from '@aquadesk/shared/format.ts';
import { formatRupees, paiseToRupees } from '@aquadesk/shared/money.ts';
import type { AppContext } from '../../../platform/context.ts';
import { notFound } from '../../../platform/errors.ts';
import { clientTaxIdentity } from '../../clients/operations/client-accounts.ts';
import { statementDocument } from '../../receivables/operations/statement-document.ts';
import { invoiceDocument } from './invoice-document.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { noteDocument, receiptDocument } from './ledger-documents.ts';
import { notePdf } from './note-pdf.ts';
import { receiptPdf } from './receipt-pdf.ts';
import type { RenderedDocument } from './rendered-document.ts';
import { statementPdf } from './statement-pdf.ts';

const rupeesOf = (paise: number) => formatRupees(paiseToRupees(paise));

/**
 * A document as its send mail tells it (issue 41 item 4, docs/api.md "Documents"): the PDF, and the
 * client-facing facts the mail's text carries beside it (the amount, what is due and by when). Never an
 * internal figure: only what the PDF itself prints.
 */
export interface SendSource {
  rendered: RenderedDocument;
  /** The invoice whose history records the send ("Sent to … by … at …"); none for a statement. */
  invoiceId: number | null;
  /** Lines of the mail's text about the document (its amount, the balance, a cancellation). */
  facts: string[];
  /** A cancelled invoice (or a note or receipt of one): the mail says so and never asks for payment. */
  cancelled: boolean;
}

/** The link a note or receipt mail carries: its invoice's quick pay page, which asks for payment only while open. */
function invoiceLink(open: boolean, url: string) {
  return { label: open ? 'View the invoice and pay the balance online' : 'View the invoice online', url };
}

/** A tax invoice: its total, and while open the balance due and its date; cancelled, that and why. */
export async function invoiceSource(ctx: AppContext, id: number): Promise<SendSource> {
  const [doc, rendered] = await Promise.all([invoiceDocument(ctx, id), invoicePdf(ctx, id)]);
  const inv = doc.invoice;
  const cancelled = inv.status === 'cancelled';
  const open = inv.status === 'unpaid' || inv.status === 'partly_paid';
  const facts = cancelled
    ? [
        `This invoice was cancelled${inv.cancelled ? ` on ${formatDate(inv.cancelled.at)}` : ''}: nothing is due on it.`,
      ]
    : [
        `Invoice total: ${formatRupees(inv.totals.total)}`,
        ...(open
          ? [
              `Amount due: ${rupeesOf(inv.balance.due_paise)}${inv.due_date ? `, by ${formatDate(inv.due_date)}` : ''}`,
            ]
          : []),
      ];
  return { rendered, invoiceId: id, facts, cancelled };
}

/** A credit or debit note: its amount and the invoice it adjusts, with the invoice's link. */
export async function noteSource(ctx: AppContext, id: number): Promise<SendSource> {
  const [n, rendered] = await Promise.all([noteDocument(ctx, id), notePdf(ctx, id)]);
  const inv = n.invoice.invoice;
  const open = inv.status === 'unpaid' || inv.status === 'partly_paid';
  const facts = [
    `${rendered.title} of ${rupeesOf(n.note.totalPaise)} against tax invoice ${inv.number ?? inv.id}`,
    ...(open ? [`Balance now due on the invoice: ${rupeesOf(inv.balance.due_paise)}`] : []),
  ];
  return {
    rendered: { ...rendered, link: invoiceLink(open, n.invoice.payLink) },
    invoiceId: n.note.invoiceId,
    facts,
    cancelled: inv.status === 'cancelled',
  };
}

/** A payment's receipt: the amount received and what was still due after it. */
export async function receiptSource(ctx: AppContext, id: number): Promise<SendSource> {
  const [r, rendered] = await Promise.all([receiptDocument(ctx, id), receiptPdf(ctx, id)]);
  const inv = r.invoice.invoice;
  const open = inv.status === 'unpaid' || inv.status === 'partly_paid';
  const facts = [
    `Amount received: ${rupeesOf(r.receipt.amountPaise)} against tax invoice ${inv.number ?? inv.id}`,
    `Balance after this payment: ${rupeesOf(r.balance_after_paise)}`,
  ];
  return {
    rendered: { ...rendered, link: invoiceLink(open, r.invoice.payLink) },
    invoiceId: r.receipt.invoiceId,
    facts,
    cancelled: inv.status === 'cancelled',
  };
}

/** A client's statement of a period (the screen's, else the financial year to date): its balances. */
export async function statementSource(
  ctx: AppContext,
  clientId: number,
  period: { from?: string | undefined; to?: string | undefined },
): Promise<SendSource> {
  const [client, d, doc] = await Promise.all([
    clientTaxIdentity(ctx.db, clientId),
    statementDocument(ctx, clientId, period),
    statementPdf(ctx, clientId, period),
  ]);
  if (!client) throw notFound('Client');
  const s = d.statement;
  const { fileName: _name, ...rendered } = doc;
  const facts = [
    `Statement of account of ${s.client.organization}, ${formatDate(s.from)} to ${formatDate(s.to)}`,
    `Opening balance: ${rupeesOf(s.opening_paise)}`,
    `Closing balance: ${rupeesOf(s.closing_paise)}`,
  ];
  return { rendered: { ...rendered, clientEmail: client.email }, invoiceId: null, facts, cancelled: false };
}
