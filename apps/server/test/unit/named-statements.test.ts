import { describe, expect, it } from 'vitest';
import { inlineLimits } from '../../src/db/named-statements.ts';

/** A page's size is written into its statement (db/named-statements.ts, decision 0009). */
describe('inlineLimits', () => {
  it('writes a trailing limit as a literal and drops its parameter', () => {
    expect(inlineLimits('select * from t where a = $1 order by id limit $2', [7, 101])).toEqual({
      text: 'select * from t where a = $1 order by id limit 101',
      values: [7],
    });
  });

  it('numbers the parameters after an inner limit down, so each still meets its value', () => {
    const text =
      'select * from (select id from t where a = $1 order by id limit $2) p join u on u.id = p.id where u.b = $3 and u.c = $4';
    expect(inlineLimits(text, ['x', 51, 'y', 'z'])).toEqual({
      text: 'select * from (select id from t where a = $1 order by id limit 51) p join u on u.id = p.id where u.b = $2 and u.c = $3',
      values: ['x', 'y', 'z'],
    });
  });

  it('leaves $10 alone when $1 is the limit', () => {
    const values = [5, ...Array.from({ length: 10 }, (_, i) => `v${i + 2}`)];
    const out = inlineLimits('select $2, $3, $4, $5, $6, $7, $8, $9, $10, $11 limit $1', values);
    expect(out.text).toBe('select $1, $2, $3, $4, $5, $6, $7, $8, $9, $10 limit 5');
    expect(out.values).toEqual(values.slice(1));
  });

  it('keeps a limit that is not a whole, non-negative number as a parameter', () => {
    for (const value of ['101', 1.5, -1, Number.NaN, null, 2 ** 60]) {
      expect(inlineLimits('select 1 limit $1', [value])).toEqual({
        text: 'select 1 limit $1',
        values: [value],
      });
    }
  });

  it('changes nothing in a statement without a limit parameter', () => {
    const text = 'select count(*) from t where a = $1 and b = $2';
    expect(inlineLimits(text, [1, 2])).toEqual({ text, values: [1, 2] });
  });

  it('keeps the limit a parameter in a search, whose plan depends on its pattern', () => {
    for (const op of ['like', 'ilike', 'ILIKE', 'not like', 'similar to']) {
      const text = `select * from t where a = $1 and s ${op} $2 order by id limit $3`;
      expect(inlineLimits(text, [1, '%a%', 101])).toEqual({ text, values: [1, '%a%', 101] });
    }
  });
});
