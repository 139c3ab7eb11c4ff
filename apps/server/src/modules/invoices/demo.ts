import type { TCreateInvoiceRequest } from '@aquadesk/shared/invoices.ts';
import { ZCreateInvoiceRequest } from '@aquadesk/shared/invoices.ts';
import { istDate } from '@aquadesk/shared/receivables.ts';
import { type DemoSeeder, demoUser } from '../../platform/demo.ts';
import { recordPayment } from './operations/cancel-and-pay.ts';
import { confirmPayment } from './operations/confirm-payment.ts';
import { createInvoice } from './operations/create-invoice.ts';
import { createDraft } from './operations/drafts.ts';
import { payInvoice } from './operations/pay-invoice.ts';
import { sandboxCheckout } from './operations/sandbox-checkout.ts';
import * as repo from './repository.ts';

// A few invoices (issue 13), the first two paid through the sandbox's own checkout path
const INVOICES: { invoice: TCreateInvoiceRequest; paid: boolean }[] = [
  {
    invoice: {
      organization: 'Lakeshore Hospital',
      phone_number: '9847012345',
      products: [
        {
          discription: 'STP annual maintenance contract',
          quntaty: '1',
          rate: '48000',
          cgst: '9',
          sgst: '9',
          igst: '0',
        },
        { discription: 'Blower V-belt set', quntaty: '2', rate: '1250.50', cgst: '9', sgst: '9', igst: '0' },
      ],
    },
    paid: true,
  },
  {
    invoice: {
      organization: 'Technopark Phase III',
      phone_number: '9895098950',
      products: [
        {
          discription: 'RO membrane element 4040',
          quntaty: '4',
          rate: '7850',
          cgst: '9',
          sgst: '9',
          igst: '0',
        },
      ],
    },
    paid: true,
  },
  {
    invoice: {
      organization: 'Backwater Resorts',
      phone_number: '9446044460',
      products: [
        {
          discription: 'Chlorine dosing pump 6 LPH',
          quntaty: '1',
          rate: '18500',
          cgst: '9',
          sgst: '9',
          igst: '0',
        },
        {
          discription: 'Installation and commissioning',
          quntaty: '6.5',
          rate: '650',
          cgst: '9',
          sgst: '9',
          igst: '0',
        },
      ],
    },
    paid: false,
  },
  {
    invoice: {
      organization: 'Malabar Dairy Co-op',
      phone_number: '9961099610',
      products: [
        {
          discription: 'ETP sludge pump overhaul',
          quntaty: '1',
          rate: '23999.99',
          cgst: '9',
          sgst: '9',
          igst: '0',
        },
      ],
    },
    paid: false,
  },
];

/** Demo invoices: needs the demo users (the technical director) and clients seeded before it. */
export const seedDemoInvoices: DemoSeeder = async (ctx) => {
  const director = await demoUser(ctx, 'technical.director@demo.aquadesk.in');
  if (!director) return;
  const ids: number[] = [];
  for (const demo of INVOICES) {
    const { id } = await createInvoice(ctx, director, ZCreateInvoiceRequest.parse(demo.invoice));
    ids.push(id);
    if (!demo.paid || ctx.payments.kind !== 'sandbox') continue;
    const invoice = await repo.findInvoice(ctx.db, id);
    if (!invoice) continue;
    const order = await payInvoice(ctx, { invoiceID: id, amount: invoice.amountPaise });
    const signed = await sandboxCheckout(ctx, { invoiceID: id, order_id: order.id, outcome: 'paid' });
    if (signed.status !== 'paid') continue;
    await confirmPayment(ctx, {
      invoiceID: id,
      order_id: signed.razorpay_order_id,
      payment_id: signed.razorpay_payment_id,
      signature: signed.razorpay_signature,
    });
  }
  // finance's day (issue 30): a part payment by bank transfer, and a draft waiting to be issued
  const partly = ids[2];
  if (partly !== undefined) {
    await recordPayment(ctx, director, partly, {
      amount: '10000',
      method: 'bank_transfer',
      reference: 'UTR 5521 9034',
      received_on: istDate(new Date()),
    });
  }
  await createDraft(
    ctx,
    director,
    ZCreateInvoiceRequest.parse({
      organization: 'Lakeshore Hospital',
      phone_number: '9847012345',
      products: [
        {
          discription: 'UV steriliser lamp replacement',
          quntaty: '2',
          rate: '3200',
          gst_rate: '18',
          hsn: '8539',
          unit: 'NOS',
        },
        {
          discription: 'Service visit',
          quntaty: '1',
          rate: '1500',
          gst_rate: '18',
          hsn: '998717',
          unit: 'OTH',
        },
      ],
    }),
  );
};
