import { z } from 'zod';
import { isDay } from './dates.ts';
import { type PageInfo, ZPageQuery, zSearch } from './paging.ts';
import { boundText, zDecimal, zId, zIdOf, zRequiredText } from './validation.ts';
import type { TaskStatus } from './work.ts';

/**
 * The plants and equipment the company keeps running at a site (issue 43 item 1; docs/requirements/
 * 005-equipment.md): an STP, its blowers and pumps, a control panel. The bounds are the table's checks
 * (apps/server/src/db/schema/equipment.ts), so a form refuses what the database would.
 */

export const EQUIPMENT_KINDS = [
  'stp',
  'wtp',
  'etp',
  'ro_plant',
  'control_panel',
  'pump',
  'blower',
  'dosing_system',
  'filter',
  'other',
] as const;
export type EquipmentKind = (typeof EQUIPMENT_KINDS)[number];

export const EQUIPMENT_KIND_LABELS: Record<EquipmentKind, string> = {
  stp: 'STP',
  wtp: 'WTP',
  etp: 'ETP',
  ro_plant: 'RO plant',
  control_panel: 'Control panel',
  pump: 'Pump',
  blower: 'Blower',
  dosing_system: 'Dosing system',
  filter: 'Filter',
  other: 'Other',
};

/** The kinds that treat water by the day: only these have a capacity in KLD (kilolitres a day). */
export const PLANT_KINDS: readonly EquipmentKind[] = ['stp', 'wtp', 'etp', 'ro_plant'];
export const hasCapacity = (kind: string) => (PLANT_KINDS as readonly string[]).includes(kind);

/** The table's bounds: characters of each text, the largest capacity `numeric(9, 2)` holds. */
export const EQUIPMENT_BOUNDS = {
  name: 80,
  make: 60,
  model: 60,
  serialNumber: 60,
  notes: 1000,
  capacityMax: 9_999_999.99,
} as const;

export const EQUIPMENT_MESSAGES = {
  kind: 'Choose a kind from the list',
  site: 'Choose a site',
  unknownSite: 'Choose a site you may see',
  name: 'Enter a name for the piece',
  capacityNotPlant: 'Capacity is kept only for STP, WTP, ETP and RO plants',
  day: 'Enter a day as dd/mm/yyyy',
  warrantyBeforeInstalled: 'Warranty cannot end before the piece was installed',
  retiredBeforeInstalled: 'Retired on cannot be before the piece was installed',
  retiredInFuture: 'Retired on cannot be after today',
  retiredRequired: 'Enter the day it was taken out of service',
  serialTaken: 'This make already has a piece with this serial number',
  alreadyRetired: 'This piece is already retired',
  notRetired: 'This piece is in service',
  retiredCannotEdit: 'A retired piece is kept as it was: return it to service to edit it',
} as const;

/** A day (`YYYY-MM-DD`) or nothing: '' and null are null. */
const zOptionalDay = z
  .union([z.string(), z.null()], { error: EQUIPMENT_MESSAGES.day })
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === null || v.trim() === '') return null;
    if (!isDay(v.trim())) {
      ctx.addIssue({ code: 'custom', message: EQUIPMENT_MESSAGES.day, input: v, continue: true });
      return z.NEVER;
    }
    return v.trim();
  });

const zKind = z.enum(EQUIPMENT_KINDS, { error: EQUIPMENT_MESSAGES.kind });

const text = (label: string, max: number) =>
  boundText(z.string({ error: 'Must be text' }).trim(), { label, max })
    .optional()
    .default('');

/** Kilolitres a day, two places; null when not given. */
const zCapacity = zDecimal({
  places: 2,
  max: EQUIPMENT_BOUNDS.capacityMax,
  positive: true,
  emptyIsNull: true,
}) as unknown as z.ZodType<string | null, number | string | null | undefined>;

/** The fields of a piece both the add and the edit forms send. */
const pieceFields = {
  kind: zKind,
  name: zRequiredText(EQUIPMENT_MESSAGES.name, { label: 'Name', max: EQUIPMENT_BOUNDS.name }),
  capacity_kld: zCapacity,
  make: text('Make', EQUIPMENT_BOUNDS.make),
  model: text('Model', EQUIPMENT_BOUNDS.model),
  serial_number: text('Serial number', EQUIPMENT_BOUNDS.serialNumber),
  installed_on: zOptionalDay,
  warranty_until: zOptionalDay,
  notes: boundText(z.string({ error: 'Must be text' }).trim(), {
    label: 'Notes',
    max: EQUIPMENT_BOUNDS.notes,
    multiline: true,
  })
    .optional()
    .default(''),
};

interface PieceRules {
  kind: string;
  capacity_kld: string | null;
  installed_on: string | null;
  warranty_until: string | null;
}

/** The rules across fields, each named at its field: capacity only for plants, warranty not before installation. */
function checkPiece(v: PieceRules, ctx: z.RefinementCtx) {
  if (v.capacity_kld !== null && !hasCapacity(v.kind)) {
    ctx.addIssue({ code: 'custom', path: ['capacity_kld'], message: EQUIPMENT_MESSAGES.capacityNotPlant });
  }
  if (v.installed_on && v.warranty_until && v.warranty_until < v.installed_on) {
    ctx.addIssue({
      code: 'custom',
      path: ['warranty_until'],
      message: EQUIPMENT_MESSAGES.warrantyBeforeInstalled,
    });
  }
}

/** POST /api/equipment: a piece at a site staff see. */
export const ZAddEquipmentRequest = z
  .object({ site_id: zIdOf(EQUIPMENT_MESSAGES.site, 'Site'), ...pieceFields })
  .superRefine(checkPiece);
export type TAddEquipmentRequest = z.input<typeof ZAddEquipmentRequest>;
export type AddEquipmentInput = z.output<typeof ZAddEquipmentRequest>;

/** PUT /api/equipment/:id: its fields again (the site stays: a piece moved is a new piece). */
export const ZEditEquipmentRequest = z.object(pieceFields).superRefine(checkPiece);
export type TEditEquipmentRequest = z.input<typeof ZEditEquipmentRequest>;
export type EditEquipmentInput = z.output<typeof ZEditEquipmentRequest>;

/** POST /api/equipment/:id/retire: taken out of service on a day, not after today, not before installation. */
export const ZRetireEquipmentRequest = z.object({
  retired_on: z
    .string({ error: EQUIPMENT_MESSAGES.retiredRequired })
    .trim()
    .min(1, { error: EQUIPMENT_MESSAGES.retiredRequired })
    .refine(isDay, { error: EQUIPMENT_MESSAGES.day }),
});
export type TRetireEquipmentRequest = z.input<typeof ZRetireEquipmentRequest>;

/** `:id` of /api/equipment/:id and the calls under it: one piece. */
export const ZEquipmentParams = z.object({ id: zId });

export const EQUIPMENT_SORTS = ['name', 'site', 'newest'] as const;
export type EquipmentSort = (typeof EQUIPMENT_SORTS)[number];
export const EQUIPMENT_SORT_LABELS: Record<EquipmentSort, string> = {
  name: 'Name',
  site: 'Site',
  newest: 'Newest first',
};

export const EQUIPMENT_STATUSES = ['in_service', 'retired'] as const;
export type EquipmentStatus = (typeof EQUIPMENT_STATUSES)[number];

/**
 * GET /equipment: a page of the pieces the caller may see, searched over name, make, model and serial
 * number, filtered by kind, site and status, sorted by name (default), site, or newest first.
 */
export const ZEquipmentListQuery = ZPageQuery.extend({
  kind: zKind.optional(),
  site_id: zIdOf(EQUIPMENT_MESSAGES.site, 'Site').optional(),
  status: z.enum(EQUIPMENT_STATUSES, { error: 'Choose in_service or retired' }).optional(),
  sort: z.enum(EQUIPMENT_SORTS, { error: 'Choose name, site or newest' }).optional(),
});
export type TEquipmentListQuery = z.output<typeof ZEquipmentListQuery>;

/** GET /api/equipment/:id/history: a page of the piece's calls, newest first. */
export const ZEquipmentHistoryQuery = ZPageQuery.pick({ limit: true, cursor: true });
export type TEquipmentHistoryQuery = z.output<typeof ZEquipmentHistoryQuery>;

/** GET /api/equipment/site-picks: the sites a form or a filter may pick, searched by name or client. */
export const ZEquipmentSitePickQuery = z.object({ search: zSearch.optional() });
export const EQUIPMENT_SITE_PICKS = 20;

/** A piece as every call answers it and the live events carry it. */
export interface EquipmentRow {
  id: number;
  site_id: number;
  site_name: string;
  organization: string | null;
  kind: EquipmentKind;
  name: string;
  /** Kilolitres a day, as stored ("50.00"); null when not a plant or not known. */
  capacity_kld: string | null;
  make: string;
  model: string;
  serial_number: string;
  installed_on: string | null;
  warranty_until: string | null;
  notes: string;
  retired_on: string | null;
  created_at: string;
  updated_at: string;
}

export interface EquipmentListResponse extends PageInfo {
  data: EquipmentRow[];
}

/** One maintenance call (breakdown) that names the piece, as its history lists it. */
export interface EquipmentCall {
  id: number;
  worktype: string;
  /** When the call was registered (ISO time). */
  generated_at: string;
  /** The complaint's preview. */
  complaint: string;
  status: TaskStatus;
  /** Who raised it. */
  adviser: string;
  /** Who was assigned or forwarded it, in the order they joined. */
  people: string[];
  /** The latest finish day, null before the first. */
  finished_on: string | null;
}

export interface EquipmentHistoryResponse extends PageInfo {
  data: EquipmentCall[];
}

/** The web page of a piece. */
export const equipmentPath = (id: number) => `/equipment/${id}`;

/** "STP 1 · 50 KLD": a piece as a picker or a task shows it. */
export function equipmentLabel(piece: Pick<EquipmentRow, 'name' | 'capacity_kld'>): string {
  return piece.capacity_kld ? `${piece.name} · ${Number(piece.capacity_kld)} KLD` : piece.name;
}
