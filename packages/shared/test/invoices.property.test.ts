import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INVOICE_LIMITS, INVOICE_MESSAGES, lineForMoney, ZCreateInvoiceRequest } from '../src/invoices.ts';
import { computeInvoice, invoiceExactTotal } from '../src/money.ts';

/**
 * The invoice contract end to end, as the server runs it: wire lines (numbers or decimal strings in any
 * spelling the schema takes) → ZCreateInvoiceRequest → computeInvoice, against an independent rational
 * computation over BigInt (no code from money.ts): every figure, the total and the paise to pay exact.
 */
interface Q {
  n: bigint;
  d: bigint;
}
const q = (n: bigint, d = 1n): Q => ({ n, d });
const add = (a: Q, b: Q): Q => q(a.n * b.d + b.n * a.d, a.d * b.d);
const mul = (a: Q, b: Q): Q => q(a.n * b.n, a.d * b.d);
const same = (a: Q, b: Q): boolean => a.n * b.d === b.n * a.d;
function parseQ(text: string): Q {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) throw new Error(`not a plain decimal: ${text}`);
  const frac = m[2] ?? '';
  return q(BigInt(`${m[1]}${frac}`), 10n ** BigInt(frac.length));
}
/** Half up to whole paise (the values here are never negative). */
const halfUpPaise = (x: Q): bigint => (2n * x.n * 100n + x.d) / (2n * x.d);
const paiseText = (p: bigint) => `${p / 100n}.${(p % 100n).toString().padStart(2, '0')}`;

/** A decimal with at most `places` places, spelled as the wire may carry it, and its exact value. */
function wireDecimal(maxWhole: number, places: number) {
  return fc
    .tuple(fc.integer({ min: 0, max: maxWhole }), fc.integer({ min: 0, max: 10 ** places - 1 }), fc.nat(3))
    .map(([whole, frac, form]) => {
      const fracText = places > 0 ? frac.toString().padStart(places, '0') : '';
      const full = fracText ? `${whole}.${fracText}` : `${whole}`;
      const value = parseQ(full);
      // a JS number (when it prints back the same), trailing zeros dropped, padded with spaces, or as is
      const wire: string | number =
        form === 0 && String(Number(full)) === full.replace(/\.?0+$/, '')
          ? Number(full)
          : form === 1
            ? full.replace(/\.0+$/, '').replace(/(\.\d*?)0+$/, '$1')
            : form === 2
              ? ` ${full} `
              : full;
      return { wire, value };
    });
}

const percentArb = wireDecimal(99, 2);
const lineArb = fc.record({
  rate: fc.oneof(wireDecimal(999, 2), wireDecimal(10_000_000, 2)),
  quantity: fc.oneof(wireDecimal(1000, 0), wireDecimal(200, 3)).filter((x) => x.value.n > 0n),
  cgst: percentArb,
  sgst: percentArb,
  igst: percentArb,
});

describe('invoices through the contract against rational arithmetic', () => {
  it('agree on every line figure, the totals and the paise to pay for 10,000 random invoices', () => {
    const limit = q(BigInt(INVOICE_LIMITS.total));
    fc.assert(
      fc.property(fc.array(lineArb, { minLength: 1, maxLength: 15 }), (lines) => {
        const parsed = ZCreateInvoiceRequest.safeParse({
          organization: 'Org',
          phone_number: '9847012345',
          products: lines.map((l, i) => ({
            discription: `Line ${i}`,
            quntaty: l.quantity.wire,
            rate: l.rate.wire,
            cgst: l.cgst.wire,
            sgst: l.sgst.wire,
            igst: l.igst.wire,
          })),
        });
        const figures = lines.map((l) => {
          const subtotal = mul(l.rate.value, l.quantity.value);
          const hundredth = q(1n, 100n);
          const cgst = mul(subtotal, mul(l.cgst.value, hundredth));
          const sgst = mul(subtotal, mul(l.sgst.value, hundredth));
          const igst = mul(subtotal, mul(l.igst.value, hundredth));
          return { subtotal, cgst, sgst, igst, amount: add(add(add(subtotal, cgst), sgst), igst) };
        });
        const total = figures.reduce((s, f) => add(s, f.amount), q(0n));
        const overLimit = total.n * limit.d > limit.n * total.d;
        if (!parsed.success) {
          // the only refusal of these valid lines is a total over the limit
          if (!overLimit || parsed.error.issues[0]?.message !== INVOICE_MESSAGES.totalTooLarge) {
            throw new Error(`refused: ${JSON.stringify(parsed.error.issues)}`);
          }
          return;
        }
        if (overLimit) throw new Error('a total over the limit was accepted');
        const moneyLines = parsed.data.products.map(lineForMoney);
        const r = computeInvoice(moneyLines);
        if (!same(parseQ(invoiceExactTotal(moneyLines)), total)) throw new Error('invoiceExactTotal');
        figures.forEach((f, i) => {
          for (const key of ['subtotal', 'cgst', 'sgst', 'igst', 'amount'] as const) {
            if (!same(parseQ(r.exact.lines[i]![key]), f[key])) throw new Error(`line ${i} ${key} exact`);
            if (r.lines[i]![key] !== paiseText(halfUpPaise(f[key])))
              throw new Error(`line ${i} ${key} shown`);
          }
        });
        if (!same(parseQ(r.exact.totals.total), total)) throw new Error('total exact');
        if (r.totals.total !== paiseText(halfUpPaise(total))) throw new Error('total shown');
        if (BigInt(r.totals.amount_paise) !== halfUpPaise(total)) {
          throw new Error(`amount_paise ${r.totals.amount_paise} ≠ ${halfUpPaise(total)}`);
        }
        if (!Number.isSafeInteger(r.totals.amount_paise)) throw new Error('amount_paise not a safe integer');
      }),
      { numRuns: 10_000 },
    );
  }, 180_000);

  it('the largest accepted invoice still pays in safe integer paise', () => {
    const products = Array.from({ length: INVOICE_LIMITS.lines }, () => ({
      discription: 'x',
      quntaty: '1',
      rate: String(INVOICE_LIMITS.total / INVOICE_LIMITS.lines / 4),
      cgst: '100',
      sgst: '100',
      igst: '100',
    }));
    const parsed = ZCreateInvoiceRequest.parse({ organization: 'o', phone_number: '1', products });
    const r = computeInvoice(parsed.products.map(lineForMoney));
    expect(r.totals.amount_paise).toBe(INVOICE_LIMITS.total * 100);
    expect(Number.isSafeInteger(r.totals.amount_paise)).toBe(true);
  });
});

describe('ZCreateInvoiceRequest', () => {
  const base = { organization: 'Org', phone_number: '9847012345' };
  const line = { discription: 'd', quntaty: '1', rate: '1' };
  const errorsOf = (body: unknown) => {
    const r = ZCreateInvoiceRequest.safeParse(body);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('takes blank tax percents as 0 and keeps canonical decimal text', () => {
    const r = ZCreateInvoiceRequest.parse({
      ...base,
      products: [{ ...line, cgst: '', sgst: null, quntaty: 2.5 }],
    });
    // the wire's names in, the code's out (issue 42 item 3)
    expect(r.products[0]).toEqual({
      description: 'd',
      quantity: '2.5',
      rate: '1',
      cgst: '0',
      sgst: '0',
      igst: '0',
    });
  });

  it('names every bad field', () => {
    expect(errorsOf({})).toEqual({
      organization: INVOICE_MESSAGES.organizationRequired,
      phone_number: 'This field is required',
      products: INVOICE_MESSAGES.linesRequired,
    });
    expect(
      errorsOf({
        ...base,
        products: [
          { discription: ' ', quntaty: -1, rate: 'abc', cgst: 101, sgst: '1.234', igst: Number.NaN },
        ],
      }),
    ).toEqual({
      'products.0.discription': INVOICE_MESSAGES.descriptionRequired,
      'products.0.quntaty': INVOICE_MESSAGES.negative,
      'products.0.rate': INVOICE_MESSAGES.number,
      'products.0.cgst': INVOICE_MESSAGES.percentRange,
      'products.0.sgst': INVOICE_MESSAGES.places(2),
      'products.0.igst': INVOICE_MESSAGES.number,
    });
  });
});
