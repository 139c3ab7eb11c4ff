import type { EquipmentRow } from '@aquadesk/shared/equipment.ts';
import type { EquipmentDbRow } from './repository.ts';

/** A piece on the wire (docs/api.md "Equipment"): the capacity as stored ("50.00"), days as `YYYY-MM-DD`. */
export function toEquipmentRow(row: EquipmentDbRow): EquipmentRow {
  return {
    id: row.id,
    site_id: row.siteId,
    site_name: row.siteName,
    organization: row.organization,
    kind: row.kind,
    name: row.name,
    capacity_kld: row.capacityKld,
    make: row.make,
    model: row.model,
    serial_number: row.serialNumber,
    installed_on: row.installedOn,
    warranty_until: row.warrantyUntil,
    notes: row.notes,
    retired_on: row.retiredOn,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}
