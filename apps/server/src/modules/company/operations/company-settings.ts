import type { CompanySettings, ZCompanySettingsRequest } from '@aquadesk/shared/company-settings.ts';
import type { z } from 'zod';
import type { Queryable } from '../../../db/types.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import * as repo from '../repository.ts';

/** The settings as the wire shows them; the defaults (send on issue off) while never saved. */
async function settingsOf(db: Queryable): Promise<CompanySettings> {
  const row = await repo.settings(db);
  return {
    send_on_issue: row?.sendOnIssue ?? false,
    changed_by_name: row?.changedByName ?? null,
    updated_at: row?.updatedAt ?? null,
  };
}

/** GET /company-settings (those who see the company profile). */
export function viewSettings(ctx: AppContext): Promise<CompanySettings> {
  return settingsOf(ctx.db);
}

/** PUT /company-settings (admin): saved as sent; a repeat saves the same values. */
export async function saveSettings(
  ctx: AppContext,
  user: AuthUser,
  input: z.output<typeof ZCompanySettingsRequest>,
): Promise<CompanySettings> {
  await repo.saveSettings(ctx.db, { sendOnIssue: input.send_on_issue, changedBy: user.id });
  return settingsOf(ctx.db);
}

/** Does issuing an invoice mail it to the client (docs/api.md "Company settings")? Read by the invoices domain. */
export async function sendsOnIssue(db: Queryable): Promise<boolean> {
  return (await repo.settings(db))?.sendOnIssue ?? false;
}
