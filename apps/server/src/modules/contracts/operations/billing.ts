import {
  type BillingPeriod,
  type BillingPlanPeriod,
  billingPeriods,
  CONTRACT_BILLING_MESSAGES,
  type ContractBillingPlan,
  contractInvoiceLine,
} from '@aquadesk/shared/contract-billing.ts';
import type { BillingFrequency, BillingTiming } from '@aquadesk/shared/contracts.ts';
import { todayInIndia } from '@aquadesk/shared/dates.ts';
import { canonicalRate } from '@aquadesk/shared/gst.ts';
import { type InvoiceStatus, ZInvoiceForm } from '@aquadesk/shared/invoices.ts';
import { paiseToRupees } from '@aquadesk/shared/money.ts';
import type { AuthUser } from '../../../platform/auth-user.ts';
import type { AppContext } from '../../../platform/context.ts';
import { conflict, notFound } from '../../../platform/errors.ts';
import { findUserById } from '../../accounts/operations/users.ts';
import { clientTaxIdentity } from '../../clients/operations/client-accounts.ts';
import { contractInvoiceMode } from '../../company/operations/company-settings.ts';
import { announceInvoice } from '../../invoices/operations/announce.ts';
import { insertDraftInTx, keptSignature } from '../../invoices/operations/drafts.ts';
import { issueInvoice } from '../../invoices/operations/issue.ts';
import { invoiceRow } from '../../invoices/operations/records.ts';
import * as repo from '../repository/billing.ts';
import { publishContract } from './events.ts';

/**
 * Contract billing (issue 43 item 8; docs/api.md "Contract billing", docs/requirements/009-contract-billing.md):
 * each period of a contract's billing plan becomes one tax invoice for its client, made through the invoices
 * domain's own operations (a draft, issued at once when the company says so). The period's row in
 * contract_bills is inserted in the transaction that makes the draft: its unique key (contract, period start)
 * lets one instance through, and the others make nothing. Invoices never import contracts.
 */

type Contract = repo.BillableContract;

/** The periods of a contract's plan. */
export function periodsOf(contract: Contract): BillingPeriod[] {
  return billingPeriods({
    startsOn: contract.startsOn,
    endsOn: contract.endsOn,
    frequency: contract.billingFrequency as BillingFrequency,
    timing: contract.billingTiming as BillingTiming,
    pricePaise: contract.pricePaise,
  });
}

const billsStatus = (status: string) => (repo.BILLING_STATUSES as readonly string[]).includes(status);

/** The draft's input: the client's organisation and phone, one line for the period at the contract's SAC and rate. */
async function draftInputOf(ctx: AppContext, contract: Contract, period: BillingPeriod) {
  if (!contract.number) throw conflict(CONTRACT_BILLING_MESSAGES.noNumber);
  const client = await clientTaxIdentity(ctx.db, contract.clientId);
  if (!client) throw conflict(CONTRACT_BILLING_MESSAGES.noClient);
  const parsed = ZInvoiceForm.safeParse({
    organization: client.organization ?? client.name,
    phone_number: client.phone,
    products: [
      {
        description: contractInvoiceLine(contract.number, period),
        quantity: '1',
        rate: paiseToRupees(period.amount_paise),
        discount: '0',
        gst_rate: canonicalRate(contract.gstRate),
        hsn: contract.sac,
        cgst: '0',
        sgst: '0',
        igst: '0',
      },
    ],
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw conflict(`The invoice cannot be made: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  return parsed.data;
}

/** What making a period's invoice did. */
export interface PeriodBill {
  invoiceId: number;
  number: string | null;
  status: InvoiceStatus;
  /** Why issuing at once failed (the draft stays for a person to issue), when it did. */
  issueError?: string;
}

/**
 * Makes a period's invoice once: claims its row (a new one, or one whose draft was deleted when `again`),
 * makes the draft in the same transaction and, after the commit, issues it when the company issues contract
 * invoices at once. Undefined when the period was claimed already (another instance, another click).
 */
async function billPeriod(
  ctx: AppContext,
  contract: Contract,
  period: BillingPeriod,
  user: AuthUser,
  again: boolean,
): Promise<PeriodBill | undefined> {
  const input = await draftInputOf(ctx, contract, period);
  const kept = await keptSignature(ctx, user.id);
  let invoiceId: number | undefined;
  try {
    invoiceId = await ctx.db.transaction(async (tx) => {
      const billId = again
        ? await repo.reclaimPeriod(tx, contract.id, period.start)
        : await repo.claimPeriod(tx, {
            contractId: contract.id,
            periodStart: period.start,
            periodEnd: period.end,
            amountPaise: period.amount_paise,
          });
      if (billId === undefined) return undefined;
      const id = await insertDraftInTx(ctx, tx, user, input, kept);
      await repo.setInvoice(tx, billId, id);
      return id;
    });
  } catch (error) {
    await ctx.storage.remove('invoice_sign', kept).catch(() => undefined);
    throw error;
  }
  if (invoiceId === undefined) {
    await ctx.storage.remove('invoice_sign', kept).catch(() => undefined);
    return undefined;
  }
  await announceInvoice(ctx, invoiceId, 'added');
  let made: PeriodBill = { invoiceId, number: null, status: 'draft' };
  if ((await contractInvoiceMode(ctx.db)) === 'issue') {
    try {
      const issued = await issueInvoice(ctx, user, invoiceId);
      made = { invoiceId, number: issued.number, status: issued.status };
    } catch (error) {
      // the draft stands: a person reads why and issues it (the company's GSTIN, the client's particulars)
      made.issueError = error instanceof Error ? error.message : String(error);
    }
  }
  await publishContract(ctx, contract.id, 'update');
  return made;
}

/** The user a job-made invoice is made as: the contract's maker (their signature, as if they made it by hand). */
async function makerOf(ctx: AppContext, contract: Contract): Promise<AuthUser | undefined> {
  const user = await findUserById(ctx.db, contract.createdBy);
  if (!user) return undefined;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    userType: user.userType,
    permissions: [],
    districtIds: [],
    districts: [],
  };
}

/** Contracts read a batch at a time. */
const BATCH = 200;

/** What a billing run did: the invoices made, and the contracts whose bill failed (retried next run). */
export interface BillingRun {
  made: number[];
  failed: { contractId: number; periodStart: string; message: string }[];
}

/**
 * The billing run (hourly and shortly after a start): every period of an active contract (or an ended one's
 * still unbilled) whose bill day has come in India and that has no row becomes its invoice. A run after the
 * server was down bills every period it missed; instances running it at once bill each period once. A
 * cancelled contract bills nothing more.
 */
export async function billContracts(
  ctx: AppContext,
  now: Date = new Date(),
  stopping: () => boolean = () => false,
): Promise<BillingRun> {
  const today = todayInIndia(now);
  const run: BillingRun = { made: [], failed: [] };
  for (let after = 0; !stopping(); ) {
    const batch = await repo.contractsToBill(ctx.db, today, after, BATCH);
    if (batch.length === 0) break;
    after = batch.at(-1)!.id;
    const billed = new Set(
      (
        await repo.billsOf(
          ctx.db,
          batch.map((c) => c.id),
        )
      ).map((b) => `${b.contractId}:${b.periodStart}`),
    );
    for (const contract of batch) {
      const due = periodsOf(contract).filter(
        (p) => p.bill_on <= today && !billed.has(`${contract.id}:${p.start}`),
      );
      if (due.length === 0) continue;
      const maker = await makerOf(ctx, contract);
      if (!maker) continue;
      for (const period of due) {
        if (stopping()) return run;
        try {
          const made = await billPeriod(ctx, contract, period, maker, false);
          if (made) run.made.push(made.invoiceId);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          run.failed.push({ contractId: contract.id, periodStart: period.start, message });
          break; // the contract's later periods wait for this one (tried again next run)
        }
      }
    }
  }
  return run;
}

/**
 * POST /api/contract-bills ("Bill now", and "Make again" for a period whose draft was deleted): the same
 * operation as the job's, for a period whose bill day has come.
 */
export async function billNow(
  ctx: AppContext,
  user: AuthUser,
  input: { contract_id: number; period_start: string },
  now: Date = new Date(),
): Promise<{ invoice_id: number; number: string | null; status: InvoiceStatus; issue_error?: string }> {
  const contract = await repo.billableContract(ctx.db, input.contract_id);
  if (!contract) throw notFound('Contract');
  if (!billsStatus(contract.status)) throw conflict(CONTRACT_BILLING_MESSAGES.notBilling);
  const period = periodsOf(contract).find((p) => p.start === input.period_start);
  if (!period) throw conflict(CONTRACT_BILLING_MESSAGES.noPeriod(input.period_start), 'period_start');
  if (period.bill_on > todayInIndia(now)) throw conflict(CONTRACT_BILLING_MESSAGES.notDue(period.bill_on));
  const billedAlready = async () => {
    const [row] = (await repo.billsOf(ctx.db, [contract.id])).filter((b) => b.periodStart === period.start);
    return row;
  };
  const before = await billedAlready();
  const taken = async () => {
    const row = await billedAlready();
    const invoice = row?.invoiceId ? await invoiceRow(ctx.db, row.invoiceId) : undefined;
    return conflict(CONTRACT_BILLING_MESSAGES.billed(invoice?.number ?? null));
  };
  if (before?.invoiceId) throw await taken();
  const made = await billPeriod(ctx, contract, period, user, before !== undefined);
  if (!made) throw await taken();
  return {
    invoice_id: made.invoiceId,
    number: made.number,
    status: made.status,
    ...(made.issueError ? { issue_error: made.issueError } : {}),
  };
}

/** GET /api/contracts/:id/billing: the plan, each period's amount, bill day and invoice or state. */
export async function billingPlan(
  ctx: AppContext,
  id: number,
  now: Date = new Date(),
): Promise<ContractBillingPlan> {
  const contract = await repo.billableContract(ctx.db, id);
  if (!contract) throw notFound('Contract');
  const today = todayInIndia(now);
  const bills = new Map((await repo.billsOf(ctx.db, [id])).map((b) => [b.periodStart, b]));
  const periods = periodsOf(contract);
  const rows = await Promise.all(
    periods.map(async (p): Promise<BillingPlanPeriod> => {
      const bill = bills.get(p.start);
      const invoice = bill?.invoiceId ? await invoiceRow(ctx.db, bill.invoiceId) : undefined;
      const state: BillingPlanPeriod['state'] = bill
        ? invoice
          ? 'billed'
          : 'draft_deleted'
        : !billsStatus(contract.status)
          ? 'stopped'
          : p.bill_on <= today
            ? 'due'
            : 'upcoming';
      return {
        start: p.start,
        end: p.end,
        days: p.days,
        amount: paiseToRupees(p.amount_paise),
        bill_on: p.bill_on,
        state,
        invoice: invoice
          ? { id: invoice.id, number: invoice.number, status: invoice.status as InvoiceStatus }
          : null,
        made_at: bill?.madeAt ?? null,
      };
    }),
  );
  return {
    contract_id: id,
    billing: billsStatus(contract.status),
    periods: rows,
  };
}
