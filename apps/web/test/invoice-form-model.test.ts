import type { ProductPick } from '@aquadesk/shared/products.ts';
import { describe, expect, it } from 'vitest';
import { type LineValues, lineOfProduct, NEW_LINE } from '../src/features/invoices/invoice-form-model.ts';

/** A line filled from a product (docs/requirements/002-gst.md §3). */
describe('lineOfProduct', () => {
  const product: ProductPick = {
    id: 7,
    product_name: 'Pressure Sand Filter',
    price: '45000.00',
    image: 'p.png',
    hsn: '84212190',
    unit: 'SET',
    gst_rate: '18',
  };
  const typed: LineValues = { ...NEW_LINE, quantity: '3', discount: '250', hsn: '9983', gst_rate: '5' };

  it("takes the product's name, price, HSN/SAC, unit and rate, and keeps the quantity and discount typed", () => {
    expect(lineOfProduct(typed, product, ['0', '5', '18', '40'])).toEqual({
      description: 'Pressure Sand Filter',
      quantity: '3',
      rate: '45000.00',
      hsn: '84212190',
      unit: 'SET',
      discount: '250',
      gst_rate: '18',
    });
  });

  it("keeps the line's HSN/SAC when the product has none, and its rate when the company's list lacks the product's", () => {
    const line = lineOfProduct(typed, { ...product, hsn: null, gst_rate: '12' }, ['0', '5', '18', '40']);
    expect(line.hsn).toBe('9983');
    expect(line.gst_rate).toBe('5');
  });
});
