import type { RevenueMonth } from '@aquadesk/shared/dashboard-trends.ts';
import { monthStart } from '@aquadesk/shared/dates.ts';
import { sql } from 'drizzle-orm';
import { istDayStart, istMonthText } from '../../../db/sql-time.ts';
import type { Queryable } from '../../../db/types.ts';

/**
 * Revenue by IST month (issue 31 item 13, docs/api.md "Dashboard trends"), a reporting query over the
 * invoice tables (docs/architecture.md "Reporting queries"): one statement over the months
 * `from` to `to` (each 'YYYY-MM-01', inclusive), every month present even when nothing happened in it:
 *   invoiced  = Σ tax invoices issued in the month (drafts and cancelled ones left out)
 *             + Σ debit notes − Σ credit notes issued in the month (against invoices not cancelled)
 *   collected = Σ payments − Σ refunds received in the month (their received_on day)
 * An issue time is read as its day in Asia/Kolkata, so 23:59 IST on the last day stays in that month.
 * The ranges are served by invoices_issued_idx, invoice_notes_issued_idx and invoice_receipts_received_idx.
 */
export async function revenueByMonth(db: Queryable, from: string, to: string): Promise<RevenueMonth[]> {
  const start = istDayStart(from);
  // the first moment of the month after `to`
  const end = istDayStart(monthStart(to, -1));
  const result = (await db.execute(sql`
    with months as (
      select to_char(m, 'YYYY-MM') as month
        from generate_series(${from}::date, ${to}::date, interval '1 month') m
    ), invoiced as (
      select ${istMonthText(sql`i.issued_at`)} as month, i.amount_paise as amount
        from invoices i
       where i.status not in ('draft', 'cancelled') and i.kind = 'tax_invoice' and i.issued_at >= ${start} and i.issued_at < ${end}
      union all
      select ${istMonthText(sql`n.issued_at`)},
             case when n.kind = 'credit' then -n.total_paise else n.total_paise end
        from invoice_notes n join invoices i on i.id = n.invoice_id
       where i.status <> 'cancelled' and n.issued_at >= ${start} and n.issued_at < ${end}
    ), collected as (
      select to_char(r.received_on, 'YYYY-MM') as month,
             case when r.kind = 'refund' then -r.amount_paise else r.amount_paise end as amount
        from invoice_receipts r
       where r.received_on >= ${from}::date and r.received_on < (${to}::date + interval '1 month')::date
    )
    select m.month,
           coalesce((select sum(x.amount) from invoiced x where x.month = m.month), 0)::float8 as invoiced_paise,
           coalesce((select sum(c.amount) from collected c where c.month = m.month), 0)::float8 as collected_paise
      from months m
     order by m.month
  `)) as unknown as { rows: RevenueMonth[] };
  return result.rows.map((r) => ({
    month: r.month,
    invoiced_paise: Number(r.invoiced_paise),
    collected_paise: Number(r.collected_paise),
  }));
}
