import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZSignUpRequest } from '../src/auth.ts';
import { ZContactRequest } from '../src/contact.ts';
import {
  ID_MAX,
  issuesToErrors,
  lineCount,
  lowerCase,
  MESSAGES,
  PASSWORD_PATTERN,
  PHONE_PATTERN,
  TEXT_MAX,
  upperCase,
  zDecimal,
  zEmail,
  zId,
  zLongText,
  zPassword,
  zRequiredText,
  zWhole,
} from '../src/validation.ts';

describe('password rule (spec 000 §9)', () => {
  it.each([
    ['Strong@123', true],
    ['strong@123', false],
    ['STRONG@123', false],
    ['Strong@abc', false],
    ['Strong1234', false],
    ['St@1a', false],
  ])('%s → %s', (pw, ok) => {
    expect(PASSWORD_PATTERN.test(pw)).toBe(ok);
  });

  it('accepts any 8+ mix of the four kinds', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zA-Z0-9@$!%*?&]{4,20}$/), (rest) => {
        expect(PASSWORD_PATTERN.test(`aA1@${rest}`)).toBe(true);
      }),
    );
  });
});

describe('phone rule', () => {
  it('takes 1 to 10 digits only', () => {
    expect(PHONE_PATTERN.test('9847012345')).toBe(true);
    expect(PHONE_PATTERN.test('98470123456')).toBe(false);
    expect(PHONE_PATTERN.test('98470-1234')).toBe(false);
  });
});

describe('sign-up schema', () => {
  const valid = {
    name: 'A',
    organization: 'B',
    email: 'Some.One@Example.com',
    phone_number: '98',
    password: 'Strong@123',
    cPassword: 'Strong@123',
  };

  it('lower-cases the e-mail and defaults the file id to N.A', () => {
    const parsed = ZSignUpRequest.parse(valid);
    expect(parsed.email).toBe('some.one@example.com');
    expect(parsed.file_id).toBe('N.A');
  });

  it('gives the spec messages per field', () => {
    const r = ZSignUpRequest.safeParse({ ...valid, name: ' ', email: 'x@', cPassword: 'Other@123' });
    expect(r.success).toBe(false);
    const errors = issuesToErrors(r.error!.issues);
    expect(errors.name).toBe(MESSAGES.required);
    expect(errors.email).toBe(MESSAGES.invalidEmail);
  });

  it('names the confirmation when it differs', () => {
    const r = ZSignUpRequest.safeParse({ ...valid, cPassword: 'Other@123' });
    expect(issuesToErrors(r.error!.issues)).toEqual({ cPassword: MESSAGES.passwordMismatch });
  });
});

describe('shared text and id primitives (issue #9)', () => {
  it('refuses NUL and control characters, naming the field', () => {
    const r = ZSignUpRequest.safeParse({
      name: 'A\u0000B',
      organization: 'B',
      email: 'a@b.co',
      phone_number: '98',
      password: 'Strong@123',
      cPassword: 'Strong@123',
    });
    expect(r.success).toBe(false);
    expect(issuesToErrors(r.error!.issues).name).toBe('Name contains characters that are not allowed');
    expect(zRequiredText().safeParse('a\tb').success).toBe(false);
    expect(zLongText().safeParse('line 1\nline 2\ttabbed').success).toBe(true);
    expect(zLongText().safeParse('line\u0000').success).toBe(false);
    expect(zRequiredText().safeParse('lone \ud800 surrogate').success).toBe(false);
  });

  it('bounds every text to a length that fits its column and index', () => {
    expect(zRequiredText().safeParse('x'.repeat(TEXT_MAX.short)).success).toBe(true);
    const long = zRequiredText(MESSAGES.required, { label: 'Site name' }).safeParse('x'.repeat(3000));
    expect(long.error?.issues[0]?.message).toBe('Site name must be at most 200 characters');
    expect(zEmail.safeParse(`${'a'.repeat(250)}@b.co`).success).toBe(false);
    expect(
      ZContactRequest.safeParse({ name: 'A', email: `${'a'.repeat(3000)}@b.co`, message: 'hi' }).success,
    ).toBe(false);
    expect(zPassword.safeParse(`Aa1@${'x'.repeat(200)}`).success).toBe(false);
  });

  it('bounds the lines of a free text printed in a document (issue 28), counting CR LF, LF and CR', () => {
    expect(lineCount('one')).toBe(1);
    expect(lineCount('a\r\nb\nc\rd')).toBe(4);
    const remarks = zLongText(MESSAGES.required, { label: 'Remarks', lines: 3 });
    expect(remarks.safeParse('a\nb\nc').success).toBe(true);
    expect(remarks.safeParse('a\nb\r\nc\rd').error?.issues[0]?.message).toBe(
      'Remarks must be at most 3 lines',
    );
    // without `lines`, any number of lines within the length
    expect(zLongText().safeParse('\n'.repeat(5000)).success).toBe(false); // blank after trim
    expect(zLongText().safeParse(`a${'\n'.repeat(5000)}b`).success).toBe(true);
  });

  it('takes ids from 1 to 2^31-1, coercing text', () => {
    expect(zId.parse('42')).toBe(42);
    expect(zId.parse(ID_MAX)).toBe(ID_MAX);
    for (const bad of [0, -1, ID_MAX + 1, 3_000_000_000, '3000000000', 1.5, 'x', {}]) {
      expect(zId.safeParse(bad).success, String(bad)).toBe(false);
    }
    expect(zId.safeParse(-1).error?.issues[0]?.message).toBe(`Id must be a whole number from 1 to ${ID_MAX}`);
  });
});

describe('changeCaseWithinLength (issue 28: a bounded text stays within its bound once stored)', () => {
  it('changes case as String does when the length holds', () => {
    expect(upperCase('Kochi plant ₹ 👷')).toBe('KOCHI PLANT ₹ 👷');
    expect(lowerCase('Ravi@Example.COM')).toBe('ravi@example.com');
    expect(lowerCase('ΟΔΟΣ')).toBe(`${'οδος'.slice(0, 3)}ς`);
  });
  it('keeps a letter whose other case is longer', () => {
    expect('ß'.toUpperCase()).toBe('SS');
    expect(upperCase('straße')).toBe('STRAßE');
    expect(upperCase('ﬃx')).toBe('ﬃX');
    expect(lowerCase('İstanbul')).toBe(`${'İstanbul'.slice(0, 1)}stanbul`);
  });
  it('never makes a text longer', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        expect(upperCase(text).length).toBe(text.length);
        expect(lowerCase(text).length).toBe(text.length);
      }),
    );
  });
});

describe('bounded numbers (issue 28 item 7)', () => {
  const whole = zWhole({ min: 1, max: 1000 });
  it('a whole number is taken as a number or as digits, within its bounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), (n) => {
        expect(whole.parse(n)).toBe(n);
        expect(whole.parse(` ${n} `)).toBe(n);
      }),
    );
    fc.assert(
      fc.property(fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 1001 })), (n) => {
        expect(whole.safeParse(n).success).toBe(false);
        expect(whole.safeParse(String(n)).success).toBe(false);
      }),
    );
  });

  it.each([
    -0,
    '-0',
    1.5,
    '1.5',
    '1e2',
    '0x10',
    'NaN',
    'Infinity',
    Number.POSITIVE_INFINITY,
    Number.NaN,
    2 ** 53 + 2,
    '9007199254740993',
    '9'.repeat(400),
    true,
    [1],
    {},
    null,
    '',
  ])('a whole number refuses %j with its message', (value) => {
    const r = whole.safeParse(value);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Enter a whole number from 1 to 1,000');
  });

  const decimal = zDecimal({ places: 2, max: 10_000 });
  it('a decimal keeps the text it was given, or a number in plain notation', () => {
    expect(decimal.parse('12.50')).toBe('12.50');
    expect(decimal.parse(12.5)).toBe('12.5');
    expect(decimal.parse(1e4)).toBe('10000');
    expect(decimal.parse('0')).toBe('0');
  });

  it.each([
    [undefined, 'This field is required'],
    ['  ', 'This field is required'],
    [-0, 'Must be 0 or more'],
    ['-0', 'Must be 0 or more'],
    [-1, 'Must be 0 or more'],
    ['1.005', 'Use at most 2 decimal places'],
    [1e-7, 'Use at most 2 decimal places'],
    ['10000.01', 'Must be at most 10,000'],
    [2 ** 53 + 2, 'Must be at most 10,000'],
    ['9007199254740993', 'Must be at most 10,000'],
    [`${'9'.repeat(400)}`, 'Must be at most 10,000'],
    [Number.POSITIVE_INFINITY, 'Enter a number'],
    ['1e309', 'Enter a number'],
    ['NaN', 'Enter a number'],
    ['0x10', 'Enter a number'],
    [true, 'Enter a number'],
  ])('a decimal refuses %j: %s', (value, message) => {
    const r = decimal.safeParse(value);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(message);
  });

  it('a positive decimal refuses 0 and negatives with "greater than 0"', () => {
    const positive = zDecimal({ places: 3, max: 10, positive: true });
    for (const v of [0, '0.000', -2, '-2']) {
      expect(positive.safeParse(v).error?.issues[0]?.message).toBe('Must be greater than 0');
    }
    expect(positive.parse('0.001')).toBe('0.001');
  });
});
