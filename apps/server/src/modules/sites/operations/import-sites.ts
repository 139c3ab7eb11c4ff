import { sitesAudience } from '@aquadesk/shared/audiences.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import type { SiteImport } from '@aquadesk/shared/imports.ts';
import type { District, SiteRow } from '@aquadesk/shared/sites.ts';
import type { Queryable } from '../../../db/types.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import * as repo from '../repository.ts';

/**
 * Sites brought in from a file (issue 41 item 12; docs/api.md "Imports"): each is what POST /create-site by
 * staff makes (approved at once), written in the importing transaction.
 */

/** The districts of these names (lower-cased). */
export function districtsByName(db: Queryable, names: readonly string[]): Promise<Map<string, District>> {
  return repo.districtsByName(db, names);
}

/** Writes the sites in `tx` (each with its client and district found by the checks); what to announce after commit. */
export async function insertImportedSites(
  ctx: AppContext,
  tx: Queryable,
  by: AuthUser,
  rows: readonly (SiteImport & { clientId: number; districtId: number })[],
): Promise<() => Promise<void>> {
  const created: SiteRow[] = await repo.insertSites(
    tx,
    rows.map((row) => ({
      clientId: row.clientId,
      fileId: row.file_id,
      siteName: row.site_name,
      contactName: row.name,
      phoneNumber: row.phone_number,
      addressLine1: row.address_line_1,
      addressLine2: row.address_line_2,
      city: row.city,
      districtId: row.districtId,
      state: row.state,
      pincode: row.pincode,
      createdBy: by.id,
      approved: true,
    })),
  );
  return async () => {
    for (const site of created) {
      ctx.realtime.emit(
        EVENTS.site,
        site,
        sitesAudience(await repo.resellersCovering(ctx.db, site.district_id)),
      );
    }
  };
}
