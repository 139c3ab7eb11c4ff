import { z } from 'zod';
import { addYears, financialYear, financialYearLabel, isDay } from './dates.ts';
import { type PageInfo, ZPageQuery, zSearch } from './paging.ts';
import { boundText, zDecimal, zIdOf, zRequiredText, zWhole } from './validation.ts';

/**
 * Service contracts (issue 43 item 2; docs/requirements/006-contracts.md, docs/api.md "Contracts"): an annual
 * maintenance or O&M contract with a client for some of their sites and the equipment at them. A draft is
 * edited freely; activating it gives it the next number of its financial year (AMC/2026-27/0001) and freezes
 * its commercial terms; an active contract past its end day becomes expired; a draft or an active one may be
 * cancelled with a reason. Every change is a line of its history.
 */

// ——— the choices, as the table's checks hold them ———

export const CONTRACT_KINDS = ['comprehensive', 'labour_only', 'operation_maintenance'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
export const CONTRACT_KIND_LABELS: Record<ContractKind, string> = {
  comprehensive: 'Comprehensive',
  labour_only: 'Labour only',
  operation_maintenance: 'Operation and maintenance',
};

export const CONTRACT_STATUSES = ['draft', 'active', 'expired', 'renewed', 'cancelled'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
export const CONTRACT_STATUS_LABELS: Record<ContractStatus, string> = {
  draft: 'Draft',
  active: 'Active',
  expired: 'Expired',
  renewed: 'Renewed',
  cancelled: 'Cancelled',
};

export const BILLING_FREQUENCIES = ['yearly', 'half_yearly', 'quarterly', 'monthly'] as const;
export type BillingFrequency = (typeof BILLING_FREQUENCIES)[number];
export const BILLING_FREQUENCY_LABELS: Record<BillingFrequency, string> = {
  yearly: 'Yearly',
  half_yearly: 'Half-yearly',
  quarterly: 'Quarterly',
  monthly: 'Monthly',
};

export const BILLING_TIMINGS = ['advance', 'arrears'] as const;
export type BillingTiming = (typeof BILLING_TIMINGS)[number];
export const BILLING_TIMING_LABELS: Record<BillingTiming, string> = {
  advance: 'In advance',
  arrears: 'In arrears',
};

export const PARTS_COVERS = ['all', 'none', 'listed', 'cap'] as const;
export type PartsCover = (typeof PARTS_COVERS)[number];
export const PARTS_COVER_LABELS: Record<PartsCover, string> = {
  all: 'All parts',
  none: 'No parts',
  listed: 'Listed products only',
  cap: 'Up to a value a period',
};

export const VISIT_SPREADS = ['even', 'months'] as const;
export type VisitSpread = (typeof VISIT_SPREADS)[number];
export const VISIT_SPREAD_LABELS: Record<VisitSpread, string> = {
  even: 'Spread evenly',
  months: 'In chosen months',
};

export const HOURS_BASES = ['calendar', 'working'] as const;
export type HoursBasis = (typeof HOURS_BASES)[number];
export const HOURS_BASIS_LABELS: Record<HoursBasis, string> = {
  calendar: 'Calendar hours',
  working: 'Working hours',
};

// ——— bounds (the table's checks, and what a form and a PDF page hold) ———

export const CONTRACT_LIMITS = {
  /** sites and equipment one contract covers */
  sites: 50,
  equipment: 200,
  /** the products a `listed` parts cover names */
  products: 100,
  visitsPerYear: 52,
  responseHours: 720,
  resolutionHours: 2160,
  /** the longest period: five years */
  periodYears: 5,
  /** rupees: ₹100 crore, the table's 1e11 paise */
  price: 1_000_000_000,
  terms: 4000,
  termsLines: 60,
  reason: 300,
  /** the earliest and the latest day a period may start (a typo of the year is refused) */
  firstDay: '2000-01-01',
  lastDay: '2099-12-31',
} as const;

/** India's SAC for services: six digits starting with 99 (998719: maintenance and repair services). */
export const CONTRACT_SAC_PATTERN = /^99\d{4}$/;
export const DEFAULT_CONTRACT_SAC = '998719';

export const CONTRACT_MESSAGES = {
  client: 'Choose the client',
  unknownClient: 'Choose a client from the list',
  sites: 'Choose at least one of the client’s sites',
  tooManySites: `A contract covers at most ${CONTRACT_LIMITS.sites} sites`,
  siteNotClients: 'Choose only sites of this client',
  tooManyEquipment: `A contract covers at most ${CONTRACT_LIMITS.equipment} pieces of equipment`,
  equipmentNotAtSites: 'Choose only equipment at the chosen sites',
  kind: 'Choose the kind of contract',
  startsOn: 'Enter the first day of the contract, dd/mm/yyyy',
  endsOn: 'Enter the last day of the contract, dd/mm/yyyy',
  dayRange: 'Enter a day between 2000 and 2099',
  endsAfterStart: 'The last day must be after the first day',
  periodTooLong: `A contract lasts at most ${CONTRACT_LIMITS.periodYears} years`,
  visits: `Enter the visits a year, a whole number from 0 to ${CONTRACT_LIMITS.visitsPerYear}`,
  spread: 'Choose how the visits are spread',
  months: 'Choose each month once, from the list',
  monthsCount: 'Choose as many months as visits a year',
  monthsNeedVisits: 'Visits in chosen months are 1 to 12 a year',
  responseHours: `Enter the response time, a whole number of hours from 1 to ${CONTRACT_LIMITS.responseHours}`,
  resolutionHours: `Enter the resolution time, a whole number of hours up to ${CONTRACT_LIMITS.resolutionHours}`,
  resolutionBeforeResponse: 'Resolution cannot be sooner than response',
  hoursBasis: 'Choose how hours are counted',
  covers: 'Choose yes or no',
  partsCover: 'Choose what parts are covered',
  partsCap: 'Enter the value of parts covered a period, in rupees',
  products: 'Choose at least one product the contract covers',
  tooManyProducts: `List at most ${CONTRACT_LIMITS.products} products`,
  unknownProduct: 'Choose products from the list',
  price: 'Enter the price for the whole period, in rupees',
  billingFrequency: 'Choose how often the contract is billed',
  billingTiming: 'Choose in advance or in arrears',
  sac: 'Enter a SAC of 6 digits starting with 99, e.g. 998719',
  gstRate: 'Choose a GST rate',
  gstRateNotCompanys: (rates: readonly string[]) => `The GST rate must be one of ${rates.join(', ')} %`,
  technician: 'Choose a member of staff',
  reason: 'Enter the reason',
  frozen: (field: string) => `An active contract's ${field} cannot change; cancel it and make another`,
  notDraft: 'Only a draft can be activated',
  cannotCancel: 'Only a draft or an active contract can be cancelled',
  cannotEdit: 'Only a draft or an active contract can be edited',
  seriesFull: 'This year’s contract numbers have run out (9999)',
  created: 'Contract saved as a draft',
  saved: 'Contract saved',
  activated: 'Contract activated',
  cancelled: 'Contract cancelled',
} as const;

// ——— pure rules ———

/**
 * The financial year (April to March, in India) a contract starting on `day` is numbered in, as its label:
 * 2026-04-01 → "2026-27", 2027-03-31 → "2026-27".
 */
export const contractFinancialYear = (day: string): string => financialYearLabel(financialYear(day));

/** The serials a year's series holds (four digits). */
export const CONTRACT_SERIAL_MAX = 9999;

/** A contract's number: AMC/2026-27/0001. */
export function contractNumber(financialYearLabel: string, serial: number): string {
  if (!Number.isSafeInteger(serial) || serial < 1 || serial > CONTRACT_SERIAL_MAX) {
    throw new RangeError(`bad contract serial: ${serial}`);
  }
  return `AMC/${financialYearLabel}/${String(serial).padStart(4, '0')}`;
}

/** The terms an active contract keeps (its commercial terms): only a draft changes them. */
export const FROZEN_FIELDS = [
  'client_id',
  'kind',
  'starts_on',
  'ends_on',
  'visits_per_year',
  'visit_spread',
  'visit_months',
  'response_hours',
  'resolution_hours',
  'hours_basis',
  'covers_labour',
  'covers_consumables',
  'parts_cover',
  'parts_cap',
  'covered_product_ids',
  'price',
  'billing_frequency',
  'billing_timing',
  'sac',
  'gst_rate',
] as const;
export type FrozenField = (typeof FROZEN_FIELDS)[number];

/** How a history line and the frozen-terms message name a field. */
export const CONTRACT_FIELD_LABELS: Record<
  FrozenField | 'site_ids' | 'equipment_ids' | 'technician_id' | 'terms',
  string
> = {
  client_id: 'client',
  kind: 'kind',
  starts_on: 'first day',
  ends_on: 'last day',
  visits_per_year: 'visits a year',
  visit_spread: 'visit spread',
  visit_months: 'visit months',
  response_hours: 'response hours',
  resolution_hours: 'resolution hours',
  hours_basis: 'hours basis',
  covers_labour: 'labour cover',
  covers_consumables: 'consumables cover',
  parts_cover: 'parts cover',
  parts_cap: 'parts cap',
  covered_product_ids: 'covered products',
  price: 'price',
  billing_frequency: 'billing frequency',
  billing_timing: 'billing timing',
  sac: 'SAC',
  gst_rate: 'GST rate',
  site_ids: 'sites',
  equipment_ids: 'equipment',
  technician_id: 'technician',
  terms: 'terms',
};

// ——— requests ———

const zDay = (message: string) =>
  zRequiredText(message, { max: 10 })
    .pipe(z.iso.date({ error: message }))
    .refine((d) => d >= CONTRACT_LIMITS.firstDay && d <= CONTRACT_LIMITS.lastDay, {
      error: CONTRACT_MESSAGES.dayRange,
    });

const zIdList = (max: number, tooMany: string, label: string) =>
  z
    .array(zIdOf(undefined, label), { error: `Choose ${label.toLowerCase()} from the list` })
    .max(max, { error: tooMany })
    .transform((ids) => [...new Set(ids)]);

const zChoice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message });

const zYesNo = z.boolean({ error: CONTRACT_MESSAGES.covers });

/** The rupees of a price or a cap: two places, above 0, at most ₹100 crore. */
const zRupees = (message: string) =>
  zDecimal({ places: 2, max: CONTRACT_LIMITS.price, positive: true, required: message });

/** Every field of a contract, as a draft is made and edited (POST /api/contracts, PUT /api/contracts/:id). */
const contractFields = {
  client_id: zIdOf(CONTRACT_MESSAGES.client, 'Client'),
  site_ids: zIdList(CONTRACT_LIMITS.sites, CONTRACT_MESSAGES.tooManySites, 'Sites').refine(
    (ids) => ids.length > 0,
    { error: CONTRACT_MESSAGES.sites },
  ),
  equipment_ids: zIdList(CONTRACT_LIMITS.equipment, CONTRACT_MESSAGES.tooManyEquipment, 'Equipment')
    .optional()
    .default([]),
  kind: zChoice(CONTRACT_KINDS, CONTRACT_MESSAGES.kind),
  starts_on: zDay(CONTRACT_MESSAGES.startsOn),
  ends_on: zDay(CONTRACT_MESSAGES.endsOn),
  visits_per_year: zWhole({ min: 0, max: CONTRACT_LIMITS.visitsPerYear, message: CONTRACT_MESSAGES.visits }),
  visit_spread: zChoice(VISIT_SPREADS, CONTRACT_MESSAGES.spread).optional().default('even'),
  visit_months: z
    .array(zWhole({ min: 1, max: 12, message: CONTRACT_MESSAGES.months }), {
      error: CONTRACT_MESSAGES.months,
    })
    .max(12, { error: CONTRACT_MESSAGES.months })
    .refine((m) => new Set(m).size === m.length, { error: CONTRACT_MESSAGES.months })
    .optional()
    .default([]),
  response_hours: zWhole({
    min: 1,
    max: CONTRACT_LIMITS.responseHours,
    message: CONTRACT_MESSAGES.responseHours,
  }),
  resolution_hours: zWhole({
    min: 1,
    max: CONTRACT_LIMITS.resolutionHours,
    message: CONTRACT_MESSAGES.resolutionHours,
  }),
  hours_basis: zChoice(HOURS_BASES, CONTRACT_MESSAGES.hoursBasis).optional().default('calendar'),
  covers_labour: zYesNo,
  covers_consumables: zYesNo,
  parts_cover: zChoice(PARTS_COVERS, CONTRACT_MESSAGES.partsCover),
  /** rupees; only with a `cap` cover */
  parts_cap: (
    zDecimal({
      places: 2,
      max: CONTRACT_LIMITS.price,
      positive: true,
      emptyIsNull: true,
    }) as unknown as z.ZodType<string | null, string | number | null>
  )
    .optional()
    .transform((v) => v ?? null),
  covered_product_ids: zIdList(CONTRACT_LIMITS.products, CONTRACT_MESSAGES.tooManyProducts, 'Products')
    .optional()
    .default([]),
  price: zRupees(CONTRACT_MESSAGES.price),
  billing_frequency: zChoice(BILLING_FREQUENCIES, CONTRACT_MESSAGES.billingFrequency),
  billing_timing: zChoice(BILLING_TIMINGS, CONTRACT_MESSAGES.billingTiming),
  sac: zRequiredText(CONTRACT_MESSAGES.sac, { max: 6, label: 'SAC' }).refine(
    (v) => CONTRACT_SAC_PATTERN.test(v),
    { error: CONTRACT_MESSAGES.sac },
  ),
  /** one of the company profile's rates: the server checks the list in force */
  gst_rate: zDecimal({ places: 2, max: 100, optionalZero: false, required: CONTRACT_MESSAGES.gstRate }),
  technician_id: zIdOf(CONTRACT_MESSAGES.technician, 'Technician').nullable().optional().default(null),
  terms: boundText(z.string({ error: 'Must be text' }).trim(), {
    label: 'Terms',
    max: CONTRACT_LIMITS.terms,
    multiline: true,
    lines: CONTRACT_LIMITS.termsLines,
  })
    .optional()
    .default(''),
};

type ContractShape = z.output<z.ZodObject<typeof contractFields>>;

/**
 * The rules between fields, each named at the field a person corrects. They run even when another field
 * failed its own schema (every failure named at once), so each reads only fields that passed.
 */
function crossFieldRules(raw: unknown, ctx: z.RefinementCtx): void {
  // the body may be anything at all (null, a list) when its own schema failed
  const v = (raw && typeof raw === 'object' ? raw : {}) as Partial<ContractShape>;
  const at = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  const day = (d: unknown): d is string => typeof d === 'string' && isDay(d);
  const whole = (n: unknown): n is number => typeof n === 'number';
  if (day(v.starts_on) && day(v.ends_on)) {
    if (v.ends_on <= v.starts_on) at('ends_on', CONTRACT_MESSAGES.endsAfterStart);
    else if (v.ends_on >= addYears(v.starts_on, CONTRACT_LIMITS.periodYears))
      at('ends_on', CONTRACT_MESSAGES.periodTooLong);
  }
  if (whole(v.response_hours) && whole(v.resolution_hours) && v.resolution_hours < v.response_hours) {
    at('resolution_hours', CONTRACT_MESSAGES.resolutionBeforeResponse);
  }
  if (v.visit_spread === 'months' && whole(v.visits_per_year)) {
    if (v.visits_per_year < 1 || v.visits_per_year > 12)
      at('visits_per_year', CONTRACT_MESSAGES.monthsNeedVisits);
    else if (Array.isArray(v.visit_months) && v.visit_months.length !== v.visits_per_year)
      at('visit_months', CONTRACT_MESSAGES.monthsCount);
  }
  const cap: unknown = v.parts_cap;
  if (v.parts_cover === 'cap' && (cap === null || cap === undefined || cap === ''))
    at('parts_cap', CONTRACT_MESSAGES.partsCap);
  if (
    v.parts_cover === 'listed' &&
    Array.isArray(v.covered_product_ids) &&
    v.covered_product_ids.length === 0
  ) {
    at('covered_product_ids', CONTRACT_MESSAGES.products);
  }
}

/** What is kept of the choices that do not apply: months only for a months spread, a cap only for a cap. */
function normalised(v: ContractShape): ContractShape {
  return {
    ...v,
    visit_months: v.visit_spread === 'months' ? [...v.visit_months].sort((a, b) => a - b) : [],
    parts_cap: v.parts_cover === 'cap' ? v.parts_cap : null,
    covered_product_ids: v.parts_cover === 'listed' ? v.covered_product_ids : [],
  };
}

/** POST /api/contracts and PUT /api/contracts/:id: the whole contract. */
export const ZContractRequest = z
  .object(contractFields)
  .superRefine(crossFieldRules, { when: () => true })
  .transform(normalised);
export type TContractRequest = z.input<typeof ZContractRequest>;
export type ContractValues = z.output<typeof ZContractRequest>;

/** POST /api/contracts/:id/cancel */
export const ZCancelContractRequest = z.object({
  reason: zRequiredText(CONTRACT_MESSAGES.reason, { label: 'Reason', max: CONTRACT_LIMITS.reason }),
});
export type TCancelContractRequest = z.input<typeof ZCancelContractRequest>;

export const ZContractIdParams = z.object({ id: zIdOf(undefined, 'Contract') });

export const CONTRACT_SORTS = ['newest', 'ends_on', 'price'] as const;
export type ContractSort = (typeof CONTRACT_SORTS)[number];
export const CONTRACT_SORT_LABELS: Record<ContractSort, string> = {
  newest: 'Newest first',
  ends_on: 'Ending soonest',
  price: 'Highest price',
};

/** GET /api/contracts: paged, searched by number or client, filtered by status and client, sorted. */
export const ZContractListQuery = ZPageQuery.extend({
  status: z.enum(CONTRACT_STATUSES, { error: 'Choose a status from the list' }).optional(),
  client_id: zIdOf(undefined, 'Client').optional(),
  sort: z.enum(CONTRACT_SORTS, { error: 'Choose a sort from the list' }).optional(),
});
export type TContractListQuery = z.output<typeof ZContractListQuery>;

/** The form's pickers: a page of what the typed text finds (GET /api/contracts/picks/…). */
export const ZContractClientPickQuery = ZPageQuery;
export const ZContractSitePickQuery = ZPageQuery.extend({
  client_id: zIdOf(CONTRACT_MESSAGES.client, 'Client'),
});
export const ZContractEquipmentPickQuery = z.object({
  site_ids: z
    .string({ error: CONTRACT_MESSAGES.sites })
    .max(600, { error: CONTRACT_MESSAGES.tooManySites })
    .regex(/^\d{1,10}(,\d{1,10})*$/, { error: CONTRACT_MESSAGES.sites })
    .transform((v) => [...new Set(v.split(',').map(Number))])
    .refine(
      (ids) => ids.length <= CONTRACT_LIMITS.sites && ids.every((id) => id >= 1 && id <= 2_147_483_647),
      {
        error: CONTRACT_MESSAGES.sites,
      },
    ),
});
export const ZContractPickSearch = z.object({ search: zSearch.optional() });

// ——— answers ———

export interface ContractSiteRef {
  id: number;
  site_name: string;
  city: string;
}

export interface ContractEquipmentRef {
  id: number;
  name: string;
  kind: string;
  site_id: number;
}

export interface ContractProductRef {
  id: number;
  name: string;
}

/** A row of GET /api/contracts, and the payload of `contract_add` / `contract_update`. */
export interface ContractListRow {
  id: number;
  number: string | null;
  status: ContractStatus;
  client_id: number;
  client_name: string;
  organization: string | null;
  kind: ContractKind;
  starts_on: string;
  ends_on: string;
  /** rupees, two places, before GST */
  price: string;
  billing_frequency: BillingFrequency;
  billing_timing: BillingTiming;
  technician_name: string | null;
  updated_at: string;
}

export interface ContractListResponse extends PageInfo {
  data: ContractListRow[];
}

/** One line of a contract's history. */
export interface ContractHistoryEntry {
  id: number;
  action: 'created' | 'edited' | 'activated' | 'cancelled' | 'expired' | 'renewed' | 'sent';
  actor_name: string;
  at: string;
  /** edited: each changed field's { from, to }; activated: number; cancelled: reason; sent: to, cc */
  changes: Record<string, unknown>;
}

/** GET /api/contracts/:id */
export interface ContractDetail extends ContractListRow {
  financial_year: string | null;
  client_email: string;
  site_ids: number[];
  sites: ContractSiteRef[];
  equipment_ids: number[];
  equipment: ContractEquipmentRef[];
  visits_per_year: number;
  visit_spread: VisitSpread;
  visit_months: number[];
  response_hours: number;
  resolution_hours: number;
  hours_basis: HoursBasis;
  covers_labour: boolean;
  covers_consumables: boolean;
  parts_cover: PartsCover;
  parts_cap: string | null;
  covered_product_ids: number[];
  covered_products: ContractProductRef[];
  sac: string;
  gst_rate: string;
  /** GST at the rate on the price, and the price with it (rupees, two places) */
  gst_amount: string;
  total_with_gst: string;
  technician_id: number | null;
  terms: string;
  cancel_reason: string | null;
  activated_at: string | null;
  cancelled_at: string | null;
  created_at: string;
  history: ContractHistoryEntry[];
}

/** GET /api/contracts/options: what the form offers besides its pickers. */
export interface ContractFormOptions {
  gst_rates: string[];
  default_sac: string;
}

export interface ContractClientPick {
  id: number;
  name: string;
  organization: string | null;
}

export interface ContractStaffPick {
  id: number;
  name: string;
}

/** The people who may view contracts see every one of them (no reseller or client reads them yet). */
export const CONTRACT_VIEWERS = [
  'admin',
  'technical_director',
  'finance',
  'client_management',
  'work_estimate',
] as const;
