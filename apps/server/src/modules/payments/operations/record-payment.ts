import { todayInIndia } from '@aquadesk/shared/dates.ts';
import { formatDate } from '@aquadesk/shared/format.ts';
import {
  INVOICE_MESSAGES,
  type InvoiceStatus,
  isOpenInvoice,
  type ZRecordPaymentRequest,
} from '@aquadesk/shared/invoices.ts';
import { formatRupees, paiseToRupees, toPaise } from '@aquadesk/shared/money.ts';
import { NOTIFICATION_TITLES } from '@aquadesk/shared/notifications.ts';
import type { z } from 'zod';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { conflict, fieldError, notFound } from '../../../platform/errors.ts';
import { withClientLogo } from '../../company/operations/logo.ts';
import { letterheadOfProfile } from '../../company/operations/profile.ts';
import { announceInvoice } from '../../invoices/operations/announce.ts';
import * as books from '../../invoices/operations/invoice-balance.ts';
import { recordEvent } from '../../invoices/operations/invoice-history.ts';
import { lockInvoiceFirst } from '../../invoices/operations/invoice-lock.ts';
import { profileOf } from '../../invoices/operations/invoice-view.ts';
import { dueOf, refuseBeforeIssue } from '../../invoices/operations/ledger.ts';
import { insertReceiptInTx } from '../../invoices/operations/receipts.ts';
import { clientOf } from '../../invoices/operations/recipient.ts';
import { type InvoiceRow, payLinkOfInvoice, type ReceiptRow } from '../../invoices/operations/records.ts';
import { notifyRoles, publishNotifications, rolesOfAction } from '../../notifications/operations/notify.ts';
import { receiptAttachmentOf } from './receipt-attachments.ts';

/**
 * POST /api/invoices/{id}/payments (docs/requirements/002-gst.md §7): money received outside the card
 * checkout, at most the balance due, under the invoice's row lock so two payments racing can never take
 * the balance below zero. Each gets a numbered receipt, and the client a mail of it.
 */
export async function recordPayment(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  input: z.output<typeof ZRecordPaymentRequest>,
): Promise<{
  id: number;
  receipt_id: number;
  receipt_number: string | null;
  status: InvoiceStatus;
  due_paise: number;
}> {
  const amountPaise = toPaise(input.amount);
  if (input.received_on > todayInIndia()) throw fieldError('received_on', INVOICE_MESSAGES.receivedOnFuture);
  const result = await ctx.db.transaction(async (tx) => {
    // the invoice's row lock first, as every settling path takes it (invoice-lock.ts)
    const row = await lockInvoiceFirst(tx, id);
    if (!row) throw notFound('Invoice');
    if (row.status === 'draft') throw conflict(INVOICE_MESSAGES.notIssued);
    if (row.status === 'cancelled') throw conflict(INVOICE_MESSAGES.alreadyCancelled);
    refuseBeforeIssue(row.issuedAt, input.received_on);
    const due = dueOf(row);
    if (!isOpenInvoice(row.status as InvoiceStatus) || due === 0)
      throw conflict(INVOICE_MESSAGES.nothingDue, 'amount');
    if (amountPaise > due) {
      throw fieldError('amount', INVOICE_MESSAGES.paymentAboveBalance(formatRupees(paiseToRupees(due))));
    }
    const receipt = await insertReceiptInTx(ctx, tx, {
      invoiceId: id,
      method: input.method,
      amountPaise,
      reference: input.reference,
      receivedOn: input.received_on,
      recordedBy: user,
    });
    const updated = await books.addPaymentInTx(tx, row, amountPaise, input.method);
    const status = updated.status as InvoiceStatus;
    await recordEvent(tx, id, 'payment', user, {
      receipt: receipt.number,
      method: input.method,
      amount_paise: amountPaise,
      reference: input.reference,
      received_on: input.received_on,
    });
    // docs/api.md "Notifications": the others who work invoices hear of the money received
    const notified = await notifyRoles(tx, user.id, rolesOfAction('invoice.list'), {
      kind: 'invoice_paid',
      title:
        status === 'PAYMENT COMPLETE'
          ? NOTIFICATION_TITLES.invoicePaid(
              row.number ?? String(row.id),
              formatRupees(paiseToRupees(amountPaise)),
            )
          : NOTIFICATION_TITLES.paymentRecorded(
              row.number ?? String(row.id),
              formatRupees(paiseToRupees(amountPaise)),
              user.name,
            ),
      link: `/invoice/${id}`,
      subjectId: id,
    });
    return { receipt, updated, notified };
  });
  await publishNotifications(ctx, result.notified);
  await announceInvoice(ctx, id, 'paid');
  await mailReceipt(ctx, result.updated, result.receipt);
  return {
    id,
    receipt_id: result.receipt.id,
    receipt_number: result.receipt.number,
    status: result.updated.status as InvoiceStatus,
    due_paise: dueOf(result.updated),
  };
}

/** The receipt mailed to the client account of the invoice's organisation, when there is one. */
async function mailReceipt(ctx: AppContext, invoice: InvoiceRow, receipt: ReceiptRow): Promise<void> {
  const client = await clientOf(ctx.db, invoice.organization);
  if (!client) return;
  const lines = [
    `Dear ${client.name},`,
    '',
    `We have received ${formatRupees(paiseToRupees(receipt.amountPaise))} for invoice ${invoice.number ?? invoice.id} (${invoice.organization}) on ${formatDate(receipt.receivedOn)}.`,
    `Receipt: ${receipt.number ?? receipt.id}${receipt.reference ? `, reference ${receipt.reference}` : ''}`,
    `Balance due: ${formatRupees(paiseToRupees(dueOf(invoice)))}`,
    // what is left is paid on the quick pay page, with the invoice's key (docs/api.md "Invoices")
    ...(dueOf(invoice) > 0 ? [`Pay the balance online: ${payLinkOfInvoice(ctx, invoice)}`] : []),
    '',
    letterheadOfProfile(await profileOf(ctx, invoice)).name,
  ];
  // the receipt's PDF rides along (docs/requirements/002-gst.md §11); the text says it all without it
  const attachment = await receiptAttachmentOf(ctx, receipt.id);
  // the company logo at the mail's top (issue 41 item 11)
  await withClientLogo(ctx, {
    to: client.email,
    subject: `Payment received: invoice ${invoice.number ?? invoice.id}`,
    text: lines.join('\n'),
    ...(attachment ? { attachments: [attachment] } : {}),
  })
    .then((message) => ctx.mailer.send(message))
    .catch(() => undefined);
}
