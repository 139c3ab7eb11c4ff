import type { CompanyProfile } from '@aquadesk/shared/company.ts';
import { documentNumber, financialYearOf, SERIES_PREFIX_PATTERN } from '@aquadesk/shared/gst.ts';

/** The settings form's values: every field as typed (a blank optional code is sent as ''). */
export type CompanyFormValues = {
  legal_name: string;
  trade_name: string;
  address: string;
  state_code: string;
  gstin: string;
  pan: string;
  email: string;
  phone: string;
  bank_account_name: string;
  bank_account_number: string;
  bank_ifsc: string;
  bank_name: string;
  upi_id: string;
  invoice_prefix: string;
  credit_note_prefix: string;
  debit_note_prefix: string;
  receipt_prefix: string;
  default_sac: string;
  payment_terms_days: string;
  gst_rates: string[];
  terms: string;
};

export type CompanyField = keyof CompanyFormValues;

/** The form as the version in force fills it. */
export function valuesOf(p: CompanyProfile): CompanyFormValues {
  return {
    legal_name: p.legal_name,
    trade_name: p.trade_name,
    address: p.address,
    state_code: p.state_code,
    gstin: p.gstin ?? '',
    pan: p.pan ?? '',
    email: p.email,
    phone: p.phone,
    bank_account_name: p.bank_account_name ?? '',
    bank_account_number: p.bank_account_number ?? '',
    bank_ifsc: p.bank_ifsc ?? '',
    bank_name: p.bank_name ?? '',
    upi_id: p.upi_id ?? '',
    invoice_prefix: p.invoice_prefix,
    credit_note_prefix: p.credit_note_prefix,
    debit_note_prefix: p.debit_note_prefix,
    receipt_prefix: p.receipt_prefix,
    default_sac: p.default_sac,
    payment_terms_days: String(p.payment_terms_days),
    gst_rates: [...p.gst_rates],
    terms: p.terms,
  };
}

/**
 * The first number a series would give this financial year (spec 002 §6: `AQ/26-27/0001`), as typed, or
 * null while the prefix is not one.
 */
export function firstNumberOf(prefix: string, now: Date = new Date()): string | null {
  const typed = prefix.trim().toUpperCase();
  if (!SERIES_PREFIX_PATTERN.test(typed)) return null;
  return documentNumber(typed, financialYearOf(now).label, 1);
}
