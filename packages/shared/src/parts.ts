import { z } from 'zod';
import { calendarPeriodOf } from './contract-billing.ts';
import type { BillingFrequency, PartsCover } from './contracts.ts';
import { ZPageQuery, zSearch } from './paging.ts';
import { zId, zIdOf, zWhole } from './validation.ts';

/**
 * The parts and consumables used on a maintenance task (issue 43 item 5; docs/requirements/008-parts.md,
 * docs/api.md "Parts"): each line a product and a whole quantity, its price frozen when added, covered by
 * the task's contract or chargeable (the server decides), chargeable lines made into a draft invoice once.
 */

export const PART_LIMITS = {
  quantityMin: 1,
  quantityMax: 9999,
  /** products offered by the picker at once */
  picks: 20,
  /** lines one task holds (a visit's or a call's parts: the list shows them all) */
  linesPerTask: 100,
} as const;

export const PART_MESSAGES = {
  quantity: `Enter a whole quantity from ${PART_LIMITS.quantityMin} to ${PART_LIMITS.quantityMax.toLocaleString('en-IN')}`,
  product: 'Pick a product',
  noProduct: 'That product no longer exists',
  tooManyLines: `A task holds at most ${PART_LIMITS.linesPerTask} parts lines`,
  /** the stock named: "Only 2 in stock" */
  stock: (stock: number) => (stock <= 0 ? 'None in stock' : `Only ${stock.toLocaleString('en-IN')} in stock`),
  notMaintenance: 'Parts are used on maintenance tasks only',
  finished: 'The task is finished: its parts can no longer change',
  notYourTask: 'Only the task’s technicians and the directors may change its parts',
  invoiced: 'This part is on an invoice: delete that draft (or cancel the invoice) first',
  nothingToInvoice: 'This client has no chargeable parts waiting for an invoice',
  noClientAccount: 'This client has no client account to invoice',
} as const;

// ——— the rules (pure; the server applies them in the adding transaction) ———

/** A product is a consumable when its category says so ("Consumables", "RO consumables"). */
export function isConsumable(categories: string): boolean {
  return /consumable/i.test(categories);
}

/**
 * The billing period of a contract that holds `day`: its billing plan's calendar period (contract-billing.ts
 * calendarPeriodOf: a month, a financial year's quarter or half, a financial year) clipped to the contract, as
 * its invoices are; a day outside the contract is taken into its first or last period.
 */
export function billingPeriodOf(
  contract: { starts_on: string; ends_on: string; billing_frequency: BillingFrequency },
  day: string,
): { from: string; to: string } {
  let inside = day;
  if (inside < contract.starts_on) inside = contract.starts_on;
  if (inside > contract.ends_on) inside = contract.ends_on;
  const period = calendarPeriodOf(contract.billing_frequency, inside);
  // days as YYYY-MM-DD compare as text: the later of the starts, the earlier of the ends
  const [, from] = [period.from, contract.starts_on].sort();
  const [to] = [period.to, contract.ends_on].sort();
  return { from: from ?? period.from, to: to ?? period.to };
}

/** What decides a line: its contract's cover (null: the task has no contract), the product and the amount. */
export interface CoverInput {
  contract: {
    parts_cover: PartsCover;
    covers_consumables: boolean;
    /** The cap a billing period, paise (cover `cap` only). */
    parts_cap_paise: number | null;
    /** Is the product on the contract's list (cover `listed`)? */
    lists_product: boolean;
    /** Covered value already used in the line's billing period, paise. */
    covered_in_period_paise: number;
  } | null;
  consumable: boolean;
  /** The line's value: quantity × frozen price, paise. */
  line_paise: number;
}

/**
 * Covered or chargeable (docs/requirements/008-parts.md §2). No contract: chargeable. A consumable follows
 * the contract's covers_consumables, whatever its parts cover. Otherwise all: covered; none: chargeable;
 * listed: covered when the product is listed; cap: covered when the period's covered value plus the whole
 * line stays within the cap, else the whole line is chargeable (never split).
 */
export function isCovered(input: CoverInput): boolean {
  const c = input.contract;
  if (!c) return false;
  if (input.consumable) return c.covers_consumables;
  switch (c.parts_cover) {
    case 'all':
      return true;
    case 'none':
      return false;
    case 'listed':
      return c.lists_product;
    case 'cap':
      return c.parts_cap_paise !== null && c.covered_in_period_paise + input.line_paise <= c.parts_cap_paise;
  }
}

// ——— requests ———

export const ZAddPartRequest = z.object({
  task_id: zIdOf(undefined, 'Task'),
  product_id: zIdOf(PART_MESSAGES.product, 'Product'),
  quantity: zWhole({
    min: PART_LIMITS.quantityMin,
    max: PART_LIMITS.quantityMax,
    message: PART_MESSAGES.quantity,
  }),
});
export type TAddPartRequest = z.input<typeof ZAddPartRequest>;

export const ZPartParams = z.object({ id: zIdOf(undefined, 'Part') });
export const ZPartTaskParams = z.object({ taskId: zIdOf(undefined, 'Task') });
export const ZPartsInvoiceRequest = z.object({ client_id: zIdOf(undefined, 'Client') });
export const ZPartContractParams = z.object({ contractId: zIdOf(undefined, 'Contract') });
export const ZPartEquipmentParams = z.object({ equipmentId: zId });
export const ZPartPickQuery = z.object({ search: zSearch.optional() });
export const ZPartsToInvoiceQuery = ZPageQuery;
export type TPartsToInvoiceQuery = z.input<typeof ZPartsToInvoiceQuery>;

// ——— the wire ———

/** One part line as the task, the equipment's history and the contract page show it. */
export interface PartLine {
  id: number;
  task_id: number;
  product_id: number;
  product_name: string;
  unit: string;
  quantity: number;
  /** The product's price when the line was added, rupees ("450.00"). */
  unit_price: string;
  /** quantity × unit_price, rupees. */
  amount: string;
  covered: boolean;
  contract_id: number | null;
  contract_number: string | null;
  added_by: number;
  added_by_name: string;
  added_at: string;
  /** The draft or invoice it is on, null while not invoiced (covered lines never are). */
  invoice_id: number | null;
}

export interface TaskPartsResponse {
  data: PartLine[];
  /** May the caller add and remove lines now (one of the task's people who may work on it, not finished)? */
  can_change: boolean;
}

export interface PartPick {
  id: number;
  name: string;
  price: string;
  unit: string;
  stock: number;
  consumable: boolean;
}

/** A client with chargeable parts not yet invoiced (the Ready to invoice screen's section). */
export interface ClientPartsRow {
  client_id: number;
  name: string;
  organization: string | null;
  lines: number;
  /** Σ quantity × frozen price, before GST, rupees. */
  amount: string;
  /** The first such line's moment. */
  oldest_at: string;
}

export interface PartsToInvoiceResponse {
  data: ClientPartsRow[];
  next_cursor: string | null;
  total: number;
}

/** The live event: which task's, client's and contract's parts changed. */
export interface PartUpdate {
  task_id: number;
  client_id: number | null;
  contract_id: number | null;
  equipment_id: number | null;
}

/** A contract's covered parts (its page): the current billing period's figure and its lines. */
export interface ContractPartsResponse {
  period: { from: string; to: string } | null;
  /** Covered value in the period, rupees. */
  covered: string;
  cap: string | null;
  data: PartLine[];
}
