import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { eInvoiceFinancialYear, type ValidEInvoice } from '@aquadesk/shared/e-invoice.ts';
import type { AppContext } from '../../../platform/context.ts';
import { AppError } from '../../../platform/errors.ts';
import type { JobLog } from '../../../platform/hourly-job.ts';
import { irnOf } from '../../../platform/irp/irn.ts';
import { IrpError, type IrpRegistration } from '../../../platform/irp/provider.ts';
import { DUPLICATE_IRN } from '../../../platform/irp/sandbox.ts';
import { type PollingJob, startPollingJob } from '../../../platform/polling-job.ts';
import { recordEvent } from '../../invoices/operations/invoice-history.ts';
import * as eRepo from '../repository.ts';
import { checkedJson, refOfRow, reportableDocument } from './document.ts';
import { announceEInvoice } from './register.ts';

/** How often each instance looks for due registrations (a request kicks it at once besides). */
export const E_INVOICE_POLL_MS = 5000;
/** How long a claim holds a row; a row still running past it was left by a stopped instance (§11). */
export const E_INVOICE_LEASE_MS = 60_000;
/** The waits after the 1st, 2nd… failed attempt that may pass (§11); the 6th such failure is final. */
export const E_INVOICE_BACKOFF_MS = [30_000, 120_000, 600_000, 3_600_000, 21_600_000] as const;
export const E_INVOICE_MAX_ATTEMPTS = E_INVOICE_BACKOFF_MS.length + 1;
const BATCH = 10;

/** This process's name in a claim (`locked_by`). */
const INSTANCE = `${hostname().slice(0, 60)}:${process.pid}:${randomBytes(4).toString('hex')}`;

/** Why a claimed row cannot be sent at all: it is rejected with these words, not retried. */
class Unreportable extends Error {}

/**
 * One run of the job (spec 003 §11): claims what is due and registers each document with the IRP, building
 * its JSON again from the stored document. Returns how many rows it worked. `by` names the claimant (tests
 * give two); `now` the moment (tests move it).
 */
export async function runEInvoiceJobs(
  ctx: AppContext,
  opts: { now?: () => Date; by?: string; stopping?: () => boolean; log?: JobLog } = {},
): Promise<number> {
  const clock = opts.now ?? (() => new Date());
  const by = opts.by ?? INSTANCE;
  let worked = 0;
  for (;;) {
    if (opts.stopping?.()) break;
    const claimed = await eRepo.claimDue(ctx.db, {
      now: clock(),
      by,
      leaseMs: E_INVOICE_LEASE_MS,
      limit: BATCH,
    });
    if (claimed.length === 0) break;
    for (const row of claimed) {
      const settled = await workOne(ctx, row, by, clock);
      worked += 1;
      if (settled)
        await announceEInvoice(ctx, settled).catch((error: unknown) =>
          opts.log?.error({ err: error }, 'e-invoice announce failed'),
        );
    }
  }
  return worked;
}

/** The registration of a claimed row, or why it failed; written only while the claim is still ours. */
async function workOne(
  ctx: AppContext,
  row: eRepo.EInvoiceRow,
  by: string,
  clock: () => Date,
): Promise<eRepo.EInvoiceRow | undefined> {
  // a row that has its IRN was registered: never asked again (one registration per document)
  if (row.irn && row.ackNo && row.ackDate && row.signedQr) {
    return eRepo.settleClaim(
      ctx.db,
      row.id,
      by,
      {
        status: 'registered',
        irn: row.irn,
        ackNo: row.ackNo,
        ackDate: row.ackDate,
        signedInvoice: row.signedInvoice ?? '',
        signedQr: row.signedQr,
      },
      clock(),
    );
  }
  let invoice: ValidEInvoice;
  try {
    invoice = await validDocument(ctx, row, clock());
  } catch (error) {
    const message = error instanceof Unreportable || error instanceof AppError ? error.message : undefined;
    if (message)
      return eRepo.settleClaim(ctx.db, row.id, by, { status: 'rejected', error: message }, clock());
    return retryLater(ctx, row, by, clock(), error);
  }
  let registration: IrpRegistration;
  try {
    registration = await ctx.irp.generate(invoice);
  } catch (error) {
    if (error instanceof IrpError && error.code === DUPLICATE_IRN.code) {
      // the IRP holds the document already (an attempt whose answer was lost): its registration is ours
      const found = await lookUp(ctx, invoice).catch(() => null);
      if (found?.status === 'ACT') return registered(ctx, row, by, found, clock());
      if (found?.status === 'CNL') {
        return eRepo.settleClaim(
          ctx.db,
          row.id,
          by,
          { status: 'rejected', error: 'The IRN of this document was cancelled at the IRP' },
          clock(),
        );
      }
    }
    if (error instanceof IrpError && !error.retry) {
      return eRepo.settleClaim(ctx.db, row.id, by, { status: 'rejected', error: error.message }, clock());
    }
    return retryLater(ctx, row, by, clock(), error);
  }
  return registered(ctx, row, by, registration, clock());
}

async function validDocument(ctx: AppContext, row: eRepo.EInvoiceRow, now: Date): Promise<ValidEInvoice> {
  const doc = await reportableDocument(ctx, refOfRow(row));
  const { check } = checkedJson(doc.source, now);
  if (!check.ok) throw new Unreportable(check.problems.map((p) => p.message).join('; '));
  return check.invoice;
}

function lookUp(ctx: AppContext, invoice: ValidEInvoice): Promise<IrpRegistration | null> {
  const { DocDtls, SellerDtls } = invoice;
  const irn = irnOf(SellerDtls.Gstin, eInvoiceFinancialYear(DocDtls.Dt), DocDtls.Typ, DocDtls.No);
  return ctx.irp.getByIrn(irn, {
    gstin: SellerDtls.Gstin,
    type: DocDtls.Typ,
    number: DocDtls.No,
    date: DocDtls.Dt,
  });
}

async function registered(
  ctx: AppContext,
  row: eRepo.EInvoiceRow,
  by: string,
  r: IrpRegistration,
  now: Date,
): Promise<eRepo.EInvoiceRow | undefined> {
  return ctx.db.transaction(async (tx) => {
    const settled = await eRepo.settleClaim(
      tx,
      row.id,
      by,
      {
        status: 'registered',
        irn: r.irn,
        ackNo: r.ackNo,
        ackDate: r.ackDt,
        signedInvoice: r.signedInvoice,
        signedQr: r.signedQr,
      },
      now,
    );
    if (settled) {
      await recordEvent(tx, row.invoiceId, 'e_invoice_registered', null, {
        document: row.documentKind,
        irn: r.irn,
        ack_no: r.ackNo,
        ack_date: r.ackDt,
      });
    }
    return settled;
  });
}

/** A failure that may pass: queued again after the back-off, or failed once the attempts are spent. */
function retryLater(
  ctx: AppContext,
  row: eRepo.EInvoiceRow,
  by: string,
  now: Date,
  error: unknown,
): Promise<eRepo.EInvoiceRow | undefined> {
  // settleClaim bounds what is kept (E_INVOICE_ERROR_MAX)
  const message = error instanceof IrpError ? error.message : 'The IRP could not be reached';
  const wait = E_INVOICE_BACKOFF_MS[row.attempts - 1];
  if (row.attempts >= E_INVOICE_MAX_ATTEMPTS || wait === undefined) {
    return eRepo.settleClaim(ctx.db, row.id, by, { status: 'failed', error: message }, now);
  }
  return eRepo.settleClaim(
    ctx.db,
    row.id,
    by,
    { status: 'queued', nextAttemptAt: new Date(now.getTime() + wait), error: message },
    now,
  );
}

/**
 * The job of this process (spec 003 §11): every few seconds, and at once when a registration is asked for.
 * Null with EINVOICE_JOBS=0 or EINVOICE_PROVIDER=off.
 */
export function startEInvoiceJob(ctx: AppContext, log: JobLog): PollingJob | null {
  if (!ctx.config.eInvoice.jobs || ctx.irp.kind === 'off') return null;
  return startPollingJob({
    name: 'e-invoices',
    run: (stopping) => runEInvoiceJobs(ctx, { stopping, log }),
    log,
    everyMs: E_INVOICE_POLL_MS,
    firstRunMs: 1000,
  });
}
