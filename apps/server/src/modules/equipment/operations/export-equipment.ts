import {
  EQUIPMENT_KIND_LABELS,
  type EquipmentRow,
  type TEquipmentListQuery,
} from '@aquadesk/shared/equipment.ts';
import type { ExportFormat } from '@aquadesk/shared/registers.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import {
  exportList,
  LIST_EXPORT_READ,
  type ListFile,
  type ListTable,
} from '../../../platform/list-export.ts';
import { listEquipment } from './equipment.ts';

/** The equipment list's file: the columns a piece's row shows, in the list's order. */
const EQUIPMENT_LIST: ListTable<EquipmentRow> = {
  list: 'equipment',
  sheet: 'Equipment',
  columns: [
    { header: 'Name', kind: 'text', width: 26, cell: (p) => p.name },
    { header: 'Kind', kind: 'text', width: 14, cell: (p) => EQUIPMENT_KIND_LABELS[p.kind] },
    { header: 'Site', kind: 'text', width: 26, cell: (p) => p.site_name },
    { header: 'Organisation', kind: 'text', width: 26, cell: (p) => p.organization },
    { header: 'Capacity (KLD)', kind: 'text', width: 14, cell: (p) => p.capacity_kld },
    { header: 'Make', kind: 'text', width: 18, cell: (p) => p.make },
    { header: 'Model', kind: 'text', width: 18, cell: (p) => p.model },
    { header: 'Serial number', kind: 'text', width: 20, cell: (p) => p.serial_number },
    { header: 'Installed on', kind: 'date', width: 12, cell: (p) => p.installed_on },
    { header: 'Warranty until', kind: 'date', width: 12, cell: (p) => p.warranty_until },
    { header: 'Retired on', kind: 'date', width: 12, cell: (p) => p.retired_on },
  ],
};

/** GET /equipment?format=csv|xlsx: every piece the list's search and filters match, in its scope and order. */
export async function exportEquipment(
  ctx: AppContext,
  user: AuthUser,
  query: TEquipmentListQuery,
  format: ExportFormat,
): Promise<ListFile> {
  return exportList(
    ctx,
    format,
    EQUIPMENT_LIST,
    await listEquipment(ctx, user, { ...query, ...LIST_EXPORT_READ }),
  );
}
