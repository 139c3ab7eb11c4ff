import type { ClientRow, TClientListQuery } from '@aquadesk/shared/clients.ts';
import type { ExportFormat } from '@aquadesk/shared/registers.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { LIST_EXPORT_READ, type ListFile, listFile, wholeList } from '../../../platform/list-export.ts';
import type { TableColumn, TableFile } from '../../../platform/table-file.ts';
import { listClients } from './list-clients.ts';

/**
 * GET /get_client_data?format=csv|xlsx (docs/api.md "Lists"): every client the list's search and filter
 * match, with the list's own visibility (a reseller exports only their own clients) and its columns.
 */

export const CLIENT_LIST_COLUMNS: TableColumn[] = [
  { header: 'Organisation', kind: 'text', width: 32 },
  { header: 'Name', kind: 'text', width: 24 },
  { header: 'Email', kind: 'text', width: 32 },
  { header: 'Phone', kind: 'text', width: 16 },
];

export function clientListTable(rows: readonly ClientRow[]): TableFile {
  return {
    sheet: 'Clients',
    columns: CLIENT_LIST_COLUMNS,
    rows: rows.map((r) => [r.organization, r.name, r.email, r.phone_number]),
  };
}

export async function exportClients(
  ctx: AppContext,
  user: AuthUser,
  query: TClientListQuery,
  format: ExportFormat,
): Promise<ListFile> {
  const list = await listClients(ctx, user, { ...query, ...LIST_EXPORT_READ });
  wholeList(list.next_cursor);
  return listFile(ctx, 'clients', format, clientListTable(list.data));
}
