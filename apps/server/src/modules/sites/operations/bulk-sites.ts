import type { BulkResponse } from '@aquadesk/shared/bulk.ts';
import { ZUpdateResellerSiteRequest } from '@aquadesk/shared/sites.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import { eachOf } from '../../../platform/bulk.ts';
import type { AppContext } from '../../../platform/context.ts';
import * as repo from '../repository.ts';
import { updateAndApproveSite } from './sites.ts';

export const BULK_SITE_MESSAGES = {
  notFound: 'Site not found',
  approved: 'Already approved',
  /** A stored field the single form would refuse: the admin opens Edit & Approve to mend it. */
  fix: (field: string, message: string) => `Open Edit & Approve to fix it: ${field}: ${message}`,
} as const;

/**
 * POST /api/approve-reseller-sites (issue 41 item 13; docs/api.md "Sites"): Save & Approve of each ticked
 * reseller's site as it stands, one after another: its stored fields go through the same checks as the
 * single form's (a district no longer in the list, a field the form would refuse: skipped, to be mended in
 * Edit & Approve), then the same approval (the site shown to staff and its district's resellers live).
 */
export function approveSites(
  ctx: AppContext,
  admin: AuthUser,
  ids: readonly number[],
  log?: (id: number, error: unknown) => void,
): Promise<BulkResponse> {
  return eachOf(
    ids,
    {
      find: (id) => repo.siteById(ctx.db, id),
      label: (site, id) => site?.site_name ?? `Site ${id}`,
      missing: BULK_SITE_MESSAGES.notFound,
      run: async (site) => {
        if (site.approved) return BULK_SITE_MESSAGES.approved;
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
          return BULK_SITE_MESSAGES.fix(String(issue.path[0] ?? 'site'), issue.message);
        }
        await updateAndApproveSite(ctx, admin, input.data);
      },
    },
    log,
  );
}
