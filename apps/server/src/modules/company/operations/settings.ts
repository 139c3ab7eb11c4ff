import { companyProfileWatchers } from '@aquadesk/shared/audiences.ts';
import type {
  CompanyHistoryResponse,
  CompanyProfile,
  CompanyProfileValues,
  ZCompanyHistoryQuery,
} from '@aquadesk/shared/company.ts';
import { EVENTS } from '@aquadesk/shared/events.ts';
import { panOfGstin } from '@aquadesk/shared/gst.ts';
import type { z } from 'zod';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import * as repo from '../repository.ts';
import { profilePayload } from '../wire.ts';
import { profileChanged } from './letterhead-copy.ts';
import { currentProfile } from './profile.ts';

type HistoryQuery = z.output<typeof ZCompanyHistoryQuery>;

/** A version's payload, with who saved it. */
async function payloadOf(ctx: AppContext, id: number): Promise<CompanyProfile> {
  return profilePayload((await repo.byIdWithChanger(ctx.db, id))!);
}

/** GET /company-profile: the version in force (made from the configuration on first use). */
export async function viewProfile(ctx: AppContext): Promise<CompanyProfile> {
  const row = await currentProfile(ctx.db, ctx.config);
  return payloadOf(ctx, row.id);
}

/** GET /company-profile/history: every version, newest (the one in force) first. */
export async function profileHistory(ctx: AppContext, q: HistoryQuery): Promise<CompanyHistoryResponse> {
  const { rows, next_cursor } = await repo.page(ctx.db, q);
  return { data: rows.map(profilePayload), next_cursor };
}

/** The stored columns of a request (a PAN left blank is the one inside the GSTIN, spec 002 §2). */
function columnsOf(input: CompanyProfileValues): Omit<repo.NewCompanyProfile, 'changedBy'> {
  return {
    legalName: input.legal_name,
    tradeName: input.trade_name,
    address: input.address,
    stateCode: input.state_code,
    gstin: input.gstin,
    pan: input.pan ?? (input.gstin ? panOfGstin(input.gstin) : null),
    email: input.email,
    phone: input.phone,
    bankAccountName: input.bank_account_name,
    bankAccountNumber: input.bank_account_number,
    bankIfsc: input.bank_ifsc,
    bankName: input.bank_name,
    upiId: input.upi_id,
    invoicePrefix: input.invoice_prefix,
    creditNotePrefix: input.credit_note_prefix,
    debitNotePrefix: input.debit_note_prefix,
    receiptPrefix: input.receipt_prefix,
    defaultSac: input.default_sac,
    paymentTermsDays: input.payment_terms_days,
    gstRates: input.gst_rates,
    terms: input.terms,
  };
}

/** Does the version in force already hold these values? */
function holds(current: repo.CompanyProfileRow, next: ReturnType<typeof columnsOf>): boolean {
  return Object.entries(next).every(([key, value]) => {
    const stored = current[key as keyof typeof next];
    return Array.isArray(value) && Array.isArray(stored)
      ? value.join(' ') === stored.join(' ')
      : value === stored;
  });
}

/**
 * PUT /company-profile (admin): the profile saved as a new version, in force from now; the versions before it
 * stay for the documents issued under them (docs/decisions/0011-tax-invoices.md). Saving what is already in
 * force adds no version (so a repeated save is harmless) and answers the version in force.
 */
export async function saveProfile(
  ctx: AppContext,
  user: AuthUser,
  input: CompanyProfileValues,
): Promise<CompanyProfile> {
  const next = columnsOf(input);
  const { id, added } = await ctx.db.transaction(async (tx) => {
    await repo.lockChanges(tx);
    const current = await currentProfile(tx, ctx.config);
    if (holds(current, next)) return { id: current.id, added: false };
    // the logo is kept: it changes through its own calls (logo.ts)
    const row = await repo.insert(tx, { ...next, logoFile: current.logoFile, changedBy: user.id });
    return { id: row.id, added: true };
  });
  // every instance's website answers the new version from now (letterhead-copy.ts)
  if (added) profileChanged(ctx);
  const saved = await payloadOf(ctx, id);
  if (added) ctx.realtime.emit(EVENTS.companyProfile, saved, companyProfileWatchers());
  return saved;
}
