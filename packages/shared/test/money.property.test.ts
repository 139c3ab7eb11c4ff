import fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  computeEstimate,
  computeInvoice,
  type DecimalInput,
  type EstimateInputs,
  type InvoiceLineInput,
  proposalTotal,
} from '../src/money.ts';

/**
 * The contract's money rules recomputed independently, in rational arithmetic over BigInt
 * (numerator/denominator), with no code from money.ts: every figure money.ts gives must equal it exactly.
 */
interface Q {
  n: bigint;
  d: bigint;
}

/** Not reduced: equality cross-multiplies, and the denominators stay powers of ten. */
function q(n: bigint, d = 1n): Q {
  return { n, d };
}
function parseQ(text: string): Q {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) throw new Error(`not a plain decimal: ${text}`);
  const frac = m[3] ?? '';
  const n = BigInt(`${m[2]}${frac}`) * (m[1] ? -1n : 1n);
  return q(n, 10n ** BigInt(frac.length));
}
const add = (a: Q, b: Q): Q => q(a.n * b.d + b.n * a.d, a.d * b.d);
const sub = (a: Q, b: Q): Q => q(a.n * b.d - b.n * a.d, a.d * b.d);
const mul = (a: Q, b: Q): Q => q(a.n * b.n, a.d * b.d);
const eq = (a: Q, b: Q): boolean => a.n * b.d === b.n * a.d;
const ZERO = q(0n);
const percent = (a: Q, p: Q): Q => mul(a, mul(p, q(1n, 100n)));
const sum = (xs: Q[]): Q => xs.reduce(add, ZERO);

/** floor(n / d) for d > 0. */
function floorDiv(n: bigint, d: bigint): bigint {
  const t = n / d;
  return n % d !== 0n && n < 0n ? t - 1n : t;
}
/** Half up (away from zero on a tie) to whole paise. */
function halfUpPaise(x: Q): bigint {
  const n = x.n * 100n;
  const abs = n < 0n ? -n : n;
  const r = floorDiv(2n * abs + x.d, 2n * x.d);
  return n < 0n ? -r : r;
}
function paiseText(p: bigint): string {
  const neg = p < 0n;
  const abs = neg ? -p : p;
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return neg && abs !== 0n ? `-${text}` : text;
}
const to2 = (x: Q): string => paiseText(halfUpPaise(x));
const floorRupee = (x: Q): Q => q(floorDiv(x.n, x.d));

/** A wire decimal: a string in one of several spellings, or a JS number when it round-trips exactly. */
function decimal(maxWhole: number, places: number): fc.Arbitrary<{ wire: DecimalInput; value: Q }> {
  const scale = 10 ** places;
  return fc
    .tuple(fc.integer({ min: 0, max: maxWhole }), fc.integer({ min: 0, max: scale - 1 }), fc.nat(3))
    .map(([whole, frac, form]) => {
      const fracText = places > 0 ? frac.toString().padStart(places, '0') : '';
      const full = fracText ? `${whole}.${fracText}` : `${whole}`;
      const value = parseQ(full);
      const asNumber = Number(full);
      if (form === 0 && Number.isFinite(asNumber) && full.replace(/\D/g, '').length <= 15) {
        return { wire: asNumber, value };
      }
      if (form === 1 && fracText) return { wire: full.replace(/\.?0+$/, ''), value };
      return { wire: full, value };
    });
}
const percentArb = fc.integer({ min: 0, max: 10_000 }).map((hundredths) => {
  const full = `${Math.floor(hundredths / 100)}.${(hundredths % 100).toString().padStart(2, '0')}`;
  return { wire: hundredths % 3 === 0 ? Number(full) : full, value: parseQ(full) } as {
    wire: DecimalInput;
    value: Q;
  };
});
const priceArb = fc.oneof(decimal(999, 2), decimal(10_000_000, 2));
const quantityArb = fc.oneof(decimal(1000, 0), decimal(200, 2));

/** A plain check: vitest's expect is too slow for a million comparisons. */
function check(actual: unknown, expected: unknown, label: string): void {
  if (actual !== expected)
    throw new Error(`${label}: money.ts ${String(actual)} ≠ expected ${String(expected)}`);
}

function expectSame(actual: string, expected: Q, label: string): void {
  if (!eq(parseQ(actual), expected)) {
    throw new Error(`${label}: money.ts ${actual} ≠ rational ${expected.n}/${expected.d}`);
  }
}

describe('estimates against rational arithmetic', () => {
  it('agree on every figure for 10,000 random estimates', () => {
    const estimateArb = fc.record({
      products: fc.array(fc.record({ price: priceArb, quantity: quantityArb }), { maxLength: 8 }),
      labour: fc.array(fc.record({ rate: priceArb, hours: quantityArb }), { maxLength: 6 }),
      a: percentArb,
      t: decimal(100, 2),
      p: percentArb,
      c: percentArb,
      travel: fc.oneof(
        fc.record({ kind: fc.constant('distance' as const), v: decimal(1000, 2) }),
        fc.record({ kind: fc.constant('cost' as const), v: decimal(100_000, 2) }),
      ),
      A: fc.option(percentArb, { nil: undefined }),
      D: fc.option(percentArb, { nil: undefined }),
    });

    fc.assert(
      fc.property(estimateArb, (e) => {
        const inputs: EstimateInputs = {
          products: e.products.map((l) => ({ price: l.price.wire, quantity: l.quantity.wire })),
          labour: e.labour.map((l) => ({ rate: l.rate.wire, hours: l.hours.wire })),
          profit: {
            administrative_expense: e.a.wire,
            travel_charge: e.t.wire,
            product_profit: e.p.wire,
            company_profit: e.c.wire,
          },
          travel: e.travel.kind === 'cost' ? { cost: e.travel.v.wire } : { distanceKm: e.travel.v.wire },
          administrativeExpensePercent: e.A?.wire,
          discountPercent: e.D?.wire,
        };
        const r = computeEstimate(inputs);

        // the contract, step by step
        const rawLabour = sum(e.labour.map((l) => mul(l.rate.value, l.hours.value)));
        const labour = e.products.length === 0 ? add(rawLabour, percent(rawLabour, e.c.value)) : rawLabour;
        const rawProducts = sum(e.products.map((l) => mul(l.price.value, l.quantity.value)));
        const products = add(rawProducts, percent(rawProducts, e.p.value));
        const travel =
          e.travel.kind === 'cost'
            ? e.travel.v.value
            : mul(mul(mul(e.travel.v.value, e.t.value), q(2n)), q(BigInt(e.labour.length)));
        const base = add(add(products, labour), travel);
        const expense = percent(base, (e.A ?? e.a).value);
        const discount = percent(add(base, expense), e.D ? e.D.value : ZERO);
        const taxable = sub(add(base, expense), discount);
        const gst = percent(taxable, q(18n));
        const gross = add(taxable, gst);
        const total = floorRupee(gross);

        const expected = {
          labour,
          products,
          travel,
          base,
          administrative_expense: expense,
          discount,
          taxable,
          gst,
          gross_total: gross,
        };
        for (const [key, value] of Object.entries(expected)) {
          expectSame(r.exact[key as keyof typeof expected], value, key);
        }
        check(r.totals.labour, to2(labour), 'shown labour');
        check(r.totals.products, to2(products), 'shown products');
        check(r.totals.travel, to2(travel), 'shown travel');
        check(r.totals.administrative_expense, to2(expense), 'shown administrative_expense');
        check(r.totals.discount, to2(discount), 'shown discount');
        check(r.totals.gst, to2(gst), 'shown gst');
        check(r.totals.total, to2(total), 'shown total');
        check(BigInt(r.total_paise), total.n * 100n, 'total_paise');
        check(r.product_amounts.length, e.products.length, 'product lines');
        e.products.forEach((l, i) => {
          check(r.product_amounts[i], to2(mul(l.price.value, l.quantity.value)), `product line ${i}`);
        });
        check(r.labour_amounts.length, e.labour.length, 'labour lines');
        e.labour.forEach((l, i) => {
          check(r.labour_amounts[i], to2(mul(l.rate.value, l.hours.value)), `labour line ${i}`);
        });
        check(/ Rupees? Only$/.test(r.totals.total_in_words), true, 'total_in_words');
      }),
      { numRuns: 10_000 },
    );
  }, 120_000);
});

describe('invoices against rational arithmetic', () => {
  it('agree on every line, every total and the paise to pay for 10,000 random invoices', () => {
    const lineArb = fc.record({
      rate: priceArb,
      quantity: quantityArb,
      cgst: percentArb,
      sgst: percentArb,
      igst: percentArb,
    });
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 12 }), (lines) => {
        const input: InvoiceLineInput[] = lines.map((l) => ({
          rate: l.rate.wire,
          quantity: l.quantity.wire,
          cgst: l.cgst.wire,
          sgst: l.sgst.wire,
          igst: l.igst.wire,
        }));
        const r = computeInvoice(input);

        const figures = lines.map((l) => {
          const subtotal = mul(l.rate.value, l.quantity.value);
          const cgst = percent(subtotal, l.cgst.value);
          const sgst = percent(subtotal, l.sgst.value);
          const igst = percent(subtotal, l.igst.value);
          const amount = mul(
            subtotal,
            add(q(1n), mul(add(add(l.cgst.value, l.sgst.value), l.igst.value), q(1n, 100n))),
          );
          return { subtotal, cgst, sgst, igst, amount };
        });
        const totals = {
          subtotal: sum(figures.map((f) => f.subtotal)),
          cgst: sum(figures.map((f) => f.cgst)),
          sgst: sum(figures.map((f) => f.sgst)),
          igst: sum(figures.map((f) => f.igst)),
          total: sum(figures.map((f) => f.amount)),
        };

        figures.forEach((f, i) => {
          for (const [key, value] of Object.entries(f)) {
            const k = key as keyof typeof f;
            expectSame(r.exact.lines[i]?.[k] ?? 'missing', value, `line ${i} ${key}`);
            check(r.lines[i]?.[k], to2(value), `line ${i} ${key} shown`);
          }
        });
        for (const [key, value] of Object.entries(totals)) {
          const k = key as keyof typeof totals;
          expectSame(r.exact.totals[k], value, key);
          check(r.totals[k], to2(value), `${key} shown`);
        }
        check(BigInt(r.totals.amount_paise), halfUpPaise(totals.total), 'amount_paise');
      }),
      { numRuns: 10_000 },
    );
  }, 120_000);
});

describe('proposals against rational arithmetic', () => {
  it('agree for 2,000 random proposals', () => {
    fc.assert(
      fc.property(priceArb, percentArb, percentArb, (price, p, a) => {
        const r = proposalTotal(price.wire, p.wire, a.wire);
        const total = add(add(price.value, percent(price.value, p.value)), percent(price.value, a.value));
        expectSame(r.exact, total, 'total');
        check(r.total, to2(total), 'r.total');
        check(BigInt(r.total_paise), halfUpPaise(total), 'total_paise');
      }),
      { numRuns: 2_000 },
    );
  });
});
