import { istMoment } from '@aquadesk/shared/dates.ts';
import { formatDate } from '@aquadesk/shared/format.ts';
import { statementFileName } from '@aquadesk/shared/ledger-documents.ts';
import { amountInWords, paiseToRupees } from '@aquadesk/shared/money.ts';
import { AGEING_BUCKETS, AGEING_LABELS, type StatementKind } from '@aquadesk/shared/receivables.ts';
import type { Content } from 'pdfmake/interfaces';
import type { AppContext } from '../../../platform/context.ts';
import { facts, inWords, linesTable, partiesBlock, totalsTable } from '../../../platform/pdf.ts';
import {
  type StatementDocument,
  statementDocument,
} from '../../receivables/operations/statement-document.ts';
import { paise, stateOf, tableWithClosing } from './ledger-pdf-parts.ts';
import { type RenderedDocument, renderDocument } from './rendered-document.ts';

const KIND_LABELS: Record<StatementKind, string> = {
  invoice: 'Invoice',
  debit_note: 'Debit note',
  credit_note: 'Credit note',
  payment: 'Payment',
  refund: 'Refund',
};

const figure = (p: number) => (p === 0 ? '' : paise(p));

/** Who the statement is for: the client's organisation, name, billing address, GSTIN and state. */
function clientLines(d: StatementDocument): Content[] {
  const c = d.statement.client;
  return [
    { text: c.organization, bold: true, fontSize: 11 },
    ...(c.name && c.name !== c.organization ? [{ text: `Attn: ${c.name}` }] : []),
    ...(d.client.address ? [{ text: d.client.address }] : []),
    facts([
      ['GSTIN', c.gstin ?? 'Unregistered (B2C)'],
      ['State', d.client.state ? stateOf(d.client.state.name, d.client.state.code) : '—'],
    ]),
  ];
}

/** The entries between the opening and the closing balance, each with the running balance (§8). */
function entriesTable(d: StatementDocument) {
  const s = d.statement;
  const rows = [
    [formatDate(s.from), 'Opening balance', '', '', '', paise(s.opening_paise)],
    ...s.lines.map((l) => [
      formatDate(l.date),
      KIND_LABELS[l.kind],
      l.kind !== 'invoice' && l.invoice_number ? `${l.reference} (${l.invoice_number})` : l.reference,
      figure(l.debit_paise),
      figure(l.credit_paise),
      paise(l.balance_paise),
    ]),
    [formatDate(s.to), 'Closing balance', '', '', '', paise(s.closing_paise)],
  ];
  return {
    header: ['Date', 'Entry', 'Reference', 'Debit', 'Credit', 'Balance'],
    rows,
    widths: [50, 74, '*', 70, 70, 76],
    right: [3, 4, 5],
    fontSize: 8.5,
  };
}

/** The closing: the period's totals, the closing balance in words, what is due by age and what is in credit. */
function closingBlock(d: StatementDocument): Content[] {
  const s = d.statement;
  const debits = s.lines.reduce((sum, l) => sum + l.debit_paise, 0);
  const credits = s.lines.reduce((sum, l) => sum + l.credit_paise, 0);
  const a = s.ageing;
  return [
    totalsTable([
      ['Opening balance', paise(s.opening_paise)],
      ['Debits: invoices, debit notes, refunds', paise(debits)],
      ['Credits: payments, credit notes', `− ${paise(credits)}`],
      ['Closing balance', paise(s.closing_paise)],
    ]),
    inWords(amountInWords(paiseToRupees(s.closing_paise))),
    { text: `What is due by days past the due date, as of ${formatDate(a.as_of)}`, style: 'section' },
    {
      fontSize: 8.5,
      stack: [
        linesTable(
          [...AGEING_BUCKETS.map((b) => AGEING_LABELS[b]), 'Total due'],
          [[...AGEING_BUCKETS.map((b) => paise(a.buckets[b])), paise(a.due_paise)]],
          ['*', '*', '*', '*', '*', '*'],
          [0, 1, 2, 3, 4, 5],
        ),
      ],
    },
    ...(a.in_credit_paise > 0
      ? [
          {
            text: `Paid beyond what the invoices are worth: ${paise(a.in_credit_paise)} (to be refunded or set off).`,
            margin: [0, 6, 0, 0] as [number, number, number, number],
          },
        ]
      : []),
    {
      text: 'This statement lists issued tax invoices, credit and debit notes, payments and refunds; it is not a tax invoice.',
      style: 'muted',
      margin: [0, 10, 0, 0],
    },
  ];
}

/**
 * A client's statement as PDF (docs/requirements/002-gst.md §8, §13; staff who may see receivables): the
 * data of GET /clients/{id}/statement under the company letterhead: the client, the period, the opening
 * balance, each invoice, note, payment and refund with the running balance, the closing balance in figures
 * and words, and what is due at the period's end by days past due. Its date is the period's last day, so the
 * same period of the same records gives the same bytes.
 */
export async function statementPdf(
  ctx: AppContext,
  clientId: number,
  query: { from?: string | undefined; to?: string | undefined },
): Promise<RenderedDocument & { fileName: string }> {
  const d = await statementDocument(ctx, clientId, query);
  const s = d.statement;
  const content: Content[] = [
    partiesBlock(
      { title: 'Client', lines: clientLines(d) },
      {
        title: 'Period',
        width: 215,
        lines: [
          facts([
            ['From', formatDate(s.from)],
            ['To', formatDate(s.to)],
            ['Opening balance', paise(s.opening_paise)],
            ['Closing balance', paise(s.closing_paise)],
          ]),
        ],
      },
    ),
    { text: 'Entries', style: 'section' },
    ...tableWithClosing(entriesTable(d), closingBlock(d)),
  ];
  const at = istMoment(s.to);
  const rendered = await renderDocument(ctx, {
    title: 'Statement of account',
    createdAt: at,
    modifiedAt: at,
    content,
    clientName: s.client.organization,
    clientEmail: null,
  });
  return { ...rendered, fileName: statementFileName(clientId, s.from, s.to) };
}
