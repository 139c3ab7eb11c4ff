import type { CompanySettings, ZCompanySettingsRequest } from '@aquadesk/shared/company-settings.ts';
import type { ContractInvoiceMode } from '@aquadesk/shared/contract-billing.ts';
import { VISIT_LEAD_DAYS } from '@aquadesk/shared/visits.ts';
import type { z } from 'zod';
import type { Queryable } from '../../../db/types.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import * as repo from '../repository.ts';

const modeOf = (stored: string | undefined): ContractInvoiceMode => (stored === 'issue' ? 'issue' : 'draft');

/** The settings as the wire shows them; the defaults (send on issue off, 7 lead days) while never saved. */
async function settingsOf(db: Queryable): Promise<CompanySettings> {
  const row = await repo.settings(db);
  return {
    send_on_issue: row?.sendOnIssue ?? false,
    visit_lead_days: row?.visitLeadDays ?? VISIT_LEAD_DAYS.default,
    contract_invoices: modeOf(row?.contractInvoices),
    changed_by_name: row?.changedByName ?? null,
    updated_at: row?.updatedAt ?? null,
  };
}

/** GET /company-settings (those who see the company profile). */
export function viewSettings(ctx: AppContext): Promise<CompanySettings> {
  return settingsOf(ctx.db);
}

/** PUT /company-settings (admin): what is sent is saved, the rest kept; a repeat saves the same values. */
export async function saveSettings(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof ZCompanySettingsRequest>,
): Promise<CompanySettings> {
  await repo.saveSettings(ctx.db, {
    ...(input.send_on_issue === undefined ? {} : { sendOnIssue: input.send_on_issue }),
    ...(input.visit_lead_days === undefined ? {} : { visitLeadDays: input.visit_lead_days }),
    ...(input.contract_invoices === undefined ? {} : { contractInvoices: input.contract_invoices }),
    changedBy: user.id,
  });
  return settingsOf(ctx.db);
}

/** Does issuing an invoice mail it to the client (docs/api.md "Company settings")? Read by the invoices domain. */
export async function sendsOnIssue(db: Queryable): Promise<boolean> {
  return (await repo.settings(db))?.sendOnIssue ?? false;
}

/** How many days before a contract's visit its task is made (issue 43 item 3). Read by the visits domain. */
export async function visitLeadDays(db: Queryable): Promise<number> {
  return (await repo.settings(db))?.visitLeadDays ?? VISIT_LEAD_DAYS.default;
}

/** Are a contract's period invoices issued at once, or made as drafts to review (issue 43 item 8)? Read by contract billing. */
export async function contractInvoiceMode(db: Queryable): Promise<ContractInvoiceMode> {
  return modeOf((await repo.settings(db))?.contractInvoices);
}
