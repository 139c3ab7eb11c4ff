import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PASSWORD_PATTERN, PASSWORD_RULES } from '../src/validation.ts';

/** The rules a password form lists (issue 31 item 5) say exactly what the spec's pattern says (spec 000 §9). */
const meetsAll = (p: string) => PASSWORD_RULES.every((rule) => rule.test(p));

describe('password rules', () => {
  it('agree with PASSWORD_PATTERN on chosen passwords', () => {
    for (const p of [
      'Strong@123',
      'weak',
      'NoDigits@x',
      'nouppercase1@',
      'NOLOWER1@',
      'NoSpecial12',
      'Has Space@1',
      'Ab1@',
      'Ünïcode@1a',
      '',
    ]) {
      expect(meetsAll(p), p).toBe(PASSWORD_PATTERN.test(p));
    }
  });

  it('agree with PASSWORD_PATTERN on any text', () => {
    const alphabet = fc.constantFrom(...'aZ9@$!%*?& #é\n-_'.split(''));
    fc.assert(
      fc.property(
        fc.array(alphabet, { maxLength: 14 }).map((a) => a.join('')),
        (p) => {
          expect(meetsAll(p)).toBe(PASSWORD_PATTERN.test(p));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
