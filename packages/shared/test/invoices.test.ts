import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskOrganization } from '../src/invoices.ts';

/** The organisation in the summary by number (docs/api.md "Invoices", issue 28). */
describe('maskOrganization', () => {
  it.each([
    ['AQUAD Waters Pvt', 'AQ*** W***** Pvt'],
    ['Lakeshore Hospital', 'La******* H*******'],
    ['AquaDesk Environmental Engineering Pvt. Ltd.', 'Aq****** E************ E********** Pvt. Ltd.'],
    ['Sree Krishna & Co.', 'Sr** K****** & Co.'],
    ['Malabar Dairy Co-op', 'Ma***** D**** C*-**'],
    ['Technopark Phase III', 'Te******** P**** I**'],
    ['A', '*'],
    ['AB', 'A*'],
    ['Ltd', 'L**'],
    ['X1 22', 'X* 2*'],
    ['ഗ്രീൻ വാട്ടർ', 'ഗ്*** വ*****'],
  ])('%s → %s', (name, masked) => {
    expect(maskOrganization(name)).toBe(masked);
  });

  it('keeps the length and every space and sign, and shows at most two letters of the first word, one of the others', () => {
    const word = fc.string({ unit: fc.constantFrom(...'abcXYZ019éß中-.&'), minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 6 }), (words) => {
        const name = words.join(' ');
        const masked = maskOrganization(name);
        const a = Array.from(name);
        const b = Array.from(masked);
        expect(b).toHaveLength(a.length);
        const maskedWords = masked.split(' ');
        for (const [i, m] of maskedWords.entries()) {
          const original = words[i]!;
          const legal =
            i > 0 &&
            /^(pvt|private|ltd|limited|llp|llc|inc|co|corp|plc)$/i.test(
              original.replace(/[^\p{L}\p{M}\p{N}]/gu, ''),
            );
          if (legal) {
            expect(m).toBe(original);
            continue;
          }
          const shown = Array.from(m).filter(
            (c, j) => c !== '*' && c === Array.from(original)[j] && /[\p{L}\p{M}\p{N}]/u.test(c),
          );
          const letters = Array.from(original).filter((c) => /[\p{L}\p{M}\p{N}]/u.test(c)).length;
          expect(shown.length).toBeLessThanOrEqual(Math.min(i === 0 ? 2 : 1, Math.floor(letters / 2)));
        }
      }),
    );
  });
});
