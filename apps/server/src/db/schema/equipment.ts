import { sql } from 'drizzle-orm';
import { check, date, index, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { refersTo, serialId, timestamps } from './columns.ts';
import { sites } from './sites.ts';
import { users } from './users.ts';

/**
 * The plants and equipment the company keeps running at a site (issue 43 item 1; docs/requirements/
 * 005-equipment.md): an STP, a WTP, a control panel, a pump. Owner: equipment. A piece is never deleted once a task, a
 * contract or a visit names it: it is retired (`retired_on`). A make's serial number names one piece.
 */
export const equipment = pgTable(
  'equipment',
  {
    id: serialId(),
    siteId: refersTo('site_id', () => sites.id),
    /** stp, wtp, etp, ro_plant, control_panel, pump, blower, dosing_system, filter, other */
    kind: text('kind').notNull(),
    /** What the company calls it at the site ("STP 1, 50 KLD"). */
    name: text('name').notNull(),
    /** Kilolitres a day, where the kind has a capacity (plants); two places. */
    capacityKld: numeric('capacity_kld', { precision: 9, scale: 2 }),
    make: text('make').notNull().default(''),
    model: text('model').notNull().default(''),
    serialNumber: text('serial_number').notNull().default(''),
    installedOn: date('installed_on', { mode: 'string' }),
    warrantyUntil: date('warranty_until', { mode: 'string' }),
    notes: text('notes').notNull().default(''),
    /** Taken out of service on this day (kept for its history). */
    retiredOn: date('retired_on', { mode: 'string' }),
    createdBy: refersTo('created_by', () => users.id),
    ...timestamps(),
  },
  (t) => [
    index('equipment_site_idx').on(t.siteId, t.id),
    index('equipment_name_lower_idx').on(sql`lower(${t.name})`, t.id),
    // one piece per make and serial number, where a serial number is given
    uniqueIndex('equipment_serial_uq')
      .on(sql`lower(${t.make})`, sql`lower(${t.serialNumber})`)
      .where(sql`${t.serialNumber} <> ''`),
    check(
      'equipment_kind_ck',
      sql`${t.kind} in ('stp', 'wtp', 'etp', 'ro_plant', 'control_panel', 'pump', 'blower', 'dosing_system', 'filter', 'other')`,
    ),
    check(
      'equipment_lengths_ck',
      sql`char_length(${t.name}) between 1 and 80 and char_length(${t.make}) <= 60 and char_length(${t.model}) <= 60 and char_length(${t.serialNumber}) <= 60 and char_length(${t.notes}) <= 1000`,
    ),
    check('equipment_capacity_ck', sql`${t.capacityKld} > 0`),
    check('equipment_warranty_ck', sql`${t.warrantyUntil} >= ${t.installedOn}`),
    check('equipment_retired_ck', sql`${t.retiredOn} >= ${t.installedOn}`),
  ],
);
