import type { CompanyProfile } from '@aquadesk/shared/company.ts';
import { COMPANY_MESSAGES, LOGO_MESSAGES } from '@aquadesk/shared/company.ts';
import { financialYearOf, GST_MESSAGES } from '@aquadesk/shared/gst.ts';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { profileRequestOf } from '../../server/test/support/company-profile.ts';
import { loginViaApi, type SessionUserJson, startSignedIn } from './support/auth.ts';
import { ADMIN } from './support/env.ts';
import { bearer, makeEmployee, sessionOf } from './support/people.ts';
import { saveScreen } from './support/screens.ts';

// the machines that run these are shared: a first load may take a while
const see = expect.configure({ timeout: 20_000 });

/** A Kerala (32) GSTIN that adds up, and the same with a wrong check character. */
const GOOD_GSTIN = '32AABCA1234C1ZO';
const BAD_GSTIN = '32AABCA1234C1ZP';
/** A 120 × 40 blue PNG: the logo the journey uploads. */
const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAHgAAAAoCAYAAAA16j4lAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAA2UlEQVR4nO2VwREDMRDCrg3KpMVtLKkiA1z00N+DLPuR7wP32g2e9AHgEMwlOArmEhxPtP7wS+APdl4CgguG0igU7LwEBBcMpVEo2HkJCC4YSqNQsPMSEFwwlEahYOclILhgKI1Cwc5LQHDBUBqFgp2XgOCCoTQKBTsvAcEFQ2kUCnZeAoILhtIoFOy8BAQXDKVRKNh5CQguGEqjULDzEhBcMJRGoWDnJSC4YCiNQsHOS0BwwVAahYKdl4DggqE0CgU7LwHBBUNpFAp2XgKCC4bSKBTsvIRf8gX57ADGcNDjzwAAAABJRU5ErkJggg==',
  'base64',
);

async function profileOf(request: APIRequestContext, user: SessionUserJson): Promise<CompanyProfile> {
  const res = await request.get('/api/company-profile', { headers: bearer(user) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: CompanyProfile }).data;
}

/** Saves `p` back as it was, so the other journeys find the profile they started with. */
async function restore(request: APIRequestContext, admin: SessionUserJson, p: CompanyProfile) {
  const res = await request.put('/api/company-profile', {
    headers: bearer(admin),
    data: profileRequestOf(p),
  });
  expect(res.status(), await res.text()).toBe(200);
  // a logo the journey uploaded goes again (a new version without one)
  if (!p.logo_url) {
    const removed = await request.delete('/api/company-profile/logo', { headers: bearer(admin) });
    expect(removed.status(), await removed.text()).toBe(200);
  }
}

test('the admin sets the company GSTIN: a wrong one is explained at the field, the right one is saved and kept in the history (issue 30)', async ({
  page,
  request,
}) => {
  const admin = await loginViaApi(request, ADMIN.email, ADMIN.password);
  const before = await profileOf(request, admin);
  try {
    await startSignedIn(page, admin);
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Screens' })
      .getByRole('link', { name: 'Company settings' })
      .click();
    await see(page.getByRole('heading', { name: 'Company settings', level: 2 })).toBeVisible();
    await expect(page).toHaveTitle(/^Company settings \| /);

    // issue 41 item 11: the logo, refused at its field when it is not a PNG or JPEG by its bytes, then previewed
    const logoSection = page.getByRole('region', { name: 'Logo' });
    const logoFile = logoSection.locator('input[type="file"]');
    await logoFile.setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image'),
    });
    await logoSection.getByRole('button', { name: before.logo_url ? 'Replace' : 'Upload' }).click();
    await see(logoSection.getByText(LOGO_MESSAGES.type)).toBeVisible();
    await logoFile.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO_PNG });
    await logoSection.getByRole('button', { name: before.logo_url ? 'Replace' : 'Upload' }).click();
    const preview = page.getByRole('img', { name: /^Logo of / });
    await see(preview).toBeVisible();
    expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
    await expect(logoSection.getByRole('button', { name: 'Replace' })).toBeVisible();
    await expect(logoSection.getByRole('button', { name: 'Remove' })).toBeVisible();

    // the checklist names what a complete tax invoice lacks (the test company has no bank account) and goes to it
    const checklist = page.getByRole('alert', { name: 'What a complete tax invoice still needs' });
    const bank = before.tax_invoice_gaps.find((g) => g.field === 'bank_account_name');
    expect(bank, 'the e2e company starts without a bank account').toBeDefined();
    await see(checklist).toContainText(bank!.label);
    await saveScreen(page, 'company-logo-checklist-1366.png');
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(preview).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await saveScreen(page, 'company-logo-checklist-375.png', { fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });
    await checklist.getByRole('button', { name: bank!.label }).click();
    await expect(page.getByRole('textbox', { name: 'Account name' })).toBeFocused();
    await page.getByRole('textbox', { name: 'Account name' }).fill('AquaDesk Environmental');
    await page.getByRole('textbox', { name: 'Account number' }).fill('123456789012');
    await page.getByRole('textbox', { name: 'IFSC' }).fill('SBIN0001234');

    const legalName = `AquaDesk E2E ${Date.now().toString(36)}`;
    await page.getByRole('textbox', { name: 'Legal name' }).fill(legalName);
    // the state is chosen by name and shown with its code
    await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue(/\(\d\d\)$/);
    await page.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('combobox', { name: 'State' }).fill('Kera');
    await page.getByRole('option', { name: 'Kerala (32)' }).click();
    await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('Kerala (32)');
    // the address says what an e-invoice reads from it, and a PIN code of another state as typed
    const address = page.getByRole('textbox', { name: 'Address' });
    await address.fill('4th Floor, Lake View Towers\nMG Road, Bengaluru 560001');
    await expect(address).toHaveAccessibleDescription(
      'The PIN code 560001 is not a PIN code of Kerala (32): it is in Karnataka',
    );
    await address.fill('4th Floor, Lake View Towers\nMG Road, Kochi 682016');
    await expect(address).toHaveAccessibleDescription(
      'E-invoices read the town as Kochi and the PIN code as 682016',
    );

    // what the e-invoice's schema cannot take is said at the field: left out, or sent as digits (issue 41 item 10)
    const tradeName = page.getByRole('textbox', { name: 'Trade name' });
    const email = page.getByRole('textbox', { name: 'Email' });
    const phone = page.getByRole('textbox', { name: 'Phone' });
    await tradeName.fill('AQ');
    await email.fill("o'neill@aquadesk.example");
    await phone.fill('+91 (484) 234-5678');
    await expect(tradeName).toHaveAccessibleDescription(
      /E-invoices leave the trade name out: the e-invoice schema takes 3 to 100 characters/,
    );
    await expect(email).toHaveAccessibleDescription(/^E-invoices leave this e-mail out/);
    await expect(phone).toHaveAccessibleDescription('E-invoices send the phone as 914842345678');
    await saveScreen(page, 'company-e-invoice-fields-1366.png');
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(email).toHaveAccessibleDescription(/^E-invoices leave this e-mail out/);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await saveScreen(page, 'company-e-invoice-fields-375.png');
    await page.setViewportSize({ width: 1366, height: 900 });
    // a legal name the e-invoice cannot send is refused at its field
    const legal = page.getByRole('textbox', { name: 'Legal name' });
    await legal.fill('AB');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await see(legal).toHaveAttribute('aria-invalid', 'true');
    await expect(legal).toHaveAccessibleDescription(COMPANY_MESSAGES.legalNameShort);
    await legal.fill(legalName);
    await tradeName.fill(before.trade_name);
    await email.fill(before.email);
    await phone.fill(before.phone);
    await expect(email).not.toHaveAccessibleDescription(/E-invoices/);

    const gstin = page.getByRole('textbox', { name: 'GSTIN' });
    await gstin.fill(BAD_GSTIN);
    await gstin.blur();
    await see(page.getByText(GST_MESSAGES.gstinCheck)).toBeVisible();
    await expect(gstin).toHaveAttribute('aria-invalid', 'true');
    // a valid GSTIN of another state is refused at the field too
    await gstin.fill('27AAPFU0939F1ZV');
    await gstin.blur();
    await see(page.getByText(GST_MESSAGES.gstinStateMismatch('27', '32'))).toBeVisible();
    await gstin.fill(GOOD_GSTIN);
    await gstin.blur();
    await expect(page.getByText(GST_MESSAGES.gstinCheck)).toHaveCount(0);
    await page.getByRole('textbox', { name: 'PAN' }).fill('');

    // the invoice series shows the number its first invoice this year would carry
    const year = financialYearOf(new Date()).label;
    await expect(page.getByText(`This year's first: ${before.invoice_prefix}/${year}/0001`)).toBeVisible();

    await page.getByRole('button', { name: 'Save settings' }).click();
    await see(page.getByText(COMPANY_MESSAGES.saved)).toBeVisible();
    // saved with the bank account, GSTIN and UPI id: nothing is missing any more
    await see(page.getByRole('status', { name: 'Tax invoices are complete' })).toBeVisible();
    await expect(checklist).toHaveCount(0);
    // the PAN left blank is the one inside the GSTIN
    await expect(page.getByRole('textbox', { name: 'PAN' })).toHaveValue('AABCA1234C');

    const history = page.getByRole('table', { name: 'Company settings history' });
    const newest = history.getByRole('row').nth(1);
    await see(newest).toContainText(legalName);
    await expect(newest).toContainText(GOOD_GSTIN);
    await expect(newest).toContainText('Kerala (32)');
    await expect(newest).toContainText('In force');
    await expect(newest).toContainText(/Legal name/);
    await expect(newest).toContainText(/\d\d\/\d\d\/\d{4}, \d\d:\d\d [ap]m/);
    // the version before it is kept
    await expect(history.getByRole('row').nth(2)).toContainText(before.legal_name);
    // the first version came from the server's configuration, and says so as a sentence (issue 41 item 9)
    await expect(history.getByRole('row').last()).toContainText('Set from the configuration at first start');

    const saved = await profileOf(request, admin);
    expect(saved).toMatchObject({ legal_name: legalName, gstin: GOOD_GSTIN, state_code: '32' });
  } finally {
    await restore(request, admin, before);
  }
});

test('finance reads the company settings but cannot change them (issue 30)', async ({ page, request }) => {
  const finance = await sessionOf(
    request,
    await makeEmployee(request, { name: `Finance ${Date.now().toString(36)}`, permissions: ['finance'] }),
  );
  await startSignedIn(page, finance);
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Screens' })
    .getByRole('link', { name: 'Company settings' })
    .click();
  await see(page.getByText('Only an admin can change the company settings.')).toBeVisible();
  const current = await profileOf(request, finance);
  const legalName = page.getByRole('textbox', { name: 'Legal name' });
  await expect(legalName).toHaveValue(current.legal_name);
  await expect(legalName).toHaveAttribute('readonly', '');
  await expect(page.getByRole('textbox', { name: 'GSTIN' })).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: 'Save settings' })).toHaveCount(0);
  await see(page.getByRole('table', { name: 'Company settings history' })).toBeVisible();
});
