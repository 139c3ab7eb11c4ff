import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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
    id: serial('id').primaryKey(),
    organization: text('organization').notNull(),
    phoneNumber: text('phone_number').notNull(),
    /** The client account whose organisation matched at creation (for the receipt e-mail), if any. */
    clientId: integer('client_id').references(() => users.id),
    status: text('status').notNull().default('unpaid'),
    subtotal: numeric('subtotal').notNull(),
    cgstTotal: numeric('cgst_total').notNull(),
    sgstTotal: numeric('sgst_total').notNull(),
    igstTotal: numeric('igst_total').notNull(),
    total: numeric('total').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
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
    paidAmountPaise: bigint('paid_amount_paise', { mode: 'number' }),
    paymentMethod: text('payment_method'),
    /** The provider of the settling payment (`sandbox`: a test payment, no money moved). */
    paymentProvider: text('payment_provider'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('invoices_access_key_ck', sql`length(${t.accessKey}) between 22 and 128`),
    check('invoices_status_ck', sql`${t.status} in ('unpaid', 'PAYMENT COMPLETE')`),
    check(
      'invoices_settled_ck',
      sql`(${t.status} = 'unpaid' and ${t.paymentId} is null and ${t.paidAt} is null) or (${t.status} = 'PAYMENT COMPLETE' and ${t.paymentId} is not null and ${t.orderId} is not null and ${t.paidAt} is not null and ${t.paidAmountPaise} = ${t.amountPaise})`,
    ),
    check('invoices_amount_ck', sql`${t.amountPaise} >= 0`),
    // a provider payment settles at most one invoice
    uniqueIndex('invoices_payment_id_uq').on(t.paymentId),
    // the list's order (newest first) and keyset paging
    index('invoices_list_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('invoices_status_idx').on(t.status, t.createdAt.desc().nullsFirst()),
    index('invoices_org_idx').on(sql`lower(${t.organization})`),
    index('invoices_organization_trgm_idx').using('gin', t.organization.op('gin_trgm_ops')),
    index('invoices_phone_trgm_idx').using('gin', t.phoneNumber.op('gin_trgm_ops')),
  ],
);

/** The product lines of an invoice, in order, with the figures computed for each (exact). */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    description: text('description').notNull(),
    quantity: numeric('quantity', { precision: 13, scale: 3 }).notNull(),
    rate: numeric('rate', { precision: 14, scale: 2 }).notNull(),
    cgst: numeric('cgst', { precision: 5, scale: 2 }).notNull(),
    sgst: numeric('sgst', { precision: 5, scale: 2 }).notNull(),
    igst: numeric('igst', { precision: 5, scale: 2 }).notNull(),
    subtotal: numeric('subtotal').notNull(),
    cgstAmount: numeric('cgst_amount').notNull(),
    sgstAmount: numeric('sgst_amount').notNull(),
    igstAmount: numeric('igst_amount').notNull(),
    amount: numeric('amount').notNull(),
  },
  (t) => [
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
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    provider: text('provider').notNull(),
    orderId: text('order_id').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('INR'),
    /** created (open), paid */
    status: text('status').notNull().default('created'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    amountPaise: bigint('amount_paise', { mode: 'number' }),
    /** The currency the provider reported (ISO 4217), where it said one. */
    currency: text('currency'),
    method: text('method'),
    /** Needs a person: money that did not settle the invoice (wrong amount or currency, a second payment). */
    flagged: boolean('flagged').notNull().default(false),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_event_id_uq').on(t.eventId),
    uniqueIndex('payments_settled_uq').on(t.invoiceId).where(sql`${t.kind} = 'settled'`),
    index('payments_invoice_idx').on(t.invoiceId, t.id),
    index('payments_order_idx').on(t.orderId),
  ],
);
