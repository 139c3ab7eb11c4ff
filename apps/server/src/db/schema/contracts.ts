import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  belongsTo,
  historyColumns,
  moment,
  paise,
  percent,
  refersTo,
  serialId,
  timestamps,
} from './columns.ts';
import { equipment } from './equipment.ts';
import { products } from './products.ts';
import { sites } from './sites.ts';
import { users } from './users.ts';

/**
 * Service contracts (issue 43 item 2; docs/requirements/005-service.md §2): an annual maintenance or O&M
 * contract with a client for some of their sites and equipment. Owner: contracts. A draft has no number;
 * activating it takes the next number of its financial year's series (`contract_series`). Draft → active →
 * expired / renewed / cancelled; every change is a row of `contract_events`.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: serialId(),
    /** AMC/2026-27/0001: given on activation, null until then (a draft, or a draft cancelled). */
    number: text('number'),
    financialYear: text('financial_year'),
    clientId: refersTo('client_id', () => users.id),
    /** comprehensive, labour_only, operation_maintenance */
    kind: text('kind').notNull(),
    status: text('status').notNull().default('draft'),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    /** Planned visits a year, and how they are spread: evenly over the period, or in the named months. */
    visitsPerYear: smallint('visits_per_year').notNull(),
    visitSpread: text('visit_spread').notNull().default('even'),
    /** The months (1 to 12) of a `months` spread. */
    visitMonths: jsonb('visit_months').$type<number[]>().notNull().default([]),
    /** A breakdown's response and resolution, in hours; how hours count (calendar or working hours). */
    responseHours: smallint('response_hours').notNull(),
    resolutionHours: smallint('resolution_hours').notNull(),
    hoursBasis: text('hours_basis').notNull().default('calendar'),
    coversLabour: boolean('covers_labour').notNull(),
    coversConsumables: boolean('covers_consumables').notNull(),
    /** Parts: all, none, listed (contract_covered_products) or cap (up to parts_cap_paise a contract period). */
    partsCover: text('parts_cover').notNull(),
    partsCapPaise: paise('parts_cap_paise'),
    /** The contract's price for its whole period, before GST, in paise. */
    pricePaise: paise('price_paise').notNull(),
    /** yearly, half_yearly, quarterly, monthly; in advance or in arrears. */
    billingFrequency: text('billing_frequency').notNull(),
    billingTiming: text('billing_timing').notNull(),
    sac: text('sac').notNull(),
    gstRate: percent('gst_rate').notNull(),
    /** Who visits by default (the visit schedule assigns them). */
    technicianId: integer('technician_id').references(() => users.id),
    terms: text('terms').notNull().default(''),
    cancelReason: text('cancel_reason'),
    activatedAt: moment('activated_at'),
    cancelledAt: moment('cancelled_at'),
    /** The contract this one renews (one renewal each). */
    renewsId: integer('renews_id').references((): AnyPgColumn => contracts.id),
    createdBy: refersTo('created_by', () => users.id),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('contracts_number_uq').on(t.number),
    uniqueIndex('contracts_renews_uq').on(t.renewsId),
    index('contracts_client_idx').on(t.clientId, t.id),
    index('contracts_status_idx').on(t.status, t.endsOn),
    index('contracts_ends_idx').on(t.endsOn, t.id),
    check('contracts_kind_ck', sql`${t.kind} in ('comprehensive', 'labour_only', 'operation_maintenance')`),
    check('contracts_status_ck', sql`${t.status} in ('draft', 'active', 'expired', 'renewed', 'cancelled')`),
    check('contracts_period_ck', sql`${t.endsOn} > ${t.startsOn}`),
    check('contracts_visits_ck', sql`${t.visitsPerYear} between 0 and 52`),
    check('contracts_spread_ck', sql`${t.visitSpread} in ('even', 'months')`),
    check(
      'contracts_hours_ck',
      sql`${t.responseHours} between 1 and 720 and ${t.resolutionHours} between ${t.responseHours} and 2160`,
    ),
    check('contracts_basis_ck', sql`${t.hoursBasis} in ('calendar', 'working')`),
    check('contracts_parts_ck', sql`${t.partsCover} in ('all', 'none', 'listed', 'cap')`),
    check(
      'contracts_parts_cap_ck',
      sql`(${t.partsCover} = 'cap') = (${t.partsCapPaise} is not null) and coalesce(${t.partsCapPaise}, 1) > 0`,
    ),
    check('contracts_price_ck', sql`${t.pricePaise} between 1 and 100000000000`),
    check(
      'contracts_billing_ck',
      sql`${t.billingFrequency} in ('yearly', 'half_yearly', 'quarterly', 'monthly') and ${t.billingTiming} in ('advance', 'arrears')`,
    ),
    check('contracts_sac_ck', sql`${t.sac} ~ '^99[0-9]{4}$'`),
    check('contracts_gst_rate_ck', sql`${t.gstRate} between 0 and 100`),
    // a number is taken on activation and kept whatever follows; a draft, or a draft cancelled, has none
    check('contracts_number_ck', sql`(${t.activatedAt} is null) = (${t.number} is null)`),
    check('contracts_terms_ck', sql`char_length(${t.terms}) <= 4000`),
    check('contracts_cancel_ck', sql`(${t.status} = 'cancelled') = (${t.cancelReason} is not null)`),
  ],
);

/** The sites a contract covers (at least one, all the client's). */
export const contractSites = pgTable(
  'contract_sites',
  {
    contractId: belongsTo('contract_id', () => contracts.id),
    siteId: refersTo('site_id', () => sites.id),
  },
  (t) => [primaryKey({ columns: [t.contractId, t.siteId] }), index('contract_sites_site_idx').on(t.siteId)],
);

/** The equipment a contract covers (each at one of its sites). */
export const contractEquipment = pgTable(
  'contract_equipment',
  {
    contractId: belongsTo('contract_id', () => contracts.id),
    equipmentId: refersTo('equipment_id', () => equipment.id),
  },
  (t) => [
    primaryKey({ columns: [t.contractId, t.equipmentId] }),
    index('contract_equipment_equipment_idx').on(t.equipmentId),
  ],
);

/** The parts a `listed` contract covers. */
export const contractCoveredProducts = pgTable(
  'contract_covered_products',
  {
    contractId: belongsTo('contract_id', () => contracts.id),
    productId: refersTo('product_id', () => products.id),
  },
  (t) => [primaryKey({ columns: [t.contractId, t.productId] })],
);

/**
 * A contract's history (issue 43 item 2: every change kept): who, when, what, the fields before and after.
 * Append-only. Owner: contracts.
 */
export const contractEvents = pgTable(
  'contract_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contractId: belongsTo('contract_id', () => contracts.id),
    // action: created, edited, activated, cancelled, expired, renewed, sent
    ...historyColumns(() => users.id),
  },
  (t) => [index('contract_events_contract_idx').on(t.contractId, t.id)],
);

/**
 * The contracts' number series, one row per financial year, incremented by `insert … on conflict do update`
 * in the activating transaction (as the invoices' document_series): a rollback gives the number back.
 */
export const contractSeries = pgTable(
  'contract_series',
  {
    financialYear: text('financial_year').primaryKey(),
    lastSerial: integer('last_serial').notNull(),
    ...timestamps(),
  },
  (t) => [check('contract_series_serial_ck', sql`${t.lastSerial} between 1 and 99999`)],
);
