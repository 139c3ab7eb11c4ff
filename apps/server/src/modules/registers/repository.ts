import { stateOfCode } from '@aquadesk/shared/gst.ts';
import type { InvoiceStatus } from '@aquadesk/shared/invoices.ts';
import type {
  Billed,
  InvoiceRegisterRow,
  InvoiceRegisterTotals,
  NoteRegisterRow,
  NoteRegisterTotals,
  NoteTotals,
  PaymentRegisterRow,
  PaymentRegisterTotals,
  Period,
  ReceiptMethod,
  TaxFigures,
} from '@aquadesk/shared/registers.ts';
import { type SQL, sql } from 'drizzle-orm';
import { istDayEnd, istDayStart, istDayText } from '../../db/sql-time.ts';
import type { Queryable } from '../../db/types.ts';
import { afterCursor, containsPattern, orderByKeys, type SortKey, toPage } from '../../platform/paging.ts';

/**
 * The GST registers' queries (docs/requirements/002-gst.md §10, docs/api.md "Registers"): over the invoices,
 * their lines, the credit and debit notes with their lines and the receipts. Each register is one statement
 * that filters a period of IST days and a search, sorts, cuts a page after a cursor, and sums every row that
 * matches (all pages), so the totals come from the database and not from what a page shows. The period is
 * at most 366 days and is served by the date indexes (invoices_issued_idx, invoice_notes_issued_idx,
 * invoice_receipts_received_idx); the search reads only that period's rows.
 */

export interface RegisterSlice {
  period: Period;
  search?: string | undefined;
  cursor?: string | undefined;
  /** Rows to return; one more is fetched to know whether more follow. */
  limit: number;
}

export interface RegisterPageOf<R, T> {
  rows: R[];
  totals: T;
  /** Rows that match, on every page. */
  total: number;
  next_cursor: string | null;
}

/** A moment as whole microseconds, a sort key a cursor carries exactly (a JSON number below 2^53). */
const micros = (column: SQL) => sql`(extract(epoch from ${column}) * 1000000)::bigint`;
/** Rupees held as numeric, in whole paise (half away from zero; a tax document's figures are already paise). */
const paise = (sum: SQL) => sql`coalesce(round(${sum} * 100), 0)::bigint`;

const parse = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
const billedOf = (gstin: string | null): Billed => (gstin ? 'B2B' : 'B2C');
const placeName = (code: string | null) => (code ? (stateOfCode(code)?.name ?? null) : null);
const TAX_KEYS = ['taxable_paise', 'cgst_paise', 'sgst_paise', 'igst_paise', 'cess_paise'] as const;
const taxOf = (r: Record<string, unknown>): TaxFigures =>
  Object.fromEntries(TAX_KEYS.map((k) => [k, Number(r[k] ?? 0)])) as unknown as TaxFigures;

/** The sums of a register's tax columns over the rows `filter` keeps (all rows when omitted). */
const taxSums = (filter: SQL = sql`true`) => sql`
  coalesce(sum(taxable_paise) filter (where ${filter}), 0)::float8 as taxable_paise,
  coalesce(sum(cgst_paise) filter (where ${filter}), 0)::float8 as cgst_paise,
  coalesce(sum(sgst_paise) filter (where ${filter}), 0)::float8 as sgst_paise,
  coalesce(sum(igst_paise) filter (where ${filter}), 0)::float8 as igst_paise,
  0::float8 as cess_paise`;

/**
 * A register's order: the sort keys over `reg`, and the same keys read from a row (its page's cursor).
 */
interface RegisterOrder<R> {
  order: readonly SortKey[];
  keyOf: (row: R) => (string | number | null)[];
}

/**
 * Runs a register's statement: `rows` is the CTE chain that ends in `reg` (one row per register row, with
 * its sort keys), `sums` the select list of its totals over `reg` (and `docs`); answers the page after the
 * cursor in `sort`'s order and the totals.
 */
async function runRegister<R>(
  db: Queryable,
  slice: RegisterSlice,
  { order, keyOf }: RegisterOrder<R>,
  ctes: SQL,
  sums: SQL,
): Promise<{ rows: R[]; sums: Record<string, unknown>; next_cursor: string | null }> {
  const after = afterCursor(order, slice.cursor);
  const result = (await db.execute(sql`
    with ${ctes}, sums as (select ${sums} from reg)
    select to_json(s) as sums, to_json(p) as row
      from sums s
      left join lateral (
        select reg.* from reg
         where ${after ?? sql`true`}
         order by ${sql.join(orderByKeys(order), sql`, `)}
         limit ${slice.limit + 1}
      ) p on true
  `)) as unknown as { rows: { sums: unknown; row: unknown }[] };
  const rows = result.rows.map((r) => parse<R | null>(r.row)).filter((r): r is R => r !== null);
  const page = toPage(rows, slice.limit, keyOf);
  return { rows: page.rows, sums: parse(result.rows[0]!.sums), next_cursor: page.next_cursor };
}

/**
 * A register of one row per document and GST rate (the invoices', the notes'): a row as `reg` holds it, with
 * its sort keys (the moment it was issued, the document, the rate), and that order, oldest first.
 */
type PerRate<Row> = Omit<Row, 'place_of_supply_name' | 'billed'> & { at_us: number; rate_key: number };

function perRateOrder<D extends string>(
  document: D,
): RegisterOrder<Record<D | 'at_us' | 'rate_key', number>> {
  return {
    order: [
      { expr: sql`reg.at_us`, dir: 'asc' },
      { expr: sql.raw(`reg.${document}`), dir: 'asc' },
      { expr: sql`reg.rate_key`, dir: 'asc' },
    ],
    keyOf: (r) => [r.at_us, r[document], r.rate_key],
  };
}

// ——— the invoice register ———

const INVOICE_ORDER = perRateOrder('invoice_id');

/**
 * The invoices issued in the period (IST days), oldest first, one row per invoice and GST rate; a cancelled
 * invoice is one row of zeros. `search` matches the number, the recipient and the GSTIN.
 */
export async function invoiceRegister(
  db: Queryable,
  slice: RegisterSlice,
): Promise<RegisterPageOf<InvoiceRegisterRow, InvoiceRegisterTotals>> {
  const term = slice.search ? containsPattern(slice.search) : null;
  const ctes = sql`docs as (
      select i.id, i.number, i.issued_at, i.organization, i.recipient_gstin, i.place_of_supply, i.reverse_charge,
             i.status, i.amount_paise
        from invoices i
       where i.status <> 'draft' and i.kind = 'tax_invoice' -- not an opening balance (decision 0014)
         and i.issued_at >= ${istDayStart(slice.period.from)} and i.issued_at < ${istDayEnd(slice.period.to)}
         and (${term}::text is null or i.number ilike ${term} or i.organization ilike ${term}
              or i.recipient_gstin ilike ${term})
    ), reg as (
      select d.id as invoice_id, d.number, ${istDayText(sql`d.issued_at`)} as date, d.organization as recipient,
             d.recipient_gstin as gstin, d.place_of_supply, d.reverse_charge, d.status,
             trim_scale(r.gst_rate)::text as gst_rate, r.taxable_paise, r.cgst_paise, r.sgst_paise, r.igst_paise,
             0::bigint as cess_paise, d.amount_paise as invoice_value_paise,
             ${micros(sql`d.issued_at`)} as at_us, coalesce(r.gst_rate, -1)::float8 as rate_key
        from docs d
        join lateral (
          select l.gst_rate, ${paise(sql`sum(coalesce(l.taxable, l.subtotal))`)} as taxable_paise,
                 ${paise(sql`sum(l.cgst_amount)`)} as cgst_paise, ${paise(sql`sum(l.sgst_amount)`)} as sgst_paise,
                 ${paise(sql`sum(l.igst_amount)`)} as igst_paise
            from invoice_lines l
           where l.invoice_id = d.id
           group by l.gst_rate
        ) r on d.status <> 'cancelled'
      union all
      select d.id, d.number, ${istDayText(sql`d.issued_at`)}, d.organization, d.recipient_gstin, d.place_of_supply,
             d.reverse_charge, d.status, null, 0, 0, 0, 0, 0, 0, ${micros(sql`d.issued_at`)}, -1
        from docs d
       where d.status = 'cancelled'
    )`;
  const sums = sql`count(*)::int as row_count, ${taxSums()},
      (select count(*) from docs)::int as invoices,
      (select count(*) from docs where status = 'cancelled')::int as cancelled,
      (select coalesce(sum(amount_paise), 0) from docs where status <> 'cancelled')::float8 as invoice_value_paise`;
  const out = await runRegister<PerRate<InvoiceRegisterRow>>(db, slice, INVOICE_ORDER, ctes, sums);
  const s = out.sums;
  return {
    rows: out.rows.map(({ at_us: _a, rate_key: _r, ...r }) => ({
      invoice_id: Number(r.invoice_id),
      number: r.number,
      date: r.date,
      recipient: r.recipient,
      gstin: r.gstin,
      place_of_supply: r.place_of_supply,
      place_of_supply_name: placeName(r.place_of_supply),
      billed: billedOf(r.gstin),
      reverse_charge: r.reverse_charge,
      status: r.status as InvoiceStatus,
      gst_rate: r.gst_rate,
      ...taxOf(r as unknown as Record<string, unknown>),
      invoice_value_paise: r.status === 'cancelled' ? 0 : Number(r.invoice_value_paise),
    })),
    totals: {
      invoices: Number(s.invoices),
      cancelled: Number(s.cancelled),
      ...taxOf(s),
      invoice_value_paise: Number(s.invoice_value_paise),
    },
    total: Number(s.row_count),
    next_cursor: out.next_cursor,
  };
}

// ——— the credit and debit note register ———

const NOTE_ORDER = perRateOrder('note_id');

/**
 * The credit and debit notes raised in the period (IST days), oldest first, one row per note and GST rate,
 * each with the invoice it amends. `search` matches the note's number, the invoice's, the recipient and
 * the GSTIN.
 */
export async function noteRegister(
  db: Queryable,
  slice: RegisterSlice,
): Promise<RegisterPageOf<NoteRegisterRow, NoteRegisterTotals>> {
  const term = slice.search ? containsPattern(slice.search) : null;
  const ctes = sql`docs as (
      select n.id, n.number, n.issued_at, n.kind, n.total_paise, i.id as invoice_id, i.number as invoice_number,
             i.issued_at as invoice_issued_at, i.organization, i.recipient_gstin, i.place_of_supply
        from invoice_notes n
        join invoices i on i.id = n.invoice_id
       where n.issued_at >= ${istDayStart(slice.period.from)} and n.issued_at < ${istDayEnd(slice.period.to)}
         and (${term}::text is null or n.number ilike ${term} or i.number ilike ${term}
              or i.organization ilike ${term} or i.recipient_gstin ilike ${term})
    ), reg as (
      select d.id as note_id, d.number, ${istDayText(sql`d.issued_at`)} as date, d.kind, d.invoice_id,
             d.invoice_number, ${istDayText(sql`d.invoice_issued_at`)} as invoice_date, d.organization as recipient,
             d.recipient_gstin as gstin, d.place_of_supply, trim_scale(r.gst_rate)::text as gst_rate,
             r.taxable_paise, r.cgst_paise, r.sgst_paise, r.igst_paise, 0::bigint as cess_paise,
             d.total_paise as note_value_paise, ${micros(sql`d.issued_at`)} as at_us,
             r.gst_rate::float8 as rate_key
        from docs d
        join lateral (
          select l.gst_rate, ${paise(sql`sum(l.taxable)`)} as taxable_paise, ${paise(sql`sum(l.cgst_amount)`)} as cgst_paise,
                 ${paise(sql`sum(l.sgst_amount)`)} as sgst_paise, ${paise(sql`sum(l.igst_amount)`)} as igst_paise
            from invoice_note_lines l
           where l.note_id = d.id
           group by l.gst_rate
        ) r on true
    )`;
  const kindSums = (kind: 'credit' | 'debit') => sql`
      (select count(*) from docs where kind = ${kind})::int as ${sql.raw(`${kind}_notes`)},
      (select coalesce(sum(total_paise), 0) from docs where kind = ${kind})::float8 as ${sql.raw(`${kind}_value_paise`)},
      coalesce(sum(taxable_paise) filter (where kind = ${kind}), 0)::float8 as ${sql.raw(`${kind}_taxable_paise`)},
      coalesce(sum(cgst_paise) filter (where kind = ${kind}), 0)::float8 as ${sql.raw(`${kind}_cgst_paise`)},
      coalesce(sum(sgst_paise) filter (where kind = ${kind}), 0)::float8 as ${sql.raw(`${kind}_sgst_paise`)},
      coalesce(sum(igst_paise) filter (where kind = ${kind}), 0)::float8 as ${sql.raw(`${kind}_igst_paise`)}`;
  const sums = sql`count(*)::int as row_count, ${kindSums('credit')}, ${kindSums('debit')}`;
  const out = await runRegister<PerRate<NoteRegisterRow>>(db, slice, NOTE_ORDER, ctes, sums);
  const s = out.sums;
  const totalsOf = (kind: 'credit' | 'debit'): NoteTotals => ({
    notes: Number(s[`${kind}_notes`]),
    taxable_paise: Number(s[`${kind}_taxable_paise`]),
    cgst_paise: Number(s[`${kind}_cgst_paise`]),
    sgst_paise: Number(s[`${kind}_sgst_paise`]),
    igst_paise: Number(s[`${kind}_igst_paise`]),
    cess_paise: 0,
    note_value_paise: Number(s[`${kind}_value_paise`]),
  });
  return {
    rows: out.rows.map(({ at_us: _a, rate_key: _r, ...r }) => ({
      note_id: Number(r.note_id),
      number: r.number,
      date: r.date,
      kind: r.kind,
      invoice_id: Number(r.invoice_id),
      invoice_number: r.invoice_number,
      invoice_date: r.invoice_date,
      recipient: r.recipient,
      gstin: r.gstin,
      place_of_supply: r.place_of_supply,
      place_of_supply_name: placeName(r.place_of_supply),
      billed: billedOf(r.gstin),
      gst_rate: r.gst_rate,
      ...taxOf(r as unknown as Record<string, unknown>),
      note_value_paise: Number(r.note_value_paise),
    })),
    totals: { credit: totalsOf('credit'), debit: totalsOf('debit') },
    total: Number(s.row_count),
    next_cursor: out.next_cursor,
  };
}

// ——— the payment register ———

const PAYMENT_ORDER: RegisterOrder<PaymentRegisterRow> = {
  order: [
    { expr: sql`reg.date`, dir: 'asc' },
    { expr: sql`reg.receipt_id`, dir: 'asc' },
  ],
  keyOf: (r) => [r.date, r.receipt_id],
};

/**
 * The money received and refunded in the period, by the day it moved (`received_on`, an IST date), oldest
 * first: a refund is a row of its own with a negative amount. `search` matches the receipt's number, the
 * invoice's, the client and the reference.
 */
export async function paymentRegister(
  db: Queryable,
  slice: RegisterSlice,
): Promise<RegisterPageOf<PaymentRegisterRow, PaymentRegisterTotals>> {
  const term = slice.search ? containsPattern(slice.search) : null;
  const ctes = sql`reg as (
      select r.id as receipt_id, r.kind, r.number, to_char(r.received_on, 'YYYY-MM-DD') as date,
             i.id as invoice_id, i.number as invoice_number, i.organization as client, r.method, r.reference,
             (case when r.kind = 'refund' then -r.amount_paise else r.amount_paise end) as amount_paise
        from invoice_receipts r
        join invoices i on i.id = r.invoice_id
       where r.received_on >= ${slice.period.from}::date and r.received_on <= ${slice.period.to}::date
         and (${term}::text is null or r.number ilike ${term} or i.number ilike ${term}
              or i.organization ilike ${term} or r.reference ilike ${term})
    )`;
  const sums = sql`count(*)::int as row_count,
      count(*) filter (where kind = 'payment')::int as payments,
      count(*) filter (where kind = 'refund')::int as refunds,
      coalesce(sum(amount_paise) filter (where kind = 'payment'), 0)::float8 as received_paise,
      coalesce(-sum(amount_paise) filter (where kind = 'refund'), 0)::float8 as refunded_paise,
      coalesce(sum(amount_paise), 0)::float8 as net_paise`;
  const out = await runRegister(db, slice, PAYMENT_ORDER, ctes, sums);
  const s = out.sums;
  return {
    rows: out.rows.map((r) => ({
      receipt_id: Number(r.receipt_id),
      kind: r.kind,
      number: r.number,
      date: r.date,
      invoice_id: Number(r.invoice_id),
      invoice_number: r.invoice_number,
      client: r.client,
      method: r.method as ReceiptMethod,
      reference: r.reference,
      amount_paise: Number(r.amount_paise),
    })),
    totals: {
      payments: Number(s.payments),
      refunds: Number(s.refunds),
      received_paise: Number(s.received_paise),
      refunded_paise: Number(s.refunded_paise),
      net_paise: Number(s.net_paise),
    },
    total: Number(s.row_count),
    next_cursor: out.next_cursor,
  };
}
