import type {
  BillingFrequency,
  BillingTiming,
  ContractDetail,
  ContractHistoryEntry,
  ContractKind,
  ContractListRow,
  ContractStatus,
  HoursBasis,
  PartsCover,
  VisitSpread,
} from '@aquadesk/shared/contracts.ts';
import { paiseToRupees, percentOf, roundToPaisa, sumAmounts } from '@aquadesk/shared/money.ts';
import type { ContractListRecord, ContractRow, Coverage } from './repository.ts';

/** A list row as GET /api/contracts answers it (and `contract_add` / `contract_update` carry it). */
export function listRowWire(r: ContractListRecord): ContractListRow {
  const { price_paise, ...rest } = r;
  return {
    ...rest,
    status: r.status as ContractStatus,
    kind: r.kind as ContractKind,
    billing_frequency: r.billing_frequency as BillingFrequency,
    billing_timing: r.billing_timing as BillingTiming,
    price: paiseToRupees(price_paise),
  };
}

/** GST at the contract's rate on its price, and the price with it (rupees, two places). */
export function gstOf(pricePaise: number, rate: string): { gst: string; total: string } {
  const price = paiseToRupees(pricePaise);
  const gst = roundToPaisa(percentOf(price, rate));
  return { gst, total: roundToPaisa(sumAmounts([price, gst])) };
}

/** A stored rate as the company's list writes it ("18.00" → "18"). */
export const rateText = (rate: string) => String(Number(rate));

/** The contract's whole record for its page: its row, what it covers, named, and its history. */
export function detailWire(
  row: ContractRow,
  list: ContractListRecord,
  coverage: Coverage,
  names: {
    sites: ContractDetail['sites'];
    equipment: ContractDetail['equipment'];
    products: ContractDetail['covered_products'];
  },
  clientEmail: string,
  history: { id: number; action: string; actor_name: string; at: string; changes: Record<string, unknown> }[],
): ContractDetail {
  const { gst, total } = gstOf(row.pricePaise, row.gstRate);
  return {
    ...listRowWire(list),
    financial_year: row.financialYear,
    client_email: clientEmail,
    site_ids: coverage.siteIds,
    sites: names.sites,
    equipment_ids: coverage.equipmentIds,
    equipment: names.equipment,
    visits_per_year: row.visitsPerYear,
    visit_spread: row.visitSpread as VisitSpread,
    visit_months: row.visitMonths,
    response_hours: row.responseHours,
    resolution_hours: row.resolutionHours,
    hours_basis: row.hoursBasis as HoursBasis,
    covers_labour: row.coversLabour,
    covers_consumables: row.coversConsumables,
    parts_cover: row.partsCover as PartsCover,
    parts_cap: row.partsCapPaise === null ? null : paiseToRupees(row.partsCapPaise),
    covered_product_ids: coverage.productIds,
    covered_products: names.products,
    sac: row.sac,
    gst_rate: rateText(row.gstRate),
    gst_amount: gst,
    total_with_gst: total,
    technician_id: row.technicianId,
    terms: row.terms,
    cancel_reason: row.cancelReason,
    activated_at: row.activatedAt?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    history: history.map((h) => ({ ...h, action: h.action as ContractHistoryEntry['action'] })),
  };
}
