import { documentNumber, financialYearOf } from '@aquadesk/shared/gst.ts';
import type { OfflinePaymentMethod } from '@aquadesk/shared/invoices.ts';
import type { Tx } from '../../../db/types.ts';
import type { AppContext } from '../../../platform/context.ts';
import { currentProfile } from '../../company/operations/profile.ts';
import * as repo from '../repository.ts';

/**
 * A receipt of money for an invoice, numbered in the company's receipt series of the year
 * (docs/requirements/002-gst.md §7), inside the transaction that records the payment.
 */
export async function insertReceiptInTx(
  ctx: AppContext,
  tx: Tx,
  input: {
    invoiceId: number;
    method: OfflinePaymentMethod | 'online';
    amountPaise: number;
    reference: string;
    receivedOn: string;
    providerPaymentId?: string;
    recordedBy: { id: number; name: string } | null;
  },
  at: Date = new Date(),
): Promise<repo.ReceiptRow> {
  const profile = await currentProfile(tx, ctx.config);
  const year = financialYearOf(at).label;
  const serial = await repo.nextSerial(tx, 'receipt', profile.receiptPrefix, year);
  return repo.insertReceipt(tx, {
    invoiceId: input.invoiceId,
    kind: 'payment',
    method: input.method,
    amountPaise: input.amountPaise,
    reference: input.reference.slice(0, 60),
    receivedOn: input.receivedOn,
    number: documentNumber(profile.receiptPrefix, year, serial),
    providerPaymentId: input.providerPaymentId ?? null,
    recordedBy: input.recordedBy?.id ?? null,
    recorderName: input.recordedBy?.name ?? 'Online payment',
  });
}

/** The receipt of an online settlement, by the provider's payment id (the one its mail attaches), if any. */
export async function receiptOfPayment(
  ctx: AppContext,
  invoiceId: number,
  paymentId: string | null,
): Promise<number | null> {
  if (!paymentId) return null;
  const receipts = await repo.receiptsOf(ctx.db, invoiceId);
  return receipts.find((r) => r.kind === 'payment' && r.providerPaymentId === paymentId)?.id ?? null;
}
