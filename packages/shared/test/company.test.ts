import { describe, expect, it } from 'vitest';
import {
  COMPANY_MESSAGES,
  type TaxInvoiceProfile,
  type TCompanyProfileRequest,
  taxInvoiceGaps,
  ZCompanyProfileRequest,
} from '../src/company.ts';
import { GST_MESSAGES } from '../src/gst.ts';
import { MESSAGES } from '../src/validation.ts';

/** A Kerala (32) GSTIN whose check character adds up, and its PAN. */
const KERALA_GSTIN = '32AABCA1234C1ZO';
const KERALA_PAN = 'AABCA1234C';
/** The GSTN's own example, registered in Maharashtra (27). */
const MAHARASHTRA_GSTIN = '27AAPFU0939F1ZV';

const good = (): Record<string, unknown> => ({
  legal_name: 'AquaDesk Environmental Engineering Pvt. Ltd.',
  trade_name: 'AquaDesk',
  address: '2nd Floor, Riverside Towers\nMG Road, Thrissur 680001',
  state_code: '32',
  gstin: KERALA_GSTIN,
  pan: KERALA_PAN,
  email: 'Info@AquaDesk.in',
  phone: '+91 487 242 0000',
  bank_account_name: 'AquaDesk Environmental Engineering',
  bank_account_number: '123456789012',
  bank_ifsc: 'sbin0001234',
  bank_name: 'State Bank of India, MG Road',
  upi_id: 'aquadesk@okaxis',
  invoice_prefix: 'aq',
  credit_note_prefix: 'CN',
  debit_note_prefix: 'DN',
  receipt_prefix: 'RC',
  default_sac: '998334',
  payment_terms_days: 15,
  gst_rates: ['18', '0', 5, '0.25', '3.00', '40'],
  terms: 'Payment within 15 days.',
});

const errorsOf = (input: Record<string, unknown>) => {
  const result = ZCompanyProfileRequest.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
};

describe('the company profile request', () => {
  it('takes a whole profile, capitalising codes and keeping rates as their shortest decimals in order', () => {
    const parsed = ZCompanyProfileRequest.parse(good() as TCompanyProfileRequest);
    expect(parsed).toMatchObject({
      gstin: KERALA_GSTIN,
      pan: KERALA_PAN,
      email: 'info@aquadesk.in',
      bank_ifsc: 'SBIN0001234',
      invoice_prefix: 'AQ',
      payment_terms_days: 15,
      gst_rates: ['0', '0.25', '3', '5', '18', '40'],
    });
  });

  it('takes a profile without GSTIN, PAN, bank or UPI: those are null', () => {
    const input = {
      ...good(),
      gstin: '',
      pan: null,
      bank_account_name: '',
      bank_account_number: '',
      bank_ifsc: '',
      bank_name: ' ',
      upi_id: undefined,
    };
    const parsed = ZCompanyProfileRequest.parse(input as TCompanyProfileRequest);
    expect(parsed).toMatchObject({
      gstin: null,
      pan: null,
      bank_account_name: null,
      bank_account_number: null,
      bank_ifsc: null,
      bank_name: null,
      upi_id: null,
    });
  });

  it('refuses a GSTIN that does not add up, with its reason at the field', () => {
    expect(errorsOf({ ...good(), gstin: '32AABCA1234C1ZP' })).toEqual({ gstin: GST_MESSAGES.gstinCheck });
    expect(errorsOf({ ...good(), gstin: '32AABCA1234C1Z' })).toEqual({ gstin: GST_MESSAGES.gstinLength });
  });

  it('refuses a valid GSTIN of another state than the one chosen, at the GSTIN', () => {
    const errors = errorsOf({ ...good(), gstin: MAHARASHTRA_GSTIN, pan: '' });
    expect(errors).toEqual({ gstin: GST_MESSAGES.gstinStateMismatch('27', '32') });
    // the same GSTIN with its own state is accepted
    expect(errorsOf({ ...good(), gstin: MAHARASHTRA_GSTIN, pan: '', state_code: '27' })).toEqual({});
  });

  it('refuses a PAN that is not the one inside the GSTIN, at the PAN', () => {
    expect(errorsOf({ ...good(), pan: 'AAPFU0939F' })).toEqual({ pan: COMPANY_MESSAGES.panMismatch });
    expect(errorsOf({ ...good(), pan: 'AAPFU0939' })).toEqual({ pan: GST_MESSAGES.pan });
    // a PAN without a GSTIN is taken as it is
    expect(errorsOf({ ...good(), gstin: '', pan: 'AAPFU0939F' })).toEqual({});
  });

  it('names the cross-field failures together with the fields that fail their own rules', () => {
    const errors = errorsOf({ ...good(), legal_name: '', gstin: MAHARASHTRA_GSTIN, pan: KERALA_PAN });
    expect(errors).toEqual({
      legal_name: MESSAGES.required,
      gstin: GST_MESSAGES.gstinStateMismatch('27', '32'),
      pan: COMPANY_MESSAGES.panMismatch,
    });
  });

  it('refuses an unknown state', () => {
    expect(errorsOf({ ...good(), state_code: '25', gstin: '' })).toEqual({
      state_code: GST_MESSAGES.stateCode,
    });
  });

  it('takes prefixes of 1 to 5 letters or digits, each series its own', () => {
    expect(errorsOf({ ...good(), invoice_prefix: 'AQUADE' })).toEqual({
      invoice_prefix: COMPANY_MESSAGES.prefix,
    });
    expect(errorsOf({ ...good(), invoice_prefix: 'A/Q' })).toEqual({
      invoice_prefix: COMPANY_MESSAGES.prefix,
    });
    expect(errorsOf({ ...good(), receipt_prefix: '' })).toEqual({ receipt_prefix: MESSAGES.required });
    expect(errorsOf({ ...good(), debit_note_prefix: 'cn' })).toEqual({
      debit_note_prefix: COMPANY_MESSAGES.prefixTaken('credit note'),
    });
    expect(errorsOf({ ...good(), receipt_prefix: 'AQ' })).toEqual({
      receipt_prefix: COMPANY_MESSAGES.prefixTaken('invoice'),
    });
  });

  it('takes 1 to 12 distinct rates from 0 to 100 with at most 2 places', () => {
    expect(errorsOf({ ...good(), gst_rates: [] })).toEqual({ gst_rates: COMPANY_MESSAGES.ratesRequired });
    expect(errorsOf({ ...good(), gst_rates: ['18', '18.00'] })).toEqual({
      gst_rates: COMPANY_MESSAGES.rateTwice('18'),
    });
    expect(errorsOf({ ...good(), gst_rates: ['5', '12.125'] })).toEqual({
      'gst_rates.1': COMPANY_MESSAGES.ratePlaces,
    });
    expect(errorsOf({ ...good(), gst_rates: ['100.01'] })).toEqual({
      'gst_rates.0': COMPANY_MESSAGES.rateMax,
    });
    expect(errorsOf({ ...good(), gst_rates: ['-1'] })).toEqual({ 'gst_rates.0': COMPANY_MESSAGES.rate });
    expect(errorsOf({ ...good(), gst_rates: ['abc'] })).toEqual({ 'gst_rates.0': COMPANY_MESSAGES.rate });
    const thirteen = Array.from({ length: 13 }, (_, i) => String(i));
    expect(errorsOf({ ...good(), gst_rates: thirteen })).toEqual({
      gst_rates: COMPANY_MESSAGES.ratesTooMany,
    });
    expect(ZCompanyProfileRequest.parse({ ...good(), gst_rates: ['100', 0] }).gst_rates).toEqual([
      '0',
      '100',
    ]);
  });

  it('asks for the account name, number and IFSC together', () => {
    expect(
      errorsOf({
        ...good(),
        bank_account_name: '',
        bank_account_number: '',
        bank_ifsc: '',
        bank_name: 'SBI',
      }),
    ).toEqual({
      bank_account_name: COMPANY_MESSAGES.bankTogether,
      bank_account_number: COMPANY_MESSAGES.bankTogether,
      bank_ifsc: COMPANY_MESSAGES.bankTogether,
    });
    expect(errorsOf({ ...good(), bank_ifsc: '' })).toEqual({ bank_ifsc: COMPANY_MESSAGES.bankTogether });
    expect(errorsOf({ ...good(), bank_account_number: '12345678' })).toEqual({
      bank_account_number: COMPANY_MESSAGES.bankAccountNumber,
    });
    expect(errorsOf({ ...good(), bank_ifsc: 'SBIN1001234' })).toEqual({
      bank_ifsc: COMPANY_MESSAGES.bankIfsc,
    });
  });

  it('bounds every text and number at its field', () => {
    expect(errorsOf({ ...good(), legal_name: 'x'.repeat(101) })).toEqual({
      legal_name: 'Legal name must be at most 100 characters',
    });
    expect(errorsOf({ ...good(), trade_name: 'x'.repeat(101) })).toEqual({
      trade_name: 'Trade name must be at most 100 characters',
    });
    expect(errorsOf({ ...good(), address: 'x'.repeat(301) })).toEqual({
      address: 'Address must be at most 300 characters',
    });
    expect(errorsOf({ ...good(), terms: 'x'.repeat(1001) })).toEqual({
      terms: 'Terms must be at most 1000 characters',
    });
    expect(errorsOf({ ...good(), upi_id: 'aquadesk' })).toEqual({ upi_id: COMPANY_MESSAGES.upi });
    expect(errorsOf({ ...good(), email: 'not-mail' })).toEqual({ email: MESSAGES.invalidEmail });
    expect(errorsOf({ ...good(), phone: 'call me' })).toEqual({ phone: COMPANY_MESSAGES.phone });
    expect(errorsOf({ ...good(), default_sac: '99833' })).toEqual({ default_sac: GST_MESSAGES.hsn });
    for (const days of [-1, 366, 1.5, '15.0']) {
      expect(errorsOf({ ...good(), payment_terms_days: days })).toEqual({
        payment_terms_days: COMPANY_MESSAGES.paymentTerms,
      });
    }
    expect(ZCompanyProfileRequest.parse({ ...good(), payment_terms_days: '0' }).payment_terms_days).toBe(0);
  });
});

const complete: TaxInvoiceProfile = {
  address: '12 MG Road, Thrissur',
  state_code: '32',
  gstin: '32AAACA1234A1ZT',
  bank_account_name: 'AquaDesk Environmental',
  bank_account_number: '123456789012',
  bank_ifsc: 'SBIN0001234',
  upi_id: 'aquadesk@sbi',
};

const fields = (p: TaxInvoiceProfile) => taxInvoiceGaps(p).map((g) => g.field);

describe('taxInvoiceGaps (issue 41 item 11: a complete tax invoice)', () => {
  it('is empty for a profile with everything a tax invoice needs', () => {
    expect(taxInvoiceGaps(complete)).toEqual([]);
  });

  it('names each missing piece at its field, in the order of the form', () => {
    expect(
      fields({
        ...complete,
        address: '  ',
        state_code: '99',
        gstin: null,
        bank_account_number: null,
        upi_id: '',
      }),
    ).toEqual(['address', 'state_code', 'gstin', 'bank_account_number', 'upi_id']);
  });

  it('asks for the bank account until its name, number and IFSC are all there, at the first one missing', () => {
    expect(fields({ ...complete, bank_account_name: null })).toEqual(['bank_account_name']);
    expect(fields({ ...complete, bank_ifsc: ' ' })).toEqual(['bank_ifsc']);
    expect(
      fields({ ...complete, bank_account_name: null, bank_account_number: null, bank_ifsc: null }),
    ).toEqual(['bank_account_name']);
  });

  it('says why an invoice needs the GSTIN (rule 46(a))', () => {
    const [gap] = taxInvoiceGaps({ ...complete, gstin: null });
    expect(gap).toMatchObject({ field: 'gstin', label: 'GSTIN' });
    expect(gap?.why).toMatch(/46\(a\)/);
  });
});
