import type { ClientRow, TClientListQuery } from '@aquadesk/shared/clients.ts';
import type { ExportFormat } from '@aquadesk/shared/registers.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import {
  exportList,
  LIST_EXPORT_READ,
  type ListFile,
  type ListTable,
  NAME_COLUMN,
  PHONE_COLUMN,
} from '../../../platform/list-export.ts';
import { listClients } from './list-clients.ts';

/**
 * GET /get_client_data?format=csv|xlsx (docs/api.md "Lists"): every client the list's search and filter
 * match, with the list's own visibility (a reseller exports only their own clients) and its columns.
 */

const CLIENT_LIST: ListTable<ClientRow> = {
  list: 'clients',
  sheet: 'Clients',
  columns: [
    { header: 'Organisation', kind: 'text', width: 32, cell: (r) => r.organization },
    NAME_COLUMN,
    { header: 'Email', kind: 'text', width: 32, cell: (r) => r.email },
    PHONE_COLUMN,
  ],
};

export async function exportClients(
  ctx: AppContext,
  user: AuthUser,
  query: TClientListQuery,
  format: ExportFormat,
): Promise<ListFile> {
  return exportList(
    ctx,
    format,
    CLIENT_LIST,
    await listClients(ctx, user, { ...query, ...LIST_EXPORT_READ }),
  );
}
