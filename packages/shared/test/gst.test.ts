import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canonicalRate,
  DEFAULT_GST_RATES,
  documentNumber,
  financialYearOf,
  GST_MESSAGES,
  GST_STATES,
  GST_UNIT_CODES,
  gstinCheckCharacter,
  gstinProblem,
  isServiceCode,
  lineTax,
  panOfGstin,
  stateCodeOfGstin,
  stateOfCode,
  stateTaxName,
  taxSplitOf,
  zGstin,
  zGstRate,
  zHsnSac,
  zPan,
  zStateCode,
} from '../src/gst.ts';

const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const upper = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const digit = fc.constantFrom(...'0123456789');
const holderKind = fc.constantFrom(...'ABCFGHJLPT');

/** The first 14 characters of a well-formed GSTIN: state code, PAN, registration number, 'Z'. */
const gstinBody = fc
  .tuple(
    fc.constantFrom(...GST_STATES.map((s) => s.code)),
    fc.array(upper, { minLength: 3, maxLength: 3 }),
    holderKind,
    upper,
    fc.array(digit, { minLength: 4, maxLength: 4 }),
    upper,
    fc.constantFrom(...'123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
  )
  .map(([code, three, kind, fifth, four, last, entity]) =>
    [code, ...three, kind, fifth, ...four, last, entity, 'Z'].join(''),
  );

describe('GST states', () => {
  it('lists the 36 states and union territories and Other Territory, each code once', () => {
    expect(GST_STATES).toHaveLength(37);
    expect(GST_STATES.filter((s) => s.kind === 'state')).toHaveLength(28);
    expect(GST_STATES.filter((s) => s.kind === 'union territory')).toHaveLength(8);
    expect(new Set(GST_STATES.map((s) => s.code)).size).toBe(37);
    expect(stateOfCode('29')?.name).toBe('Karnataka');
    expect(stateOfCode('37')?.name).toBe('Andhra Pradesh');
    expect(stateOfCode('38')?.name).toBe('Ladakh');
    expect(stateOfCode('25')).toBeUndefined();
    expect(stateOfCode('28')).toBeUndefined();
  });

  it('names the second half of an intra-state tax UTGST only in a union territory without a legislature', () => {
    expect(['04', '26', '31', '35', '38'].map(stateTaxName)).toEqual(Array(5).fill('UTGST'));
    expect(['07', '34', '01', '29', '27'].map(stateTaxName)).toEqual(Array(5).fill('SGST'));
  });

  it('takes a state code only from the list', () => {
    expect(zStateCode.safeParse('27').success).toBe(true);
    const bad = zStateCode.safeParse('25');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(GST_MESSAGES.stateCode);
  });
});

describe('GSTIN', () => {
  it('accepts a GSTIN issued by the GSTN and finds its state and PAN', () => {
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
    expect(stateCodeOfGstin('27AAPFU0939F1ZV')).toBe('27');
    expect(panOfGstin('27AAPFU0939F1ZV')).toBe('AAPFU0939F');
  });

  it('computes the check character by the GSTN mod-36 rule', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    // every character of 0-9A-Z is the check character of some body: the sum covers every residue
    const checks = new Set(
      Array.from({ length: 36 }, (_, i) => gstinCheckCharacter(`27AAPFU0939F${CHARS[i]}Z`)),
    );
    expect(checks.size).toBe(36);
  });

  it('says at the field what is wrong', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toBe(GST_MESSAGES.gstinLength);
    expect(gstinProblem('27aapfu0939f1zv')).toBe(GST_MESSAGES.gstinCharacters);
    expect(gstinProblem('25AAPFU0939F1ZV')).toBe(GST_MESSAGES.gstinState('25'));
    expect(gstinProblem('99AAPFU0939F1ZV')).toBe(GST_MESSAGES.gstinState('99'));
    expect(gstinProblem('27AAPXU0939F1ZV')).toBe(GST_MESSAGES.gstinPan);
    expect(gstinProblem('27AAPFU09391F1ZV'.slice(0, 15))).toBe(GST_MESSAGES.gstinPan);
    expect(gstinProblem('27AAPFU0939F0ZV')).toBe(GST_MESSAGES.gstinEntity);
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe(GST_MESSAGES.gstinCheck);
  });

  it('takes a GSTIN with spaces and small letters as the GSTIN, and refuses a wrong one with its reason', () => {
    expect(zGstin.parse(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(zGstin.parse('27 AAPFU 0939F 1ZV')).toBe('27AAPFU0939F1ZV');
    const wrong = zGstin.safeParse('27AAPFU0939F1ZW');
    expect(wrong.error?.issues[0]?.message).toBe(GST_MESSAGES.gstinCheck);
    expect(zGstin.safeParse('x'.repeat(41)).success).toBe(false);
  });

  it('accepts every well-formed GSTIN with its check character and refuses every other last character', () => {
    fc.assert(
      fc.property(gstinBody, (body) => {
        const check = gstinCheckCharacter(body);
        // every last character is tried: its own check character is the one taken
        for (const last of CHARS) {
          expect(gstinProblem(body + last), last).toBe(last === check ? null : GST_MESSAGES.gstinCheck);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('catches every single mistyped character of the first 14 (Luhn mod N detects each)', () => {
    fc.assert(
      fc.property(gstinBody, fc.nat(13), fc.constantFrom(...CHARS), (body, at, typed) => {
        fc.pre(body.charAt(at) !== typed);
        const gstin = body + gstinCheckCharacter(body);
        const mistyped = gstin.slice(0, at) + typed + gstin.slice(at + 1);
        expect(gstinProblem(mistyped)).not.toBeNull();
      }),
      { numRuns: 2000 },
    );
  });

  it('takes a PAN alone the same way', () => {
    expect(zPan.parse('aapfu0939f')).toBe('AAPFU0939F');
    expect(zPan.safeParse('AAPFU0939').error?.issues[0]?.message).toBe(GST_MESSAGES.pan);
  });
});

describe('HSN, SAC and units', () => {
  it('takes 4, 6 or 8 digits', () => {
    for (const ok of ['9954', '995461', '84212190']) expect(zHsnSac.safeParse(ok).success).toBe(true);
    for (const bad of ['995', '99546', '9954611', '842121901', '99a4', '']) {
      expect(zHsnSac.safeParse(bad).error?.issues[0]?.message).toBe(GST_MESSAGES.hsn);
    }
  });

  it('knows a service by chapter 99', () => {
    expect(isServiceCode('998719')).toBe(true);
    expect(isServiceCode('84212190')).toBe(false);
  });

  it('has the units of the GST list', () => {
    expect(GST_UNIT_CODES).toContain('NOS');
    expect(GST_UNIT_CODES).toContain('OTH');
    expect(GST_UNIT_CODES).toHaveLength(45);
  });
});

describe('rates and tax', () => {
  it('takes a rate only from the list, however it is written', () => {
    const rate = zGstRate();
    expect(rate.parse('18.00')).toBe('18');
    expect(rate.parse(0.25)).toBe('0.25');
    expect(rate.parse('0')).toBe('0');
    expect(rate.safeParse('12').error?.issues[0]?.message).toBe(GST_MESSAGES.rate(DEFAULT_GST_RATES));
    expect(rate.safeParse('180').success).toBe(false);
    expect(rate.safeParse('abc').success).toBe(false);
    expect(canonicalRate('40.0')).toBe('40');
  });

  it('splits by the place of supply', () => {
    expect(taxSplitOf('29', '29')).toBe('intra');
    expect(taxSplitOf('29', '27')).toBe('inter');
    expect(lineTax('1000.00', '18', 'intra')).toEqual({ cgst: '90.00', sgst: '90.00', igst: '0.00' });
    expect(lineTax('1000.00', '18', 'inter')).toEqual({ cgst: '0.00', sgst: '0.00', igst: '180.00' });
    // 0.25 % of 333.33 is 0.8333…: each half 0.42 (half up of 0.416…), IGST 0.83
    expect(lineTax('333.33', '0.25', 'intra')).toEqual({ cgst: '0.42', sgst: '0.42', igst: '0.00' });
    expect(lineTax('333.33', '0.25', 'inter')).toEqual({ cgst: '0.00', sgst: '0.00', igst: '0.83' });
  });

  it('keeps CGST and SGST equal and within a paisa of IGST for any taxable value and rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.constantFrom(...DEFAULT_GST_RATES),
        (p, r) => {
          const taxable = (p / 100).toFixed(2);
          const intra = lineTax(taxable, r, 'intra');
          const inter = lineTax(taxable, r, 'inter');
          expect(intra.cgst).toBe(intra.sgst);
          const twoHalves = Math.round(Number(intra.cgst) * 200);
          expect(Math.abs(twoHalves - Math.round(Number(inter.igst) * 100))).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('financial year and numbers', () => {
  it('turns over at midnight of 1 April in India, not in UTC', () => {
    // 31 March 2027 23:59:59 IST is 18:29:59 UTC; 1 April 00:00 IST is 31 March 18:30 UTC
    expect(financialYearOf(new Date('2027-03-31T18:29:59.999Z')).label).toBe('26-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00.000Z')).label).toBe('27-28');
    expect(financialYearOf(new Date('2026-11-27T00:00:00Z'))).toEqual({ start: 2026, label: '26-27' });
    expect(financialYearOf(new Date('2026-01-15T00:00:00Z')).label).toBe('25-26');
    expect(financialYearOf(new Date('2099-12-31T00:00:00Z')).label).toBe('99-00');
  });

  it('numbers a series within 16 characters and says when a series is full', () => {
    expect(documentNumber('AQ', '26-27', 1)).toBe('AQ/26-27/0001');
    expect(documentNumber('AQCN', '26-27', 12)).toBe('AQCN/26-27/0012');
    expect(documentNumber('AQ', '26-27', 123456)).toBe('AQ/26-27/123456');
    expect(documentNumber('AQ', '26-27', 1234567)).toBe('AQ/26-27/1234567');
    expect(() => documentNumber('AQ', '26-27', 12345678)).toThrow(/full/);
    expect(() => documentNumber('AQINV', '26-27', 10000)).toThrow(/full/);
    expect(documentNumber('AQINV', '26-27', 9999)).toHaveLength(16);
    expect(() => documentNumber('aq', '26-27', 1)).toThrow(/prefix/);
    expect(() => documentNumber('AQ', '26-27', 0)).toThrow(/serial/);
  });
});
