import {
  BILLING_FREQUENCY_LABELS,
  BILLING_TIMING_LABELS,
  CONTRACT_KIND_LABELS,
  CONTRACT_STATUS_LABELS,
  type ContractListResponse,
  type TContractListQuery,
} from '@aquadesk/shared/contracts.ts';
import type { ExportFormat } from '@aquadesk/shared/registers.ts';
import type { AppContext } from '../../../platform/context.ts';
import {
  exportList,
  LIST_EXPORT_READ,
  type ListFile,
  type ListTable,
} from '../../../platform/list-export.ts';
import * as repo from '../repository.ts';
import { listRowWire } from '../wire.ts';

/**
 * GET /api/contracts (docs/api.md "Contracts", "Lists"): a page of contracts, filtered by status and client,
 * searched by number or client, in the sort asked for (newest first by default), with the count.
 */
export async function listContracts(
  ctx: AppContext,
  query: TContractListQuery,
): Promise<ContractListResponse> {
  const page = await repo.page(ctx.db, query);
  return { data: page.rows.map(listRowWire), next_cursor: page.next_cursor, total: page.total };
}

const CONTRACT_LIST: ListTable<repo.ContractListRecord> = {
  list: 'contracts',
  sheet: 'Contracts',
  columns: [
    { header: 'Number', kind: 'text', width: 18, cell: (c) => c.number },
    { header: 'Status', kind: 'text', width: 10, cell: (c) => CONTRACT_STATUS_LABELS[c.status as 'draft'] },
    { header: 'Client', kind: 'text', width: 24, cell: (c) => c.client_name },
    { header: 'Organisation', kind: 'text', width: 28, cell: (c) => c.organization },
    { header: 'Kind', kind: 'text', width: 24, cell: (c) => CONTRACT_KIND_LABELS[c.kind as 'comprehensive'] },
    { header: 'From', kind: 'date', width: 12, cell: (c) => c.starts_on },
    { header: 'To', kind: 'date', width: 12, cell: (c) => c.ends_on },
    { header: 'Price (before GST)', kind: 'money', width: 16, cell: (c) => c.price_paise },
    {
      header: 'Billing',
      kind: 'text',
      width: 24,
      cell: (c) =>
        `${BILLING_FREQUENCY_LABELS[c.billing_frequency as 'yearly']}, ${BILLING_TIMING_LABELS[c.billing_timing as 'advance'].toLowerCase()}`,
    },
    { header: 'Technician', kind: 'text', width: 20, cell: (c) => c.technician_name },
  ],
};

/** GET /api/contracts?format=csv|xlsx: every contract the filters and search match, as a file. */
export async function exportContracts(
  ctx: AppContext,
  query: TContractListQuery,
  format: ExportFormat,
): Promise<ListFile> {
  const read = await repo.page(ctx.db, { ...query, ...LIST_EXPORT_READ });
  return exportList(ctx, format, CONTRACT_LIST, { data: read.rows, next_cursor: read.next_cursor });
}
