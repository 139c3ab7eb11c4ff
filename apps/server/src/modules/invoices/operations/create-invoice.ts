import {
  type CreateInvoiceResponse,
  lineForMoney,
  type ZCreateInvoiceRequest,
} from '@aquadesk/shared/invoices.ts';
import { computeInvoice } from '@aquadesk/shared/money.ts';
import type { z } from 'zod';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import * as repo from '../repository.ts';
import { payLinkOf } from '../wire.ts';
import { newInvoiceKey } from './invoice-key.ts';

type CreateInput = z.output<typeof ZCreateInvoiceRequest>;

/**
 * POST /invoice_generater (spec 001 §5, §7, §9; docs/api.md "Money"): the server computes every line and the
 * totals itself and stores them exactly; the creator's signature is copied and kept with the invoice. The
 * invoice gets its key (docs/decisions/0004-payments.md), and the answer its `pay_link` for the client.
 */
export async function createInvoice(
  ctx: AppContext,
  user: AuthUser,
  input: CreateInput,
): Promise<CreateInvoiceResponse> {
  const { db, storage } = ctx;
  const result = computeInvoice(input.products.map(lineForMoney));
  const [client, signFile] = await Promise.all([
    repo.clientOfOrganization(db, input.organization),
    repo.userSignFile(db, user.id),
  ]);
  // a copy, so a later signature upload (which removes the old file) never changes a printed invoice
  const kept = signFile ? await storage.copy('sign', signFile, 'invoice_sign') : null;
  const { totals } = result.exact;
  const accessKey = newInvoiceKey();
  try {
    const id = await db.transaction((tx) =>
      repo.insertInvoice(
        tx,
        {
          organization: input.organization,
          phoneNumber: input.phone_number,
          clientId: client?.id ?? null,
          subtotal: totals.subtotal,
          cgstTotal: totals.cgst,
          sgstTotal: totals.sgst,
          igstTotal: totals.igst,
          total: totals.total,
          amountPaise: result.totals.amount_paise,
          createdBy: user.id,
          creatorName: user.name,
          signFile: kept,
          accessKey,
        },
        input.products.map((line, position) => {
          const figures = result.exact.lines[position]!;
          return {
            position,
            description: line.discription,
            quantity: line.quntaty,
            rate: line.rate,
            cgst: line.cgst,
            sgst: line.sgst,
            igst: line.igst,
            subtotal: figures.subtotal,
            cgstAmount: figures.cgst,
            sgstAmount: figures.sgst,
            igstAmount: figures.igst,
            amount: figures.amount,
          };
        }),
      ),
    );
    return { id, pay_link: payLinkOf(ctx.config, id, accessKey) };
  } catch (error) {
    await storage.remove('invoice_sign', kept).catch(() => undefined);
    throw error;
  }
}
