import { type BulkResponse, type BulkResult, bulkResponse } from '@aquadesk/shared/bulk.ts';
import { ZUpdateResellerSiteRequest } from '@aquadesk/shared/sites.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import * as repo from '../repository.ts';
import { updateAndApproveSite } from './sites.ts';

export const BULK_SITE_MESSAGES = {
  notFound: 'Site not found',
  approved: 'Already approved',
  /** A stored field the single form would refuse: the admin opens Edit & Approve to mend it. */
  fix: (field: string, message: string) => `Open Edit & Approve to fix it: ${field}: ${message}`,
  failed: 'Something went wrong with this one. Please try it alone.',
} as const;

/**
 * POST /api/approve-reseller-sites (issue 41 item 13; docs/api.md "Sites"): Save & Approve of each ticked
 * reseller's site as it stands, one after another: its stored fields go through the same checks as the
 * single form's (a district no longer in the list, a field the form would refuse: skipped, to be mended in
 * Edit & Approve), then the same approval (the site shown to staff and its district's resellers live).
 */
export async function approveSites(
  ctx: AppContext,
  admin: AuthUser,
  ids: readonly number[],
  log?: (id: number, error: unknown) => void,
): Promise<BulkResponse> {
  const results: BulkResult[] = [];
  for (const id of ids) {
    const site = await repo.siteById(ctx.db, id);
    const label = site?.site_name ?? `Site ${id}`;
    const skip = (reason: string) => results.push({ id, label, outcome: 'skipped', reason });
    if (!site) {
      skip(BULK_SITE_MESSAGES.notFound);
      continue;
    }
    if (site.approved) {
      skip(BULK_SITE_MESSAGES.approved);
      continue;
    }
    const input = ZUpdateResellerSiteRequest.safeParse({
      site_id: site.site_id,
      name: site.name,
      phone_number: site.phone_number,
      site_name: site.site_name,
      address_line1: site.address_line1,
      address_line2: site.address_line2,
      city: site.city,
      district: site.district,
      state: site.state,
      pincode: site.pincode,
    });
    if (!input.success) {
      const issue = input.error.issues[0]!;
      skip(BULK_SITE_MESSAGES.fix(String(issue.path[0] ?? 'site'), issue.message));
      continue;
    }
    try {
      await updateAndApproveSite(ctx, admin, input.data);
      results.push({ id, label, outcome: 'done', reason: null });
    } catch (error) {
      if (!(error instanceof AppError)) log?.(id, error);
      skip(error instanceof AppError ? error.message : BULK_SITE_MESSAGES.failed);
    }
  }
  return bulkResponse(results);
}
