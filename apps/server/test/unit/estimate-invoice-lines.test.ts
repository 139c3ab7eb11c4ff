import { exact, fixed2 } from '@aquadesk/shared/decimal.ts';
import { computeTaxDocument } from '@aquadesk/shared/tax-invoice.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientAmountsOf, clientLinesOf } from '../../src/modules/estimates/operations/client-prices.ts';
import {
  jobCardTargetPaise,
  linesOfEstimateInvoice,
} from '../../src/modules/estimates/operations/invoice-lines.ts';
import { decimal, estimateFields, figuresOf } from './estimate-arbitraries.ts';

/**
 * The invoice made from an estimate (docs/api.md "An estimate's invoice"; issue 41 item 5): its lines at the
 * job card's printed rates with the estimate's discount and nothing more, and a round-off of less than a rupee
 * that brings its total to what the job card told the client.
 */

const KERALA = '32';
const KARNATAKA = '29';

const estimateArb = fc.record({
  ...estimateFields(6),
  discount: fc.oneof(fc.constant('0.00'), decimal(100, 2)),
  inter: fc.boolean(),
});
type EstimateCase = typeof estimateArb extends fc.Arbitrary<infer T> ? T : never;

function figures(e: EstimateCase) {
  return figuresOf(e, e.discount);
}

function linesOf(e: EstimateCase) {
  return clientLinesOf(
    { ...e, travelDistance: '10' },
    e.products.map((p, i) => ({ ...p, productId: i + 1, productName: `Product ${i + 1}` })),
    e.labour.map((l, i) => ({ ...l, roleName: `Role ${i + 1}` })),
  );
}

/** The invoice's figures as the server figures them, every line at 18 %. */
function invoiceOf(e: EstimateCase) {
  const lines = linesOf(e).map((l) => ({ ...l, gstRate: '18' }));
  const target = figures(e).total_paise;
  const made = linesOfEstimateInvoice(lines, e.discount, KERALA, e.inter ? KARNATAKA : KERALA);
  const taxLines = lines.map((l, i) => ({
    hsn: '998334',
    quantity: l.quantity,
    unitPrice: made.lines[i]!.rate,
    discount: made.lines[i]!.discount,
    gstRate: '18',
  }));
  const bare = computeTaxDocument(taxLines, KERALA, e.inter ? KARNATAKA : KERALA);
  const doc = computeTaxDocument(taxLines, KERALA, e.inter ? KARNATAKA : KERALA, made.round_off);
  return { lines, made, bare, doc, target };
}

describe('the estimate at the client prices', () => {
  it('adds up exactly to the base and the administrative expense, one line per product, labour line and travel', () => {
    fc.assert(
      fc.property(estimateArb, (e) => {
        const lines = linesOf(e);
        const sum = lines.reduce((s, l) => s.plus(exact(l.quantity).times(exact(l.unitPrice))), exact(0));
        const f = figures(e).exact;
        expect(sum.compare(exact(f.base).plus(exact(f.administrative_expense)))).toBe(0);
        const travel = exact(e.travelCost).compare(exact(0)) > 0 ? 1 : 0;
        expect(lines.length).toBe(e.products.length + e.labour.length + travel);
      }),
      { numRuns: 500 },
    );
  });

  it('prices a product at its price raised by the profit and the expense, and labour as a lump', () => {
    const lines = clientLinesOf(
      {
        productProfit: '15',
        companyProfit: '20',
        administrativeExpense: '10',
        travelCost: '240',
        travelDistance: '10.000',
      },
      [{ productId: 7, productName: 'Dosing Pump', quantity: '2.000', currentPrice: '1000.00' }],
      [{ roleName: 'Plumber', workHour: '3.00', scale: '150.01' }],
    );
    expect(lines).toEqual([
      { kind: 'product', description: 'Dosing Pump', productId: 7, quantity: '2', unitPrice: '1265' },
      {
        kind: 'labour',
        description: 'Labour: Plumber, 3 hours',
        productId: null,
        quantity: '1',
        unitPrice: '495.033',
      },
      { kind: 'travel', description: 'Travel: 10 km', productId: null, quantity: '1', unitPrice: '264' },
    ]);
  });
});

describe("the invoice's lines and round-off (issue 41 item 5)", () => {
  it("puts the job card's printed rate on each line and the estimate's discount, D % of its value, and nothing more", () => {
    let otherWay = 0;
    fc.assert(
      fc.property(estimateArb, (e) => {
        const { lines, made } = invoiceOf(e);
        const printed = clientAmountsOf(lines).lines;
        lines.forEach((l, i) => {
          const { rate, discount } = made.lines[i]!;
          // a travel or labour line at its printed amount, a product at its printed rate...
          const asPrinted = l.kind === 'product' ? printed[i]!.rate : printed[i]!.amount;
          if (rate !== asPrinted) {
            // ...or a product at the client's exact price to the paisa the other way, only to bring the lines
            // within a rupee
            otherWay += 1;
            expect(l.kind).toBe('product');
            const below = exact(l.unitPrice).round(2, 'floor');
            expect([below, below + 1n]).toContain(exact(rate).round(2, 'floor'));
          }
          const value = exact(l.quantity).times(exact(rate)).rounded(2, 'half-up');
          expect(discount).toBe(fixed2(value.percent(exact(e.discount))));
        });
      }),
      { numRuns: 1000 },
    );
    // large quantities at prices in fractions of a paisa: some products are rounded the other way
    expect(otherWay).toBeGreaterThan(0);
  });

  it("asks what the job card asks: each line at 18 %, the exact total down to the rupee is the job card's total", () => {
    fc.assert(
      fc.property(estimateArb, (e) => {
        const lines = linesOf(e).map((l) => ({ ...l, gstRate: '18' }));
        expect(jobCardTargetPaise(lines, e.discount)).toBe(figures(e).total_paise);
      }),
      { numRuns: 1000 },
    );
  });

  it("totals whole rupees with a round-off under a rupee either way: the job card's total whenever the lines come within a rupee of it", () => {
    let withinARupee = 0;
    fc.assert(
      fc.property(estimateArb, (e) => {
        const { bare, doc, target, made } = invoiceOf(e);
        const off = Math.round(Number(made.round_off) * 100);
        expect(Math.abs(off)).toBeLessThanOrEqual(99);
        expect(doc.totals.total_paise % 100).toBe(0);
        expect(doc.totals.total_paise).toBe(bare.totals.total_paise + off);
        expect(doc.totals.round_off).toBe(made.round_off);
        // the round-off is neither taxable value nor tax
        expect(doc.totals.taxable).toBe(bare.totals.taxable);
        expect(doc.totals.cgst).toBe(bare.totals.cgst);
        expect(doc.totals.igst).toBe(bare.totals.igst);
        const near = Math.abs(target - bare.totals.total_paise) < 100;
        if (near) withinARupee += 1;
        // the job card's total when the lines come within a rupee of it, else the lines' rupee on its side
        const below = bare.totals.total_paise - (bare.totals.total_paise % 100);
        const above = below === bare.totals.total_paise ? below : below + 100;
        expect(doc.totals.total_paise).toBe(near ? target : target < below ? below : above);
      }),
      { numRuns: 3000 },
    );
    // most estimates' lines come within a rupee of the job card's total: the exact check above is the usual case
    expect(withinARupee).toBeGreaterThan(1500);
  });

  it('lands on the job card total for all but a rare job card as an office writes one (up to 20 units a product)', () => {
    const office = estimateArb.chain((e) =>
      fc
        .array(
          fc.record({
            currentPrice: decimal(50_000, 2, 1),
            quantity: fc.oneof(fc.integer({ min: 1, max: 20 }).map(String), decimal(20, 1, 0.5)),
          }),
          { maxLength: 6 },
        )
        .map((products) => ({ ...e, products })),
    );
    let landed = 0;
    let runs = 0;
    fc.assert(
      fc.property(office, (e) => {
        const { doc, target } = invoiceOf(e);
        runs += 1;
        if (doc.totals.total_paise === target) landed += 1;
        // the rest a rupee from it: the nearest whole rupee the lines allow
        else expect(Math.abs(doc.totals.total_paise - target)).toBe(100);
      }),
      { numRuns: 2000 },
    );
    expect(landed / runs).toBeGreaterThan(0.99);
  });

  it("a 10 % discount: every line 10 % off, and the job card's 56 paise rounded off on a line of their own", () => {
    // 2 × ₹1,000 at 15 % profit and 10 % expense: 2,530; labour 450 + 10 % = 495; 10 % discount
    const e: EstimateCase = {
      products: [{ currentPrice: '1000.00', quantity: '2.000' }],
      labour: [{ scale: '150.00', workHour: '3.00' }],
      travelCost: '0',
      productProfit: '15.00',
      companyProfit: '20.00',
      administrativeExpense: '10.00',
      discount: '10.00',
      inter: false,
    };
    const { made, doc, target } = invoiceOf(e);
    // taxable 2,277 + 445.50; CGST and SGST 204.93 + 40.10 each: ₹3,212.56 as the lines add up; the job
    // card's exact 3,212.55 rounds down to ₹3,212
    expect(target).toBe(321_200);
    expect(made.lines).toEqual([
      { rate: '1265.00', discount: '253.00' },
      { rate: '495.00', discount: '49.50' },
    ]);
    expect(made.round_off).toBe('-0.56');
    expect(doc.totals).toMatchObject({ taxable: '2722.50', round_off: '-0.56', total: '3212.00' });
  });
});
