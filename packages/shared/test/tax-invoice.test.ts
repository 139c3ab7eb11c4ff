import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, istDay } from '../src/dates.ts';
import { DEFAULT_GST_RATES } from '../src/gst.ts';
import {
  AGEING_BUCKETS,
  ageingBucket,
  balanceOf,
  cancellable,
  creditableOf,
  dueDateOf,
  type InvoiceLedger,
  payableOf,
  refundableOf,
  type StatementEntry,
  statementOf,
  statusOf,
} from '../src/receivables.ts';
import { printedRoundOff, ROUND_OFF_MESSAGES, roundOffTowards, zRoundOff } from '../src/round-off.ts';
import { computeTaxDocument, lineRateOf, type TaxLineInput } from '../src/tax-invoice.ts';

const KARNATAKA = '29';
const MAHARASHTRA = '27';

const line = (over: Partial<TaxLineInput> = {}): TaxLineInput => ({
  hsn: '998719',
  quantity: '1',
  unitPrice: '1000',
  discount: '0',
  gstRate: '18',
  ...over,
});

describe('tax document figures', () => {
  it('charges CGST and SGST within the state and IGST between states', () => {
    const intra = computeTaxDocument([line()], KARNATAKA, KARNATAKA);
    expect(intra.split).toBe('intra');
    expect(intra.lines[0]).toEqual({
      value: '1000.00',
      discount: '0.00',
      taxable: '1000.00',
      gst_rate: '18',
      cgst: '90.00',
      sgst: '90.00',
      igst: '0.00',
      total: '1180.00',
    });
    const inter = computeTaxDocument([line()], KARNATAKA, MAHARASHTRA);
    expect(inter.split).toBe('inter');
    expect(inter.totals).toMatchObject({ taxable: '1000.00', cgst: '0.00', sgst: '0.00', igst: '180.00' });
    expect(inter.totals.total_paise).toBe(118_000);
    expect(inter.total_in_words).toBe('One Thousand One Hundred Eighty Rupees Only');
  });

  it('taxes the value after the discount and rounds each printed figure once', () => {
    // 3 × 333.333 = 999.999 → 1000.00; less 0.01 → 999.99 taxable; 9 % of it 89.9991 → 90.00 each
    const doc = computeTaxDocument(
      [line({ quantity: '3', unitPrice: '333.333', discount: '0.01' })],
      '29',
      '29',
    );
    expect(doc.lines[0]).toMatchObject({ value: '1000.00', discount: '0.01', taxable: '999.99' });
    expect(doc.lines[0]).toMatchObject({ cgst: '90.00', sgst: '90.00', total: '1179.99' });
  });

  it('sums an HSN summary by code and rate', () => {
    const doc = computeTaxDocument(
      [
        line({ hsn: '84212190', quantity: '2', unitPrice: '50000', gstRate: '18' }),
        line({ hsn: '998719', unitPrice: '2500', gstRate: '18' }),
        line({ hsn: '84212190', quantity: '1', unitPrice: '1000', gstRate: '5' }),
        line({ hsn: '84212190', quantity: '0.5', unitPrice: '10000', gstRate: '18' }),
      ],
      '29',
      '27',
    );
    expect(doc.hsn_summary).toEqual([
      {
        hsn: '84212190',
        gst_rate: '18',
        quantity: '2.5',
        taxable: '105000.00',
        cgst: '0.00',
        sgst: '0.00',
        igst: '18900.00',
      },
      {
        hsn: '998719',
        gst_rate: '18',
        quantity: '1',
        taxable: '2500.00',
        cgst: '0.00',
        sgst: '0.00',
        igst: '450.00',
      },
      {
        hsn: '84212190',
        gst_rate: '5',
        quantity: '1',
        taxable: '1000.00',
        cgst: '0.00',
        sgst: '0.00',
        igst: '50.00',
      },
    ]);
  });

  it('moves the total by its round-off, printed on its own line, never the taxable value or a tax (issue 41 item 5)', () => {
    // 3 × ₹333.33 at 18 % within the state: 999.99 + 90.00 + 90.00 = ₹1,179.99; 1 paisa up to ₹1,180
    const lines = [line({ quantity: '3', unitPrice: '333.33' })];
    const bare = computeTaxDocument(lines, '29', '29');
    const doc = computeTaxDocument(lines, '29', '29', '0.01');
    expect(bare.totals).toMatchObject({ round_off: '0.00', total: '1179.99', total_paise: 117_999 });
    expect(doc.totals).toMatchObject({ taxable: '999.99', cgst: '90.00', sgst: '90.00', round_off: '0.01' });
    expect(doc.totals).toMatchObject({ total: '1180.00', total_paise: 118_000 });
    expect(doc.lines).toEqual(bare.lines);
    expect(doc.hsn_summary).toEqual(bare.hsn_summary);
    expect(doc.total_in_words).toBe('One Thousand One Hundred Eighty Rupees Only');
    expect(computeTaxDocument(lines, '29', '29', '-0.99').totals.total).toBe('1179.00');
    expect(printedRoundOff('-0.49')).toBe('− ₹0.49');
    expect(printedRoundOff('0.3')).toBe('₹0.30');
    expect(printedRoundOff('0')).toBeNull();
    // a rupee or more, or part of a paisa, is a programming error here: the schemas refuse it
    for (const wrong of ['1', '-1.00', '0.005']) {
      expect(() => computeTaxDocument(lines, '29', '29', wrong)).toThrow(RangeError);
    }
  });

  it('takes a round-off under a rupee either way, and refuses anything else at its field', () => {
    const parse = (v: unknown) => zRoundOff.safeParse(v);
    for (const [given, kept] of [
      [undefined, '0'],
      [null, '0'],
      ['', '0'],
      ['-0.49', '-0.49'],
      [-0.99, '-0.99'],
      ['0.99', '0.99'],
      [0.3, '0.3'],
      ['−0.45', '-0.45'],
    ] as const) {
      expect(parse(given)).toEqual({ success: true, data: kept });
    }
    const refused = (v: unknown) => {
      const r = parse(v);
      return r.success ? null : r.error.issues[0]?.message;
    };
    expect(refused('1.00')).toBe(ROUND_OFF_MESSAGES.range);
    expect(refused(-1)).toBe(ROUND_OFF_MESSAGES.range);
    expect(refused('0.001')).toBe(ROUND_OFF_MESSAGES.places);
    expect(refused('-0')).toBe(ROUND_OFF_MESSAGES.negativeZero);
    expect(refused('0x1')).toBe(ROUND_OFF_MESSAGES.number);
    expect(refused(true)).toBe(ROUND_OFF_MESSAGES.number);
  });

  it('rounds to the whole rupee nearest a target, less than a rupee either way', () => {
    // ₹6,826.49 of lines towards the job card's ₹6,826: 49 paise off; towards ₹6,827: 51 paise on
    expect(roundOffTowards(682_649, 682_600)).toBe(-49);
    expect(roundOffTowards(682_649, 682_700)).toBe(51);
    // a target more than a rupee away: the nearest rupee the lines allow
    expect(roundOffTowards(682_649, 682_400)).toBe(-49);
    expect(roundOffTowards(682_649, 690_000)).toBe(51);
    // whole rupees already: nothing to round
    expect(roundOffTowards(682_600, 682_700)).toBe(0);
    // half the targets are a rupee either side of the lines, or the lines' own rupees: a random target of up to
    // ₹10^10 would almost never come within a rupee of random lines
    const linesAndTarget = fc
      .integer({ min: 0, max: 10 ** 12 })
      .chain((lines) =>
        fc.tuple(
          fc.constant(lines),
          fc.oneof(
            fc.integer({ min: 0, max: 10 ** 10 }),
            fc.integer({ min: Math.max(0, Math.floor(lines / 100) - 1), max: Math.ceil(lines / 100) + 1 }),
          ),
        ),
      );
    let withinARupee = 0;
    fc.assert(
      fc.property(linesAndTarget, ([lines, rupees]) => {
        const target = rupees * 100;
        const off = roundOffTowards(lines, target);
        expect(Math.abs(off)).toBeLessThanOrEqual(99);
        const near = Math.abs(target - lines) < 100;
        if (near) withinARupee += 1;
        // the target itself when it is within a rupee, else the whole rupee of the lines on the target's side
        const below = lines - (lines % 100);
        const above = below === lines ? below : below + 100;
        expect(lines + off).toBe(near ? target : target < lines ? below : above);
      }),
      { numRuns: 2000 },
    );
    expect(withinARupee).toBeGreaterThan(100);
  });

  it('refuses a discount above the line value', () => {
    expect(() => computeTaxDocument([line({ discount: '1000.01' })], '29', '29')).toThrow(RangeError);
  });

  const lineArb = fc.record({
    hsn: fc.constantFrom('998719', '84212190', '9954'),
    quantity: fc.integer({ min: 1, max: 100_000 }).map((n) => (n / 1000).toString()),
    unitPrice: fc.integer({ min: 0, max: 100_000_000 }).map((n) => (n / 100).toFixed(2)),
    discountShare: fc.integer({ min: 0, max: 100 }),
    gstRate: fc.constantFrom(...DEFAULT_GST_RATES),
  });

  it('adds up to the paisa: totals are the sums of the printed lines, and each line of its parts', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 20 }), fc.boolean(), (raw, sameState) => {
        const lines = raw.map((r) => {
          const value = Math.round(Number(r.quantity) * Number(r.unitPrice) * 100);
          return line({
            ...r,
            discount: ((Math.floor((value * r.discountShare) / 100) - 0) / 100).toFixed(2),
          });
        });
        const doc = computeTaxDocument(lines, '29', sameState ? '29' : '33');
        const p = (s: string) => Math.round(Number(s) * 100);
        const sum = (key: 'taxable' | 'cgst' | 'sgst' | 'igst' | 'total') =>
          doc.lines.reduce((s, l) => s + p(l[key]), 0);
        for (const l of doc.lines) {
          expect(p(l.taxable)).toBe(p(l.value) - p(l.discount));
          expect(p(l.total)).toBe(p(l.taxable) + p(l.cgst) + p(l.sgst) + p(l.igst));
          expect(l.cgst).toBe(sameState ? l.sgst : '0.00');
        }
        expect(p(doc.totals.taxable)).toBe(sum('taxable'));
        expect(p(doc.totals.total)).toBe(sum('total'));
        expect(doc.totals.total_paise).toBe(sum('total'));
        const hsnTaxable = doc.hsn_summary.reduce((s, r) => s + p(r.taxable), 0);
        expect(hsnTaxable).toBe(sum('taxable'));
      }),
      { numRuns: 1000 },
    );
  });
});

describe("a line's GST rate against its place of supply (002-gst.md §3-§4)", () => {
  const where = { supplier: 'Kerala (32)', place: 'Karnataka (29)' };
  const rate = (line: Parameters<typeof lineRateOf>[0], split: 'intra' | 'inter') => {
    const errors: Record<string, string> = {};
    return { rate: lineRateOf(line, 'products.0', split, DEFAULT_GST_RATES, where, errors), errors };
  };

  it('takes the rate sent, or CGST + SGST within a state, or IGST between states', () => {
    expect(rate({ gst_rate: '18.00', cgst: '0', sgst: '0', igst: '0' }, 'inter')).toEqual({
      rate: '18',
      errors: {},
    });
    expect(rate({ cgst: '9', sgst: '9', igst: '0' }, 'intra')).toEqual({ rate: '18', errors: {} });
    expect(rate({ cgst: '0', sgst: '0', igst: '5' }, 'inter')).toEqual({ rate: '5', errors: {} });
  });

  it('names the field whose split contradicts the place of supply, or a rate the company does not offer', () => {
    expect(rate({ cgst: '0', sgst: '0', igst: '18' }, 'intra').errors).toEqual({
      'products.0.igst':
        'No IGST within a state: Kerala (32) supplies to Karnataka (29), so the tax is CGST and SGST, half each',
    });
    expect(rate({ cgst: '9', sgst: '6', igst: '0' }, 'intra').errors).toEqual({
      'products.0.sgst': 'CGST and SGST are half the rate each, so they are equal',
    });
    expect(rate({ cgst: '9', sgst: '0', igst: '0' }, 'inter').errors).toEqual({
      'products.0.cgst':
        'No CGST or SGST between states: Kerala (32) supplies to Karnataka (29), so the tax is IGST',
    });
    expect(rate({ gst_rate: '7', cgst: '0', sgst: '0', igst: '0' }, 'inter').errors).toEqual({
      'products.0.gst_rate': `GST rate 7 % is not one of ${DEFAULT_GST_RATES.join(', ')} %`,
    });
  });
});

describe('what a client owes', () => {
  const ledger = (over: Partial<InvoiceLedger> = {}): InvoiceLedger => ({
    total_paise: 118_000,
    debited_paise: 0,
    credited_paise: 0,
    paid_paise: 0,
    refunded_paise: 0,
    cancelled: false,
    ...over,
  });

  it('moves from unpaid through partly paid to paid, and cancelled owes nothing', () => {
    expect(statusOf(ledger())).toBe('unpaid');
    expect(statusOf(ledger({ paid_paise: 1 }))).toBe('partly_paid');
    expect(statusOf(ledger({ paid_paise: 118_000 }))).toBe('paid');
    expect(statusOf(ledger({ credited_paise: 118_000 }))).toBe('paid');
    expect(statusOf(ledger({ cancelled: true }))).toBe('cancelled');
    expect(balanceOf(ledger({ cancelled: true }))).toBe(0);
  });

  it('bounds payments by the balance, credit notes by the worth, refunds by the over-payment', () => {
    const l = ledger({ paid_paise: 100_000, debited_paise: 2_000 });
    expect(payableOf(l)).toBe(20_000);
    expect(creditableOf(l)).toBe(120_000);
    expect(refundableOf(l)).toBe(0);
    const over = ledger({ paid_paise: 118_000, credited_paise: 18_000 });
    expect(balanceOf(over)).toBe(-18_000);
    expect(refundableOf(over)).toBe(18_000);
    expect(statusOf(over)).toBe('paid');
    expect(statusOf({ ...over, refunded_paise: 18_000 })).toBe('paid');
  });

  it('cancels only an invoice with nothing paid, credited or debited', () => {
    expect(cancellable(ledger())).toBe(true);
    expect(cancellable(ledger({ paid_paise: 1 }))).toBe(false);
    expect(cancellable(ledger({ credited_paise: 1 }))).toBe(false);
    expect(cancellable(ledger({ cancelled: true }))).toBe(false);
  });

  it('dates in India: due dates and ageing', () => {
    expect(istDay(new Date('2027-03-31T18:30:00Z'))).toBe('2027-04-01');
    expect(istDay(new Date('2027-03-31T18:29:59Z'))).toBe('2027-03-31');
    expect(dueDateOf('2026-11-27', 30)).toBe('2026-12-27');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(ageingBucket('2026-12-27', '2026-12-26')).toBe('not_due');
    expect(ageingBucket('2026-12-27', '2026-12-27')).toBe('0-30');
    expect(ageingBucket('2026-12-27', '2027-01-26')).toBe('0-30');
    expect(ageingBucket('2026-12-27', '2027-01-27')).toBe('31-60');
    expect(ageingBucket('2026-12-27', '2027-03-27')).toBe('61-90');
    expect(ageingBucket('2026-12-27', '2027-03-28')).toBe('over_90');
    expect(AGEING_BUCKETS).toHaveLength(5);
  });

  it('keeps a running balance in date order', () => {
    const entries: StatementEntry[] = [
      { date: '2026-11-02', kind: 'payment', reference: 'UTR1', amount_paise: 50_000 },
      { date: '2026-11-01', kind: 'invoice', reference: 'AQ/26-27/0001', amount_paise: 118_000 },
      { date: '2026-11-03', kind: 'credit_note', reference: 'CN/26-27/0001', amount_paise: 8_000 },
    ];
    expect(statementOf(entries, 1_000).map((l) => [l.reference, l.balance_paise])).toEqual([
      ['AQ/26-27/0001', 119_000],
      ['UTR1', 69_000],
      ['CN/26-27/0001', 61_000],
    ]);
  });
});

type Move =
  | { kind: 'pay'; invoice: number; share: number }
  | { kind: 'credit'; invoice: number; share: number }
  | { kind: 'debit'; invoice: number; amount: number }
  | { kind: 'refund'; invoice: number; share: number }
  | { kind: 'cancel'; invoice: number };

describe('receivables reconcile to the paisa (10,000 random books)', () => {
  const move: fc.Arbitrary<Move> = fc.oneof(
    fc.record({
      kind: fc.constant('pay' as const),
      invoice: fc.nat(4),
      share: fc.integer({ min: 1, max: 100 }),
    }),
    fc.record({
      kind: fc.constant('credit' as const),
      invoice: fc.nat(4),
      share: fc.integer({ min: 1, max: 100 }),
    }),
    fc.record({
      kind: fc.constant('debit' as const),
      invoice: fc.nat(4),
      amount: fc.integer({ min: 1, max: 5_000_000 }),
    }),
    fc.record({
      kind: fc.constant('refund' as const),
      invoice: fc.nat(4),
      share: fc.integer({ min: 1, max: 100 }),
    }),
    fc.record({ kind: fc.constant('cancel' as const), invoice: fc.nat(4) }),
  );
  const invoiceLines = fc.array(
    fc.record({
      quantity: fc.integer({ min: 1, max: 50 }).map(String),
      unitPrice: fc.integer({ min: 1, max: 10_000_000 }).map((n) => (n / 100).toFixed(2)),
      gstRate: fc.constantFrom(...DEFAULT_GST_RATES),
    }),
    { minLength: 1, maxLength: 5 },
  );

  it('every balance is its documents and payments, the statement ends at their sum, no bound is crossed', () => {
    fc.assert(
      fc.property(
        fc.array(invoiceLines, { minLength: 1, maxLength: 5 }),
        fc.array(move, { maxLength: 25 }),
        fc.boolean(),
        (invoices, moves, sameState) => {
          const books = invoices.map((lines, i) => {
            const doc = computeTaxDocument(
              lines.map((l) => line({ ...l })),
              '29',
              sameState ? '29' : '07',
            );
            return {
              ledger: { ...ledgerOf(doc.totals.total_paise) },
              entries: [
                {
                  date: '2026-04-01',
                  kind: 'invoice',
                  reference: `AQ/26-27/${i + 1}`,
                  amount_paise: doc.totals.total_paise,
                },
              ] as StatementEntry[],
            };
          });
          for (const [n, m] of moves.entries()) {
            const book = books[m.invoice % books.length];
            if (!book) continue;
            const l = book.ledger;
            const date = addDays('2026-04-01', n + 1);
            const record = (kind: StatementEntry['kind'], amount: number) =>
              book.entries.push({ date, kind, reference: `${kind}-${n}`, amount_paise: amount });
            if (m.kind === 'pay') {
              const amount = Math.floor((payableOf(l) * m.share) / 100);
              if (amount > 0) {
                l.paid_paise += amount;
                record('payment', amount);
              }
            } else if (m.kind === 'credit') {
              const amount = Math.floor((creditableOf(l) * m.share) / 100);
              if (amount > 0) {
                l.credited_paise += amount;
                record('credit_note', amount);
              }
            } else if (m.kind === 'debit' && !l.cancelled) {
              l.debited_paise += m.amount;
              record('debit_note', m.amount);
            } else if (m.kind === 'refund') {
              const amount = Math.floor((refundableOf(l) * m.share) / 100);
              if (amount > 0) {
                l.refunded_paise += amount;
                record('refund', amount);
              }
            } else if (m.kind === 'cancel' && cancellable(l)) {
              l.cancelled = true;
              book.entries = [];
            }
          }
          let owed = 0;
          const all: StatementEntry[] = [];
          for (const { ledger: l, entries } of books) {
            const balance = balanceOf(l);
            if (!l.cancelled) {
              expect(balance).toBe(
                l.total_paise + l.debited_paise - l.credited_paise - l.paid_paise + l.refunded_paise,
              );
              // nothing owed back beyond what was paid, nothing credited beyond the worth
              expect(l.credited_paise).toBeLessThanOrEqual(l.total_paise + l.debited_paise);
              expect(-balance).toBeLessThanOrEqual(l.paid_paise - l.refunded_paise);
              expect(statusOf(l) === 'paid').toBe(balance <= 0);
            } else expect(l.paid_paise).toBe(0);
            owed += balance;
            all.push(...entries);
          }
          const statement = statementOf(all);
          expect(statement.at(-1)?.balance_paise ?? 0).toBe(owed);
          const debits = statement.reduce((s, e) => s + e.debit_paise, 0);
          const credits = statement.reduce((s, e) => s + e.credit_paise, 0);
          expect(debits - credits).toBe(owed);
        },
      ),
      { numRuns: 10_000 },
    );
  });
});

function ledgerOf(total: number): InvoiceLedger {
  return {
    total_paise: total,
    debited_paise: 0,
    credited_paise: 0,
    paid_paise: 0,
    refunded_paise: 0,
    cancelled: false,
  };
}
