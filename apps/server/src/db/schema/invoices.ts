import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  belongsTo,
  createdAt,
  figure,
  historyColumns,
  moment,
  paise,
  percent,
  refersTo,
  serialId,
  timestamps,
} from './columns.ts';
import { companyProfiles } from './company.ts';
import { users } from './users.ts';

/**
 * GST invoices (spec 001 §3, §4, §9; docs/api.md "Money", "Invoice totals"). Owner: invoices. Amounts are
 * unconstrained numerics holding the exact figures of packages/shared money.ts computeInvoice; the amount to
 * pay is kept in integer paise. Settlement is one conditional UPDATE (`where status = 'unpaid'`), and the
 * check below ties PAYMENT COMPLETE to the payment that settled it.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serialId(),
    organization: text('organization').notNull(),
    phoneNumber: text('phone_number').notNull(),
    /** The client account whose organisation matched at creation (for the receipt e-mail), if any. */
    clientId: integer('client_id').references(() => users.id),
    status: text('status').notNull().default('unpaid'),
    subtotal: figure('subtotal'),
    cgstTotal: figure('cgst_total'),
    sgstTotal: figure('sgst_total'),
    igstTotal: figure('igst_total'),
    total: figure('total'),
    amountPaise: paise('amount_paise').notNull(),
    createdBy: refersTo('created_by', () => users.id),
    creatorName: text('creator_name').notNull(),
    /** A copy of the creator's signature at creation (uploads/invoice_sign), so a later upload never changes it. */
    signFile: text('sign_file'),
    /**
     * The invoice's key (docs/decisions/0004-payments.md): 192 random bits, base64url, made at creation. The
     * full invoice and its PDF open only with it; stored as it is (staff copy the link) and compared in
     * constant time.
     */
    accessKey: text('access_key').notNull(),
    orderId: text('order_id'),
    paymentId: text('payment_id'),
    paidAmountPaise: paise('paid_amount_paise'),
    paymentMethod: text('payment_method'),
    /** The provider of the settling payment (`sandbox`: a test payment, no money moved). */
    paymentProvider: text('payment_provider'),
    paidAt: moment('paid_at'),
    ...timestamps(),
    // ——— the tax invoice (docs/requirements/002-gst.md §3-§6; docs/decisions/0011-tax-invoices.md) ———
    /** `AQ/26-27/0001`: given when issued, from document_series in the issuing transaction; null on a draft. */
    number: text('number'),
    financialYear: text('financial_year'),
    issuedAt: moment('issued_at'),
    issuedBy: integer('issued_by').references(() => users.id),
    /** The company profile in force when issued: the supplier's particulars print from it. */
    companyProfileId: integer('company_profile_id').references(() => companyProfiles.id),
    /** The recipient as billed: frozen at issue from the client record. */
    billingAddress: text('billing_address').notNull().default(''),
    /**
     * Where the supply is delivered (rule 46(1)(e), (o)): on a draft as typed ('' = the billing address); frozen
     * at issue, the billing address when none was typed. '' on an invoice issued before it was recorded.
     */
    deliveryAddress: text('delivery_address').notNull().default(''),
    recipientGstin: text('recipient_gstin'),
    recipientStateCode: text('recipient_state_code'),
    /** The place of supply (a GST state code): the same state as the supplier's → CGST + SGST, else IGST. */
    placeOfSupply: text('place_of_supply'),
    reverseCharge: boolean('reverse_charge').notNull().default(false),
    discountTotal: figure('discount_total').default('0'),
    /** What the total is moved by, signed, under a rupee either way (docs/requirements/002-gst.md §8). */
    roundOff: numeric('round_off', { precision: 3, scale: 2 }).notNull().default('0'),
    dueDate: date('due_date', { mode: 'string' }),
    /** Sums of the invoice's ledger, kept under the invoice's row lock (receivables.ts balanceOf). */
    paidPaise: paise('paid_paise').notNull().default(0),
    refundedPaise: paise('refunded_paise').notNull().default(0),
    creditedPaise: paise('credited_paise').notNull().default(0),
    debitedPaise: paise('debited_paise').notNull().default(0),
    cancelledAt: moment('cancelled_at'),
    cancelledBy: integer('cancelled_by').references(() => users.id),
    cancelReason: text('cancel_reason'),
    /** The job card it was made from (one invoice per estimate). */
    estimateId: integer('estimate_id'),
    /** The last overdue reminder mailed (at most one a week). */
    remindedAt: moment('reminded_at'),
    /**
     * `tax_invoice`, or `opening_balance`: an invoice of the books from before AquaDesk, brought in with what is
     * still owed on it (issue 41 item 12, docs/decisions/0014-opening-balances.md). It is owed, aged, paid and
     * stated like any invoice, and is never in the GST registers, GSTR-1 or an e-invoice: AquaDesk did not issue it.
     */
    kind: text('kind').notNull().default('tax_invoice'),
  },
  (t) => [
    check('invoices_access_key_ck', sql`length(${t.accessKey}) between 22 and 128`),
    check(
      'invoices_status_ck',
      sql`${t.status} in ('draft', 'unpaid', 'partly_paid', 'PAYMENT COMPLETE', 'cancelled')`,
    ),
    // a draft has no number; anything issued has its number, year and moment
    check(
      'invoices_issued_ck',
      sql`(${t.status} = 'draft' and ${t.number} is null and ${t.issuedAt} is null and ${t.paidPaise} = 0) or (${t.status} <> 'draft' and ${t.number} is not null and ${t.financialYear} is not null and ${t.issuedAt} is not null)`,
    ),
    // paid means the ledger balances (docs/requirements/002-gst.md §7), and an open invoice still owes
    check(
      'invoices_settled_ck',
      sql`(${t.status} <> 'PAYMENT COMPLETE' or (${t.paidAt} is not null and ${t.amountPaise} + ${t.debitedPaise} - ${t.creditedPaise} - ${t.paidPaise} + ${t.refundedPaise} <= 0)) and (${t.status} not in ('unpaid', 'partly_paid') or ${t.amountPaise} + ${t.debitedPaise} - ${t.creditedPaise} - ${t.paidPaise} + ${t.refundedPaise} > 0) and (${t.paymentId} is null or ${t.orderId} is not null)`,
    ),
    check(
      'invoices_cancelled_ck',
      sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null and ${t.cancelReason} is not null)`,
    ),
    check(
      'invoices_ledger_ck',
      sql`${t.paidPaise} >= 0 and ${t.refundedPaise} >= 0 and ${t.creditedPaise} >= 0 and ${t.debitedPaise} >= 0`,
    ),
    check('invoices_number_ck', sql`length(${t.number}) between 1 and 16`),
    check(
      'invoices_place_ck',
      sql`${t.placeOfSupply} ~ '^[0-9]{2}$' and ${t.recipientStateCode} ~ '^[0-9]{2}$'`,
    ),
    check(
      'invoices_text_ck',
      sql`length(${t.billingAddress}) <= 300 and length(${t.cancelReason}) between 1 and 300`,
    ),
    check('invoices_delivery_address_ck', sql`length(${t.deliveryAddress}) <= 300`),
    check('invoices_amount_ck', sql`${t.amountPaise} >= 0`),
    // an opening balance is never a draft and owes something when brought in
    check(
      'invoices_kind_ck',
      sql`${t.kind} = 'tax_invoice' or (${t.kind} = 'opening_balance' and ${t.status} <> 'draft' and ${t.estimateId} is null)`,
    ),
    check('invoices_round_off_ck', sql`${t.roundOff} between -0.99 and 0.99`),
    // a provider payment settles at most one invoice
    uniqueIndex('invoices_payment_id_uq').on(t.paymentId),
    // rule 46(b): a number once in a financial year (the series row makes them consecutive)
    uniqueIndex('invoices_number_uq').on(t.number),
    // one live invoice per estimate; a cancelled one leaves the estimate to be invoiced again
    uniqueIndex('invoices_estimate_uq').on(t.estimateId).where(sql`${t.status} <> 'cancelled'`),
    index('invoices_client_idx').on(t.clientId, t.id),
    index('invoices_issued_idx').on(t.issuedAt),
    index('invoices_due_idx').on(t.dueDate).where(sql`${t.status} in ('unpaid', 'partly_paid')`),
    // the list's order (newest first) and keyset paging
    index('invoices_list_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('invoices_status_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    index('invoices_org_idx').on(sql`lower(${t.organization})`),
    index('invoices_organization_trgm_idx').using('gin', t.organization.op('gin_trgm_ops')),
    index('invoices_phone_trgm_idx').using('gin', t.phoneNumber.op('gin_trgm_ops')),
    // find anything (docs/api.md "Search"): organisation, phone and number as one lower-cased text, by
    // trigram (the repository's searchText states the same expression)
    index('invoices_search_trgm_idx').using(
      'gin',
      sql`lower(${t.organization} || chr(31) || ${t.phoneNumber} || chr(31) || coalesce(${t.number}, '')) gin_trgm_ops`,
    ),
  ],
);

/** The product lines of an invoice, in order, with the figures computed for each (exact). */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serialId(),
    invoiceId: belongsTo('invoice_id', () => invoices.id),
    position: smallint('position').notNull(),
    description: text('description').notNull(),
    quantity: numeric('quantity', { precision: 13, scale: 3 }).notNull(),
    rate: numeric('rate', { precision: 14, scale: 2 }).notNull(),
    /** Percents: a half of 0.25 % is 0.125 %, so three places. */
    cgst: numeric('cgst', { precision: 6, scale: 3 }).notNull(),
    sgst: numeric('sgst', { precision: 6, scale: 3 }).notNull(),
    igst: numeric('igst', { precision: 6, scale: 3 }).notNull(),
    subtotal: figure('subtotal'),
    cgstAmount: figure('cgst_amount'),
    sgstAmount: figure('sgst_amount'),
    igstAmount: figure('igst_amount'),
    amount: figure('amount'),
    /** HSN (goods) or SAC (services), 4-8 digits; null only on lines from before tax invoices. */
    hsn: text('hsn'),
    unit: text('unit'),
    discount: numeric('discount', { precision: 14, scale: 2 }).notNull().default('0'),
    gstRate: percent('gst_rate'),
    /** subtotal − discount: what the tax is charged on. */
    taxable: numeric('taxable'),
  },
  (t) => [
    check('invoice_lines_hsn_ck', sql`${t.hsn} ~ '^[0-9]{4}([0-9]{2}){0,2}$' and ${t.unit} ~ '^[A-Z]{3}$'`),
    check('invoice_lines_discount_ck', sql`${t.discount} >= 0`),
    uniqueIndex('invoice_lines_position_uq').on(t.invoiceId, t.position),
    check(
      'invoice_lines_ranges_ck',
      sql`${t.quantity} > 0 and ${t.rate} >= 0 and ${t.cgst} between 0 and 100 and ${t.sgst} between 0 and 100 and ${t.igst} between 0 and 100`,
    ),
  ],
);

/**
 * Orders created with the payment provider for an invoice. One open order per invoice, provider and amount
 * (a partial unique index): Pay Now reuses it instead of creating a new order on every click.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: serialId(),
    invoiceId: refersTo('invoice_id', () => invoices.id),
    provider: text('provider').notNull(),
    orderId: text('order_id').notNull(),
    amountPaise: paise('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    /** created (open), paid */
    status: text('status').notNull().default('created'),
    createdAt: createdAt(),
  },
  (t) => [
    check('payment_orders_status_ck', sql`${t.status} in ('created', 'paid')`),
    uniqueIndex('payment_orders_order_id_uq').on(t.orderId),
    uniqueIndex('payment_orders_open_uq')
      .on(t.invoiceId, t.provider, t.amountPaise)
      .where(sql`${t.status} = 'created'`),
  ],
);

/**
 * The payments ledger (append-only; a trigger refuses UPDATE and DELETE): every order, checkout attempt,
 * confirmation, provider event and settlement. At most one `settled` row per invoice, and a provider event
 * id is stored once (replays are ignored).
 */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    invoiceId: integer('invoice_id').references(() => invoices.id),
    /** order_created, checkout_failed, confirm_rejected, webhook, payment_failed, amount_mismatch, currency_mismatch, unknown_order, settled, duplicate_payment */
    kind: text('kind').notNull(),
    /** browser, webhook, sandbox, server */
    source: text('source').notNull(),
    provider: text('provider').notNull(),
    orderId: text('order_id'),
    paymentId: text('payment_id'),
    /** The provider's event id (X-Razorpay-Event-Id) and name, for webhook rows. */
    eventId: text('event_id'),
    event: text('event'),
    amountPaise: paise('amount_paise'),
    /** The currency the provider reported (ISO 4217), where it said one. */
    currency: text('currency'),
    method: text('method'),
    /** Needs a person: money that did not settle the invoice (wrong amount or currency, a second payment). */
    flagged: boolean('flagged').notNull().default(false),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_event_id_uq').on(t.eventId),
    uniqueIndex('payments_settled_uq').on(t.invoiceId).where(sql`${t.kind} = 'settled'`),
    index('payments_invoice_idx').on(t.invoiceId, t.id),
    index('payments_order_idx').on(t.orderId),
  ],
);

/**
 * The serial counters of document numbers (docs/decisions/0011-tax-invoices.md): one row per kind, prefix
 * and financial year, incremented by `insert … on conflict do update` inside the issuing transaction, so a
 * rollback gives the number back and the row lock hands out each number once (rule 46(b)). Owner: invoices.
 */
export const documentSeries = pgTable(
  'document_series',
  {
    kind: text('kind').notNull(),
    prefix: text('prefix').notNull(),
    financialYear: text('financial_year').notNull(),
    lastSerial: integer('last_serial').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.prefix, t.financialYear] }),
    check('document_series_kind_ck', sql`${t.kind} in ('invoice', 'credit_note', 'debit_note', 'receipt')`),
    check('document_series_serial_ck', sql`${t.lastSerial} between 1 and 99999`),
  ],
);

/**
 * Credit and debit notes (CGST Act s. 34; docs/requirements/002-gst.md §6): each refers to one issued
 * invoice, has its own number series and its own lines, taxed with the invoice's split. Owner: invoices.
 */
export const invoiceNotes = pgTable(
  'invoice_notes',
  {
    id: serialId(),
    invoiceId: refersTo('invoice_id', () => invoices.id),
    kind: text('kind').notNull(),
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    reason: text('reason').notNull(),
    companyProfileId: integer('company_profile_id').references(() => companyProfiles.id),
    taxable: figure('taxable'),
    cgst: figure('cgst'),
    sgst: figure('sgst'),
    igst: figure('igst'),
    /** What the note's total is moved by, signed, under a rupee either way (as an invoice's). */
    roundOff: numeric('round_off', { precision: 3, scale: 2 }).notNull().default('0'),
    total: figure('total'),
    totalPaise: paise('total_paise').notNull(),
    createdBy: refersTo('created_by', () => users.id),
    creatorName: text('creator_name').notNull(),
    issuedAt: moment('issued_at').notNull().defaultNow(),
  },
  (t) => [
    check('invoice_notes_kind_ck', sql`${t.kind} in ('credit', 'debit')`),
    check('invoice_notes_total_ck', sql`${t.totalPaise} > 0`),
    check('invoice_notes_round_off_ck', sql`${t.roundOff} between -0.99 and 0.99`),
    check('invoice_notes_reason_ck', sql`length(${t.reason}) between 1 and 300`),
    uniqueIndex('invoice_notes_number_uq').on(t.number),
    index('invoice_notes_invoice_idx').on(t.invoiceId, t.id),
    index('invoice_notes_issued_idx').on(t.issuedAt),
  ],
);

/** A note's lines, figured like an invoice's (packages/shared tax-invoice.ts). */
export const invoiceNoteLines = pgTable(
  'invoice_note_lines',
  {
    id: serialId(),
    noteId: belongsTo('note_id', () => invoiceNotes.id),
    position: smallint('position').notNull(),
    description: text('description').notNull(),
    hsn: text('hsn').notNull(),
    unit: text('unit').notNull(),
    quantity: numeric('quantity', { precision: 13, scale: 3 }).notNull(),
    rate: numeric('rate', { precision: 14, scale: 2 }).notNull(),
    discount: numeric('discount', { precision: 14, scale: 2 }).notNull().default('0'),
    gstRate: percent('gst_rate').notNull(),
    value: figure('value'),
    taxable: figure('taxable'),
    cgstAmount: figure('cgst_amount'),
    sgstAmount: figure('sgst_amount'),
    igstAmount: figure('igst_amount'),
    amount: figure('amount'),
  },
  (t) => [uniqueIndex('invoice_note_lines_position_uq').on(t.noteId, t.position)],
);

/**
 * Money received for an invoice and money refunded (docs/requirements/002-gst.md §7): online payments the
 * provider settled, and offline ones finance records (bank transfer, UPI, cheque, cash) with their
 * reference and date. Each payment has a receipt number. Append-only. Owner: invoices.
 */
export const invoiceReceipts = pgTable(
  'invoice_receipts',
  {
    id: serialId(),
    invoiceId: refersTo('invoice_id', () => invoices.id),
    kind: text('kind').notNull(),
    method: text('method').notNull(),
    amountPaise: paise('amount_paise').notNull(),
    reference: text('reference').notNull().default(''),
    /** The day the money moved (IST), as the payer's bank or the cheque says. */
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    number: text('number'),
    /** The provider's payment id of an online payment (one receipt per payment). */
    providerPaymentId: text('provider_payment_id'),
    recordedBy: integer('recorded_by').references(() => users.id),
    recorderName: text('recorder_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('invoice_receipts_kind_ck', sql`${t.kind} in ('payment', 'refund')`),
    check(
      'invoice_receipts_method_ck',
      sql`${t.method} in ('online', 'bank_transfer', 'upi', 'cheque', 'cash')`,
    ),
    check('invoice_receipts_amount_ck', sql`${t.amountPaise} > 0`),
    check('invoice_receipts_reference_ck', sql`length(${t.reference}) <= 60`),
    uniqueIndex('invoice_receipts_number_uq').on(t.number),
    uniqueIndex('invoice_receipts_provider_uq').on(t.providerPaymentId),
    index('invoice_receipts_invoice_idx').on(t.invoiceId, t.id),
    index('invoice_receipts_received_idx').on(t.receivedOn),
  ],
);

/**
 * The history of an invoice and what hangs on it (docs/requirements/002-gst.md §6): one row per change —
 * who, when, what, and the fields before and after. Append-only. Owner: invoices.
 */
export const invoiceEvents = pgTable(
  'invoice_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    invoiceId: belongsTo('invoice_id', () => invoices.id),
    // action: created, edited, issued, cancelled, payment, refund, credit_note, debit_note, reminded
    ...historyColumns(() => users.id),
  },
  (t) => [index('invoice_events_invoice_idx').on(t.invoiceId, t.id)],
);
