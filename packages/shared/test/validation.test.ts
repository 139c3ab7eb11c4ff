import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ZSignUpRequest } from '../src/auth.ts';
import { issuesToErrors, MESSAGES, PASSWORD_PATTERN, PHONE_PATTERN } from '../src/validation.ts';

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
