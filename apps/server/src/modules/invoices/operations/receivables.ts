import { financialYearOf } from '@aquadesk/shared/gst.ts';
import {
  type ClientStatementResponse,
  istDate,
  type ReceivablesResponse,
  statementOf,
} from '@aquadesk/shared/receivables.ts';
import type { AppContext } from '../../../platform/context.ts';
import { notFound } from '../../../platform/errors.ts';
import { clientTaxIdentity } from '../../clients/operations/client-accounts.ts';
import * as repo from '../repository.ts';

/** Clients shown on the receivables screen at most (the totals count them all). */
export const RECEIVABLES_MAX = 100;

/**
 * GET /api/clients/{id}/statement (docs/requirements/002-gst.md §8): the client's invoices, notes, payments
 * and refunds of a period with the running balance, from what was owed before it. The period is IST
 * dates; absent, from the start of the financial year to today.
 */
export async function clientStatement(
  ctx: AppContext,
  clientId: number,
  query: { from?: string | undefined; to?: string | undefined },
): Promise<ClientStatementResponse> {
  const client = await clientTaxIdentity(ctx.db, clientId);
  if (!client) throw notFound('Client');
  const today = istDate(new Date());
  const to = query.to ?? today;
  const from = query.from ?? `${financialYearOf(new Date(`${to}T12:00:00+05:30`)).start}-04-01`;
  const entries = await repo.accountEntries(ctx.db, clientId, to);
  const before = entries.filter((e) => e.date < from);
  const opening = statementOf(before).at(-1)?.balance_paise ?? 0;
  const period = entries.filter((e) => e.date >= from);
  const lines = statementOf(period, opening).map((line, i) => ({
    ...line,
    invoice_id: period[i]!.invoice_id,
    invoice_number: period[i]!.invoice_number,
  }));
  return {
    client: {
      id: client.id,
      organization: client.organization ?? client.name,
      name: client.name,
      gstin: client.gstin,
    },
    from,
    to,
    opening_paise: opening,
    closing_paise: lines.at(-1)?.balance_paise ?? opening,
    lines,
  };
}

/** GET /api/receivables: the clients who owe, by age past due, most owed first. */
export async function listReceivables(
  ctx: AppContext,
  query: { search?: string | undefined; limit?: number | undefined },
): Promise<ReceivablesResponse> {
  const result = await repo.receivables(
    ctx.db,
    query.search,
    Math.min(query.limit ?? RECEIVABLES_MAX, RECEIVABLES_MAX),
  );
  const { client_id: _c, organization: _o, oldest_due: _d, ...totals } = result.totals;
  return { data: result.rows, totals, total: result.count, as_of: result.asOf };
}
