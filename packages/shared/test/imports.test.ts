import { describe, expect, it } from 'vitest';
import {
  checkClientRow,
  checkOpeningBalanceRow,
  checkProductRow,
  checkSiteRow,
  IMPORT_COLUMNS,
  IMPORT_MESSAGES,
  isoDateOf,
  mapHeader,
  rowValues,
  stateCodeOf,
} from '../src/imports.ts';
import { MESSAGES } from '../src/validation.ts';

/** A row of a file checked with its create call's schema (issue 41 item 12; docs/api.md "Imports"). */

const PASSWORD = 'Aa1@importpassword';

describe('the header', () => {
  it('matches headers or keys in any case, and names missing and unknown columns', () => {
    const { columns, errors } = mapHeader('opening_balances', [
      ' organization ',
      'INVOICE NUMBER',
      'amount_due',
      'Notes',
    ]);
    expect([...columns.entries()]).toEqual([
      ['organization', 0],
      ['number', 1],
      ['amount_due', 2],
    ]);
    expect(errors).toEqual([
      { row: 1, field: '', column: 'Notes', message: IMPORT_MESSAGES.unknownColumn('Notes') },
      {
        row: 1,
        field: 'date',
        column: 'Invoice date',
        message: IMPORT_MESSAGES.missingColumn('Invoice date'),
      },
    ]);
    expect(rowValues('opening_balances', columns, ['  Acme ', 'A/1'])).toEqual({
      organization: 'Acme',
      number: 'A/1',
      date: '',
      amount_due: '',
    });
  });

  it("every template's example row passes its own check", () => {
    const example = (kind: keyof typeof IMPORT_COLUMNS) =>
      Object.fromEntries(IMPORT_COLUMNS[kind].map((c) => [c.key, c.example]));
    expect(checkClientRow(example('clients'), PASSWORD).ok).toBe(true);
    expect(checkSiteRow(example('sites'), 7).ok).toBe(true);
    expect(checkProductRow(example('products')).ok).toBe(true);
    expect(checkOpeningBalanceRow(example('opening_balances'), '2026-12-03').ok).toBe(true);
  });
});

describe('a row', () => {
  it('reads a state as its name, its code or its label, and a date as dd/mm/yyyy', () => {
    expect(['Kerala', 'kerala', '32', 'Kerala (32)', '7', ''].map(stateCodeOf)).toEqual([
      '32',
      '32',
      '32',
      '32',
      '07',
      '',
    ]);
    expect(stateCodeOf('Atlantis')).toBe('Atlantis');
    expect(['15/02/2025', '5-2-2025', '2025-02-15', '15 Feb'].map(isoDateOf)).toEqual([
      '2025-02-15',
      '2025-02-05',
      '2025-02-15',
      '15 Feb',
    ]);
  });

  it("a client: the add-client form's rules, every failing field named", () => {
    const r = checkClientRow(
      {
        organization: '',
        name: 'x',
        email: 'nope',
        phone_number: '12ab',
        gstin: '33AAACL1234F1Z6',
        state_code: 'Kerala',
      },
      PASSWORD,
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(Object.keys(r.errors).sort()).toEqual(['email', 'gstin', 'organization', 'phone_number']);
    expect(r.errors.gstin).toMatch(/Tamil Nadu \(33\), not Kerala \(32\)/);
    const ok = checkClientRow(
      {
        organization: 'Acme',
        name: 'anil',
        email: 'A@Acme.example',
        phone_number: '9847012345',
        gstin: '32AAACL1234F1Z8',
      },
      PASSWORD,
    );
    expect(ok).toMatchObject({ ok: true, data: { name: 'ANIL', email: 'a@acme.example', state_code: '32' } });
  });

  it('a site: its client found or named, its file id required', () => {
    const site = {
      organization: 'Nobody',
      site_name: 'stp',
      name: 'anil',
      phone_number: '9847012345',
      file_id: '',
      address_line_1: 'a',
      address_line_2: 'b',
      city: 'c',
      district: 'KOTTAYAM',
      state: 'kerala',
      pincode: '686563',
    };
    expect(checkSiteRow(site, null)).toEqual({
      ok: false,
      errors: { organization: IMPORT_MESSAGES.noClient, file_id: MESSAGES.required },
    });
    expect(checkSiteRow({ ...site, file_id: 'F1' }, 3)).toMatchObject({
      ok: true,
      data: { orgId: 3, site_name: 'STP' },
    });
  });

  it('a product: price, stock, HSN, unit and rate as the product form checks them; blanks take the defaults', () => {
    const r = checkProductRow({
      name: 'P',
      description: 'd',
      categories: 'c',
      price: '1.234',
      stock: '-1',
      hsn: '12',
      unit: 'BOXES',
      gst_rate: '7',
    });
    expect(r).toEqual({
      ok: false,
      errors: {
        gst_rate: 'The GST rate must be one of 0, 0.25, 3, 5, 18, 40 %',
        hsn: 'An HSN or SAC code has 4, 6 or 8 digits',
        price: 'Enter a price in rupees, such as 1250 or 1250.50',
        stock: 'Enter a whole number of units, 0 or more',
        unit: 'Choose a unit from the GST list (UQC)',
      },
    });
    expect(
      checkProductRow({
        name: 'P',
        description: 'd',
        categories: 'c',
        price: '10',
        stock: '2',
        hsn: '',
        unit: '',
        gst_rate: '5%',
      }),
    ).toMatchObject({
      ok: true,
      data: { hsn: null, unit: undefined, gst_rate: '5', is_sellable: false },
    });
  });

  it('an opening balance: a number of the old books, a real date not after today, an amount above 0', () => {
    const r = checkOpeningBalanceRow(
      { organization: 'A', number: 'OLD 1', date: '30/02/2025', amount_due: '0' },
      '2026-12-03',
    );
    expect(r).toEqual({
      ok: false,
      errors: {
        amount_due: 'Enter the amount still owed, above 0',
        date: 'Enter a real date',
        number: 'An invoice number has letters, digits, / and - only',
      },
    });
    expect(
      checkOpeningBalanceRow(
        { organization: 'A', number: 'OLD/1', date: '04/12/2026', amount_due: '1' },
        '2026-12-03',
      ),
    ).toEqual({
      ok: false,
      errors: { date: IMPORT_MESSAGES.dateInFuture },
    });
    expect(
      checkOpeningBalanceRow(
        { organization: 'A', number: 'OLD/1', date: '03/12/2026', amount_due: '1.50' },
        '2026-12-03',
      ),
    ).toMatchObject({
      ok: true,
      data: { date: '2026-12-03', amount_due: '1.50' },
    });
  });
});
