import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type InvoiceBalance, invoiceMoves, invoiceStatusOf, maskOrganization } from '../src/invoices.ts';

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

describe('invoiceMoves: what may be done with an invoice now (spec 002 §8-§9)', () => {
  const balance = (over: Partial<InvoiceBalance> = {}): InvoiceBalance => ({
    total_paise: 236000,
    paid_paise: 0,
    refunded_paise: 0,
    credited_paise: 0,
    debited_paise: 0,
    due_paise: 236000,
    ...over,
  });

  it('a draft is only a draft', () => {
    expect(invoiceMoves({ status: 'draft', balance: balance() })).toEqual({
      draft: true,
      pay: false,
      cancel: false,
      note: false,
      refund: false,
    });
  });

  it('an unpaid invoice is paid or cancelled; once anything is paid it is no longer cancelled', () => {
    expect(invoiceMoves({ status: 'unpaid', balance: balance() })).toMatchObject({
      pay: true,
      cancel: true,
      note: true,
    });
    const partly = invoiceMoves({
      status: 'partly_paid',
      balance: balance({ paid_paise: 100, due_paise: 235900 }),
    });
    expect(partly).toMatchObject({ pay: true, cancel: false, note: true, refund: false });
    const credited = invoiceMoves({
      status: 'unpaid',
      balance: balance({ credited_paise: 100, due_paise: 235900 }),
    });
    expect(credited.cancel).toBe(false);
  });

  it('a paid invoice credited below what was paid is refunded; a cancelled one takes nothing', () => {
    const over = balance({ paid_paise: 236000, credited_paise: 118000, due_paise: 0 });
    expect(invoiceMoves({ status: 'PAYMENT COMPLETE', balance: over })).toMatchObject({
      pay: false,
      refund: true,
    });
    expect(
      invoiceMoves({ status: 'PAYMENT COMPLETE', balance: balance({ paid_paise: 236000, due_paise: 0 }) })
        .refund,
    ).toBe(false);
    expect(
      Object.values(invoiceMoves({ status: 'cancelled', balance: balance({ due_paise: 0 }) })).some(Boolean),
    ).toBe(false);
  });

  it('the status of a ledger is the wire status: paid is PAYMENT COMPLETE', () => {
    const ledger = { ...balance({ paid_paise: 236000 }), cancelled: false };
    expect(invoiceStatusOf(ledger)).toBe('PAYMENT COMPLETE');
    expect(invoiceStatusOf({ ...ledger, paid_paise: 1 })).toBe('partly_paid');
  });
});
