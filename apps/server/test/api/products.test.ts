import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { PRODUCT_MESSAGES } from '@aquadesk/shared/catalogue.ts';
import { GST_MESSAGES } from '@aquadesk/shared/gst.ts';
import { MESSAGES } from '@aquadesk/shared/validation.ts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema/index.ts';
import { DOSING_PUMP_FIELDS } from '../fixtures.ts';
import { buildTestApp, multipart, type TestApp } from '../helpers.ts';

let t: TestApp;
let admin: { authorization: string };
let png: Buffer;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.adminHeaders();
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1c7ed6' } })
    .png()
    .toBuffer();
});
afterAll(() => t.close());

let n = 0;
const fields = (extra: Record<string, string> = {}) => {
  n += 1;
  return {
    name: `Dosing Pump ${n} ${randomBytes(2).toString('hex')}`,
    ...DOSING_PUMP_FIELDS,
    ...extra,
  };
};

const add = (headers: Record<string, string>, f: Record<string, string>, file: Buffer | null = png) => {
  const body = multipart(f, file ? { data: file, name: 'pump.png', type: 'image/png' } : undefined);
  return t.app.inject({
    method: 'POST',
    url: '/api/add-product',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
};
const edit = (headers: Record<string, string>, f: Record<string, string>, file: Buffer | null = null) => {
  const body = multipart(f, file ? { data: file, name: 'pump.png', type: 'image/png' } : undefined);
  return t.app.inject({
    method: 'POST',
    url: '/api/edit-product',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
};
const productFiles = () => readdirSync(path.join(t.dataDir, 'uploads', 'product'));

describe('POST /api/add-product', () => {
  it('creates a product for admin and product_management, with its image re-encoded', async () => {
    const res = await add(admin, fields({ is_sellable: 'true', link: 'https://www.amazon.in/dp/B0TEST' }));
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      price: 18900.5,
      stock: 5,
      categories: 'Dosing Pumps',
      is_sellable: true,
      is_proposal: false,
      link: 'https://www.amazon.in/dp/B0TEST',
      intro: '',
      technical_specification: [],
    });
    expect(data.image).toMatch(/^[a-f0-9]{32}\.png$/);
    const img = await t.app.inject({ method: 'GET', url: `/api/product/${data.image}` });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');

    const pm = await t.asRole('product_management');
    expect((await add(pm.headers, fields())).statusCode).toBe(201);
  });

  it('keeps proposal fields only with the proposal flag, the link only with the sellable flag', async () => {
    const spec = JSON.stringify([
      { heading: 'Flow', value: '6 LPH' },
      { heading: '', value: '' },
    ]);
    const res = await add(
      admin,
      fields({
        is_proposal: '1',
        intro: 'Intro',
        content: 'Body',
        technical_specification: spec,
        link: 'https://x.in/a',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      is_proposal: true,
      intro: 'Intro',
      content: 'Body',
      technical_specification: [{ heading: 'Flow', value: '6 LPH' }],
      link: '',
    });
    const [row] = await t.ctx.db.select().from(products).orderBy(products.id).limit(1).offset(2);
    expect(row?.technicalSpecification).toEqual([{ heading: 'Flow', value: '6 LPH' }]);
  });

  it('names every missing field, image included, and stores nothing', async () => {
    const before = productFiles().length;
    const res = await add(admin, {}, null);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      name: MESSAGES.required,
      description: MESSAGES.required,
      categories: MESSAGES.required,
      price: MESSAGES.required,
      stock: MESSAGES.required,
      image: MESSAGES.required,
    });
    expect(productFiles().length).toBe(before);
  });

  it('refuses a bad price, stock and link', async () => {
    const res = await add(admin, fields({ price: '-3', stock: '2.5', is_sellable: 'true', link: 'amazon' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      price: PRODUCT_MESSAGES.invalidPrice,
      stock: PRODUCT_MESSAGES.invalidStock,
      link: PRODUCT_MESSAGES.invalidLink,
    });
  });

  it('refuses a duplicate name in any case with 409', async () => {
    const f = fields();
    expect((await add(admin, f)).statusCode).toBe(201);
    const res = await add(admin, { ...f, name: f.name.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: PRODUCT_MESSAGES.nameTaken,
      errors: { name: PRODUCT_MESSAGES.nameTaken },
    });
  });

  it('refuses a file that is not an image with 415 and keeps nothing', async () => {
    const before = productFiles().length;
    const rows = (await t.ctx.db.select().from(products)).length;
    const res = await add(admin, fields(), Buffer.from('%PDF-1.4 not an image'));
    expect(res.statusCode).toBe(415);
    expect(productFiles().length).toBe(before);
    expect((await t.ctx.db.select().from(products)).length).toBe(rows);
  });

  it('refuses an image over the upload limit with 413', async () => {
    const small = await buildTestApp({ UPLOAD_MAX_MB: '0.01' });
    try {
      const big = await sharp({
        create: { width: 400, height: 400, channels: 3, background: '#888' },
      })
        .raw()
        .toBuffer();
      const bigPng = await sharp(big, { raw: { width: 400, height: 400, channels: 3 } })
        .png({ compressionLevel: 0 })
        .toBuffer();
      const body = multipart(fields(), { data: bigPng, name: 'x.png', type: 'image/png' });
      const res = await small.app.inject({
        method: 'POST',
        url: '/api/add-product',
        payload: body.payload,
        headers: { ...(await small.adminHeaders()), ...body.headers },
      });
      expect(res.statusCode).toBe(413);
    } finally {
      await small.close();
    }
  });

  it('refuses more files than the form takes (one image) with 413 and stores nothing', async () => {
    const before = productFiles().length;
    const one = multipart(fields(), { data: png, name: 'a.png', type: 'image/png' });
    const boundary = one.headers['content-type'].split('boundary=')[1]!;
    const second = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="b.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const end = Buffer.from(`--${boundary}--\r\n`);
    const payload = Buffer.concat([
      one.payload.subarray(0, one.payload.length - end.length),
      second,
      png,
      Buffer.from('\r\n'),
      end,
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/add-product',
      payload,
      headers: { ...admin, ...one.headers },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Send at most 1 file');
    expect(productFiles().length).toBe(before);
  });

  it('is refused to other roles, clients and visitors', async () => {
    for (const role of ['employee', 'reseller', 'marketing_manager', 'client'] as const) {
      const { headers } = await t.asRole(role);
      expect((await add(headers, fields())).statusCode).toBe(403);
    }
    expect((await add({}, fields())).statusCode).toBe(401);
  });
});

describe('POST /api/edit-product', () => {
  it('changes the fields and keeps the image unless a new one is sent', async () => {
    const created = (await add(admin, fields())).json().data;
    const pm = await t.asRole('product_management');
    const res = await edit(pm.headers, fields({ id: String(created.id), name: created.name, stock: '0' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: created.id, stock: 0, image: created.image });
    const withImage = await edit(admin, fields({ id: String(created.id), name: created.name }), png);
    expect(withImage.json().data.image).not.toBe(created.image);
  });

  it('refuses a name another product has, and an unknown id', async () => {
    const a = (await add(admin, fields())).json().data;
    const b = (await add(admin, fields())).json().data;
    const res = await edit(admin, fields({ id: String(b.id), name: a.name }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PRODUCT_MESSAGES.nameTaken);
    expect((await edit(admin, fields({ id: '999999' }))).statusCode).toBe(404);
    expect((await edit(admin, fields())).statusCode).toBe(400);
  });

  it('is refused to other roles', async () => {
    const { headers } = await t.asRole('technical_director');
    expect((await edit(headers, fields({ id: '1' }))).statusCode).toBe(403);
  });
});

describe('GET /api/get_all_products', () => {
  it('lists every product for admin and product_management only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/get_all_products', headers: admin });
    expect(res.statusCode).toBe(200);
    const all = res.json().data;
    expect(all.length).toBe((await t.ctx.db.select().from(products)).length);
    expect(all.some((p: { is_sellable: boolean }) => !p.is_sellable)).toBe(true);
    const pm = await t.asRole('product_management');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/get_all_products', headers: pm.headers })).statusCode,
    ).toBe(200);
    const emp = await t.asRole('employee');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/get_all_products', headers: emp.headers })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/get_all_products' })).statusCode).toBe(401);
  });

  // spec 000 §2, §9: the admin list's category filter and its stock bands 0, up to 10, more than 10
  it('filters by category and by stock band, each band’s edges included exactly once', async () => {
    const category = `Band Pumps ${randomBytes(3).toString('hex')}`;
    const ids = new Map<number, number>();
    for (const stock of [0, 1, 10, 11]) {
      const res = await add(admin, fields({ categories: category, stock: String(stock) }));
      expect(res.statusCode).toBe(201);
      ids.set(res.json().data.id, stock);
    }
    await add(admin, fields({ categories: `Other ${category}`, stock: '5' }));
    const stocks = async (query: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/get_all_products?category=${encodeURIComponent(category)}${query}`,
        headers: admin,
      });
      expect(res.statusCode).toBe(200);
      const rows = res.json().data as { id: number; stock: number; categories: string }[];
      expect(rows.every((r) => r.categories === category && ids.get(r.id) === r.stock)).toBe(true);
      return { stocks: rows.map((r) => r.stock).sort((a, b) => a - b), body: res.json() };
    };
    const all = await stocks('');
    expect(all.stocks).toEqual([0, 1, 10, 11]);
    expect(all.body.categories).toContain(category);
    expect(all.body.categories).toContain(`Other ${category}`);
    expect((await stocks('&stock=all')).stocks).toEqual([0, 1, 10, 11]);
    expect((await stocks('&stock=zero')).stocks).toEqual([0]);
    expect((await stocks('&stock=upto10')).stocks).toEqual([1, 10]);
    expect((await stocks('&stock=over10')).stocks).toEqual([11]);
  });
});

describe('HSN/SAC, GST unit and GST rate (docs/requirements/002-gst.md §3)', () => {
  const stored = async (id: number) => {
    const [row] = await t.ctx.db.select().from(products).where(eq(products.id, id));
    return row!;
  };
  const taxOf = async (id: number) => {
    const { hsn, unit, gstRate } = await stored(id);
    return { hsn, unit, gstRate };
  };

  it('stores them on add and answers them on add, get_product and the list', async () => {
    const res = await add(admin, fields({ hsn: '8421 21', unit: 'SET', gst_rate: '5' }));
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({ hsn: '842121', unit: 'SET', gst_rate: '5' });
    expect(await taxOf(data.id)).toEqual({ hsn: '842121', unit: 'SET', gstRate: '5.00' });
    const one = await t.app.inject({ method: 'GET', url: `/api/get_product?id=${data.id}`, headers: admin });
    expect(one.json().data).toMatchObject({ hsn: '842121', unit: 'SET', gst_rate: '5' });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/get_all_products?search=${encodeURIComponent(data.name)}`,
      headers: admin,
    });
    expect(list.json().data).toMatchObject([{ id: data.id, hsn: '842121', unit: 'SET', gst_rate: '5' }]);
  });

  it('defaults them on add when they are left out: no code, NOS, 18 %', async () => {
    const res = await add(admin, fields());
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ hsn: null, unit: 'NOS', gst_rate: '18' });
    expect(await taxOf(res.json().data.id)).toEqual({ hsn: null, unit: 'NOS', gstRate: '18.00' });
    const empty = await add(admin, fields({ hsn: '' }));
    expect(empty.json().data.hsn).toBeNull();
  });

  it('refuses a bad HSN, unit or rate on add at its field, and stores nothing', async () => {
    const count = async () => (await t.ctx.db.select({ id: products.id }).from(products)).length;
    const [rows, files] = [await count(), productFiles().length];
    const res = await add(admin, fields({ hsn: '12345', unit: 'KG', gst_rate: '12' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      hsn: GST_MESSAGES.hsn,
      unit: GST_MESSAGES.unit,
      gst_rate: GST_MESSAGES.rate(['0', '0.25', '3', '5', '18', '40']),
    });
    const bads: Record<string, string>[] = [
      { hsn: '84a1' },
      { unit: 'nos' },
      { gst_rate: '' },
      { gst_rate: '28' },
    ];
    for (const bad of bads) {
      const one = await add(admin, fields(bad));
      expect(one.statusCode).toBe(400);
      expect(Object.keys(one.json().errors)).toEqual(Object.keys(bad));
    }
    expect(await count()).toBe(rows);
    expect(productFiles().length).toBe(files);
  });

  it('changes them on edit; left out, the stored ones are kept; empty HSN clears it', async () => {
    const created = (await add(admin, fields({ hsn: '8413', unit: 'NOS', gst_rate: '18' }))).json().data;
    const base = { id: String(created.id), name: created.name };
    const changed = await edit(admin, fields({ ...base, hsn: '998717', unit: 'OTH', gst_rate: '0.25' }));
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ hsn: '998717', unit: 'OTH', gst_rate: '0.25' });
    expect(await taxOf(created.id)).toEqual({ hsn: '998717', unit: 'OTH', gstRate: '0.25' });

    const kept = await edit(admin, fields({ ...base, stock: '7' }));
    expect(kept.json().data).toMatchObject({ stock: 7, hsn: '998717', unit: 'OTH', gst_rate: '0.25' });

    const cleared = await edit(admin, fields({ ...base, hsn: '' }));
    expect(cleared.json().data.hsn).toBeNull();
    expect((await stored(created.id)).hsn).toBeNull();
  });

  it('refuses a bad HSN, unit or rate on edit at its field, and changes nothing stored', async () => {
    const created = (await add(admin, fields({ hsn: '8537', unit: 'NOS', gst_rate: '18' }))).json().data;
    const before = await stored(created.id);
    const res = await edit(
      admin,
      fields({
        id: String(created.id),
        name: `${created.name} renamed`,
        stock: '1',
        hsn: '12345',
        unit: 'XYZ',
        gst_rate: '12',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      hsn: GST_MESSAGES.hsn,
      unit: GST_MESSAGES.unit,
      gst_rate: GST_MESSAGES.rate(['0', '0.25', '3', '5', '18', '40']),
    });
    expect(await stored(created.id)).toEqual(before);
  });

  it('keeps them out of the public catalogue list', async () => {
    await add(admin, fields({ is_sellable: 'true', hsn: '8413' }));
    const res = await t.app.inject({ method: 'GET', url: '/api/get_sellable_products' });
    for (const p of res.json().data) expect(p).not.toHaveProperty('hsn');
  });
});

describe('GET /api/get_product and the list rows', () => {
  it('the list leaves the proposal article out; get_product answers the whole product to product managers', async () => {
    const [stored] = await t.ctx.db
      .insert(products)
      .values({
        name: `Article ${Date.now()}`,
        description: 'Listed without its article',
        price: '1250.50',
        image: 'none.png',
        stock: 3,
        categories: 'Pumps',
        isSellable: false,
        isProposal: true,
        hsn: '8413',
        gstRate: '18.00',
        intro: 'An intro',
        content: 'A long article. '.repeat(2000),
        technicalSpecification: [{ heading: 'Flow', value: '6 LPH' }],
      })
      .returning();
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/get_all_products?search=${encodeURIComponent(stored!.name)}`,
      headers: admin,
    });
    expect(list.json().data).toEqual([
      {
        id: stored!.id,
        name: stored!.name,
        description: 'Listed without its article',
        price: 1250.5,
        image: 'none.png',
        stock: 3,
        categories: 'Pumps',
        is_sellable: false,
        is_proposal: true,
        link: '',
        hsn: '8413',
        unit: 'NOS',
        gst_rate: '18',
      },
    ]);
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/get_product?id=${stored!.id}`,
      headers: admin,
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({
      id: stored!.id,
      is_sellable: false,
      intro: 'An intro',
      content: 'A long article. '.repeat(2000),
      technical_specification: [{ heading: 'Flow', value: '6 LPH' }],
    });
    const pm = await t.asRole('product_management');
    const url = `/api/get_product?id=${stored!.id}`;
    expect((await t.app.inject({ method: 'GET', url, headers: pm.headers })).statusCode).toBe(200);
    const emp = await t.asRole('employee');
    expect((await t.app.inject({ method: 'GET', url, headers: emp.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/get_product?id=2147483647',
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
    for (const id of ['x', '0', '2147483648', '']) {
      const bad = await t.app.inject({ method: 'GET', url: `/api/get_product?id=${id}`, headers: admin });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toHaveProperty('id');
    }
  });
});

describe('public catalogue', () => {
  it('lists only sellable products to visitors, with the docs/api.md fields', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/get_sellable_products' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.length).toBeGreaterThan(0);
    for (const p of data)
      expect(Object.keys(p).sort()).toEqual(['description', 'id', 'image', 'link', 'name', 'price']);
    const sellableIds = (await t.ctx.db.select().from(products))
      .filter((p) => p.isSellable)
      .map((p) => p.id)
      .sort();
    expect(data.map((p: { id: number }) => p.id).sort()).toEqual(sellableIds);
  });

  it('answers one sellable product by id; a hidden, unknown or bad id is 404/400', async () => {
    const rows = await t.ctx.db.select().from(products);
    const sellable = rows.find((p) => p.isSellable)!;
    const hidden = rows.find((p) => !p.isSellable)!;
    const ok = await t.app.inject({ method: 'GET', url: `/api/get_single_product_by_id?id=${sellable.id}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({
      id: sellable.id,
      name: sellable.name,
      price: Number(sellable.price),
    });
    const no = await t.app.inject({ method: 'GET', url: `/api/get_single_product_by_id?id=${hidden.id}` });
    expect(no.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/get_single_product_by_id?id=999999' })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/get_single_product_by_id?id=abc' })).statusCode,
    ).toBe(400);
  });

  it('serves no image for a name that is not ours', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/product/..%2F..%2Fjwt-secret' })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/product/${'a'.repeat(32)}.png` })).statusCode,
    ).toBe(404);
  });
});

describe('uploaded images never outlive their product row', () => {
  it('a burst of adds with one name stores the image of the one that is created only', async () => {
    const before = productFiles().length;
    const same = fields();
    const answers = await Promise.all(Array.from({ length: 8 }, () => add(admin, same)));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const created = answers.find((r) => r.statusCode === 201)!.json().data;
    expect(productFiles().length).toBe(before + 1);
    expect(productFiles()).toContain(created.image);
  });

  it('a replaced image is deleted once the new one is saved; a refused edit keeps no new file', async () => {
    const created = (await add(admin, fields())).json().data;
    const before = productFiles().length;
    const replaced = await edit(admin, fields({ id: String(created.id), name: created.name }), png);
    expect(replaced.statusCode).toBe(200);
    const image: string = replaced.json().data.image;
    expect(productFiles().length).toBe(before);
    expect(productFiles()).toContain(image);
    expect(productFiles()).not.toContain(created.image);

    const other = (await add(admin, fields())).json().data;
    const afterAdd = productFiles().length;
    const clash = await edit(admin, fields({ id: String(created.id), name: other.name }), png);
    expect(clash.statusCode).toBe(409);
    expect(productFiles().length).toBe(afterAdd);
    expect(productFiles()).toContain(image);
  });
});
