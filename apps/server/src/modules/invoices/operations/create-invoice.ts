import type { CreateInvoiceResponse, ZCreateInvoiceRequest } from '@aquadesk/shared/invoices.ts';
import type { z } from 'zod';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { payLinkOf } from '../wire.ts';
import { announceInvoice } from './announce.ts';
import { insertDraftInTx, keptSignature } from './drafts.ts';
import { issueInTx } from './issue.ts';
import { afterIssued } from './issue-mail.ts';

type CreateInput = z.output<typeof ZCreateInvoiceRequest>;

/**
 * POST /invoice_generater (spec 001 §5, §7, §9; docs/requirements/002-gst.md §3): made and issued at once,
 * numbered and payable, in one transaction. What the call does not send (place of supply, billing address,
 * HSN/SAC, unit) comes from the client record and the company profile; a rate outside the company's list
 * or a split that contradicts the place of supply is a 400 at the line, and nothing is stored.
 */
export async function createInvoice(
  ctx: AppContext,
  user: AuthUser,
  input: CreateInput,
): Promise<CreateInvoiceResponse> {
  const kept = await keptSignature(ctx, user.id);
  let issued: Awaited<ReturnType<typeof issueInTx>>;
  try {
    issued = await ctx.db.transaction(async (tx) => {
      const id = await insertDraftInTx(ctx, tx, user, input, kept);
      return issueInTx(ctx, tx, id, user);
    });
  } catch (error) {
    await ctx.storage.remove('invoice_sign', kept).catch(() => undefined);
    throw error;
  }
  // after the commit: the lists hear of it, and it is mailed to the client when the company sends on issue
  await announceInvoice(ctx, issued.id, 'issued');
  await afterIssued(ctx, user, issued.id);
  return { id: issued.id, pay_link: payLinkOf(ctx.config, issued.id, issued.accessKey) };
}
