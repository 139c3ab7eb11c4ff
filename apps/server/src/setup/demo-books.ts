import { DAY_MS, istDay } from '@aquadesk/shared/dates.ts';
import { ZInvoiceForm, ZInvoiceNoteForm, ZRecordPaymentRequest } from '@aquadesk/shared/invoices.ts';
import { requestRegistration } from '../modules/e-invoices/operations/register.ts';
import { createDraft } from '../modules/invoices/operations/drafts.ts';
import { issueInTx } from '../modules/invoices/operations/issue.ts';
import { raiseNote } from '../modules/invoices/operations/notes.ts';
import { invoiceRow } from '../modules/invoices/operations/records.ts';
import { confirmPayment } from '../modules/payments/operations/confirm-payment.ts';
import { payInvoice } from '../modules/payments/operations/pay-invoice.ts';
import { recordPayment } from '../modules/payments/operations/record-payment.ts';
import { sandboxCheckout } from '../modules/payments/operations/sandbox-checkout.ts';
import type { AuthUser } from '../platform/auth-user.ts';
import type { AppContext } from '../platform/context.ts';
import { type DemoSeeder, demoUser } from '../platform/demo.ts';
import { AppError } from '../platform/errors.ts';

/** A line as the draft form sends it: the GST rate, the HSN/SAC and the unit (the split follows the place of supply). */
interface Line {
  description: string;
  quantity: string;
  rate: string;
  gst_rate: '18';
  hsn: string;
  unit: 'NOS' | 'OTH' | 'KGS';
}
type Method = 'bank_transfer' | 'upi' | 'cheque' | 'cash';

interface DemoInvoice {
  invoice: { organization: string; phone_number: string; products: Line[] };
  /** issued this many days before today (IST); terms of 15 days make those over 15 days old past due */
  issuedDaysAgo: number;
  /** paid in full through the sandbox's own checkout */
  paidOnline?: boolean;
  payments?: { amount: string; method: Method; reference: string; daysAgo: number }[];
  credit?: { reason: string; products: Line[] };
}

const line = (
  description: string,
  quantity: string,
  rate: string,
  hsn: string,
  unit: Line['unit'],
): Line => ({
  description,
  quantity,
  rate,
  gst_rate: '18',
  hsn,
  unit,
});

// Finance's day (issue 31 item 4): tax invoices issued over the last two months and numbered in date
// order: two paid online, unpaid and part-paid ones with receipts, one with a credit note, several past
// their due date (docs/api.md "Tax invoices"), and a draft waiting to be issued.
const INVOICES: DemoInvoice[] = [
  {
    invoice: {
      organization: 'Lakeshore Hospital',
      phone_number: '9847300001',
      products: [
        line('STP annual maintenance contract, Q2 (Jul-Sep)', '1', '48000', '998717', 'OTH'),
        line('Blower V-belt set', '2', '1250.50', '4010', 'NOS'),
      ],
    },
    issuedDaysAgo: 62,
    paidOnline: true,
  },
  {
    invoice: {
      organization: 'Technopark Phase III',
      phone_number: '9847300002',
      products: [
        line('RO membrane element 4040', '4', '7850', '8421', 'NOS'),
        line('Membrane replacement and flushing', '1', '3500', '998717', 'OTH'),
      ],
    },
    issuedDaysAgo: 48,
  },
  {
    invoice: {
      organization: 'Backwater Resorts',
      phone_number: '9847300003',
      products: [
        line('Chlorine dosing pump 6 LPH', '1', '18500', '8413', 'NOS'),
        line('Installation and commissioning', '1', '4225', '998717', 'OTH'),
      ],
    },
    issuedDaysAgo: 40,
    payments: [{ amount: '10000', method: 'bank_transfer', reference: 'UTR 5521 9034', daysAgo: 21 }],
  },
  {
    invoice: {
      organization: 'Malabar Dairy Co-op',
      phone_number: '9847300004',
      products: [
        line('ETP sludge pump overhaul', '1', '23999.99', '998717', 'OTH'),
        line('Mechanical seal kit', '2', '2150', '8484', 'NOS'),
      ],
    },
    issuedDaysAgo: 35,
    credit: {
      reason: 'One mechanical seal kit returned unused',
      products: [line('Mechanical seal kit (returned)', '1', '2150', '8484', 'NOS')],
    },
    payments: [{ amount: '15000', method: 'cheque', reference: 'Cheque 004512, SBI Kallai', daysAgo: 12 }],
  },
  {
    invoice: {
      organization: 'Kollam Cashew Exports',
      phone_number: '9847300008',
      products: [line('WTP filter media replacement (sand and anthracite)', '1', '26400', '998717', 'OTH')],
    },
    issuedDaysAgo: 26,
    paidOnline: true,
  },
  {
    invoice: {
      organization: 'Highrange Spices',
      phone_number: '9847300005',
      products: [
        line('WTP AMC visit, November', '1', '6500', '998717', 'OTH'),
        line('Calcium hypochlorite 70 %', '50', '185', '2828', 'KGS'),
      ],
    },
    issuedDaysAgo: 20,
    payments: [{ amount: '5000', method: 'upi', reference: 'UPI 433218907765', daysAgo: 6 }],
  },
  {
    invoice: {
      organization: 'St. Marys College',
      phone_number: '9847300006',
      products: [line('Hostel STP AMC visit and MLSS test', '1', '8500', '998717', 'OTH')],
    },
    issuedDaysAgo: 9,
  },
  {
    invoice: {
      organization: 'Kannur Textiles',
      phone_number: '9847300007',
      products: [
        line('Dyeing ETP: polyelectrolyte dosing', '25', '420', '3906', 'KGS'),
        line('ETP operator visit', '2', '2200', '998717', 'OTH'),
      ],
    },
    issuedDaysAgo: 3,
  },
];

const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

async function payOnline(ctx: AppContext, id: number): Promise<void> {
  if (ctx.payments.kind !== 'sandbox') return;
  const invoice = await invoiceRow(ctx.db, id);
  if (!invoice) return;
  const order = await payInvoice(ctx, { invoiceID: id, amount: invoice.amountPaise });
  const signed = await sandboxCheckout(ctx, { invoiceID: id, order_id: order.id, outcome: 'paid' });
  if (signed.status !== 'paid') return;
  await confirmPayment(ctx, {
    invoiceID: id,
    order_id: signed.razorpay_order_id,
    payment_id: signed.razorpay_payment_id,
    signature: signed.razorpay_signature,
  });
}

async function seedOne(ctx: AppContext, biller: AuthUser, demo: DemoInvoice): Promise<number> {
  const { id } = await createDraft(ctx, biller, ZInvoiceForm.parse(demo.invoice));
  // issued on its day, so its number, date and due date read as a real ledger's
  await ctx.db.transaction((tx) => issueInTx(ctx, tx, id, biller, daysAgo(demo.issuedDaysAgo)));
  if (demo.credit) await raiseNote(ctx, biller, id, 'credit', ZInvoiceNoteForm.parse(demo.credit));
  for (const p of demo.payments ?? []) {
    await recordPayment(
      ctx,
      biller,
      id,
      ZRecordPaymentRequest.parse({
        amount: p.amount,
        method: p.method,
        reference: p.reference,
        received_on: istDay(daysAgo(p.daysAgo)),
      }),
    );
  }
  if (demo.paidOnline) await payOnline(ctx, id);
  return id;
}

/**
 * The demo's e-invoices (docs/requirements/003-e-invoice.md §11): the B2B invoices of the last three weeks
 * are asked to be registered, so the job registers them with the sandbox IRP once the server runs; older
 * ones and B2C ones stay as a company that began e-invoicing lately would have them. Nothing when the
 * provider is off.
 */
async function registerRecent(ctx: AppContext, biller: AuthUser, ids: readonly number[]): Promise<void> {
  if (ctx.irp.kind === 'off') return;
  for (const id of ids) {
    try {
      await requestRegistration(ctx, biller, { kind: 'invoice', id });
    } catch (error) {
      // a B2C invoice (409 at gstin) is not reported; anything else would be the demo's own mistake
      if (!(error instanceof AppError && error.statusCode === 409)) throw error;
    }
  }
}

/** Demo invoices: needs the demo users (finance, else the technical director) and clients seeded before it. */
export const seedDemoInvoices: DemoSeeder = async (ctx) => {
  const biller =
    (await demoUser(ctx, 'finance@demo.aquadesk.in')) ??
    (await demoUser(ctx, 'technical.director@demo.aquadesk.in'));
  if (!biller) return;
  // oldest first: numbers run in the order of the issue dates
  const ordered = [...INVOICES].sort((a, b) => b.issuedDaysAgo - a.issuedDaysAgo);
  const recent: number[] = [];
  for (const demo of ordered) {
    const id = await seedOne(ctx, biller, demo);
    if (demo.issuedDaysAgo <= 21) recent.push(id);
  }
  await registerRecent(ctx, biller, recent);
  await createDraft(
    ctx,
    biller,
    ZInvoiceForm.parse({
      organization: 'Lakeshore Hospital',
      phone_number: '9847300001',
      products: [
        line('UV steriliser lamp replacement', '2', '3200', '8539', 'NOS'),
        line('Service visit', '1', '1500', '998717', 'OTH'),
      ],
    }),
  );
};
