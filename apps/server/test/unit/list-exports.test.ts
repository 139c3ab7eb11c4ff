import { LIST_EXPORT_MESSAGES, listFileName } from '@aquadesk/shared/list-exports.ts';
import { describe, expect, it } from 'vitest';
import { INVOICE_LIST } from '../../src/modules/invoices/operations/export-invoices.ts';
import { AppError } from '../../src/platform/errors.ts';
import { istDay, type ListColumn, tableOf, wholeList } from '../../src/platform/list-export.ts';

// docs/api.md "Lists": the rules every list export shares
describe('list exports', () => {
  it('refuses a list with rows past the bound at `search`, and lets a whole one through', () => {
    expect(() => wholeList(null)).not.toThrow();
    try {
      wholeList('next');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).statusCode).toBe(400);
      expect((error as AppError).errors).toEqual({ search: LIST_EXPORT_MESSAGES.tooManyRows });
    }
  });

  it('names the file by the list and the IST day it was made', () => {
    // 20:00 UTC on 26 Nov is 01:30 on 27 Nov in India
    expect(listFileName('clients', 'csv', new Date('2026-11-26T20:00:00Z'))).toBe('clients-2026-11-27.csv');
    expect(listFileName('work', 'xlsx', new Date('2026-11-26T18:00:00Z'))).toBe('work-tasks-2026-11-26.xlsx');
  });

  it('builds a table from a column table: each cell read from its row, the columns as plain data', () => {
    const columns: ListColumn<{ id: number; at: string; paise: number | null }>[] = [
      { header: 'ID', kind: 'number', width: 8, cell: (r) => String(r.id) },
      { header: 'Day', kind: 'date', cell: (r) => istDay(r.at) },
      { header: 'Amount', kind: 'money', width: 16, cell: (r) => r.paise },
    ];
    const table = tableOf('Things', columns, [
      { id: 1, at: '2026-11-26T19:00:00.000Z', paise: 118050 },
      { id: 2, at: '2026-12-31', paise: null },
    ]);
    expect(table).toEqual({
      sheet: 'Things',
      columns: [
        { header: 'ID', kind: 'number', width: 8 },
        { header: 'Day', kind: 'date' },
        { header: 'Amount', kind: 'money', width: 16 },
      ],
      rows: [
        ['1', '2026-11-27', 118050],
        ['2', '2026-12-31', null],
      ],
    });
    // the export pool takes the table across a thread: nothing in it may be a function
    expect(structuredClone(table)).toEqual(table);
    // rows of sums are read by the same columns
    const summed = tableOf('Things', columns, [], [{ id: 0, at: '2026-12-31', paise: 5 }]);
    expect(summed.totals).toEqual([['0', '2026-12-31', 5]]);
  });

  it('takes a day as it is and a time as its IST day', () => {
    expect(istDay('2026-12-31')).toBe('2026-12-31');
    expect(istDay('2026-11-26T19:00:00.000Z')).toBe('2026-11-27');
    expect(istDay(null)).toBeNull();
  });

  it('writes a draft invoice as Draft with no amount due, on the day it was made', () => {
    const table = tableOf(INVOICE_LIST.sheet, INVOICE_LIST.columns, [
      {
        pay_link: 'https://example.test/quickpay/1?key=k',
        test_payment: false,
        id: 7,
        organization: 'Lagoon',
        phone_number: '9847000000',
        status: 'draft',
        total: '1180.00',
        amount_paise: 118000,
        created_at: '2026-11-26T19:00:00.000Z',
        creator_name: 'Asha',
        order_id: null,
        payment_id: null,
        paid_at: null,
        number: null,
        issued_at: null,
        due_paise: 0,
        due_date: null,
        opening_balance: false,
      },
    ]);
    expect(table.rows).toEqual([
      ['Draft', '7', '2026-11-27', 'Lagoon', 'Asha', '9847000000', 118000, null, 'Draft'],
    ]);
    expect(JSON.stringify(table)).not.toContain('quickpay');
  });
});
