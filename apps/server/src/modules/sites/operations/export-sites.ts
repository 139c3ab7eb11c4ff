import type { ExportFormat } from '@aquadesk/shared/registers.ts';
import type { SiteRow, TSiteListQuery } from '@aquadesk/shared/sites.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import {
  exportList,
  LIST_EXPORT_READ,
  type ListFile,
  type ListTable,
  PHONE_COLUMN,
} from '../../../platform/list-export.ts';
import { listSites } from './sites.ts';

/**
 * GET /get_all_site?format=csv|xlsx (docs/api.md "Lists"): every site the list's search and filters match,
 * in the list's scope (a reseller: the sites of their districts), with the fields a site's card shows.
 */

const SITE_LIST: ListTable<SiteRow> = {
  list: 'sites',
  sheet: 'Sites',
  columns: [
    { header: 'Site', kind: 'text', width: 28, cell: (s) => s.site_name },
    { header: 'File ID', kind: 'text', width: 14, cell: (s) => s.file_id },
    { header: 'Organisation', kind: 'text', width: 28, cell: (s) => s.organization },
    { header: 'Client', kind: 'text', width: 22, cell: (s) => s.client_name },
    { header: 'Email', kind: 'text', width: 28, cell: (s) => s.email },
    { header: 'Contact', kind: 'text', width: 20, cell: (s) => s.name },
    PHONE_COLUMN,
    {
      header: 'Address',
      kind: 'text',
      width: 36,
      cell: (s) => [s.address_line1, s.address_line2].filter(Boolean).join(', '),
    },
    { header: 'City', kind: 'text', width: 16, cell: (s) => s.city },
    { header: 'District', kind: 'text', width: 16, cell: (s) => s.district },
    { header: 'State', kind: 'text', width: 14, cell: (s) => s.state },
    { header: 'Pincode', kind: 'text', width: 10, cell: (s) => s.pincode },
    {
      header: 'Approval',
      kind: 'text',
      width: 20,
      cell: (s) => (s.approved ? 'Approved' : 'Waiting for approval'),
    },
  ],
};

export async function exportSites(
  ctx: AppContext,
  user: AuthUser,
  query: TSiteListQuery,
  format: ExportFormat,
): Promise<ListFile> {
  return exportList(ctx, format, SITE_LIST, await listSites(ctx, user, { ...query, ...LIST_EXPORT_READ }));
}
