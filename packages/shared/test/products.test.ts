import { describe, expect, it } from 'vitest';
import { inStockBand, PRODUCT_MESSAGES } from '../src/catalogue.ts';
import { ZContactRequest } from '../src/contact.ts';
import { ZProductFields } from '../src/products.ts';
import { MESSAGES } from '../src/validation.ts';

const base = { name: 'Pump', description: 'D', categories: 'Spares', price: '10', stock: '3' };

describe('ZProductFields', () => {
  it('reads multipart text and browser values alike', () => {
    const a = ZProductFields.parse({ ...base, is_sellable: 'true', link: 'https://amazon.in/x' });
    const b = ZProductFields.parse({
      ...base,
      price: 10,
      stock: 3,
      is_sellable: true,
      link: 'https://amazon.in/x',
    });
    expect(a).toEqual(b);
    expect(a.stock).toBe(3);
    expect(a.price).toBe('10');
  });

  it('drops the fields of flags that are off', () => {
    const v = ZProductFields.parse({
      ...base,
      is_sellable: '0',
      is_proposal: '0',
      link: 'https://a.in/b',
      intro: 'i',
      technical_specification: '[{"heading":"a","value":"b"}]',
    });
    expect(v).toMatchObject({ link: '', intro: '', technical_specification: [] });
  });

  it('refuses bad prices and stock, and a link that is not a web address', () => {
    for (const price of ['-1', '1.234', 'abc', '1e5']) {
      expect(ZProductFields.safeParse({ ...base, price }).error?.issues[0]?.message).toBe(
        PRODUCT_MESSAGES.invalidPrice,
      );
    }
    expect(ZProductFields.safeParse({ ...base, stock: '1.5' }).error?.issues[0]?.message).toBe(
      PRODUCT_MESSAGES.invalidStock,
    );
    expect(
      ZProductFields.safeParse({ ...base, is_sellable: true, link: 'javascript:alert(1)' }).success,
    ).toBe(false);
    expect(ZProductFields.safeParse({ ...base, is_sellable: true, link: '' }).success).toBe(true);
  });
});

describe('inStockBand', () => {
  it('splits stock into the spec bands', () => {
    expect([0, 1, 10, 11].map((s) => inStockBand(s, 'zero'))).toEqual([true, false, false, false]);
    expect([0, 1, 10, 11].map((s) => inStockBand(s, 'upto10'))).toEqual([false, true, true, false]);
    expect([0, 1, 10, 11].map((s) => inStockBand(s, 'over10'))).toEqual([false, false, false, true]);
    expect([0, 11].every((s) => inStockBand(s, 'all'))).toBe(true);
  });
});

describe('ZContactRequest', () => {
  it("gives the spec's messages", () => {
    const r = ZContactRequest.safeParse({ name: '', email: 'x@y', message: '' });
    expect(r.error?.issues.map((i) => i.message)).toEqual([
      MESSAGES.required,
      MESSAGES.invalidEmail,
      MESSAGES.required,
    ]);
  });
});

describe('formatPrice', () => {
  it('matches formatRupees for catalogue prices', async () => {
    const { formatPrice } = await import('../src/catalogue.ts');
    const { formatRupees } = await import('../src/format.ts');
    for (const v of [0, 9.5, 18900, 18900.5, 1850000, 123456789.99])
      expect(formatPrice(v)).toBe(formatRupees(v));
  });
});
