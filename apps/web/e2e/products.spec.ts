import { PRODUCT_MESSAGES } from '@aquadesk/shared/catalogue.ts';
import { GST_MESSAGES } from '@aquadesk/shared/gst.ts';
import { PRODUCT_LIMITS, SPEC_MESSAGES } from '@aquadesk/shared/products.ts';
import { MESSAGES } from '@aquadesk/shared/validation.ts';
import { expect, test } from '@playwright/test';
import { loginViaApi, startSignedIn } from './support/auth.ts';
import { addProduct, adminToken, PNG } from './support/catalogue.ts';
import { ADMIN } from './support/env.ts';
import { saveScreen } from './support/screens.ts';

const unique = (name: string) => `${name} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test.describe('products admin', () => {
  test('list, filters and "Product not found"', async ({ page, request }) => {
    const token = await adminToken(request);
    const name = unique('Twin Lobe Blower');
    // spec 000 §2: a category filter; two categories no other test uses, so each choice tells
    const category = unique('Blowers');
    await addProduct(request, token, {
      name,
      categories: category,
      price: '96500',
      stock: '0',
      is_sellable: false,
    });
    await addProduct(request, token, {
      name: `${name} spare`,
      categories: `${category} spares`,
      price: '4200',
      stock: '7',
      is_sellable: false,
    });
    await startSignedIn(page, await loginViaApi(request, ADMIN.email, ADMIN.password));
    await page.goto('/products');
    await expect(page).toHaveTitle(/^Products \| /);
    await expect(page.getByRole('columnheader', { name: 'Id' })).toBeVisible();
    const rows = page.getByTestId('product-row');
    await page.getByLabel('Search').fill(name);
    await expect(rows).toHaveCount(2);
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: category, exact: true }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('₹96,500.00');
    await page.getByRole('combobox', { name: 'Stock' }).click();
    await page.getByRole('option', { name: 'Greater than 10' }).click();
    await expect(page.getByText(PRODUCT_MESSAGES.notFound)).toBeVisible();
    await page.getByRole('combobox', { name: 'Stock' }).click();
    await page.getByRole('option', { name: '0', exact: true }).click();
    await expect(rows).toHaveCount(1);
    // spec 000 §2, §9: the stock band 'Up to 10' (1 to 10) holds the spare (7), not the blower (0)
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'All', exact: true }).click();
    await page.getByRole('combobox', { name: 'Stock' }).click();
    await page.getByRole('option', { name: 'Up to 10', exact: true }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('₹4,200.00');
    await page.getByLabel('Search').fill('zzz nothing');
    await expect(page.getByText(PRODUCT_MESSAGES.notFound)).toBeVisible();
  });

  test('add: required fields, duplicate name, non-image refused, then added with proposal rows; live to another user', async ({
    page,
    browser,
    request,
  }) => {
    const token = await adminToken(request);
    const taken = unique('UV Steriliser');
    await addProduct(request, token, {
      name: taken,
      categories: 'Disinfection',
      price: '23500',
      stock: '9',
      is_sellable: true,
    });

    // a second admin session watches the list in another browser
    const other = await browser.newContext();
    const watcher = await other.newPage();
    await startSignedIn(watcher, await loginViaApi(request, ADMIN.email, ADMIN.password));
    await watcher.goto('/products');

    await startSignedIn(page, await loginViaApi(request, ADMIN.email, ADMIN.password));
    await page.goto('/products');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const form = page.getByRole('form', { name: 'Add product' });
    await form.getByRole('button', { name: 'Add product' }).click();
    await expect(form.getByText(MESSAGES.required)).toHaveCount(6);

    await form.getByLabel('Name').fill(taken);
    await form.getByLabel('Description').fill('Stainless steel UV unit');
    await form.getByLabel('Price (₹)').fill('23500');
    await form.getByLabel('Stock').fill('4');
    await form.getByLabel('Category').fill('Disinfection');
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'uv.png', mimeType: 'image/png', buffer: PNG });
    await form.getByRole('button', { name: 'Add product' }).click();
    await expect(form.getByText(PRODUCT_MESSAGES.nameTaken)).toBeVisible();

    const name = unique('UV Steriliser 40 LPM');
    await form.getByLabel('Name').fill(name);
    await form.locator('input[type="file"]').setInputFiles({
      name: 'fake.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is not an image at all'),
    });
    await form.getByRole('button', { name: 'Add product' }).click();
    await expect(form.getByText('Only JPEG, PNG or WebP images are accepted')).toBeVisible();

    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'uv.png', mimeType: 'image/png', buffer: PNG });
    await form.getByLabel(/Use in proposals/).check();
    await form.getByRole('textbox', { name: 'Intro' }).fill('Chemical-free disinfection');
    await form.getByRole('textbox', { name: 'Content' }).fill('Kills 99.9% of bacteria without chemicals.');
    await form.getByLabel('Heading 1').fill('Flow');
    await form.getByLabel('Value 1').fill('40 LPM');
    await form.getByLabel(/Sellable on the website/).check();
    await form.getByLabel('Marketplace link').fill('https://www.amazon.in/s?k=uv');
    await form.getByRole('button', { name: 'Add product' }).click();
    await expect(page.getByText('Successfully added a new product')).toBeVisible();
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByLabel('Search').fill(name);
    await expect(page.getByTestId('product-row')).toHaveCount(1);

    // live: the other browser sees it without reloading
    await watcher.getByLabel('Search').fill(name);
    await expect(watcher.getByTestId('product-row')).toHaveCount(1);

    // edit it: stock to 0, and the other browser follows. The list leaves the proposal article out; the
    // form loads the whole product, so the article is there to edit and is kept by the save
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('form', { name: 'Edit product' });
    await expect(edit.getByRole('textbox', { name: 'Intro' })).toHaveValue('Chemical-free disinfection');
    await expect(edit.getByRole('textbox', { name: 'Content' })).toHaveValue(
      'Kills 99.9% of bacteria without chemicals.',
    );
    await expect(edit.getByLabel('Value 1')).toHaveValue('40 LPM');
    await edit.getByLabel('Stock').fill('0');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Successfully updated the product')).toBeVisible();
    await expect(watcher.getByTestId('product-row').getByRole('cell').nth(3)).toHaveText('0');
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(edit.getByRole('textbox', { name: 'Content' })).toHaveValue(
      'Kills 99.9% of bacteria without chemicals.',
    );
    await expect(edit.getByLabel('Stock')).toHaveValue('0');
    await other.close();
  });

  test('HSN/SAC, unit and GST rate: a wrong HSN is named at its field; saved, the list and the form show them', async ({
    page,
    request,
  }) => {
    await startSignedIn(page, await loginViaApi(request, ADMIN.email, ADMIN.password));
    await page.goto('/products');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const form = page.getByRole('form', { name: 'Add product' });
    const name = unique('Pressure Sand Filter');
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Description').fill('FRP vessel with multiport valve');
    await form.getByLabel('Price (₹)').fill('78000');
    await form.getByLabel('Stock').fill('3');
    await form.getByLabel('Category').fill('Filtration');
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'psf.png', mimeType: 'image/png', buffer: PNG });
    // a new product starts at NOS and 18 % (docs/api.md "Products")
    await expect(form.getByRole('combobox', { name: 'Unit' })).toHaveValue('NOS – Numbers');
    await expect(form.getByRole('combobox', { name: 'GST rate' })).toHaveValue('18 %');
    await form.getByLabel('HSN/SAC').fill('12345');
    await form.getByRole('button', { name: 'Add product' }).click();
    const hsn = form.getByLabel('HSN/SAC');
    await expect(hsn).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(GST_MESSAGES.hsn)).toBeVisible();
    await expect(page.getByText('Successfully added a new product')).toHaveCount(0);

    await hsn.fill('8421 21');
    await form.getByRole('combobox', { name: 'Unit' }).click();
    await form.getByRole('combobox', { name: 'Unit' }).fill('kilo');
    await page.getByRole('option', { name: 'KGS – Kilograms' }).click();
    await form.getByRole('combobox', { name: 'GST rate' }).click();
    await page.getByRole('option', { name: '5 %', exact: true }).click();
    await form.getByRole('button', { name: 'Add product' }).click();
    await expect(page.getByText('Successfully added a new product')).toBeVisible();
    await page.getByRole('button', { name: 'Done' }).click();

    await page.getByLabel('Search').fill(name);
    const row = page.getByTestId('product-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').nth(4)).toHaveText('842121');
    await expect(row.getByRole('cell').nth(5)).toHaveText('5 %');

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('form', { name: 'Edit product' });
    await expect(edit.getByLabel('HSN/SAC')).toHaveValue('842121');
    await expect(edit.getByRole('combobox', { name: 'Unit' })).toHaveValue('KGS – Kilograms');
    await expect(edit.getByRole('combobox', { name: 'GST rate' })).toHaveValue('5 %');
    // stored as the server answers it
    const token = await adminToken(request);
    const list = await request.get(`/api/get_all_products?search=${encodeURIComponent(name)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await list.json()).data).toMatchObject([{ hsn: '842121', unit: 'KGS', gst_rate: '5' }]);
  });

  test('a proposal text over its bound is named at its field, and the specification stops at its bound', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await startSignedIn(page, await loginViaApi(request, ADMIN.email, ADMIN.password));
    await page.goto('/products');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const form = page.getByRole('form', { name: 'Add product' });
    await form.getByLabel('Name').fill(unique('RO Plant'));
    await form.getByLabel('Description').fill('d'.repeat(PRODUCT_LIMITS.description + 1));
    await form.getByLabel('Price (₹)').fill('845000');
    await form.getByLabel('Stock').fill('1');
    await form.getByLabel('Category').fill('Plants');
    await form.getByLabel(/Use in proposals/).check();
    // issue 28: a proposal freezes these texts and prints them
    await form.getByRole('textbox', { name: 'Intro' }).fill('i'.repeat(PRODUCT_LIMITS.intro + 1));
    await form.getByRole('textbox', { name: 'Content' }).fill('c'.repeat(PRODUCT_LIMITS.content + 1));
    await form.getByLabel('Heading 1').fill('Capacity');
    await form.getByLabel('Value 1').fill('v'.repeat(PRODUCT_LIMITS.specValue + 1));
    await form.getByRole('button', { name: 'Add product' }).click();
    await expect(
      form.getByText(`Description must be at most ${PRODUCT_LIMITS.description} characters`),
    ).toBeVisible();
    await expect(form.getByText(`Intro must be at most ${PRODUCT_LIMITS.intro} characters`)).toBeVisible();
    await expect(
      form.getByText(`Content must be at most ${PRODUCT_LIMITS.content} characters`),
    ).toBeVisible();
    await expect(
      form.getByText(SPEC_MESSAGES.row(1, `Value must be at most ${PRODUCT_LIMITS.specValue} characters`)),
    ).toBeVisible();
    const addRow = form.getByRole('button', { name: 'Add row' });
    for (let i = 1; i < PRODUCT_LIMITS.specRows; i++) await addRow.click();
    await expect(form.getByLabel(`Heading ${PRODUCT_LIMITS.specRows}`)).toBeVisible();
    await expect(addRow).toBeDisabled();
    await expect(form.getByText(SPEC_MESSAGES.tooManyRows)).toBeVisible();
    await form.getByText(SPEC_MESSAGES.tooManyRows).scrollIntoViewIfNeeded();
    await saveScreen(page, 'product-form-bounds.png');
  });

  test('a product whose picture cannot be loaded shows a plain frame, not a broken image', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const name = unique('Lost Picture Pump');
    await addProduct(request, token, {
      name,
      categories: 'Pumps',
      price: '1200',
      stock: '3',
      is_sellable: false,
    });
    // the file is gone from the data folder: the server answers 404 for it
    await page.route('**/api/product/**', (route) => route.fulfill({ status: 404, body: '' }));
    await startSignedIn(page, await loginViaApi(request, ADMIN.email, ADMIN.password));
    await page.goto(`/products?search=${encodeURIComponent(name)}`);
    const picture = page.getByTestId('product-row').locator('img');
    await expect(picture).toHaveAttribute('src', /^data:image\/svg\+xml,/);
  });

  test('others see no products screen', async ({ page, request }) => {
    const res = await request.get('/api/get_all_products');
    expect(res.status()).toBe(401);
    await page.goto('/products');
    await expect(page).toHaveURL(/\/login/);
  });
});
