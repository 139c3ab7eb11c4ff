import { INVOICE_MESSAGES, type ZCreateInvoiceRequest } from '@aquadesk/shared/invoices.ts';
import type { z } from 'zod';
import type { Tx } from '../../../db/types.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { conflict, notFound } from '../../../platform/errors.ts';
import { findUserById } from '../../accounts/operations/users.ts';
import { currentProfile } from '../../company/operations/profile.ts';
import * as repo from '../repository.ts';
import { announceDraftRemoved, announceInvoice, announceReadyToInvoice } from './announce.ts';
import { changesOf, recordEvent } from './invoice-history.ts';
import { newInvoiceKey } from './invoice-key.ts';
import { clientOf } from './recipient.ts';
import { storedLines, storedTotals, taxInvoiceLines } from './tax-lines.ts';

type InvoiceInput = z.output<typeof ZCreateInvoiceRequest>;

/** What a draft stores of its input and its figures (a preview until it is issued). */
async function draftFields(ctx: AppContext, tx: Tx, input: InvoiceInput) {
  const [profile, client] = await Promise.all([
    currentProfile(tx, ctx.config),
    clientOf(tx, input.organization),
  ]);
  const taxed = taxInvoiceLines(input, profile, client?.state_code ?? null);
  return {
    row: {
      organization: input.organization,
      phoneNumber: input.phone_number,
      clientId: client?.id ?? null,
      // as sent: what is not sent comes from the client record when the draft is issued
      placeOfSupply: input.place_of_supply ?? null,
      billingAddress: input.billing_address,
      deliveryAddress: input.delivery_address,
      reverseCharge: input.reverse_charge ?? false,
      ...storedTotals(taxed),
    },
    lines: storedLines(input.products, taxed),
  };
}

/** Copies the creator's signature so a later upload never changes a printed invoice; null when none. */
export async function keptSignature(ctx: AppContext, userId: number): Promise<string | null> {
  const signFile = (await findUserById(ctx.db, userId))?.signFile;
  return signFile ? ctx.storage.copy('sign', signFile, 'invoice_sign') : null;
}

/** A new draft inside the caller's transaction: no number, editable until issued. */
export async function insertDraftInTx(
  ctx: AppContext,
  tx: Tx,
  user: AuthUser,
  input: InvoiceInput,
  signFile: string | null,
  estimateId: number | null = null,
): Promise<number> {
  const { row, lines } = await draftFields(ctx, tx, input);
  const id = await repo.insertInvoice(
    tx,
    {
      ...row,
      status: 'draft',
      createdBy: user.id,
      creatorName: user.name,
      signFile,
      accessKey: newInvoiceKey(),
      estimateId,
    },
    lines,
  );
  await recordEvent(tx, id, 'created', user, { total: row.total, lines: lines.length });
  return id;
}

/** POST /api/invoices: a draft invoice. */
export async function createDraft(
  ctx: AppContext,
  user: AuthUser,
  input: InvoiceInput,
): Promise<{ id: number }> {
  const kept = await keptSignature(ctx, user.id);
  let id: number;
  try {
    id = await ctx.db.transaction((tx) => insertDraftInTx(ctx, tx, user, input, kept));
  } catch (error) {
    await ctx.storage.remove('invoice_sign', kept).catch(() => undefined);
    throw error;
  }
  await announceInvoice(ctx, id, 'added');
  return { id };
}

/** PUT /api/invoices/{id}: a draft is edited freely; an issued invoice never (409, nothing changes). */
export async function updateDraft(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  input: InvoiceInput,
): Promise<{ id: number }> {
  await ctx.db.transaction(async (tx) => {
    const before = await repo.lockInvoice(tx, id);
    if (!before) throw notFound('Invoice');
    if (before.status !== 'draft') throw conflict(INVOICE_MESSAGES.notDraft);
    const { row, lines } = await draftFields(ctx, tx, input);
    await repo.updateInvoice(tx, id, row);
    await repo.replaceLines(tx, id, lines);
    const pick = (r: typeof row | repo.InvoiceRow) => ({
      organization: r.organization,
      phone_number: r.phoneNumber,
      place_of_supply: r.placeOfSupply,
      billing_address: r.billingAddress,
      delivery_address: r.deliveryAddress,
      reverse_charge: r.reverseCharge,
      total: r.total,
    });
    await recordEvent(tx, id, 'edited', user, { ...changesOf(pick(before), pick(row)), lines: lines.length });
  });
  await announceInvoice(ctx, id, 'updated');
  return { id };
}

/** DELETE /api/invoices/{id}: a draft only (an issued invoice's number stays used: cancel it instead). */
export async function deleteDraft(ctx: AppContext, id: number): Promise<void> {
  const deleted = await ctx.db.transaction(async (tx) => {
    const row = await repo.lockInvoice(tx, id);
    if (!row) throw notFound('Invoice');
    if (row.status !== 'draft') throw conflict(INVOICE_MESSAGES.notDraft);
    await repo.deleteDraft(tx, id);
    return row;
  });
  await ctx.storage.remove('invoice_sign', deleted.signFile).catch(() => undefined);
  announceDraftRemoved(ctx, id);
  announceReadyToInvoice(ctx, deleted.estimateId, true);
}
