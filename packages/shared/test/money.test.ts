import { describe, expect, it } from 'vitest';
import { formatRupees as formatRupeesFromFormat } from '../src/format.ts';
import {
  addPercent,
  amountInWords,
  averageCharge,
  compareAmounts,
  computeEstimate,
  computeInvoice,
  floorToRupee,
  formatRupees,
  paiseToRupees,
  percentOf,
  proposalTotal,
  roundToPaisa,
  sumAmounts,
  toPaise,
  travelCost,
} from '../src/money.ts';

const PROFIT = {
  administrative_expense: '5',
  travel_charge: '8',
  product_profit: '10',
  company_profit: '20',
};

describe('exact arithmetic', () => {
  it('never drifts like binary floats', () => {
    expect(sumAmounts(['0.1', '0.2'])).toBe('0.3');
    expect(sumAmounts([0.1, 0.2])).toBe('0.3');
    expect(percentOf('19.99', '18')).toBe('3.5982');
    expect(addPercent('1000', '12.5')).toBe('1125');
    expect(addPercent(1.1, 1.1)).toBe('1.1121');
    expect(compareAmounts('1.10', 1.1)).toBe(0);
    expect(compareAmounts('1.1', '1.10000001')).toBe(-1);
  });

  it('rounds half up to the paisa and down to the rupee', () => {
    expect(roundToPaisa('10.005')).toBe('10.01');
    expect(roundToPaisa('10.00499999')).toBe('10.00');
    expect(roundToPaisa('-10.005')).toBe('-10.01');
    expect(roundToPaisa('-0.001')).toBe('0.00');
    expect(roundToPaisa(2)).toBe('2.00');
    expect(floorToRupee('1234.99')).toBe('1234.00');
    expect(floorToRupee('1234')).toBe('1234.00');
    expect(floorToRupee('-0.5')).toBe('-1.00');
  });

  it('converts to and from integer paise', () => {
    expect(toPaise('123.45')).toBe(12345);
    expect(toPaise('0.505')).toBe(51);
    expect(toPaise('0.504')).toBe(50);
    expect(toPaise(1.005)).toBe(101);
    expect(paiseToRupees(12345)).toBe('123.45');
    expect(paiseToRupees(5n)).toBe('0.05');
    expect(() => toPaise('1e20')).toThrow(RangeError);
  });

  it('reads every spelling a wire decimal may have', () => {
    expect(sumAmounts([1e21, '1e-7'])).toBe('1000000000000000000000.0000001');
    expect(sumAmounts([' 12.50 ', '.5', '5.', '+1', '-0.25'])).toBe('18.75');
    expect(sumAmounts([])).toBe('0');
  });

  it('refuses what is not a finite decimal', () => {
    expect(() => roundToPaisa('.')).toThrow(RangeError);
    expect(() => roundToPaisa('1,000')).toThrow(RangeError);
    expect(() => roundToPaisa('abc')).toThrow(RangeError);
    expect(() => roundToPaisa('')).toThrow(RangeError);
    expect(() => roundToPaisa(Number.NaN)).toThrow(RangeError);
    expect(() => roundToPaisa(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('freezes a role average charge half up to the paisa', () => {
    expect(averageCharge([])).toBe('0.00');
    expect(averageCharge(['250'])).toBe('250.00');
    expect(averageCharge(['100', '100.01'])).toBe('100.01'); // 100.005
    expect(averageCharge(['100', '100', '100.01'])).toBe('100.00'); // 100.00333…
    expect(averageCharge(['0.01', '0.02'])).toBe('0.02'); // 0.015
    expect(averageCharge([100, 200, 300.5])).toBe('200.17'); // 200.1666…
  });
});

describe('formatting', () => {
  it.each([
    ['0', '₹0.00'],
    ['999.999', '₹1,000.00'],
    ['100000', '₹1,00,000.00'],
    ['12345678.905', '₹1,23,45,678.91'],
    ['-1500', '-₹1,500.00'],
    ['-0.001', '₹0.00'],
  ])('%s → %s', (v, out) => {
    expect(formatRupees(v)).toBe(out);
  });

  it('is the same function format.ts exports', () => {
    expect(formatRupeesFromFormat).toBe(formatRupees);
  });
});

describe('amount in words (Indian English)', () => {
  it.each([
    ['0', 'Zero Rupees Only'],
    ['1', 'One Rupee Only'],
    ['0.01', 'Zero Rupees And One Paisa Only'],
    ['1.5', 'One Rupee And Fifty Paise Only'],
    ['12.05', 'Twelve Rupees And Five Paise Only'],
    ['99999', 'Ninety Nine Thousand Nine Hundred Ninety Nine Rupees Only'],
    ['100000', 'One Lakh Rupees Only'],
    ['100001', 'One Lakh One Rupees Only'],
    [
      '1234567.89',
      'Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven Rupees And Eighty Nine Paise Only',
    ],
    [
      '9999999.99',
      'Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine Rupees And Ninety Nine Paise Only',
    ],
    ['10000000', 'One Crore Rupees Only'],
    ['10000001', 'One Crore One Rupees Only'],
    ['10100000', 'One Crore One Lakh Rupees Only'],
    [
      '999999999',
      'Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine Rupees Only',
    ],
    ['1000000000', 'One Hundred Crore Rupees Only'],
    [
      '1234567890123.45',
      'One Lakh Twenty Three Thousand Four Hundred Fifty Six Crore Seventy Eight Lakh Ninety Thousand One Hundred Twenty Three Rupees And Forty Five Paise Only',
    ],
    ['0.999', 'One Rupee Only'],
    ['-5', 'Minus Five Rupees Only'],
  ])('%s', (v, words) => {
    expect(amountInWords(v)).toBe(words);
  });
});

describe('estimate (hand-computed)', () => {
  it('with products: profit on products, none on labour', () => {
    const r = computeEstimate({
      products: [
        { price: '1000', quantity: 2 },
        { price: '250.50', quantity: '3' },
      ],
      labour: [
        { rate: '350.25', hours: '4' },
        { rate: 200, hours: 2.5 },
      ],
      profit: PROFIT,
      travel: { distanceKm: '12.5' },
      discountPercent: '2.5',
    });
    // products 2751.5 × 1.10; labour 1401 + 500; travel 12.5 × 8 × 2 × 2 lines
    // base 5327.65; expense 5 % = 266.3825; discount 2.5 % of 5594.0325 = 139.8508125
    // taxable 5454.1816875; GST 981.75270375; gross 6435.93439125
    expect(r.exact).toEqual({
      labour: '1901',
      products: '3026.65',
      travel: '400',
      base: '5327.65',
      administrative_expense: '266.3825',
      discount: '139.8508125',
      taxable: '5454.1816875',
      gst: '981.75270375',
      gross_total: '6435.93439125',
    });
    expect(r.totals).toEqual({
      labour: '1901.00',
      products: '3026.65',
      travel: '400.00',
      administrative_expense: '266.38',
      discount: '139.85',
      gst: '981.75',
      total: '6435.00',
      total_in_words: 'Six Thousand Four Hundred Thirty Five Rupees Only',
    });
    expect(r.total_paise).toBe(643500);
    expect(r.product_amounts).toEqual(['2000.00', '751.50']);
    expect(r.labour_amounts).toEqual(['1401.00', '500.00']);
  });

  it('without products: company profit on labour, default expense, no discount', () => {
    const r = computeEstimate({
      products: [],
      labour: [{ rate: '500', hours: '3' }],
      profit: { ...PROFIT, administrative_expense: '10', travel_charge: '10' },
      travel: { distanceKm: 10 },
    });
    // labour 1500 × 1.20 = 1800; travel 10 × 10 × 2 × 1 = 200; base 2000; expense 200; GST 18 % of 2200
    expect(r.totals).toMatchObject({
      labour: '1800.00',
      products: '0.00',
      travel: '200.00',
      administrative_expense: '200.00',
      discount: '0.00',
      gst: '396.00',
      total: '2596.00',
    });
  });

  it('keeps a stored travel cost and an explicit expense percent', () => {
    const r = computeEstimate({
      products: [{ price: '99.99', quantity: 1 }],
      labour: [{ rate: '100', hours: '1' }],
      profit: PROFIT,
      travel: { cost: '150.75' },
      administrativeExpensePercent: 0,
      discountPercent: 100,
    });
    expect(r.exact.travel).toBe('150.75');
    expect(r.exact.administrative_expense).toBe('0');
    expect(r.exact.taxable).toBe('0');
    expect(r.totals.total).toBe('0.00');
    expect(r.totals.total_in_words).toBe('Zero Rupees Only');
  });

  it('rounds the total down, never up', () => {
    // 84.74 × 1.18 = 99.9932
    const r = computeEstimate({
      products: [],
      labour: [{ rate: '84.74', hours: 1 }],
      profit: { ...PROFIT, company_profit: 0, administrative_expense: 0 },
      travel: { cost: 0 },
    });
    expect(r.exact.gross_total).toBe('99.9932');
    expect(r.totals.total).toBe('99.00');
  });

  it('computes travel for a new estimate', () => {
    expect(travelCost('12.5', '8', 3)).toBe('600');
    expect(travelCost('12.5', '8', 0)).toBe('0');
    expect(() => travelCost('1', '1', -1)).toThrow(RangeError);
  });
});

describe('invoice (hand-computed)', () => {
  it('adds CGST, SGST and IGST per line and sums the lines', () => {
    const r = computeInvoice([
      { rate: '1000', quantity: 2, cgst: 9, sgst: 9, igst: 0 },
      { rate: '99.99', quantity: '3', cgst: '0', sgst: '0', igst: '18' },
    ]);
    expect(r.lines).toEqual([
      { subtotal: '2000.00', cgst: '180.00', sgst: '180.00', igst: '0.00', amount: '2360.00' },
      { subtotal: '299.97', cgst: '0.00', sgst: '0.00', igst: '53.99', amount: '353.96' },
    ]);
    expect(r.exact.lines[1]).toEqual({
      subtotal: '299.97',
      cgst: '0',
      sgst: '0',
      igst: '53.9946',
      amount: '353.9646',
    });
    expect(r.totals).toEqual({
      subtotal: '2299.97',
      cgst: '180.00',
      sgst: '180.00',
      igst: '53.99',
      total: '2713.96',
      amount_paise: 271396,
    });
    expect(r.exact.totals.total).toBe('2713.9646');
    expect(r.total_in_words).toBe('Two Thousand Seven Hundred Thirteen Rupees And Ninety Six Paise Only');
  });

  it('pays the nearest paisa, half up', () => {
    const r = computeInvoice([{ rate: '0.5', quantity: 1, cgst: 1, sgst: 0, igst: 0 }]);
    expect(r.exact.totals.total).toBe('0.505');
    expect(r.totals.total).toBe('0.51');
    expect(r.totals.amount_paise).toBe(51);
  });

  it('has zero totals with no lines', () => {
    expect(computeInvoice([]).totals).toEqual({
      subtotal: '0.00',
      cgst: '0.00',
      sgst: '0.00',
      igst: '0.00',
      total: '0.00',
      amount_paise: 0,
    });
  });
});

describe('proposal total', () => {
  it('is price + p % + a %', () => {
    expect(proposalTotal('18900', '10', '5')).toEqual({
      exact: '21735',
      total: '21735.00',
      total_paise: 2173500,
    });
    // 999.99 × 1.1975 = 1197.488025
    expect(proposalTotal('999.99', '12.5', 7.25)).toEqual({
      exact: '1197.488025',
      total: '1197.49',
      total_paise: 119749,
    });
    expect(proposalTotal(0, 10, 10).total).toBe('0.00');
  });
});
