import { DEFAULT_GST_RATES, stateOfCode } from '@aquadesk/shared/gst.ts';
import type { InvoiceSupplier } from '@aquadesk/shared/invoices.ts';
import type { Config } from '../../../config.ts';
import type { Queryable } from '../../../db/types.ts';
import * as repo from '../repository.ts';

export type CompanyProfileRow = repo.CompanyProfileRow;

type ProfileConfig = Pick<Config, 'company' | 'bank' | 'upiId' | 'demoData'>;

/** The demo company's GSTIN: Kerala (32), a made-up PAN, the right check character. */
export const DEMO_GSTIN = '32AAACA1234A1ZT';

/** SAC 9983: other professional, technical and business services (engineering services fall under it). */
export const DEFAULT_SAC = '998334';

/** The first profile, from the configuration (docs/requirements/002-gst.md §1: the environment as first defaults). */
export function profileFromConfig(config: ProfileConfig): repo.NewCompanyProfile {
  const { company, bank } = config;
  // the demo company bills as a Kerala business with a made-up GSTIN (its check character is right)
  const gstin = company.gstin ?? (config.demoData ? DEMO_GSTIN : null);
  return {
    legalName: company.name.slice(0, 100),
    tradeName: '',
    address: company.address.slice(0, 300),
    stateCode: company.stateCode,
    gstin,
    pan: gstin ? gstin.slice(2, 12) : null,
    email: company.email,
    phone: company.phone,
    bankAccountName: bank?.accountName ?? null,
    bankAccountNumber: bank?.accountNumber ?? null,
    bankIfsc: bank?.ifsc ?? null,
    bankName: bank?.bankName ?? null,
    upiId: config.upiId ?? null,
    invoicePrefix: company.invoicePrefix,
    creditNotePrefix: 'CN',
    debitNotePrefix: 'DN',
    receiptPrefix: 'RC',
    defaultSac: DEFAULT_SAC,
    paymentTermsDays: 15,
    gstRates: [...DEFAULT_GST_RATES],
    terms: '',
  };
}

/** The company's GST profile in force now (made from the configuration on first use). */
export function currentProfile(db: Queryable, config: ProfileConfig): Promise<CompanyProfileRow> {
  return repo.newestOrFirst(db, () => profileFromConfig(config));
}

/** A profile an issued document refers to (it prints as it was issued). */
export function profileById(db: Queryable, id: number): Promise<CompanyProfileRow | undefined> {
  return repo.byId(db, id);
}

/** The letterhead a profile prints: the name the company trades under, its address and contact. */
export interface CompanyLetterhead {
  name: string;
  address: string;
  email: string;
  phone: string;
}

export function letterheadOfProfile(p: CompanyProfileRow): CompanyLetterhead {
  return { name: p.tradeName || p.legalName, address: p.address, email: p.email, phone: p.phone };
}

/** The supplier particulars (CGST rule 46 (a)) a profile version prints on a tax document. */
export function supplierOf(p: CompanyProfileRow): InvoiceSupplier {
  return {
    legal_name: p.legalName,
    trade_name: p.tradeName,
    address: p.address,
    gstin: p.gstin,
    pan: p.pan,
    state_code: p.stateCode,
    state_name: stateOfCode(p.stateCode)?.name ?? p.stateCode,
    email: p.email,
    phone: p.phone,
  };
}

/**
 * The company as every document, mail and the website name it today: the profile in force (issue 30 item 1:
 * the settings screen, the environment only as its first version). An issued invoice prints its own version.
 */
export async function companyLetterhead(ctx: {
  db: Queryable;
  config: ProfileConfig;
}): Promise<CompanyLetterhead> {
  return letterheadOfProfile(await currentProfile(ctx.db, ctx.config));
}
