import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, expect } from '@playwright/test';
import { ADMIN, dataDir } from './env.ts';

/** A small valid PNG (8×6, blue), enough for the server to check and re-encode. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWOQqbuGFTEMpAQAFeJFAfiRwH0AAAAASUVORK5CYII=',
  'base64',
);

export interface CatalogueProduct {
  name: string;
  categories: string;
  price: string;
  stock: string;
  is_sellable: boolean;
  link?: string;
  is_proposal?: boolean;
}

/** The products the public journeys expect; the e2e server starts with an empty catalogue. */
export const CATALOGUE: readonly CatalogueProduct[] = [
  {
    name: 'Electronic Chlorine Dosing Pump 6 LPH',
    categories: 'Dosing Pumps',
    price: '18900',
    stock: '25',
    is_sellable: true,
    link: 'https://www.amazon.in/s?k=chlorine+dosing+pump',
  },
  { name: 'RO Membrane Element 4040', categories: 'Spares', price: '14200', stock: '0', is_sellable: true },
  {
    name: 'STP Automatic Control Panel',
    categories: 'Control Panels',
    price: '68500',
    stock: '7',
    is_sellable: true,
    link: 'https://www.amazon.in/s?k=stp+control+panel',
  },
  {
    name: 'Packaged Sewage Treatment Plant 50 KLD',
    categories: 'Treatment Plants',
    price: '1850000',
    stock: '2',
    is_sellable: false,
    is_proposal: true,
  },
];

export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/login', { data: ADMIN });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { user: { token: string } }).user.token;
}

/**
 * POST /api/add-product as the holder of `token`: `fields` (the form's names) over a product not for
 * proposals, without a link, with the small PNG as its image. Every journey adds its products through this.
 */
export function postProduct(
  request: APIRequestContext,
  token: string,
  fields: { name: string; description: string; categories: string; price: string; stock: string } & Record<
    string,
    string
  >,
) {
  return request.post('/api/add-product', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      is_proposal: 'false',
      link: '',
      ...fields,
      image: { name: 'product.png', mimeType: 'image/png', buffer: PNG },
    },
  });
}

/** Adds a product through the API as the admin; a name that exists already (409) is fine. */
export async function addProduct(request: APIRequestContext, token: string, p: CatalogueProduct) {
  const res = await postProduct(request, token, {
    name: p.name,
    description: `${p.name}: built for water and sewage treatment plants.`,
    categories: p.categories,
    price: p.price,
    stock: p.stock,
    is_sellable: String(p.is_sellable),
    is_proposal: String(p.is_proposal ?? false),
    link: p.link ?? '',
  });
  expect([201, 409]).toContain(res.status());
}

/** Makes sure the public catalogue and the audited results of 2019 to 2023 exist. */
export async function ensureCatalogue(request: APIRequestContext): Promise<void> {
  const token = await adminToken(request);
  for (const p of CATALOGUE) await addProduct(request, token, p);
  const legal = path.join(dataDir(), 'legal');
  mkdirSync(legal, { recursive: true });
  for (const year of [2019, 2020, 2021, 2022, 2023]) {
    writeFileSync(
      path.join(legal, `${year}.pdf`),
      `%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
    );
  }
}

/**
 * A product of the invoices' catalogue added by `admin` (POST /api/add-product): 4 in stock, HSN `hsn`, sold
 * by the number (NOS) at 18 % GST, with an image; its id. A name that exists already fails the journey.
 */
export async function addTaxedProduct(
  request: APIRequestContext,
  admin: { token: string },
  p: {
    name: string;
    description: string;
    categories: string;
    price: string;
    is_sellable: boolean;
    hsn: string;
  },
): Promise<number> {
  const res = await postProduct(request, admin.token, {
    ...p,
    stock: '4',
    is_sellable: String(p.is_sellable),
    unit: 'NOS',
    gst_rate: '18',
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}
