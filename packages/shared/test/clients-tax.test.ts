import { describe, expect, it } from 'vitest';
import {
  billedOf,
  CLIENT_MESSAGES,
  gstinStateProblem,
  ZAddClientRequest,
  ZClientRemindersRequest,
  ZCreateUserRequest,
  ZEditClientRequest,
} from '../src/clients.ts';
import { GST_MESSAGES } from '../src/gst.ts';
import { issuesToErrors } from '../src/validation.ts';

/** A client's tax identity in the create and edit schemas (issue 30; docs/requirements/002-gst.md §1, §2). */

// Maharashtra (27) and Kerala (32) GSTINs whose check characters were worked by hand (spec 002 §2)
const MAHARASHTRA = '27AAPFU0939F1ZV';
const KERALA = '32AABCU9603R1ZW';

const edit = { user_id: 7, name: 'anu', phone_number: '9847100000', organization: 'Green Valley' };
const add = {
  email: 'anu@client.in',
  name: 'anu',
  phone_number: '9847100000',
  organization: 'Green Valley',
  password: 'Strong@123',
  cPassword: 'Strong@123',
};

/** The `errors` map a 400 answers (first message per field), as the server and the forms build it. */
const errorsOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? {} : issuesToErrors(r.error!.issues);

describe('a client GSTIN (spec 002 §2)', () => {
  it('takes a valid GSTIN in its state, for add and edit alike', () => {
    for (const schema of [ZEditClientRequest, ZAddClientRequest]) {
      const parsed = schema.parse({ ...edit, ...add, state_code: '32', gstin: KERALA });
      expect(parsed).toMatchObject({ state_code: '32', gstin: KERALA });
    }
  });

  it('takes a lowercase GSTIN with spaces and stores it in capitals', () => {
    const parsed = ZEditClientRequest.parse({ ...edit, state_code: '32', gstin: ' 32aabcu 9603r1zw ' });
    expect(parsed.gstin).toBe(KERALA);
  });

  it('refuses a wrong check character at the field, with the reason', () => {
    const r = ZEditClientRequest.safeParse({ ...edit, state_code: '32', gstin: '32AABCU9603R1ZX' });
    expect(errorsOf(r)).toEqual({ gstin: GST_MESSAGES.gstinCheck });
  });

  it('refuses a GSTIN of another state than the one chosen, naming both', () => {
    const r = ZEditClientRequest.safeParse({ ...edit, state_code: '32', gstin: MAHARASHTRA });
    expect(errorsOf(r)).toEqual({ gstin: 'This GSTIN is registered in Maharashtra (27), not Kerala (32)' });
    expect(gstinStateProblem(MAHARASHTRA, '29')).toBe(
      'This GSTIN is registered in Maharashtra (27), not Karnataka (29)',
    );
    expect(gstinStateProblem(MAHARASHTRA, '27')).toBeNull();
  });

  it('refuses a GSTIN whose PAN part is not a PAN', () => {
    // characters 3-12 must be five letters, four digits and a letter: here a digit where a letter goes
    const r = ZEditClientRequest.safeParse({ ...edit, state_code: '32', gstin: '32AABC19603R1ZW' });
    expect(errorsOf(r)).toEqual({ gstin: GST_MESSAGES.gstinPan });
  });

  it('refuses a GSTIN of the wrong length or with a code that is no state', () => {
    expect(errorsOf(ZEditClientRequest.safeParse({ ...edit, gstin: '32AABCU9603R1Z' }))).toEqual({
      gstin: GST_MESSAGES.gstinLength,
    });
    expect(errorsOf(ZEditClientRequest.safeParse({ ...edit, gstin: '25AABCU9603R1ZW' }))).toEqual({
      gstin: GST_MESSAGES.gstinState('25'),
    });
  });

  it('takes the state from a GSTIN sent without one', () => {
    expect(ZEditClientRequest.parse({ ...edit, gstin: MAHARASHTRA }).state_code).toBe('27');
    expect(ZEditClientRequest.parse({ ...edit, state_code: '', gstin: MAHARASHTRA }).state_code).toBe('27');
  });

  it('names the GSTIN problem even when another field fails too', () => {
    const r = ZEditClientRequest.safeParse({ ...edit, name: '', state_code: '32', gstin: MAHARASHTRA });
    expect(Object.keys(errorsOf(r)).sort()).toEqual(['gstin', 'name']);
  });

  it('a client with a GSTIN is billed B2B, one without B2C', () => {
    expect(billedOf(KERALA)).toBe('B2B');
    expect(billedOf(null)).toBe('B2C');
  });
});

describe('the other tax fields of a client', () => {
  it('leaves out what is not sent, and clears what is sent empty', () => {
    const kept = ZEditClientRequest.parse(edit);
    for (const field of ['billing_address', 'state_code', 'gstin', 'payment_terms_days', 'reminders_off']) {
      expect(kept).not.toHaveProperty(field);
    }
    expect(
      ZEditClientRequest.parse({
        ...edit,
        billing_address: '  ',
        state_code: '',
        gstin: '',
        payment_terms_days: null,
      }),
    ).toMatchObject({ billing_address: null, state_code: null, gstin: null, payment_terms_days: null });
  });

  it('bounds the billing address (300 characters, 6 lines, no control characters)', () => {
    expect(
      ZEditClientRequest.parse({ ...edit, billing_address: ' 1 MG Road\nThrissur ' }).billing_address,
    ).toBe('1 MG Road\nThrissur');
    const errors = (billing_address: string) =>
      errorsOf(ZEditClientRequest.safeParse({ ...edit, billing_address })).billing_address;
    expect(errors('x'.repeat(301))).toBe('Billing address must be at most 300 characters');
    expect(errors('a\u0007b')).toBe('Billing address contains characters that are not allowed');
    expect(errors('1\n2\n3\n4\n5\n6\n7')).toBe('Billing address must be at most 6 lines');
  });

  it('takes only a state of the GST list', () => {
    expect(ZEditClientRequest.parse({ ...edit, state_code: '38' }).state_code).toBe('38');
    for (const state_code of ['25', '28', '99', 'KL', 32]) {
      expect(errorsOf(ZEditClientRequest.safeParse({ ...edit, state_code }))).toEqual({
        state_code: GST_MESSAGES.stateCode,
      });
    }
  });

  it('takes payment terms of 0 to 365 whole days', () => {
    expect(ZEditClientRequest.parse({ ...edit, payment_terms_days: 0 }).payment_terms_days).toBe(0);
    expect(ZEditClientRequest.parse({ ...edit, payment_terms_days: '365' }).payment_terms_days).toBe(365);
    for (const payment_terms_days of [366, -1, 1.5, 'thirty', true]) {
      expect(errorsOf(ZEditClientRequest.safeParse({ ...edit, payment_terms_days }))).toEqual({
        payment_terms_days: CLIENT_MESSAGES.paymentTerms,
      });
    }
  });

  it('the reminders switch is a boolean', () => {
    expect(ZClientRemindersRequest.parse({ reminders_off: true })).toEqual({ reminders_off: true });
    expect(errorsOf(ZClientRemindersRequest.safeParse({ reminders_off: 'yes' }))).toEqual({
      reminders_off: CLIENT_MESSAGES.remindersOff,
    });
  });

  it('the create call (POST /create-user) takes them beside sign-up fields', () => {
    const parsed = ZCreateUserRequest.parse({ ...add, gstin: MAHARASHTRA, payment_terms_days: 30 });
    expect(parsed).toMatchObject({ state_code: '27', gstin: MAHARASHTRA, payment_terms_days: 30 });
    expect(
      errorsOf(
        ZCreateUserRequest.safeParse({ ...add, cPassword: 'x', state_code: '32', gstin: MAHARASHTRA }),
      ),
    ).toEqual({
      cPassword: 'Passwords do not match',
      gstin: 'This GSTIN is registered in Maharashtra (27), not Kerala (32)',
    });
  });
});
