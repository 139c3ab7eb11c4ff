import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildGstr1,
  type Gstr1Books,
  type Gstr1Invoice,
  type Gstr1Line,
  type Gstr1Note,
  gstr1FileName,
  gstr1Json,
  gstr1Period,
  isB2cLarge,
  reconcileGstr1,
  ZGstr1ExportQuery,
  ZGstr1Query,
} from '../src/gstr1.ts';

/** GSTR-1 from the books (docs/requirements/004-gstr1.md): periods, sections, the offline JSON, sums to the paisa. */

const KERALA = '32';

function line(over: Partial<Gstr1Line> & { taxable_paise: number; rate: string }, inter: boolean): Gstr1Line {
  const tax = Math.round((over.taxable_paise * Number(over.rate)) / 100);
  const half = Math.round((over.taxable_paise * Number(over.rate)) / 200);
  return {
    hsn: '8413',
    description: 'Dosing pump',
    unit: 'NOS',
    quantity: '1',
    cgst_paise: inter ? 0 : half,
    sgst_paise: inter ? 0 : half,
    igst_paise: inter ? tax : 0,
    ...over,
  };
}
const worthOf = (lines: Gstr1Line[]) =>
  lines.reduce((s, l) => s + l.taxable_paise + l.cgst_paise + l.sgst_paise + l.igst_paise, 0);

let nextId = 1;
function invoice(over: Partial<Gstr1Invoice> & { lines: Gstr1Line[] }): Gstr1Invoice {
  const id = nextId++;
  return {
    id,
    number: `AQ/26-27/${String(id).padStart(4, '0')}`,
    date: '2026-11-10',
    recipient: 'Walk-in',
    gstin: null,
    place_of_supply: KERALA,
    reverse_charge: false,
    cancelled: false,
    value_paise: worthOf(over.lines),
    ...over,
  };
}
function note(kind: 'credit' | 'debit', of: Gstr1Invoice, lines: Gstr1Line[], serial: number): Gstr1Note {
  return {
    id: nextId++,
    kind,
    number: `${kind === 'credit' ? 'CN' : 'DN'}/26-27/${String(serial).padStart(4, '0')}`,
    date: '2026-11-20',
    recipient: of.recipient,
    gstin: of.gstin,
    place_of_supply: of.place_of_supply,
    reverse_charge: of.reverse_charge,
    value_paise: worthOf(lines),
    invoice_number: of.number,
    invoice_date: of.date,
    invoice_value_paise: of.value_paise,
    lines,
  };
}

describe('the period', () => {
  it('reads a month and a quarter of the financial year', () => {
    expect(gstr1Period('2026-11')).toMatchObject({
      kind: 'month',
      from: '2026-11-01',
      to: '2026-11-30',
      fp: '112026',
      label: 'November 2026',
    });
    expect(gstr1Period('2028-02')).toMatchObject({ to: '2028-02-29', fp: '022028' });
    expect(gstr1Period('2026-Q1')).toMatchObject({ from: '2026-04-01', to: '2026-06-30', fp: '062026' });
    expect(gstr1Period('2026-Q3')).toMatchObject({
      kind: 'quarter',
      from: '2026-10-01',
      to: '2026-12-31',
      fp: '122026',
      label: 'Q3 2026-27 (Oct-Dec 2026)',
    });
    // Q4 is January-March of the next calendar year
    expect(gstr1Period('2026-Q4')).toMatchObject({ from: '2027-01-01', to: '2027-03-31', fp: '032027' });
  });

  it('refuses what is not a period, and periods before GST or past 2099', () => {
    const errorOf = (period: unknown) => {
      const r = ZGstr1Query.safeParse({ period });
      return r.success ? null : r.error.issues[0]?.message;
    };
    expect(errorOf('2026-11')).toBeNull();
    expect(errorOf(' 2026-Q3 ')).toBeNull();
    expect(errorOf('2017-07')).toBeNull();
    expect(errorOf('2017-Q2')).toBeNull();
    expect(errorOf('2017-06')).toBe('GST returns begin with July 2017');
    expect(errorOf('2017-Q1')).toBe('GST returns begin with July 2017');
    for (const bad of [
      '2026-13',
      '2026-00',
      '2026-Q5',
      '26-11',
      '2026/11',
      '2026-11-01',
      '',
      '2100-01',
      202611,
    ]) {
      expect(errorOf(bad), String(bad)).toMatch(/^Choose a month/);
    }
    expect(ZGstr1ExportQuery.safeParse({ period: '2026-11', format: 'csv' }).success).toBe(false);
    expect(gstr1FileName('32AAACA1234A1ZT', '112026', 'json')).toBe('GSTR1_32AAACA1234A1ZT_112026.json');
  });
});

describe('the sections', () => {
  const registered = invoice({
    recipient: 'Park',
    gstin: '29AAACA1234A1ZG',
    place_of_supply: '29',
    lines: [
      line({ taxable_paise: 200000, rate: '18' }, true),
      line({ taxable_paise: 33333, rate: '5', hsn: '998719', unit: 'OTH', quantity: '1' }, true),
    ],
  });
  const intraRegistered = invoice({
    gstin: '32AABCK1234L1ZT',
    lines: [line({ taxable_paise: 50000, rate: '40', hsn: '8421', quantity: '2.5' }, false)],
  });
  const small = invoice({ lines: [line({ taxable_paise: 100000, rate: '18', quantity: '2' }, false)] });
  const largeInter = invoice({
    place_of_supply: '29',
    lines: [line({ taxable_paise: 10_000_000, rate: '18' }, true)],
  });
  // exactly the threshold is not above it
  const atThreshold = invoice({
    place_of_supply: '29',
    lines: [{ ...line({ taxable_paise: 100_000_00, rate: '0' }, true) }],
  });
  const largeIntra = invoice({ lines: [line({ taxable_paise: 10_000_000, rate: '18' }, false)] });
  const cancelled = invoice({ cancelled: true, lines: [line({ taxable_paise: 700000, rate: '18' }, false)] });
  const books: Gstr1Books = {
    state_code: KERALA,
    invoices: [registered, intraRegistered, small, largeInter, atThreshold, largeIntra, cancelled],
    notes: [
      note('credit', registered, [line({ taxable_paise: 50000, rate: '18' }, true)], 1),
      note('credit', largeInter, [line({ taxable_paise: 100000, rate: '18' }, true)], 2),
      note('credit', small, [line({ taxable_paise: 10000, rate: '18' }, false)], 3),
      note('debit', intraRegistered, [line({ taxable_paise: 20000, rate: '40' }, false)], 1),
    ],
  };
  const report = buildGstr1(books);

  it('sorts each document into its section', () => {
    expect(report.b2b.map((e) => e.number)).toEqual([registered.number, intraRegistered.number]);
    expect(report.b2b[0]!.rates.map((r) => r.rate)).toEqual(['5', '18']);
    expect(report.b2cl.map((e) => e.number)).toEqual([largeInter.number]);
    expect(isB2cLarge(atThreshold, KERALA)).toBe(false);
    // before 1 August 2024 the threshold was ₹2,50,000
    expect(isB2cLarge({ ...largeInter, date: '2024-07-31' }, KERALA)).toBe(false);
    expect(isB2cLarge({ ...largeInter, date: '2024-08-01' }, KERALA)).toBe(true);
    expect(report.cdnr.map((e) => [e.kind, e.gstin])).toEqual([
      ['credit', registered.gstin],
      ['debit', intraRegistered.gstin],
    ]);
    expect(report.cdnur.map((e) => e.invoice_number)).toEqual([largeInter.number]);
    expect(report.b2cs).toEqual([
      {
        supply: 'INTER',
        place_of_supply: '29',
        rate: '0',
        taxable_paise: 100_000_00,
        igst_paise: 0,
        cgst_paise: 0,
        sgst_paise: 0,
        cess_paise: 0,
      },
      // the small invoice less its credit note, and the large intra-state one
      {
        supply: 'INTRA',
        place_of_supply: KERALA,
        rate: '18',
        taxable_paise: 100000 - 10000 + 10_000_000,
        igst_paise: 0,
        cgst_paise: 9000 - 900 + 900000,
        sgst_paise: 9000 - 900 + 900000,
        cess_paise: 0,
      },
    ]);
    expect(report.summary.find((s) => s.section === 'b2cs')!.documents).toBe(4);
    expect(report.doc_issue).toEqual([
      { nature: 1, from: registered.number, to: cancelled.number, total: 7, cancelled: 1, net: 6 },
      { nature: 4, from: 'DN/26-27/0001', to: 'DN/26-27/0001', total: 1, cancelled: 0, net: 1 },
      { nature: 5, from: 'CN/26-27/0001', to: 'CN/26-27/0003', total: 3, cancelled: 0, net: 3 },
    ]);
  });

  it('writes the offline JSON: keys, dd-mm-yyyy, MMYYYY, rupees as numbers', () => {
    const json = gstr1Json(report, '32AAACA1234A1ZT', '112026');
    expect(Object.keys(json)).toEqual([
      'gstin',
      'fp',
      'b2b',
      'b2cl',
      'b2cs',
      'cdnr',
      'cdnur',
      'hsn',
      'doc_issue',
    ]);
    expect(json.b2b![0]).toEqual({
      ctin: '29AAACA1234A1ZG',
      inv: [
        {
          inum: registered.number,
          idt: '10-11-2026',
          val: (200000 + 36000 + 33333 + 1667) / 100,
          pos: '29',
          rchrg: 'N',
          inv_typ: 'R',
          itms: [
            { num: 1, itm_det: { txval: 333.33, rt: 5, iamt: 16.67, camt: 0, samt: 0, csamt: 0 } },
            { num: 2, itm_det: { txval: 2000, rt: 18, iamt: 360, camt: 0, samt: 0, csamt: 0 } },
          ],
        },
      ],
    });
    expect(json.b2cl).toEqual([
      {
        pos: '29',
        inv: [
          {
            inum: largeInter.number,
            idt: '10-11-2026',
            val: 118000,
            itms: [{ num: 1, itm_det: { txval: 100000, rt: 18, iamt: 18000, csamt: 0 } }],
          },
        ],
      },
    ]);
    expect(json.b2cs!.find((r) => r.sply_ty === 'INTRA')).toEqual({
      sply_ty: 'INTRA',
      typ: 'OE',
      pos: '32',
      rt: 18,
      txval: 100900,
      camt: 9081,
      samt: 9081,
      csamt: 0,
    });
    expect(json.cdnur![0]).toMatchObject({
      typ: 'B2CL',
      ntty: 'C',
      nt_num: 'CN/26-27/0002',
      nt_dt: '20-11-2026',
    });
    expect(json.cdnr![0]!.nt[0]).toMatchObject({ ntty: 'C', val: 590, pos: '29', rchrg: 'N', inv_typ: 'R' });
    // from May 2025 the HSN summary has a B2B and a B2C tab; a service is NA with no quantity
    expect(Object.keys(json.hsn!)).toEqual(['hsn_b2b', 'hsn_b2c']);
    expect(json.hsn!.hsn_b2b!.find((r) => r.hsn_sc === '998719')).toMatchObject({ uqc: 'NA', qty: 0, rt: 5 });
    expect(json.hsn!.hsn_b2b!.find((r) => r.hsn_sc === '8421')).toMatchObject({
      uqc: 'NOS',
      qty: 2.5,
      rt: 40,
    });
    expect(Object.keys(gstr1Json(report, '32AAACA1234A1ZT', '042025').hsn!)).toEqual(['data']);
    expect(json.doc_issue!.doc_det.map((d) => d.doc_num)).toEqual([1, 4, 5]);
    expect(json.doc_issue!.doc_det[0]!.docs[0]).toEqual({
      num: 1,
      from: registered.number,
      to: cancelled.number,
      totnum: 7,
      cancel: 1,
      net_issue: 6,
    });
  });
});

// ——— every section adds up to the documents, to the paisa ———

const RATES = ['0', '0.25', '3', '5', '18', '40'];
const STATES = ['32', '29', '04', '27'];
const arbLine = (inter: boolean) =>
  fc
    .record({
      taxable_paise: fc.integer({ min: 1, max: 50_000_000 }),
      rate: fc.constantFrom(...RATES),
      hsn: fc.constantFrom('8413', '8421', '998719', '3824'),
      quantity: fc.constantFrom('1', '2.5', '0.125', '10'),
    })
    .map((l) => line(l, inter));
const arbInvoice = fc
  .record({
    gstin: fc.option(fc.constant('29AAACA1234A1ZG'), { nil: null }),
    pos: fc.constantFrom(...STATES),
    cancelled: fc.boolean(),
    date: fc.constantFrom('2024-07-15', '2026-11-10'),
  })
  .chain((h) =>
    fc.array(arbLine(h.pos !== KERALA), { minLength: 1, maxLength: 4 }).map((lines) =>
      invoice({
        gstin: h.gstin,
        place_of_supply: h.pos,
        cancelled: h.cancelled,
        date: h.date,
        lines,
      }),
    ),
  );

describe('property: the sections sum to the documents', () => {
  it('every invoice, credit and debit note is in the return once, to the paisa', () => {
    fc.assert(
      fc.property(
        fc.array(arbInvoice, { minLength: 1, maxLength: 12 }),
        fc.array(
          fc.record({
            of: fc.nat(),
            kind: fc.constantFrom('credit' as const, 'debit' as const),
            taxable: fc.integer({ min: 1, max: 5_000_000 }),
          }),
          { maxLength: 8 },
        ),
        (invoices, noteSpecs) => {
          const open = invoices.filter((i) => !i.cancelled);
          const notes = open.length
            ? noteSpecs.map((n, i) => {
                const of = open[n.of % open.length]!;
                const rate = of.lines[0]!.rate;
                return note(
                  n.kind,
                  of,
                  [line({ taxable_paise: n.taxable, rate }, of.place_of_supply !== KERALA)],
                  i + 1,
                );
              })
            : [];
          const report = buildGstr1({ state_code: KERALA, invoices, notes });
          const keys = ['taxable_paise', 'igst_paise', 'cgst_paise', 'sgst_paise'] as const;
          const docSum = (docs: { lines: Gstr1Line[] }[], k: (typeof keys)[number]) =>
            docs.reduce((s, d) => s + d.lines.reduce((t, l) => t + l[k], 0), 0);
          const credit = notes.filter((n) => n.kind === 'credit');
          const debit = notes.filter((n) => n.kind === 'debit');
          const section = (name: string) => report.summary.find((s) => s.section === name)!;
          for (const k of keys) {
            const net = docSum(open, k) + docSum(debit, k) - docSum(credit, k);
            // the supply sections together, and the HSN summary, each hold the net of every document
            const sections = ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur'].reduce((s, n) => s + section(n)[k], 0);
            expect(sections).toBe(net);
            expect(section('hsn')[k]).toBe(net);
            expect(report.totals.invoices[k]).toBe(docSum(open, k));
            expect(report.totals.credit[k]).toBe(docSum(credit, k));
            expect(report.totals.debit[k]).toBe(docSum(debit, k));
          }
          expect(report.totals.invoices.value_paise).toBe(open.reduce((s, i) => s + i.value_paise, 0));
          expect(report.totals.invoices.documents).toBe(open.length);
          // each invoice is in exactly one of B2B, B2CL or B2CS
          const listed = report.b2b.length + report.b2cl.length;
          expect(listed).toBeLessThanOrEqual(open.length);
          expect(report.doc_issue.find((d) => d.nature === 1)).toMatchObject({
            total: invoices.length,
            cancelled: invoices.length - open.length,
          });
          // the JSON's rupees are the paise ÷ 100 with at most two places
          const json = gstr1Json(report, '32AAACA1234A1ZT', '112026');
          for (const row of json.b2cs ?? []) expect(Math.round(row.txval * 100) / 100).toBe(row.txval);
          // reconciled with registers that hold the same documents, every row is nought
          const same = {
            invoices: report.totals.invoices,
            credit: report.totals.credit,
            debit: report.totals.debit,
          };
          expect(reconcileGstr1(report.totals, same).ok).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('names the difference when a register disagrees', () => {
    const report = buildGstr1({
      state_code: KERALA,
      invoices: [invoice({ lines: [line({ taxable_paise: 1000, rate: '18' }, false)] })],
      notes: [],
    });
    const r = reconcileGstr1(report.totals, {
      invoices: { ...report.totals.invoices, cgst_paise: report.totals.invoices.cgst_paise - 1 },
      credit: report.totals.credit,
      debit: report.totals.debit,
    });
    expect(r.ok).toBe(false);
    expect(r.rows.filter((row) => row.difference !== 0)).toEqual([
      { what: 'Invoices: CGST', unit: 'paise', gstr1: 90, register: 89, difference: 1 },
    ]);
  });
});
