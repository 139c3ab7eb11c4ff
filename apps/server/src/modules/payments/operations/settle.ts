import { todayInIndia } from '@aquadesk/shared/dates.ts';
import { formatDateTime } from '@aquadesk/shared/format.ts';
import { type InvoiceStatus, isOpenInvoice } from '@aquadesk/shared/invoices.ts';
import { formatRupees, paiseToRupees } from '@aquadesk/shared/money.ts';
import { NOTIFICATION_TITLES } from '@aquadesk/shared/notifications.ts';
import type { Tx } from '../../../db/types.ts';
import type { AppContext } from '../../../platform/context.ts';
import { escapeHtml } from '../../../platform/mail.ts';
import { withClientLogo } from '../../company/operations/logo.ts';
import { companyLetterhead, letterheadOfProfile } from '../../company/operations/profile.ts';
import { announceInvoice } from '../../invoices/operations/announce.ts';
import * as books from '../../invoices/operations/invoice-balance.ts';
import { recordEvent } from '../../invoices/operations/invoice-history.ts';
import type { LockedInvoice } from '../../invoices/operations/invoice-lock.ts';
import { listRowOf, profileOf } from '../../invoices/operations/invoice-view.ts';
import { dueOf } from '../../invoices/operations/ledger.ts';
import { insertReceiptInTx, receiptOfPayment } from '../../invoices/operations/receipts.ts';
import { clientOf } from '../../invoices/operations/recipient.ts';
import { invoiceRow } from '../../invoices/operations/records.ts';
import {
  type Notified,
  notifyRoles,
  publishNotifications,
  rolesOfAction,
} from '../../notifications/operations/notify.ts';
import * as repo from '../repository.ts';
import { receiptAttachmentOf } from './receipt-attachments.ts';

export interface SettleInput {
  order: repo.PaymentOrderRow;
  paymentId: string;
  /** What the provider says was paid, in paise. */
  amountPaise: number;
  /** The currency the provider says it was paid in; only `INR` settles (null: it did not say). */
  currency: string | null;
  method: string | null;
  source: 'browser' | 'webhook';
}

export type SettleOutcome =
  /** This call settled the invoice (the caller emits, notifies and mails once it has committed). */
  | { kind: 'settled'; notified: Notified }
  /** Already settled by this same payment: a repeat, nothing to do. */
  | { kind: 'repeat' }
  /** Settled by another payment: this one is recorded and flagged (money to refund). */
  | { kind: 'other_payment' }
  /** The paid amount is not the invoice's: recorded and flagged, never marked paid. */
  | { kind: 'amount_mismatch' }
  /** Paid in another currency than INR (or none named): recorded and flagged, never marked paid. */
  | { kind: 'currency_mismatch' };

/**
 * Settles an invoice exactly once (docs/decisions/0004-payments.md), inside the caller's transaction, which
 * took the invoice's row lock first (invoice-lock.ts, "Lock order"): racing confirmations and webhooks queue
 * on it, the conditional UPDATE (where the invoice is open) lets one of them through, and the ledger's unique
 * `settled` row per invoice backs it.
 */
export async function settleInTx(
  ctx: AppContext,
  tx: Tx,
  invoice: LockedInvoice,
  input: SettleInput,
): Promise<SettleOutcome> {
  const { order } = input;
  const base = {
    invoiceId: invoice.id,
    source: input.source,
    provider: order.provider,
    orderId: order.orderId,
    paymentId: input.paymentId,
    amountPaise: input.amountPaise,
    currency: input.currency,
    method: input.method,
  };
  if (order.invoiceId !== invoice.id)
    throw new Error(`order ${order.orderId} is not invoice ${invoice.id}'s`);
  // an invoice is in rupees (issue 28): 2,360 dollars are not ₹2,360, whatever the signature
  if (input.currency !== 'INR') {
    await repo.appendLedger(tx, {
      ...base,
      kind: 'currency_mismatch',
      flagged: true,
      note: `paid ${input.amountPaise} in ${input.currency ?? 'an unnamed currency'}; the invoice is ${invoice.amountPaise} paise (INR)`,
    });
    return { kind: 'currency_mismatch' };
  }
  const due = dueOf(invoice);
  // an open invoice settles by its balance; a paid one goes on to the repeat or second-payment checks below
  const open = isOpenInvoice(invoice.status as InvoiceStatus);
  if (input.amountPaise !== order.amountPaise || (open && input.amountPaise !== due)) {
    await repo.appendLedger(tx, {
      ...base,
      kind: 'amount_mismatch',
      flagged: true,
      note: `paid ${input.amountPaise} paise; the balance due is ${due}`,
    });
    return { kind: 'amount_mismatch' };
  }
  const settled = await books.settleOnlineInTx(tx, {
    invoiceId: invoice.id,
    orderId: order.orderId,
    paymentId: input.paymentId,
    amountPaise: input.amountPaise,
    method: input.method,
    provider: order.provider,
  });
  if (settled) {
    await repo.appendLedger(tx, { ...base, kind: 'settled' });
    await repo.markOrderPaid(tx, order.orderId);
    await insertReceiptInTx(ctx, tx, {
      invoiceId: invoice.id,
      method: 'online',
      amountPaise: input.amountPaise,
      reference: input.paymentId,
      receivedOn: todayInIndia(),
      providerPaymentId: input.paymentId,
      recordedBy: null,
    });
    await recordEvent(tx, invoice.id, 'payment', null, {
      method: 'online',
      amount_paise: input.amountPaise,
      payment_id: input.paymentId,
      provider: order.provider,
    });
    // docs/api.md "Notifications": those who work invoices hear it was paid online
    const notified = await notifyRoles(tx, null, rolesOfAction('invoice.list'), {
      kind: 'invoice_paid',
      title: NOTIFICATION_TITLES.invoicePaid(
        invoice.number ?? String(invoice.id),
        formatRupees(paiseToRupees(input.amountPaise)),
      ),
      link: `/invoice/${invoice.id}`,
      subjectId: invoice.id,
    });
    return { kind: 'settled', notified };
  }
  // the row as locked is the invoice as it stands: nothing else changes it before this transaction ends
  if (invoice.paymentId === input.paymentId) return { kind: 'repeat' };
  await repo.appendLedger(tx, {
    ...base,
    kind: 'duplicate_payment',
    flagged: true,
    note: `the invoice was already settled by ${invoice.paymentId ?? 'another payment'}`,
  });
  return { kind: 'other_payment' };
}

/**
 * After the settlement committed: the live `invoice_paid` to admins and technical directors, and a receipt to
 * the client organisation's address when one is known. A mail that fails never undoes the payment.
 */
export async function afterSettled(
  ctx: AppContext,
  invoiceId: number,
  paidPaise: number,
  notified: Notified,
): Promise<void> {
  await publishNotifications(ctx, notified);
  const row = await listRowOf(ctx, invoiceId);
  ctx.metrics.paymentsSettled.inc();
  ctx.metrics.paymentsSettledPaise.inc(paidPaise);
  await announceInvoice(ctx, invoiceId, 'paid', row);
  const client = await clientOf(ctx.db, row.organization);
  if (!client) return;
  const amount = formatRupees(paiseToRupees(paidPaise));
  // signed as the invoice's supplier: the company profile it was issued under
  const invoice = await invoiceRow(ctx.db, invoiceId);
  const signer = invoice
    ? letterheadOfProfile(await profileOf(ctx, invoice)).name
    : (await companyLetterhead(ctx)).name;
  // a sandbox payment says so wherever it is shown (issue 28): no money moved
  const test = row.test_payment;
  const lines = [
    `Dear ${client.name},`,
    '',
    test
      ? `A test payment of ${amount} was recorded for invoice ${row.number ?? row.id} (${row.organization}). This was a test payment: no money moved.`
      : `We have received your payment of ${amount} for invoice ${row.number ?? row.id} (${row.organization}).`,
    `Payment id: ${row.payment_id ?? ''}${test ? ' (test payment)' : ''}`,
    `Order id: ${row.order_id ?? ''}`,
    // a time people read is IST, dd/mm/yyyy, hh:mm am/pm (issue 31), never the wire's UTC
    `Paid at: ${formatDateTime(row.paid_at)}`,
    '',
    `You can view and print the invoice at ${row.pay_link}`,
    '',
    signer,
  ];
  // the receipt's PDF rides along (docs/requirements/002-gst.md §11); the text says it all without it
  const receiptId = await receiptOfPayment(ctx, invoiceId, row.payment_id);
  const attachment = receiptId ? await receiptAttachmentOf(ctx, receiptId) : null;
  // the company logo at the mail's top (issue 41 item 11)
  await withClientLogo(ctx, {
    to: client.email,
    subject: `${test ? 'Test payment recorded' : 'Payment received'}: invoice ${row.number ?? row.id}`,
    text: lines.join('\n'),
    html: lines.map((l) => escapeHtml(l)).join('<br>'),
    ...(attachment ? { attachments: [attachment] } : {}),
  })
    .then((message) => ctx.mailer.send(message))
    .catch(() => undefined);
}
