import { type CompanyProfile, taxInvoiceGaps } from '@aquadesk/shared/company.ts';
import type { ProfileWithChanger } from './repository.ts';

/** A stored version of the company profile as the wire carries it (docs/api.md "Company profile"). */
export function profilePayload({ profile: p, changedByName }: ProfileWithChanger): CompanyProfile {
  const payload: Omit<CompanyProfile, 'tax_invoice_gaps'> = {
    id: p.id,
    legal_name: p.legalName,
    trade_name: p.tradeName,
    address: p.address,
    state_code: p.stateCode,
    gstin: p.gstin,
    pan: p.pan,
    email: p.email,
    phone: p.phone,
    bank_account_name: p.bankAccountName,
    bank_account_number: p.bankAccountNumber,
    bank_ifsc: p.bankIfsc,
    bank_name: p.bankName,
    upi_id: p.upiId,
    invoice_prefix: p.invoicePrefix,
    credit_note_prefix: p.creditNotePrefix,
    debit_note_prefix: p.debitNotePrefix,
    receipt_prefix: p.receiptPrefix,
    default_sac: p.defaultSac,
    payment_terms_days: p.paymentTermsDays,
    gst_rates: p.gstRates,
    terms: p.terms,
    logo_url: logoUrl(p.logoFile),
    changed_at: p.createdAt.toISOString(),
    changed_by_name: changedByName,
  };
  // issue 41 item 11: what a complete tax invoice still needs of this version
  return { ...payload, tax_invoice_gaps: taxInvoiceGaps(payload) };
}

/** Where staff open a version's logo (GET /company-logo/{file}). */
export const logoUrl = (file: string | null) => (file ? `/api/company-logo/${file}` : null);
