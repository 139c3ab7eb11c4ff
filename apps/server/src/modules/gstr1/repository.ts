import type { Gstr1Invoice, Gstr1Line, Gstr1Note } from '@aquadesk/shared/gstr1.ts';
import type { Period } from '@aquadesk/shared/registers.ts';
import { type SQL, sql } from 'drizzle-orm';
import { istDayEnd, istDayStart, istDayText } from '../../db/sql-time.ts';
import type { Queryable } from '../../db/types.ts';

/**
 * GSTR-1's reads (docs/requirements/004-gstr1.md): the invoices issued and the credit and debit notes raised
 * in a period of IST days, each with its lines as issued. One statement for the invoices and one for the
 * notes, each document's lines gathered beside it as JSON (no query per document), served by the date
 * indexes (invoices_issued_idx, invoice_notes_issued_idx) and the lines' unique (document, position) index.
 * Amounts are the printed figures (spec 002 §8) in whole paise.
 */

const paise = (amount: SQL) => sql`coalesce(round(${amount} * 100), 0)::bigint`;

const parse = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

interface LineRecord {
  hsn: string | null;
  description: string;
  unit: string | null;
  quantity: string;
  rate: string;
  taxable_paise: number | string;
  cgst_paise: number | string;
  sgst_paise: number | string;
  igst_paise: number | string;
}

/** A document's lines (`l`) as a JSON array of LineRecord in their order; `rate` and `taxable` over `l`. */
const linesJson = (rate: SQL, taxable: SQL) => sql`json_agg(json_build_object(
  'hsn', l.hsn, 'description', l.description, 'unit', l.unit, 'quantity', l.quantity::text,
  'rate', trim_scale(${rate})::text, 'taxable_paise', ${paise(taxable)},
  'cgst_paise', ${paise(sql`l.cgst_amount`)}, 'sgst_paise', ${paise(sql`l.sgst_amount`)},
  'igst_paise', ${paise(sql`l.igst_amount`)}) order by l.position)`;

const lineOf = (l: LineRecord): Gstr1Line => ({
  hsn: l.hsn,
  description: l.description,
  unit: l.unit,
  quantity: String(l.quantity),
  rate: String(l.rate),
  taxable_paise: Number(l.taxable_paise),
  cgst_paise: Number(l.cgst_paise),
  sgst_paise: Number(l.sgst_paise),
  igst_paise: Number(l.igst_paise),
});

/** What an invoice and a note share in GSTR-1, from a row of either statement. */
const documentOf = (r: Record<string, unknown>) => ({
  number: String(r.number),
  date: String(r.date),
  recipient: String(r.recipient),
  gstin: (r.gstin as string | null) ?? null,
  place_of_supply: String(r.place_of_supply),
  reverse_charge: Boolean(r.reverse_charge),
  value_paise: Number(r.value_paise),
  lines: parse<LineRecord[]>(r.lines).map(lineOf),
});

/**
 * Every invoice issued in the period (cancelled ones too, for table 13), oldest first. A line from before
 * tax invoices has no GST rate of its own: its rate is its three percentages' sum. An invoice with no place
 * of supply on record is the supplier's own state (`homeState`, spec 002 §4).
 */
export async function invoicesOfPeriod(
  db: Queryable,
  period: Period,
  homeState: string,
): Promise<Gstr1Invoice[]> {
  const result = (await db.execute(sql`
    select i.id, i.number, ${istDayText(sql`i.issued_at`)} as date, i.organization as recipient,
           i.recipient_gstin as gstin, coalesce(i.place_of_supply, ${homeState}) as place_of_supply,
           i.reverse_charge, i.status = 'cancelled' as cancelled, i.amount_paise::float8 as value_paise,
           coalesce((
             select ${linesJson(sql`coalesce(l.gst_rate, l.cgst + l.sgst + l.igst)`, sql`coalesce(l.taxable, l.subtotal)`)}
               from invoice_lines l
              where l.invoice_id = i.id
           ), '[]'::json) as lines
      from invoices i
     where i.status <> 'draft' and i.kind = 'tax_invoice' -- an opening balance is not AquaDesk's supply (decision 0014)
       and i.issued_at >= ${istDayStart(period.from)} and i.issued_at < ${istDayEnd(period.to)}
     order by i.issued_at, i.id
  `)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((r) => ({
    id: Number(r.id),
    ...documentOf(r),
    cancelled: Boolean(r.cancelled),
  }));
}

/** Every credit and debit note raised in the period, oldest first, with what GSTR-1 asks of its invoice. */
export async function notesOfPeriod(db: Queryable, period: Period, homeState: string): Promise<Gstr1Note[]> {
  const result = (await db.execute(sql`
    select n.id, n.kind, n.number, ${istDayText(sql`n.issued_at`)} as date, i.organization as recipient,
           i.recipient_gstin as gstin, coalesce(i.place_of_supply, ${homeState}) as place_of_supply,
           i.reverse_charge, n.total_paise::float8 as value_paise, i.number as invoice_number,
           ${istDayText(sql`i.issued_at`)} as invoice_date, i.amount_paise::float8 as invoice_value_paise,
           coalesce((
             select ${linesJson(sql`l.gst_rate`, sql`l.taxable`)}
               from invoice_note_lines l
              where l.note_id = n.id
           ), '[]'::json) as lines
      from invoice_notes n
      join invoices i on i.id = n.invoice_id
     where n.issued_at >= ${istDayStart(period.from)} and n.issued_at < ${istDayEnd(period.to)}
     order by n.issued_at, n.id
  `)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind === 'debit' ? 'debit' : 'credit',
    ...documentOf(r),
    invoice_number: String(r.invoice_number),
    invoice_date: String(r.invoice_date),
    invoice_value_paise: Number(r.invoice_value_paise),
  }));
}
