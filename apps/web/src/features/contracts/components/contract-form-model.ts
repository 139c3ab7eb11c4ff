import type { ContractDetail, TContractRequest } from '@aquadesk/shared/contracts.ts';

/** The contract form's values: ids as the selects hold them (text), months as numbers, yes/no as switches. */
export type ContractFormValues = {
  client_id: string;
  site_ids: string[];
  equipment_ids: string[];
  kind: string;
  starts_on: string;
  ends_on: string;
  visits_per_year: string;
  visit_spread: string;
  visit_months: number[];
  response_hours: string;
  resolution_hours: string;
  hours_basis: string;
  covers_labour: boolean;
  covers_consumables: boolean;
  parts_cover: string;
  parts_cap: string;
  covered_product_ids: string[];
  price: string;
  billing_frequency: string;
  billing_timing: string;
  sac: string;
  gst_rate: string;
  technician_id: string | null;
  terms: string;
};

/** A new contract's form: the usual choices filled, the rest left for the person. */
export function emptyContract(defaults: { sac: string; gstRate: string }): ContractFormValues {
  return {
    client_id: '',
    site_ids: [],
    equipment_ids: [],
    kind: '',
    starts_on: '',
    ends_on: '',
    visits_per_year: '12',
    visit_spread: 'even',
    visit_months: [],
    response_hours: '4',
    resolution_hours: '24',
    hours_basis: 'calendar',
    covers_labour: true,
    covers_consumables: false,
    parts_cover: 'none',
    parts_cap: '',
    covered_product_ids: [],
    price: '',
    billing_frequency: 'quarterly',
    billing_timing: 'advance',
    sac: defaults.sac,
    gst_rate: defaults.gstRate,
    technician_id: null,
    terms: '',
  };
}

/** A saved contract as the form edits it. */
export function valuesOf(c: ContractDetail): ContractFormValues {
  const text = (ids: readonly number[]) => ids.map(String);
  return {
    client_id: String(c.client_id),
    site_ids: text(c.site_ids),
    equipment_ids: text(c.equipment_ids),
    kind: c.kind,
    starts_on: c.starts_on,
    ends_on: c.ends_on,
    visits_per_year: String(c.visits_per_year),
    visit_spread: c.visit_spread,
    visit_months: c.visit_months,
    response_hours: String(c.response_hours),
    resolution_hours: String(c.resolution_hours),
    hours_basis: c.hours_basis,
    covers_labour: c.covers_labour,
    covers_consumables: c.covers_consumables,
    parts_cover: c.parts_cover,
    parts_cap: c.parts_cap ?? '',
    covered_product_ids: text(c.covered_product_ids),
    price: c.price,
    billing_frequency: c.billing_frequency,
    billing_timing: c.billing_timing,
    sac: c.sac,
    gst_rate: c.gst_rate,
    technician_id: c.technician_id === null ? null : String(c.technician_id),
    terms: c.terms,
  };
}

/** The form's values as the call takes them (the shared schema reads ids and numbers from text too). */
export function requestOf(v: ContractFormValues): TContractRequest {
  return {
    ...v,
    kind: v.kind as TContractRequest['kind'],
    visit_spread: v.visit_spread as TContractRequest['visit_spread'],
    hours_basis: v.hours_basis as TContractRequest['hours_basis'],
    parts_cover: v.parts_cover as TContractRequest['parts_cover'],
    billing_frequency: v.billing_frequency as TContractRequest['billing_frequency'],
    billing_timing: v.billing_timing as TContractRequest['billing_timing'],
    parts_cap: v.parts_cap.trim() === '' ? null : v.parts_cap,
  };
}
