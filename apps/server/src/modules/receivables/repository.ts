import type { ReceivableRow } from '@aquadesk/shared/receivables.ts';
import { and, eq, sql } from 'drizzle-orm';
import { invoices } from '../../db/schema/index.ts';
import { istDayText, TODAY_IST } from '../../db/sql-time.ts';
import type { Queryable } from '../../db/types.ts';
import type { Page } from '../../platform/page-search.ts';
import {
  afterCursor,
  containsPattern,
  fetchLimit,
  orderByKeys,
  type SortKey,
  toPage,
} from '../../platform/paging.ts';

/**
 * What clients owe (docs/requirements/002-gst.md §8): a client's account and the receivables, read-only
 * reporting queries over the invoice tables, which the invoices module alone writes (docs/architecture.md
 * "Reporting queries").
 */

/** One entry of a client's account: an issued invoice, a note, a payment or a refund. */
export interface AccountEntry {
  date: string;
  kind: 'invoice' | 'credit_note' | 'debit_note' | 'payment' | 'refund';
  reference: string;
  amount_paise: number;
  invoice_id: number;
  invoice_number: string | null;
}

/**
 * Every entry of a client's account up to `to` (IST date), oldest first: issued invoices (cancelled ones
 * owe nothing and are left out), credit and debit notes, payments and refunds. One statement.
 */
export async function accountEntries(db: Queryable, clientId: number, to: string): Promise<AccountEntry[]> {
  const result = (await db.execute(sql`
    select * from (
      select ${istDayText(sql`i.issued_at`)} as date, 'invoice' as kind, i.number as reference,
             i.amount_paise::float8 as amount_paise, i.id as invoice_id, i.number as invoice_number, i.issued_at as at, 0 as seq
        from invoices i
       where i.client_id = ${clientId} and i.status not in ('draft', 'cancelled')
      union all
      select ${istDayText(sql`n.issued_at`)}, n.kind || '_note', n.number, n.total_paise::float8, i.id, i.number, n.issued_at, n.id
        from invoice_notes n join invoices i on i.id = n.invoice_id
       where i.client_id = ${clientId} and i.status <> 'cancelled'
      union all
      select to_char(r.received_on, 'YYYY-MM-DD'), r.kind, coalesce(r.number, nullif(r.reference, ''), 'Refund'),
             r.amount_paise::float8, i.id, i.number, r.created_at, r.id
        from invoice_receipts r join invoices i on i.id = r.invoice_id
       where i.client_id = ${clientId}
    ) e
    where e.date <= ${to}
    order by e.date, e.at, e.seq
  `)) as unknown as { rows: (AccountEntry & { at: unknown; seq: number })[] };
  return result.rows.map(({ at: _at, seq: _seq, ...entry }) => ({
    ...entry,
    amount_paise: Number(entry.amount_paise),
  }));
}

/** The due dates of a client's issued invoices by id (a statement's ageing); null on one made before tax invoices. */
export async function dueDatesOfClient(db: Queryable, clientId: number): Promise<Map<number, string | null>> {
  const rows = await db
    .select({ id: invoices.id, due: invoices.dueDate })
    .from(invoices)
    .where(and(eq(invoices.clientId, clientId), sql`${invoices.status} not in ('draft', 'cancelled')`));
  return new Map(rows.map((r) => [r.id, r.due]));
}

/** What is due on an open invoice, in SQL (receivables.ts balanceOf; the invoices repository's reminders read the same). */
const DUE = sql`greatest(0, amount_paise + debited_paise - credited_paise - paid_paise + refunded_paise)`;

/** Receivables' order: most owed first, then a key unique to each client (or organisation without one). */
const RECEIVABLES_ORDER: SortKey[] = [
  { expr: sql`b.total_paise`, dir: 'desc' },
  { expr: sql`b.sort_key`, dir: 'asc' },
];

const AGE_COLUMNS = [
  'not_due_paise',
  'd0_30_paise',
  'd31_60_paise',
  'd61_90_paise',
  'over_90_paise',
] as const;
type ReceivableSums = Omit<ReceivableRow, 'client_id' | 'organization' | 'oldest_due'>;

/**
 * The clients who owe, most owed first, a page at a time (docs/requirements/002-gst.md §8, docs/api.md
 * "Lists"): each one's open balances by days past due as of today in IST, and the sums over every client
 * who matches, in one statement; `search` matches the organisation.
 */
export async function receivables(
  db: Queryable,
  q: { search?: string | undefined; limit?: number | undefined; cursor?: string | undefined },
): Promise<Page<ReceivableRow> & { totals: ReceivableSums; asOf: string }> {
  const term = q.search ? containsPattern(q.search) : null;
  const limit = fetchLimit(q.limit) - 1;
  const after = afterCursor(RECEIVABLES_ORDER, q.cursor);
  const result = (await db.execute(sql`
    with open_invoices as (
      select client_id, organization, ${DUE} as due, ${TODAY_IST} - due_date as days, due_date
        from invoices
       where status in ('unpaid', 'partly_paid') and ${DUE} > 0
         and (${term}::text is null or organization ilike ${term})
    ), by_client as (
      select client_id, min(organization) as organization, count(*)::int as invoices,
             sum(due)::float8 as total_paise,
             coalesce(sum(due) filter (where days < 0), 0)::float8 as not_due_paise,
             coalesce(sum(due) filter (where days between 0 and 30), 0)::float8 as d0_30_paise,
             coalesce(sum(due) filter (where days between 31 and 60), 0)::float8 as d31_60_paise,
             coalesce(sum(due) filter (where days between 61 and 90), 0)::float8 as d61_90_paise,
             coalesce(sum(due) filter (where days > 90), 0)::float8 as over_90_paise,
             to_char(min(due_date), 'YYYY-MM-DD') as oldest_due,
             case when client_id is null then 'o:' || md5(lower(min(organization)))
                  else 'c:' || client_id::text end as sort_key
        from open_invoices
       group by client_id, case when client_id is null then lower(organization) end
    ), sums as (
      select count(*)::int as clients, coalesce(sum(invoices), 0)::int as invoices,
             coalesce(sum(total_paise), 0)::float8 as total_paise,
             coalesce(sum(not_due_paise), 0)::float8 as not_due_paise,
             coalesce(sum(d0_30_paise), 0)::float8 as d0_30_paise,
             coalesce(sum(d31_60_paise), 0)::float8 as d31_60_paise,
             coalesce(sum(d61_90_paise), 0)::float8 as d61_90_paise,
             coalesce(sum(over_90_paise), 0)::float8 as over_90_paise,
             to_char(${TODAY_IST}, 'YYYY-MM-DD') as as_of
        from by_client
    )
    select to_json(s) as sums, to_json(p) as row
      from sums s
      left join lateral (
        select b.* from by_client b
         where ${after ?? sql`true`}
         order by ${sql.join(orderByKeys(RECEIVABLES_ORDER), sql`, `)}
         limit ${limit + 1}
      ) p on true
  `)) as unknown as { rows: { sums: unknown; row: unknown }[] };
  const parse = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
  const sums = parse<ReceivableSums & { clients: number; as_of: string }>(result.rows[0]!.sums);
  const rows = result.rows
    .map((r) => parse<(ReceivableRow & { sort_key: string }) | null>(r.row))
    .filter((r): r is ReceivableRow & { sort_key: string } => r !== null);
  const cut = toPage(rows, limit, (r) => [r.total_paise, r.sort_key]);
  const totals: ReceivableSums = {
    invoices: Number(sums.invoices),
    total_paise: Number(sums.total_paise),
  } as ReceivableSums;
  for (const c of AGE_COLUMNS) totals[c] = Number(sums[c]);
  return {
    rows: cut.rows.map(({ sort_key: _k, ...r }) => ({
      ...r,
      client_id: r.client_id === null ? null : Number(r.client_id),
      invoices: Number(r.invoices),
      total_paise: Number(r.total_paise),
      ...Object.fromEntries(AGE_COLUMNS.map((c) => [c, Number(r[c])])),
    })),
    next_cursor: cut.next_cursor,
    total: Number(sums.clients),
    totals,
    asOf: sums.as_of,
  };
}
