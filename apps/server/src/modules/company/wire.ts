import type { CompanyProfile } from '@aquadesk/shared/company.ts';
import type { ProfileWithChanger } from './repository.ts';

/** A stored version of the company profile as the wire carries it (docs/api.md "Company profile"). */
export function profilePayload({ profile: p, changedByName }: ProfileWithChanger): CompanyProfile {
  return {
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
    changed_at: p.createdAt.toISOString(),
    changed_by_name: changedByName,
  };
}
