import type { InvoiceRegisterRow, PaymentRegisterRow } from '@aquadesk/shared/registers.ts';
import { describe, expect, it } from 'vitest';
import {
  INVOICE_REGISTER_COLUMNS,
  invoiceRegisterTable,
  PAYMENT_REGISTER_COLUMNS,
  paymentRegisterTable,
} from '../../src/modules/registers/operations/register-tables.ts';
import { parseCsv, writeCsv } from '../../src/platform/table-file.ts';

/** The registers as files (docs/requirements/002-gst.md §10): the columns, each row's cells, the totals rows. */

const row = (over: Partial<InvoiceRegisterRow>): InvoiceRegisterRow => ({
  invoice_id: 1,
  number: 'AQ/26-27/0001',
  date: '2026-04-01',
  recipient: 'Acme',
  gstin: '29AAACA1234A1ZG',
  place_of_supply: '07',
  place_of_supply_name: 'Delhi',
  billed: 'B2B',
  reverse_charge: false,
  status: 'unpaid',
  gst_rate: '18',
  taxable_paise: 100001,
  cgst_paise: 0,
  sgst_paise: 0,
  igst_paise: 18000,
  cess_paise: 0,
  invoice_value_paise: 123456,
  ...over,
});

describe('the invoice register as a table', () => {
  it('writes each row in the columns an accountant files from, and the totals the database gave', () => {
    const table = invoiceRegisterTable({
      from: '2026-04-01',
      to: '2026-04-30',
      data: [
        row({}),
        row({ gst_rate: '5', taxable_paise: 2, igst_paise: 0 }),
        row({
          invoice_id: 2,
          status: 'cancelled',
          gst_rate: null,
          taxable_paise: 0,
          igst_paise: 0,
          invoice_value_paise: 0,
        }),
      ],
      totals: {
        invoices: 2,
        cancelled: 1,
        taxable_paise: 100003,
        cgst_paise: 0,
        sgst_paise: 0,
        igst_paise: 18000,
        cess_paise: 0,
        invoice_value_paise: 123456,
      },
    });
    expect(table.columns).toBe(INVOICE_REGISTER_COLUMNS);
    expect(table.rows.every((r) => r.length === INVOICE_REGISTER_COLUMNS.length)).toBe(true);
    const [, first, , cancelled] = parseCsv(writeCsv(table));
    // the state code keeps its leading zero (text), amounts are rupees with 2 places
    expect(first).toEqual([
      'AQ/26-27/0001',
      '01/04/2026',
      'Acme',
      '29AAACA1234A1ZG',
      '07',
      'Delhi',
      'B2B',
      'No',
      'Unpaid',
      '18',
      '1000.01',
      '0.00',
      '0.00',
      '180.00',
      '0.00',
      '1234.56',
    ]);
    expect(cancelled!.slice(8)).toEqual(['Cancelled', '', '0.00', '0.00', '0.00', '0.00', '0.00', '0.00']);
    expect(table.totals).toEqual([
      [
        'Total: 2 invoices, 1 cancelled',
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        100003,
        0,
        0,
        18000,
        0,
        123456,
      ],
    ]);
  });
});

describe('the payment register as a table', () => {
  it('shows a refund as a negative amount and sums received, refunded and net', () => {
    const payment = (over: Partial<PaymentRegisterRow>): PaymentRegisterRow => ({
      receipt_id: 1,
      kind: 'payment',
      number: 'RC/26-27/0001',
      date: '2026-04-02',
      invoice_id: 1,
      invoice_number: 'AQ/26-27/0001',
      client: 'Acme',
      method: 'bank_transfer',
      reference: 'UTR1',
      amount_paise: 118000,
      ...over,
    });
    const table = paymentRegisterTable({
      from: '2026-04-01',
      to: '2026-04-30',
      data: [
        payment({}),
        payment({ receipt_id: 2, kind: 'refund', number: null, method: 'cheque', amount_paise: -5900 }),
      ],
      totals: { payments: 1, refunds: 1, received_paise: 118000, refunded_paise: 5900, net_paise: 112100 },
    });
    expect(table.columns).toBe(PAYMENT_REGISTER_COLUMNS);
    expect(parseCsv(writeCsv(table))[2]).toEqual([
      '',
      '02/04/2026',
      'Refund',
      'AQ/26-27/0001',
      'Acme',
      'Cheque',
      'UTR1',
      '-59.00',
    ]);
    expect(table.totals!.map((r) => [r[0], r[7]])).toEqual([
      ['Received: 1 payment', 118000],
      ['Refunded: 1 refund', -5900],
      ['Net received', 112100],
    ]);
  });
});
