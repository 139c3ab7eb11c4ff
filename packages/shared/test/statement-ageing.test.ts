import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../src/dates.ts';
import { statementFileName, statementPdfPath } from '../src/ledger-documents.ts';
import { AGEING_BUCKETS, type StatementEntry, statementAgeing, statementOf } from '../src/receivables.ts';

/** A statement's closing ageing (docs/requirements/002-gst.md §8, §13). */

type Entry = StatementEntry & { invoice_id: number };
const entry = (invoice_id: number, kind: Entry['kind'], date: string, amount_paise: number): Entry => ({
  invoice_id,
  kind,
  date,
  reference: `${kind}-${invoice_id}`,
  amount_paise,
});

describe('statementAgeing', () => {
  it("ages each invoice's balance by its due date as of the statement's last day", () => {
    const entries = [
      entry(1, 'invoice', '2026-04-10', 118_000),
      entry(1, 'payment', '2026-04-20', 18_000), // 1,000.00 left, due 25/04: 66 days late on 30/06
      entry(2, 'invoice', '2026-06-01', 59_000),
      entry(2, 'credit_note', '2026-06-02', 9_000), // 500.00 left, due 16/06: 14 days late
      entry(3, 'invoice', '2026-06-25', 11_800), // due 10/07: not due
      entry(4, 'invoice', '2026-01-01', 5_000), // no due date kept: due on issue, 180 days late
      entry(5, 'invoice', '2026-05-01', 10_000),
      entry(5, 'payment', '2026-05-02', 10_000),
      entry(5, 'credit_note', '2026-05-03', 2_500), // paid beyond its worth: in the client's favour
    ];
    const dues = new Map<number, string | null>([
      [1, '2026-04-25'],
      [2, '2026-06-16'],
      [3, '2026-07-10'],
      [4, null],
      [5, '2026-05-16'],
    ]);
    const ageing = statementAgeing(entries, dues, '2026-06-30');
    expect(ageing).toEqual({
      as_of: '2026-06-30',
      buckets: { not_due: 11_800, '0-30': 50_000, '31-60': 0, '61-90': 100_000, over_90: 5_000 },
      due_paise: 166_800,
      in_credit_paise: 2_500,
    });
    expect(ageing.due_paise - ageing.in_credit_paise).toBe(statementOf(entries).at(-1)?.balance_paise);
  });

  it('is nil for a client who owes nothing', () => {
    const ageing = statementAgeing([], new Map(), '2026-06-30');
    expect(ageing.due_paise).toBe(0);
    expect(Object.values(ageing.buckets).every((v) => v === 0)).toBe(true);
  });

  it('always closes at the running balance: what is due less what is in credit, the buckets summing to it', () => {
    const move = fc.record({
      invoice: fc.integer({ min: 1, max: 6 }),
      kind: fc.constantFrom<Entry['kind']>('invoice', 'payment', 'credit_note', 'debit_note', 'refund'),
      day: fc.integer({ min: 0, max: 400 }),
      amount: fc.integer({ min: 1, max: 10_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(move, { maxLength: 40 }), fc.integer({ min: 0, max: 500 }), (moves, late) => {
        const entries = moves.map((m) => entry(m.invoice, m.kind, addDays('2026-04-01', m.day), m.amount));
        const asOf = addDays('2026-04-01', late);
        const dues = new Map(moves.map((m) => [m.invoice, addDays('2026-04-01', m.invoice * 20)]));
        const ageing = statementAgeing(entries, dues, asOf);
        const closing = statementOf(entries).at(-1)?.balance_paise ?? 0;
        expect(ageing.due_paise - ageing.in_credit_paise).toBe(closing);
        expect(AGEING_BUCKETS.reduce((s, b) => s + ageing.buckets[b], 0)).toBe(ageing.due_paise);
        expect(ageing.in_credit_paise).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 2_000 },
    );
  });
});

describe('the ledger documents’ paths', () => {
  it('carry the period only when given', () => {
    expect(statementPdfPath(7)).toBe('/api/statement-pdf/7');
    expect(statementPdfPath(7, { from: '2026-04-01', to: '2026-06-30' })).toBe(
      '/api/statement-pdf/7?from=2026-04-01&to=2026-06-30',
    );
    expect(statementFileName(7, '2026-04-01', '2026-06-30')).toBe('statement-7-2026-04-01-2026-06-30.pdf');
  });
});
