import { describe, expect, it } from 'vitest';
import { inStockBand, PRODUCT_MESSAGES } from '../src/catalogue.ts';
import { ZContactRequest } from '../src/contact.ts';
import { GST_MESSAGES } from '../src/gst.ts';
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

describe('ZProductFields: HSN/SAC, unit and GST rate (docs/requirements/002-gst.md §3)', () => {
  const messageAt = (extra: Record<string, unknown>, field: string) =>
    ZProductFields.safeParse({ ...base, ...extra }).error?.issues.find((i) => i.path[0] === field)?.message;

  it('leaves all three out when the form does (the server defaults them on add, keeps them on edit)', () => {
    const v = ZProductFields.parse(base);
    expect([v.hsn, v.unit, v.gst_rate]).toEqual([undefined, undefined, undefined]);
  });

  it('takes 4, 6 or 8 digits, with the tariff spaces dropped; empty is no code', () => {
    for (const [typed, stored] of [
      ['8413', '8413'],
      ['842121', '842121'],
      ['8421 21 00', '84212100'],
      [' 998717 ', '998717'],
      ['', null],
      ['   ', null],
    ] as const) {
      expect(ZProductFields.parse({ ...base, hsn: typed }).hsn).toBe(stored);
    }
  });

  it('refuses any other HSN at its field', () => {
    for (const hsn of ['12345', '841', '8421211', '842121000', '84a1', '8421-21', 'x'.repeat(30)]) {
      expect(messageAt({ hsn }, 'hsn')).toBe(GST_MESSAGES.hsn);
    }
    expect(messageAt({ hsn: 8413 }, 'hsn')).toBe(GST_MESSAGES.hsn);
  });

  it('takes a unit of the GST list only', () => {
    expect(ZProductFields.parse({ ...base, unit: 'KGS' }).unit).toBe('KGS');
    for (const unit of ['kgs', 'KG', 'ABC', '', 'Numbers']) {
      expect(messageAt({ unit }, 'unit')).toBe(GST_MESSAGES.unit);
    }
  });

  it('takes a rate in force, as the list writes it, and refuses the others', () => {
    expect(ZProductFields.parse({ ...base, gst_rate: '18.00' }).gst_rate).toBe('18');
    expect(ZProductFields.parse({ ...base, gst_rate: 5 }).gst_rate).toBe('5');
    expect(ZProductFields.parse({ ...base, gst_rate: '0.250' }).gst_rate).toBe('0.25');
    for (const gst_rate of ['12', '28', '-5', '-0', -0, '', 'eighteen', '18%']) {
      expect(messageAt({ gst_rate }, 'gst_rate')).toMatch(
        /^The GST rate must be one of 0, 0\.25, 3, 5, 18, 40 %$/,
      );
    }
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
