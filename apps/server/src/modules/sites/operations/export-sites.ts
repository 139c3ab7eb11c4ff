import type { ExportFormat } from '@aquadesk/shared/registers.ts';
import type { SiteRow, TSiteListQuery } from '@aquadesk/shared/sites.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { LIST_EXPORT_READ, type ListFile, listFile, wholeList } from '../../../platform/list-export.ts';
import type { TableColumn, TableFile } from '../../../platform/table-file.ts';
import { listSites } from './sites.ts';

/**
 * GET /get_all_site?format=csv|xlsx (docs/api.md "Lists"): every site the list's search and filters match,
 * in the list's scope (a reseller: the sites of their districts), with the fields a site's card shows.
 */

export const SITE_LIST_COLUMNS: TableColumn[] = [
  { header: 'Site', kind: 'text', width: 28 },
  { header: 'File ID', kind: 'text', width: 14 },
  { header: 'Organisation', kind: 'text', width: 28 },
  { header: 'Client', kind: 'text', width: 22 },
  { header: 'Email', kind: 'text', width: 28 },
  { header: 'Contact', kind: 'text', width: 20 },
  { header: 'Phone', kind: 'text', width: 16 },
  { header: 'Address', kind: 'text', width: 36 },
  { header: 'City', kind: 'text', width: 16 },
  { header: 'District', kind: 'text', width: 16 },
  { header: 'State', kind: 'text', width: 14 },
  { header: 'Pincode', kind: 'text', width: 10 },
  { header: 'Approval', kind: 'text', width: 20 },
];

export function siteListTable(rows: readonly SiteRow[]): TableFile {
  return {
    sheet: 'Sites',
    columns: SITE_LIST_COLUMNS,
    rows: rows.map((s) => [
      s.site_name,
      s.file_id,
      s.organization,
      s.client_name,
      s.email,
      s.name,
      s.phone_number,
      [s.address_line1, s.address_line2].filter(Boolean).join(', '),
      s.city,
      s.district,
      s.state,
      s.pincode,
      s.approved ? 'Approved' : 'Waiting for approval',
    ]),
  };
}

export async function exportSites(
  ctx: AppContext,
  user: AuthUser,
  query: TSiteListQuery,
  format: ExportFormat,
): Promise<ListFile> {
  const list = await listSites(ctx, user, { ...query, ...LIST_EXPORT_READ });
  wholeList(list.next_cursor);
  return listFile(ctx, 'sites', format, siteListTable(list.data));
}
