import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exact, unitsText } from '../src/decimal.ts';
import {
  addressParts,
  addressReading,
  type EInvoice,
  type EInvoiceSource,
  eInvoiceDate,
  eInvoiceFinancialYear,
  eInvoiceJson,
  eInvoiceQr,
  eInvoiceSourceOfInvoice,
  validateEInvoice,
} from '../src/e-invoice.ts';
import { DEFAULT_GST_RATES, GST_STATE_CODES, GST_STATES, pinFitsState, statesOfPin } from '../src/gst.ts';
import { computeTaxDocument } from '../src/tax-invoice.ts';
import {
  creditNote,
  type FixtureLine,
  gstin,
  issuedInvoice,
  KARNATAKA_CLIENT,
  KERALA_CLIENT,
  LINES,
  SUPPLIER,
} from './support/e-invoice-fixtures.ts';

/** The e-invoice builder and the checks before sending (docs/requirements/003-e-invoice.md §7-§8). */

const NOW = new Date('2026-11-27T06:00:00Z');
const num = (amount: string) => Number(amount);

function valid(json: unknown): EInvoice {
  const check = validateEInvoice(json, { now: NOW });
  if (!check.ok) throw new Error(check.problems.map((p) => p.message).join('\n'));
  return check.invoice;
}

function problems(json: unknown) {
  const check = validateEInvoice(json, { now: NOW });
  return check.ok ? [] : check.problems;
}

/** A deep copy to tamper with. */
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('the e-invoice of a tax invoice', () => {
  it('reports a B2B invoice within the state with CGST and SGST, to the paisa of the invoice', () => {
    const invoice = issuedInvoice(KARNATAKA_CLIENT, '29');
    const json = valid(eInvoiceJson(eInvoiceSourceOfInvoice(invoice)));
    expect(json.Version).toBe('1.1');
    expect(json.TranDtls).toEqual({ TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N', IgstOnIntra: 'N' });
    expect(json.DocDtls).toEqual({ Typ: 'INV', No: 'AQ/26-27/0042', Dt: '20/11/2026' });
    expect(json.SellerDtls).toEqual({
      Gstin: SUPPLIER.gstin,
      LglNm: 'AquaDesk Environmental Engineering Private Limited',
      TrdNm: 'AquaDesk',
      Addr1: '4th Floor, Lake View Towers, 80 Feet Road, Koramangala',
      Loc: 'Bengaluru',
      Pin: 560034,
      Stcd: '29',
      Ph: '918041234567',
      Em: 'accounts@aquadesk.example',
    });
    expect(json.BuyerDtls).toEqual({
      Gstin: KARNATAKA_CLIENT.gstin,
      LglNm: 'Mysore Lakeside Resorts Private Limited',
      Pos: '29',
      Addr1: '12 Lake Road',
      Loc: 'Bengaluru',
      Pin: 560001,
      Stcd: '29',
    });
    // line 2: 3 × 12333.33 = 36999.99, less 1250.50 = 35749.49; 9 % of it 3217.4541 → 3217.45 each
    expect(json.ItemList[1]).toEqual({
      SlNo: '2',
      PrdDesc: "Ultrafiltration membrane module 'UF-80'",
      IsServc: 'N',
      HsnCd: '84212190',
      Qty: 3,
      Unit: 'NOS',
      UnitPrice: 12333.33,
      TotAmt: 36999.99,
      Discount: 1250.5,
      AssAmt: 35749.49,
      GstRt: 18,
      IgstAmt: 0,
      CgstAmt: 3217.45,
      SgstAmt: 3217.45,
      TotItemVal: 42184.39,
    });
    expect(json.ItemList.map((i) => i.IsServc)).toEqual(['Y', 'N', 'Y']);
    invoice.lines.forEach((line, i) => {
      const item = json.ItemList[i] as EInvoice['ItemList'][number];
      expect(item.TotAmt).toBe(num(line.subtotal));
      expect(item.CgstAmt).toBe(num(line.cgst_amount));
      expect(item.SgstAmt).toBe(num(line.sgst_amount));
      expect(item.IgstAmt).toBe(0);
      expect(item.TotItemVal).toBe(num(line.amount));
    });
    expect(json.ValDtls).toEqual({
      AssVal: num(invoice.tax_totals.taxable),
      CgstVal: num(invoice.tax_totals.cgst),
      SgstVal: num(invoice.tax_totals.sgst),
      IgstVal: 0,
      RndOffAmt: 0,
      TotInvVal: num(invoice.tax_totals.total),
    });
    expect(json.ValDtls.TotInvVal).toBe(57230 + 42184.39 + 18899.88);
    expect(json.RefDtls).toBeUndefined();
  });

  it('reports an invoice to another state with IGST alone, to the paisa of the invoice', () => {
    const invoice = issuedInvoice(KERALA_CLIENT, '32', LINES, { reverse_charge: true });
    const json = valid(eInvoiceJson(eInvoiceSourceOfInvoice(invoice)));
    expect(json.TranDtls.RegRev).toBe('Y');
    expect(json.BuyerDtls).toMatchObject({
      Pos: '32',
      Stcd: '32',
      Addr1: '2nd Floor, Riverside Towers, MG Road',
      Loc: 'Thrissur',
      Pin: 680001,
    });
    for (const item of json.ItemList) {
      expect(item.CgstAmt).toBe(0);
      expect(item.SgstAmt).toBe(0);
    }
    expect(json.ItemList[1]?.IgstAmt).toBe(6434.91); // 18 % of 35749.49 = 6434.9082
    expect(json.ValDtls).toEqual({
      AssVal: num(invoice.tax_totals.taxable),
      CgstVal: 0,
      SgstVal: 0,
      IgstVal: num(invoice.tax_totals.igst),
      RndOffAmt: 0,
      TotInvVal: num(invoice.tax_totals.total),
    });
  });

  it('reports a credit note with the invoice it amends', () => {
    const invoice = issuedInvoice(KERALA_CLIENT, '32');
    const returned: FixtureLine = { ...(LINES[1] as FixtureLine), quantity: '2', discount: '0' };
    const note = creditNote(invoice, [returned], '32');
    const json = valid(eInvoiceJson(note));
    expect(json.DocDtls).toEqual({ Typ: 'CRN', No: 'CN/26-27/0007', Dt: '25/11/2026' });
    expect(json.RefDtls).toEqual({
      InvRm: 'Two membrane modules returned unused',
      PrecDocDtls: [{ InvNo: 'AQ/26-27/0042', InvDt: '20/11/2026' }],
    });
    // 2 × 12333.33 = 24666.66; IGST 18 % = 4439.9988 → 4440.00
    expect(json.ItemList).toHaveLength(1);
    expect(json.ItemList[0]).toMatchObject({
      TotAmt: 24666.66,
      AssAmt: 24666.66,
      IgstAmt: 4440,
      TotItemVal: 29106.66,
    });
    expect(json.ValDtls).toEqual({
      AssVal: num(note.totals.taxable),
      CgstVal: 0,
      SgstVal: 0,
      IgstVal: num(note.totals.igst),
      RndOffAmt: 0,
      TotInvVal: num(note.totals.total),
    });
    expect(json.ValDtls.TotInvVal).toBe(29106.66);
  });

  it('reports no draft and no cancelled invoice', () => {
    const draft = issuedInvoice(KARNATAKA_CLIENT, '29', LINES, {
      status: 'draft',
      number: null,
      issued_at: null,
    });
    expect(() => eInvoiceSourceOfInvoice(draft)).toThrow(RangeError);
    const cancelled = issuedInvoice(KARNATAKA_CLIENT, '29', LINES, { status: 'cancelled' });
    expect(() => eInvoiceSourceOfInvoice(cancelled)).toThrow(RangeError);
  });

  it('dates a document by its day in India and gives the financial year as the IRN takes it', () => {
    expect(eInvoiceDate('2026-03-31T18:40:00Z')).toBe('01/04/2026'); // 00:10 IST on 1 April
    expect(eInvoiceDate('2026-03-31T18:20:00Z')).toBe('31/03/2026');
    expect(eInvoiceFinancialYear('31/03/2027')).toBe('2026-27');
    expect(eInvoiceFinancialYear('01/04/2027')).toBe('2027-28');
    expect(eInvoiceFinancialYear('15/01/2100')).toBe('2099-00');
    expect(() => eInvoiceFinancialYear('31/02/2027')).toThrow(RangeError);
  });

  it('reads the PIN, the town and the address lines from a free-text address', () => {
    expect(addressParts('12 Lake Road, Bengaluru 560001')).toEqual({
      addr1: '12 Lake Road',
      loc: 'Bengaluru',
      pin: 560001,
    });
    expect(addressParts('Plot 7, MIDC Bhosari\nPune - 411 026\nMaharashtra, India')).toEqual({
      addr1: 'Plot 7, MIDC Bhosari',
      loc: 'Pune',
      pin: 411026,
    });
    expect(addressParts('Sector 5, Salt Lake, Kolkata, West Bengal 700091')).toEqual({
      addr1: 'Sector 5, Salt Lake',
      loc: 'Kolkata',
      pin: 700091,
    });
    expect(addressParts('Bengaluru 560001')).toEqual({ addr1: 'Bengaluru', loc: 'Bengaluru', pin: 560001 });
    // no PIN: the town is the last part, and the PIN is reported missing
    expect(addressParts('12 Lake Road, Bengaluru')).toEqual({ addr1: '12 Lake Road', loc: 'Bengaluru' });
    // a number of six digits beginning with 0 is no PIN
    expect(addressParts('Survey 012345, Hosur Road, Bengaluru').pin).toBeUndefined();
    const long = Array.from({ length: 6 }, (_, i) => `Building ${i + 1} of the Riverside Industrial Estate`);
    const parts = addressParts(`${long.join(', ')}, Kochi 682001`);
    expect(parts.addr1?.length).toBeLessThanOrEqual(100);
    expect(`${parts.addr1}, ${parts.addr2}`).toBe(long.join(', '));
  });
});

describe('the checks before sending', () => {
  const good = () => eInvoiceJson(eInvoiceSourceOfInvoice(issuedInvoice(KARNATAKA_CLIENT, '29')));

  it('names a missing GSTIN of the company', () => {
    const invoice = issuedInvoice(KARNATAKA_CLIENT, '29', LINES, { supplier: { ...SUPPLIER, gstin: null } });
    expect(problems(eInvoiceJson(eInvoiceSourceOfInvoice(invoice)))).toContainEqual({
      path: 'SellerDtls.Gstin',
      message: "The company's GSTIN is missing (SellerDtls.Gstin)",
    });
  });

  it('names a GSTIN that does not add up', () => {
    const json = copy(good());
    json.BuyerDtls = { ...json.BuyerDtls, Gstin: '29AAGCM4321D1ZZ' };
    const [problem] = problems(json);
    expect(problem?.path).toBe('BuyerDtls.Gstin');
    expect(problem?.message).toMatch(/^The client's GSTIN is not valid: this GSTIN does not add up/);
  });

  it("names the client's missing PIN code", () => {
    const client = { ...KARNATAKA_CLIENT, address: '12 Lake Road, Bengaluru' };
    expect(problems(eInvoiceJson(eInvoiceSourceOfInvoice(issuedInvoice(client, '29'))))).toEqual([
      { path: 'BuyerDtls.Pin', message: "The client's PIN code is missing (BuyerDtls.Pin)" },
    ]);
  });

  it("names a PIN code that is not of the party's state, and the state it is of", () => {
    const client = { ...KARNATAKA_CLIENT, address: '12 Lake Road, Kochi 682001' };
    expect(problems(eInvoiceJson(eInvoiceSourceOfInvoice(issuedInvoice(client, '29'))))).toEqual([
      {
        path: 'BuyerDtls.Pin',
        message:
          "The client's PIN code 682001 is not a PIN code of Karnataka (29): it is in Lakshadweep or Kerala (BuyerDtls.Pin)",
      },
    ]);
    const json = copy(good());
    json.SellerDtls = { ...json.SellerDtls, Pin: 999001 };
    expect(problems(json)).toEqual([
      {
        path: 'SellerDtls.Pin',
        message: "The company's PIN code 999001 is not a PIN code of Karnataka (29) (SellerDtls.Pin)",
      },
    ]);
  });

  it('names an HSN of the wrong length at its line', () => {
    const lines = LINES.map((l, i) => (i === 2 ? { ...l, hsn: '99834' } : l));
    expect(
      problems(eInvoiceJson(eInvoiceSourceOfInvoice(issuedInvoice(KARNATAKA_CLIENT, '29', lines)))),
    ).toEqual([
      {
        path: 'ItemList[2].HsnCd',
        message: "Line 3's HSN/SAC code has 4, 6 or 8 digits (ItemList[2].HsnCd)",
      },
    ]);
  });

  it('refuses a B2C invoice: its client has no GSTIN', () => {
    const client = { ...KARNATAKA_CLIENT, gstin: null, billed: 'B2C' as const };
    const found = problems(eInvoiceJson(eInvoiceSourceOfInvoice(issuedInvoice(client, '29'))));
    expect(found).toHaveLength(1);
    expect(found[0]?.path).toBe('BuyerDtls.Gstin');
    expect(found[0]?.message).toContain('business-to-consumer (B2C)');
    expect(found[0]?.message).toContain('(BuyerDtls.Gstin)');
  });

  it('refuses a number over 16 characters, and one beginning with 0, / or -', () => {
    const invoice = issuedInvoice(KARNATAKA_CLIENT, '29', LINES, { number: 'AQ/2026-27/00042' });
    expect(problems(eInvoiceJson(eInvoiceSourceOfInvoice(invoice)))).toEqual([]); // 16: the most there is
    const over = issuedInvoice(KARNATAKA_CLIENT, '29', LINES, { number: 'AQ/2026-27/000042' });
    expect(problems(eInvoiceJson(eInvoiceSourceOfInvoice(over)))).toEqual([
      { path: 'DocDtls.No', message: "The document's number has at most 16 characters (DocDtls.No)" },
    ]);
    for (const number of ['0AQ/26-27/0001', '/AQ/26-27/0001', '-AQ/26-27/0001', 'aq/26-27/0001']) {
      const bad = issuedInvoice(KARNATAKA_CLIENT, '29', LINES, { number });
      expect(problems(eInvoiceJson(eInvoiceSourceOfInvoice(bad))).map((p) => p.path)).toEqual(['DocDtls.No']);
    }
  });

  it('refuses a document dated after today in India', () => {
    const tomorrow = issuedInvoice(KARNATAKA_CLIENT, '29', LINES, { issued_at: '2026-11-27T18:31:00Z' });
    expect(problems(eInvoiceJson(eInvoiceSourceOfInvoice(tomorrow)))).toEqual([
      {
        path: 'DocDtls.Dt',
        message:
          "The document's date is after today: the IRP does not take a document dated ahead (DocDtls.Dt)",
      },
    ]);
    const today = issuedInvoice(KARNATAKA_CLIENT, '29', LINES, { issued_at: '2026-11-27T18:29:00Z' });
    expect(problems(eInvoiceJson(eInvoiceSourceOfInvoice(today)))).toEqual([]);
  });

  it('refuses a tax split that disagrees with the place of supply', () => {
    const json = copy(good()) as EInvoice;
    const item = json.ItemList[0] as EInvoice['ItemList'][number];
    json.ItemList[0] = { ...item, IgstAmt: 8730, CgstAmt: 0, SgstAmt: 0 };
    const found = problems(json);
    expect(found.map((p) => p.path)).toEqual([
      'ItemList[0].CgstAmt',
      'ItemList[0].SgstAmt',
      'ItemList[0].IgstAmt',
      'ValDtls.CgstVal',
      'ValDtls.SgstVal',
      'ValDtls.IgstVal',
    ]);
    expect(found[2]?.message).toBe(
      "Line 1's IGST must be 0: the company (state 29) supplies within its state (place of supply 29), so the tax is CGST and SGST (ItemList[0].IgstAmt)",
    );
  });

  it('allows a tax one rupee from the rate, as the IRP does, and no more', () => {
    const json = copy(good()) as EInvoice;
    const item = json.ItemList[0] as EInvoice['ItemList'][number]; // 48500 at 9 % + 9 %: 4365 each
    const withTax = (cgst: number, sgst: number): EInvoice => ({
      ...json,
      ItemList: [
        { ...item, CgstAmt: cgst, SgstAmt: sgst, TotItemVal: item.AssAmt + cgst + sgst },
        ...json.ItemList.slice(1),
      ],
      ValDtls: {
        ...json.ValDtls,
        CgstVal: json.ValDtls.CgstVal - item.CgstAmt + cgst,
        SgstVal: json.ValDtls.SgstVal - item.SgstAmt + sgst,
        TotInvVal: json.ValDtls.TotInvVal - item.CgstAmt - item.SgstAmt + cgst + sgst,
      },
    });
    expect(problems(withTax(4366, 4364))).toEqual([]);
    expect(problems(withTax(4366.01, 4365)).map((p) => p.message)).toEqual([
      "Line 1's CGST must be 4365.00 (the taxable value at half 18 %), give or take one rupee (ItemList[0].CgstAmt)",
    ]);
  });

  it('refuses figures that do not add up', () => {
    const json = copy(good()) as EInvoice;
    const item = json.ItemList[1] as EInvoice['ItemList'][number];
    json.ItemList[1] = { ...item, AssAmt: item.AssAmt + 0.01 };
    json.ValDtls = { ...json.ValDtls, TotInvVal: json.ValDtls.TotInvVal + 1.01 };
    expect(problems(json).map((p) => p.message)).toEqual([
      "Line 2's taxable value must be the value less the discount, 35749.49 (ItemList[1].AssAmt)",
      "The document's total must be the taxable value plus the taxes and the rounding, 118314.27 (ValDtls.TotInvVal)",
    ]);
  });

  it('refuses more than 1000 lines, amounts with too many places, misspelt fields and a wrong goods flag', () => {
    const json = copy(good()) as EInvoice;
    const item = json.ItemList[0] as EInvoice['ItemList'][number];
    const many = {
      ...json,
      ItemList: Array.from({ length: 1001 }, (_, i) => ({ ...item, SlNo: String(i + 1) })),
    };
    expect(problems(many)).toContainEqual({
      path: 'ItemList',
      message: 'The list of lines has at most 1000 entries (ItemList)',
    });
    const places = { ...json, ItemList: [{ ...item, TotAmt: 48500.001 }] };
    expect(problems(places)).toContainEqual({
      path: 'ItemList[0].TotAmt',
      message: "Line 1's value has at most 2 decimal places (ItemList[0].TotAmt)",
    });
    const misspelt = { ...json, BuyerDtls: { ...json.BuyerDtls, Pincode: 560001 } };
    expect(problems(misspelt)).toContainEqual({
      path: 'BuyerDtls.Pincode',
      message: 'The field BuyerDtls.Pincode is not a field AquaDesk sends (BuyerDtls.Pincode)',
    });
    const flag = { ...json, ItemList: [{ ...item, IsServc: 'N' as const }, ...json.ItemList.slice(1)] };
    expect(problems(flag).map((p) => p.message)).toEqual([
      "Line 1's goods-or-service flag must be Y: a SAC (it begins 99) is a service (ItemList[0].IsServc)",
    ]);
  });

  it('says what is wrong with what is no e-invoice at all', () => {
    expect(problems(null)).toEqual([{ path: '', message: 'The e-invoice is missing' }]);
    expect(problems('{}')).toEqual([{ path: '', message: 'The e-invoice must be an object' }]);
    const json = copy(good()) as EInvoice;
    expect(problems({ ...json, ItemList: 'none' })).toEqual([
      { path: 'ItemList', message: 'The list of lines must be a list (ItemList)' },
    ]);
    expect(problems({ ...json, ValDtls: { ...json.ValDtls, TotInvVal: '118313.26' } })).toEqual([
      { path: 'ValDtls.TotInvVal', message: "The document's total must be a number (ValDtls.TotInvVal)" },
    ]);
  });

  it("refuses a company whose state is not its GSTIN's, and a note without its invoice", () => {
    const json = copy(good()) as EInvoice;
    expect(problems({ ...json, SellerDtls: { ...json.SellerDtls, Stcd: '32' } }).map((p) => p.path)).toEqual([
      'SellerDtls.Stcd',
      // and its PIN code is no longer of the state it names
      'SellerDtls.Pin',
      // the split now reads as between states: the CGST and SGST of every line are wrong
      ...json.ItemList.flatMap((_, i) => [
        `ItemList[${i}].CgstAmt`,
        `ItemList[${i}].SgstAmt`,
        `ItemList[${i}].IgstAmt`,
      ]),
    ]);
    const note: EInvoice = { ...json, DocDtls: { ...json.DocDtls, Typ: 'CRN' } };
    expect(problems(note)).toEqual([
      {
        path: 'RefDtls.PrecDocDtls',
        message:
          'The invoice the note amends is missing: a credit or debit note names the invoice it amends (RefDtls.PrecDocDtls)',
      },
    ]);
  });

  it('puts in the QR code the line of the highest taxable value', () => {
    const json = valid(good());
    const qr = eInvoiceQr(json, 'a'.repeat(64), '2026-11-20 11:00:00');
    expect(qr).toEqual({
      SellerGstin: SUPPLIER.gstin,
      BuyerGstin: KARNATAKA_CLIENT.gstin,
      DocNo: 'AQ/26-27/0042',
      DocTyp: 'INV',
      DocDt: '20/11/2026',
      TotInvVal: json.ValDtls.TotInvVal,
      ItemCnt: 3,
      MainHsnCode: '998719',
      Irn: 'a'.repeat(64),
      IrnDt: '2026-11-20 11:00:00',
    });
  });
});

describe('every invoice computeTaxDocument figures', () => {
  const hsns = ['998719', '998346', '84212190', '9987', '392690', '28289090'];
  const units = ['NOS', 'OTH', 'KGS', 'LTR', 'SET'];
  const line = fc
    .record({
      hsn: fc.constantFrom(...hsns),
      unit: fc.constantFrom(...units),
      quantityMilli: fc.integer({ min: 1, max: 1_000_000 }),
      pricePaise: fc.integer({ min: 0, max: 100_000_000 }),
      discountShare: fc.integer({ min: 0, max: 100 }),
      gstRate: fc.constantFrom(...DEFAULT_GST_RATES),
    })
    .map((r): FixtureLine => {
      const quantity = unitsText(BigInt(r.quantityMilli), 3);
      const unitPrice = unitsText(BigInt(r.pricePaise), 2);
      const value = exact(quantity).times(exact(unitPrice)).round(2, 'half-up');
      const discount = unitsText((value * BigInt(r.discountShare)) / 100n, 2);
      return {
        description: `Line of ${r.hsn}`,
        hsn: r.hsn,
        unit: r.unit,
        quantity,
        unitPrice,
        discount,
        gstRate: r.gstRate,
      };
    });

  it('is a valid e-invoice whose totals are the document totals', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 30 }),
        fc.constantFrom(...GST_STATE_CODES),
        fc.boolean(),
        (lines, place, asNote) => {
          const client = { ...KERALA_CLIENT, gstin: gstin(`${place === '32' ? '33' : '32'}AAKFR5678C1Z`) };
          const invoice = issuedInvoice(client, place, lines);
          const source: EInvoiceSource = asNote
            ? creditNote(invoice, lines, place)
            : eInvoiceSourceOfInvoice(invoice);
          const check = validateEInvoice(eInvoiceJson(source), { now: NOW });
          if (!check.ok) throw new Error(JSON.stringify(check.problems));
          const figures = computeTaxDocument(lines, SUPPLIER.state_code, place);
          expect(check.invoice.ValDtls).toEqual({
            AssVal: num(figures.totals.taxable),
            CgstVal: num(figures.totals.cgst),
            SgstVal: num(figures.totals.sgst),
            IgstVal: num(figures.totals.igst),
            RndOffAmt: 0,
            TotInvVal: num(figures.totals.total),
          });
          // a JSON number carries the printed figure exactly, through text and back
          const again = JSON.parse(JSON.stringify(check.invoice)) as EInvoice;
          expect(unitsText(exact(String(again.ValDtls.TotInvVal)).round(2, 'half-up'), 2)).toBe(
            figures.totals.total,
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('PIN codes and states', () => {
  it("takes a PIN whose first three digits are among its state's, at both ends of each range", () => {
    expect(pinFitsState(670001, '32')).toBe(true);
    expect(pinFitsState(695999, '32')).toBe(true);
    expect(pinFitsState(669999, '32')).toBe(false);
    expect(pinFitsState(696000, '32')).toBe(false);
    // Puducherry's parts lie in three states: Mahe's 673 is Kerala's too
    for (const pin of [533464, 605001, 607402, 609602, 673310]) expect(pinFitsState(pin, '34')).toBe(true);
    expect(pinFitsState(673310, '32')).toBe(true);
    expect(pinFitsState(110001, '07')).toBe(true);
    expect(pinFitsState(120001, '07')).toBe(false);
  });

  it('does not check the states whose PIN codes are shared or unknown', () => {
    // Telangana's 500-509 are Andhra Pradesh's range too, Ladakh's 194 Jammu and Kashmir's
    expect(pinFitsState(500001, '36')).toBe(true);
    expect(pinFitsState(194101, '38')).toBe(true);
    expect(pinFitsState(123456, '97')).toBe(true);
  });

  it('names the states of a PIN code', () => {
    expect(statesOfPin(560001).map((s) => s.code)).toEqual(['29']);
    expect(statesOfPin(160017).map((s) => s.code)).toEqual(['03', '04']);
    expect(statesOfPin(999999)).toEqual([]);
  });

  it('every state of the GST list but the three unchecked has PIN codes of its own', () => {
    for (const s of GST_STATES) {
      const some = Array.from({ length: 900 }, (_, i) => (i + 100) * 1000 + 1).filter((pin) =>
        statesOfPin(pin).some((t) => t.code === s.code),
      );
      expect(some.length > 0, s.name).toBe(!['36', '38', '97'].includes(s.code));
    }
  });
});

describe('what a form shows an address reads as', () => {
  it('names the town and PIN code found', () => {
    expect(addressReading('Malabar Dairy Co-op, Industrial Estate, Kozhikode 673001', '32')).toEqual({
      text: 'E-invoices read the town as Kozhikode and the PIN code as 673001',
      problem: false,
    });
  });

  it('says what is missing or wrong', () => {
    expect(addressReading('12 Lake Road, Bengaluru', '29')).toMatchObject({ problem: true });
    expect(addressReading('12 Lake Road, Bengaluru', '29').text).toContain('six-digit PIN code');
    expect(addressReading('560001', '29')).toEqual({
      text: 'E-invoices need the town or city before the PIN code 560001',
      problem: true,
    });
    expect(addressReading('12 Lake Road, Bengaluru 560001', '32')).toEqual({
      text: 'The PIN code 560001 is not a PIN code of Kerala (32): it is in Karnataka',
      problem: true,
    });
    // no state chosen yet: the PIN is not checked against one
    expect(addressReading('12 Lake Road, Bengaluru 560001', null).problem).toBe(false);
  });
});
