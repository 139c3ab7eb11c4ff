import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES, ZCompanyProfileRequest } from '../src/company.ts';
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
  sellerFieldReadings,
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

  it("sends the invoice's round-off as RndOffAmt: in its value, not in its taxable value or tax (issue 41 item 5)", () => {
    const plain = issuedInvoice(KARNATAKA_CLIENT, '29');
    const lines = computeTaxDocument(LINES, SUPPLIER.state_code, '29').totals;
    // the lines' total to the rupee below: what a job card's rounding down prints as Round off
    const off = unitsText(-BigInt(lines.total_paise % 100), 2);
    const rounded = computeTaxDocument(LINES, SUPPLIER.state_code, '29', off).totals;
    const { total_paise: _p, ...tax_totals } = rounded;
    const json = valid(eInvoiceJson(eInvoiceSourceOfInvoice({ ...plain, tax_totals })));
    expect(json.ValDtls).toEqual({
      AssVal: num(lines.taxable),
      CgstVal: num(lines.cgst),
      SgstVal: num(lines.sgst),
      IgstVal: 0,
      RndOffAmt: num(off),
      TotInvVal: num(rounded.total),
    });
    expect(json.ValDtls.RndOffAmt).toBeLessThan(0);
    expect(Number.isInteger(json.ValDtls.TotInvVal)).toBe(true);
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

  it('fits Addr1 and Addr2 to the schema: a part over 100 characters is cut at a space, Addr2 never under 3', () => {
    // one part of 120 characters: Addr1 its first words up to 100, Addr2 the rest
    const words =
      'Riverside Industrial Estate Phase Two Near The Old Ferry Landing And Coir Board Godown Opposite Kochi Refinery Gate'.split(
        ' ',
      );
    const part = words.join(' ');
    expect(part.length).toBeGreaterThan(100);
    const cut = addressParts(`${part}, Kochi 682001`);
    expect(cut.addr1!.length).toBeLessThanOrEqual(100);
    expect(cut.addr1!.length).toBeGreaterThan(90);
    expect(`${cut.addr1} ${cut.addr2}`).toBe(part);
    // 100 characters exactly stay whole; a remainder of 2 characters takes the last part of Addr1 with it
    const hundred = `${'Block A '.repeat(12)}Wing`;
    expect(hundred.length).toBe(100);
    expect(addressParts(`${hundred}, Kochi 682001`)).toEqual({ addr1: hundred, loc: 'Kochi', pin: 682001 });
    const short = addressParts(`Door 4, ${'x'.repeat(92)}, 7B, Kochi 682001`);
    expect(short.addr1).toBe('Door 4');
    expect(short.addr2).toBe(`${'x'.repeat(92)}, 7B`);
    // every value fits its field, so the e-invoice of a long address is valid
    const longAddress = { ...KARNATAKA_CLIENT, address: `${part}, Door 4, Koramangala, Bengaluru 560001` };
    const json = valid(eInvoiceJson(eInvoiceSourceOfInvoice(issuedInvoice(longAddress, '29'))));
    expect(json.BuyerDtls.Addr1.length).toBeLessThanOrEqual(100);
    expect(json.BuyerDtls.Addr2!.length).toBeGreaterThanOrEqual(3);
  });
});

describe("the company's optional particulars: sent as the NIC schema takes them, else left out (issue 41 item 10)", () => {
  const sellerOf = (over: Partial<typeof SUPPLIER>) =>
    eInvoiceJson(
      eInvoiceSourceOfInvoice(
        issuedInvoice(KARNATAKA_CLIENT, '29', LINES, { supplier: { ...SUPPLIER, ...over } }),
      ),
    ).SellerDtls;

  it("leaves out an e-mail the schema's Em pattern refuses, and sends one it takes; the document stays valid", () => {
    for (const email of [
      "o'neill@aquadesk.example",
      'hello!@aquadesk.example',
      'a@b.c',
      `${'a'.repeat(89)}@aquadesk.in`,
    ]) {
      const invoice = issuedInvoice(KARNATAKA_CLIENT, '29', LINES, { supplier: { ...SUPPLIER, email } });
      const json = valid(eInvoiceJson(eInvoiceSourceOfInvoice(invoice)));
      expect(json.SellerDtls.Em, email).toBeUndefined();
    }
    // 6 and 100 characters, and every character the pattern allows
    for (const email of [
      'ab@c.d',
      `${'a'.repeat(88)}@aquadesk.in`,
      'Accounts+GST_2026.x-y@aqua-desk.co.in',
    ]) {
      expect(
        valid(
          eInvoiceJson(
            eInvoiceSourceOfInvoice(
              issuedInvoice(KARNATAKA_CLIENT, '29', LINES, { supplier: { ...SUPPLIER, email } }),
            ),
          ),
        ).SellerDtls.Em,
      ).toBe(email);
    }
    expect(`${'a'.repeat(88)}@aquadesk.in`.length).toBe(100);
  });

  it('leaves out a trade name under 3 characters; 3 to 100 are sent', () => {
    expect(sellerOf({ trade_name: 'AQ' })?.TrdNm).toBeUndefined();
    expect(sellerOf({ trade_name: ' A ' })?.TrdNm).toBeUndefined();
    expect(sellerOf({ trade_name: 'AQD' })?.TrdNm).toBe('AQD');
    expect(sellerOf({ trade_name: 'T'.repeat(100) })?.TrdNm).toBe('T'.repeat(100));
    expect(sellerOf({ trade_name: '' })?.TrdNm).toBeUndefined();
  });

  it('sends the phone as its digits when there are 6 to 12, else leaves it out', () => {
    expect(sellerOf({ phone: '+91 (484) 234-5678' })?.Ph).toBe('914842345678');
    expect(sellerOf({ phone: '48423' })?.Ph).toBeUndefined();
    expect(sellerOf({ phone: '234 567' })?.Ph).toBe('234567');
    expect(sellerOf({ phone: '0091 484 2345678' })?.Ph).toBeUndefined();
  });

  it("refuses, before sending, an Em the schema's pattern refuses (a document built elsewhere)", () => {
    const json = copy(eInvoiceJson(eInvoiceSourceOfInvoice(issuedInvoice(KARNATAKA_CLIENT, '29'))));
    json.SellerDtls = { ...json.SellerDtls, Em: "o'neill@aquadesk.example" };
    expect(problems(json)).toEqual([
      {
        path: 'SellerDtls.Em',
        message: "The company's e-mail has only letters, digits, +, _, . and - around one @ (SellerDtls.Em)",
      },
    ]);
    json.SellerDtls = { ...json.SellerDtls, Em: 'a@b.c' };
    expect(problems(json).map((p) => p.path)).toEqual(['SellerDtls.Em']);
  });

  it('says at each field of the profile what the e-invoice does with it', () => {
    const ok = { trade_name: 'AquaDesk', phone: '9847012345', email: 'accounts@aquadesk.example' };
    expect(sellerFieldReadings(ok)).toEqual({});
    expect(sellerFieldReadings({ trade_name: '', phone: '', email: '' })).toEqual({});
    expect(
      sellerFieldReadings({ trade_name: 'AQ', phone: '+91 98470 12345', email: "o'neill@aquadesk.example" }),
    ).toEqual({
      trade_name: {
        text: 'E-invoices leave the trade name out: the e-invoice schema takes 3 to 100 characters',
        problem: false,
      },
      phone: { text: 'E-invoices send the phone as 919847012345', problem: false },
      email: {
        text: 'E-invoices leave this e-mail out: the e-invoice schema takes 6 to 100 characters, only letters, digits and + _ . - around one @',
        problem: false,
      },
    });
    expect(sellerFieldReadings({ ...ok, phone: '0484 2345678 98470' }).phone).toEqual({
      text: 'E-invoices leave the phone out: the e-invoice schema takes 6 to 12 digits, and this has 16',
      problem: false,
    });
  });

  it('refuses at the profile a legal name the e-invoice cannot send: it has at least 3 characters', () => {
    const errorsOf = (legal_name: string) => {
      const r = ZCompanyProfileRequest.safeParse({ legal_name });
      return r.success ? [] : r.error.issues.filter((i) => i.path[0] === 'legal_name').map((i) => i.message);
    };
    expect(errorsOf('AB')).toEqual([COMPANY_MESSAGES.legalNameShort]);
    expect(errorsOf('"A')).toEqual([COMPANY_MESSAGES.legalNameShort]);
    expect(errorsOf('ABC')).toEqual([]);
    expect(errorsOf('')).toHaveLength(1);
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

  it("holds the company's town to 50 characters and a client's to 100, and the address before it to two lines", () => {
    const town = 'Plot 5 Infopark Expressway Kakkanad Ernakulam North'; // 51 characters: no comma before the town
    expect(town.length).toBe(51);
    expect(addressReading(`${town} 682030`, '32', 'seller')).toEqual({
      text: `E-invoices take a town of at most 50 characters, and would read "${town}" as the town: put a comma before the town (for example "…, Kochi 682030")`,
      problem: true,
    });
    expect(addressReading(`${town} 682030`, '32').problem).toBe(false);
    expect(addressReading(`${town.slice(1)} 682030`, '32', 'seller').problem).toBe(false);
    const lines = Array.from({ length: 5 }, (_, i) => `Building ${i + 1} of the Riverside Estate`).join(', ');
    expect(addressReading(`${lines}, ${lines}, Kochi 682001`, '32').text).toMatch(
      /^E-invoices take the address before the town in two lines of 100 characters, and this one is \d+ characters longer: shorten it$/,
    );
  });
});
