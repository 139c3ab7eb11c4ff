import { financialYear, financialYearPeriod, todayInIndia } from '@aquadesk/shared/dates.ts';
import {
  type ClientStatementResponse,
  type ReceivablesResponse,
  statementAgeing,
  statementOf,
} from '@aquadesk/shared/receivables.ts';
import type { AppContext } from '../../../platform/context.ts';
import { notFound } from '../../../platform/errors.ts';
import { type ClientTaxIdentity, clientTaxIdentity } from '../../clients/operations/client-accounts.ts';
import * as repo from '../repository.ts';

/** A client and every entry of their account up to the period's end, with the period (IST dates). */
export interface StatementParts {
  client: ClientTaxIdentity;
  from: string;
  to: string;
  entries: repo.AccountEntry[];
}

/** The period (absent: the financial year to today) and every entry up to its end; 404 for an unknown client. */
export async function statementParts(
  ctx: AppContext,
  clientId: number,
  query: { from?: string | undefined; to?: string | undefined },
): Promise<StatementParts> {
  const client = await clientTaxIdentity(ctx.db, clientId);
  if (!client) throw notFound('Client');
  const today = todayInIndia();
  const to = query.to ?? today;
  const from = query.from ?? financialYearPeriod(financialYear(to)).from;
  const entries = await repo.accountEntries(ctx.db, clientId, to);
  return { client, from, to, entries };
}

/** The statement of a period from its parts: the opening balance, the period's lines, the closing balance. */
function statementFromParts({
  client,
  from,
  to,
  entries,
}: StatementParts): Omit<ClientStatementResponse, 'ageing'> {
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
      reminders_off: client.reminders_off,
    },
    from,
    to,
    opening_paise: opening,
    closing_paise: lines.at(-1)?.balance_paise ?? opening,
    lines,
  };
}

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
  return statementOfParts(ctx, await statementParts(ctx, clientId, query));
}

/** The statement of a period from its parts, with its closing ageing (each invoice's due date from the books). */
export async function statementOfParts(
  ctx: AppContext,
  parts: StatementParts,
): Promise<ClientStatementResponse> {
  const dueDates = await repo.dueDatesOfClient(ctx.db, parts.client.id);
  return { ...statementFromParts(parts), ageing: statementAgeing(parts.entries, dueDates, parts.to) };
}

/** GET /api/receivables: the clients who owe, by age past due, most owed first, paged (docs/api.md "Lists"). */
export async function listReceivables(
  ctx: AppContext,
  query: { search?: string | undefined; limit?: number | undefined; cursor?: string | undefined },
): Promise<ReceivablesResponse> {
  const page = await repo.receivables(ctx.db, query);
  return {
    data: page.rows,
    totals: page.totals,
    total: page.total,
    next_cursor: page.next_cursor,
    as_of: page.asOf,
  };
}
