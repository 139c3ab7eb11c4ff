import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, serialId, updatedAt } from './columns.ts';
import { users } from './users.ts';

/**
 * The company's GST profile (docs/requirements/002-gst.md §1), kept with its history: every change is a
 * new row, in force from its `created_at`; the newest row is the profile today. An issued invoice refers to
 * the row in force when it was issued, so it prints as it was issued. Owner: company.
 */
export const companyProfiles = pgTable(
  'company_profiles',
  {
    id: serialId(),
    legalName: text('legal_name').notNull(),
    tradeName: text('trade_name').notNull().default(''),
    address: text('address').notNull(),
    stateCode: text('state_code').notNull(),
    /** Null until the company sets it: an invoice is issued only with one. */
    gstin: text('gstin'),
    pan: text('pan'),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    bankAccountName: text('bank_account_name'),
    bankAccountNumber: text('bank_account_number'),
    bankIfsc: text('bank_ifsc'),
    bankName: text('bank_name'),
    upiId: text('upi_id'),
    invoicePrefix: text('invoice_prefix').notNull(),
    creditNotePrefix: text('credit_note_prefix').notNull(),
    debitNotePrefix: text('debit_note_prefix').notNull(),
    receiptPrefix: text('receipt_prefix').notNull(),
    defaultSac: text('default_sac').notNull(),
    paymentTermsDays: smallint('payment_terms_days').notNull().default(15),
    /** The GST rates a line may carry, in percent ("0", "0.25", "3", "5", "18", "40"). */
    gstRates: text('gst_rates').array().notNull(),
    terms: text('terms').notNull().default(''),
    /**
     * The logo printed on every document and client mail (issue 41 item 11): a stored image's name in
     * DATA_DIR/uploads/company_logo, null without one. A version keeps its file, so a document issued under
     * it prints the logo it was issued with.
     */
    logoFile: text('logo_file'),
    changedBy: integer('changed_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    check('company_profiles_state_ck', sql`${t.stateCode} ~ '^[0-9]{2}$'`),
    check(
      'company_profiles_gstin_ck',
      sql`${t.gstin} ~ '^[0-9]{2}[A-Z0-9]{13}$' and left(${t.gstin}, 2) = ${t.stateCode}`,
    ),
    check(
      'company_profiles_prefix_ck',
      sql`${t.invoicePrefix} ~ '^[A-Z0-9]{1,5}$' and ${t.creditNotePrefix} ~ '^[A-Z0-9]{1,5}$' and ${t.debitNotePrefix} ~ '^[A-Z0-9]{1,5}$' and ${t.receiptPrefix} ~ '^[A-Z0-9]{1,5}$'`,
    ),
    check('company_profiles_sac_ck', sql`${t.defaultSac} ~ '^[0-9]{4}([0-9]{2}){0,2}$'`),
    check('company_profiles_terms_days_ck', sql`${t.paymentTermsDays} between 0 and 365`),
    check('company_profiles_logo_ck', sql`${t.logoFile} ~ '^[a-f0-9]{32}[.](png|jpg)$'`),
    check(
      'company_profiles_lengths_ck',
      sql`length(${t.legalName}) between 1 and 100 and length(${t.tradeName}) <= 100 and length(${t.address}) between 1 and 300 and length(${t.terms}) <= 1000 and cardinality(${t.gstRates}) between 1 and 12`,
    ),
  ],
);

/**
 * The company's settings that are not part of its GST profile (issue 41 item 4), one row (id 1), made on
 * first save: `send_on_issue` mails an invoice to its client when it is issued (off until an admin turns it
 * on); `visit_lead_days`: how many days before a contract's visit its maintenance task is made (issue 43
 * item 3, 0 to 30, 7 until changed). Owner: company.
 */
export const companySettings = pgTable(
  'company_settings',
  {
    id: smallint('id').primaryKey().default(1),
    sendOnIssue: boolean('send_on_issue').notNull().default(false),
    visitLeadDays: smallint('visit_lead_days').notNull().default(7),
    /** How the contract billing job makes a period's invoice: a draft to review, or issued at once (issue 43 item 8). */
    contractInvoices: text('contract_invoices').notNull().default('draft'),
    changedBy: integer('changed_by').references(() => users.id),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('company_settings_one_row_ck', sql`${t.id} = 1`),
    check('company_settings_visit_lead_ck', sql`${t.visitLeadDays} between 0 and 30`),
    check('company_settings_contract_invoices_ck', sql`${t.contractInvoices} in ('draft', 'issue')`),
  ],
);
