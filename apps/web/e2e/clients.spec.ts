import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GST_MESSAGES } from '@aquadesk/shared/gst.ts';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { loginViaApi, startSignedIn, uniqueEmail, uniqueOrganization } from './support/auth.ts';
import { adminSession, createClient, createReseller, createSite, liveSocket } from './support/clients.ts';
import { BRAND, STRONG_PASSWORD } from './support/env.ts';
import { checkAddressReading } from './support/forms.ts';
import { latestMailTo } from './support/outbox.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Picks a state in a client form's searchable State select, by typing part of its name. */
async function chooseState(page: Page, form: Locator, label: string) {
  await form.getByRole('combobox', { name: 'State' }).fill(label.split(' ')[0]!);
  await page.getByRole('option', { name: label }).click();
  await expect(form.getByRole('combobox', { name: 'State' })).toHaveValue(label);
}

test.describe('clients', () => {
  test('the admin adds a client with ?add=1, with the spec’s messages, then edits it', async ({
    page,
    request,
  }) => {
    const admin = await adminSession(request);
    const taken = await createClient(request, admin);
    await startSignedIn(page, admin);
    await page.goto('/client?add=1');
    await expect(page).toHaveTitle(`Client | ${BRAND}`);
    const form = page.getByRole('dialog', { name: 'Add Client' });
    await expect(form).toBeVisible();
    await form.getByRole('textbox', { name: 'E-mail' }).fill(taken.email.toUpperCase());
    await form.getByRole('textbox', { name: 'Name' }).fill('anu joseph');
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('ANU JOSEPH');
    await form.getByRole('textbox', { name: 'Phone' }).fill('9847123456');
    await form.getByRole('textbox', { name: 'Organization' }).fill(taken.organization.toLowerCase());
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill('weak');
    await form.getByRole('textbox', { name: 'Confirm password' }).fill('weaker');
    await form.getByRole('button', { name: 'Add Client' }).click();
    await expect(form.getByText('Email is already in use')).toBeVisible();
    await expect(form.getByText('Organization already has an account')).toBeVisible();
    await expect(form.getByText(/Password must be at least 8 characters long/)).toBeVisible();
    await expect(form.getByText('Passwords do not match')).toBeVisible();

    const email = uniqueEmail('newclient');
    const org = uniqueOrganization('Green Valley');
    await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await form.getByRole('textbox', { name: 'Organization' }).fill(org);
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(STRONG_PASSWORD);
    await form.getByRole('textbox', { name: 'Confirm password' }).fill(STRONG_PASSWORD);
    // issue 30: a new client is added with its GST state
    await form.getByRole('button', { name: 'Add Client' }).click();
    await expect(form.getByText(GST_MESSAGES.stateCode)).toBeVisible();
    await chooseState(page, form, 'Kerala (32)');
    await form.getByRole('button', { name: 'Add Client' }).click();
    await expect(form.getByText('Successfully added a new client')).toBeVisible();
    await form.getByRole('button', { name: 'Done' }).click();
    await expect(form).toBeHidden();
    await expect(page).toHaveURL(/\/client$/);

    await page.getByRole('textbox', { name: 'Search' }).fill(org);
    const row = page.getByTestId('client-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('ANU JOSEPH');
    await expect(row).toContainText(email);
    await page.getByRole('button', { name: `Edit ${org}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Client' });
    await edit.getByRole('textbox', { name: 'Phone' }).fill('9000000001');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.getByRole('button', { name: 'Done' }).click();
    await expect(row).toContainText('9000000001');
    await expect(page.getByRole('main').getByRole('link', { name: 'Reseller', exact: true })).toHaveAttribute(
      'href',
      '/reseller-clients',
    );
    await expect(page.getByRole('button', { name: `Change password of ${org}` })).toBeVisible();
    await expect(page.getByRole('link', { name: `Open ${org}` })).toBeVisible();
  });

  test('a client carries its tax identity: a wrong GSTIN is refused with its reason, fixed and saved; the page shows B2B and the state', async ({
    page,
    request,
  }) => {
    const admin = await adminSession(request);
    await startSignedIn(page, admin);
    await page.goto('/client?add=1');
    const form = page.getByRole('dialog', { name: 'Add Client' });
    const org = uniqueOrganization('Riverside Water');
    await form.getByRole('textbox', { name: 'E-mail' }).fill(uniqueEmail('gstclient'));
    await form.getByRole('textbox', { name: 'Name' }).fill('meera nair');
    await form.getByRole('textbox', { name: 'Phone' }).fill('9847123000');
    await form.getByRole('textbox', { name: 'Organization' }).fill(org);
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(STRONG_PASSWORD);
    await form.getByRole('textbox', { name: 'Confirm password' }).fill(STRONG_PASSWORD);
    await form
      .getByRole('textbox', { name: 'Billing address' })
      .fill('2nd Floor, Riverside Towers\nMG Road, Thrissur 680001');
    await chooseState(page, form, 'Kerala (32)');

    // typed in small letters, capitalised as typed; a wrong check character is named at once, at the field
    const gstin = form.getByRole('textbox', { name: 'GSTIN' });
    await gstin.fill('32aabcu9603r1zx');
    await expect(gstin).toHaveValue('32AABCU9603R1ZX');
    await expect(form.getByText(GST_MESSAGES.gstinCheck)).toBeVisible();
    await form.getByRole('button', { name: 'Add Client' }).click();
    await expect(form.getByText(GST_MESSAGES.gstinCheck)).toBeVisible();
    // a GSTIN of another state than the one chosen
    await gstin.fill('27AAPFU0939F1ZV');
    await expect(
      form.getByText('This GSTIN is registered in Maharashtra (27), not Kerala (32)'),
    ).toBeVisible();
    await gstin.fill('32aabcu9603r1zw');
    await expect(form.getByText(/This GSTIN/)).toHaveCount(0);
    // a client with a GSTIN gets e-invoices: the address field says what they will read from it, as typed
    await checkAddressReading(
      form.getByRole('textbox', { name: 'Billing address' }),
      { town: 'Thrissur', pin: '680001' },
      { name: 'Kerala', code: '32' },
      { address: '2nd Floor, Riverside Towers\nMG Road, Bengaluru 560001', pin: '560001' },
      '2nd Floor, Riverside Towers\nMG Road, Thrissur 680001',
    );
    await form.getByRole('textbox', { name: 'Payment terms (days)' }).fill('30');
    await form.getByRole('button', { name: 'Add Client' }).click();
    await expect(form.getByText('Successfully added a new client')).toBeVisible();
    await form.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('textbox', { name: 'Search' }).fill(org);
    await expect(page.getByTestId('client-row')).toHaveCount(1);
    await page.getByRole('link', { name: `Open ${org}` }).click();
    const tax = page.getByLabel('Tax and billing');
    await expect(tax.getByText('B2B', { exact: true })).toBeVisible();
    await expect(tax.getByText('Kerala (32)')).toBeVisible();
    await expect(tax.getByText('32AABCU9603R1ZW')).toBeVisible();
    await expect(tax.getByText('MG Road, Thrissur 680001')).toBeVisible();
    await expect(tax.getByText('30 days')).toBeVisible();
  });

  test('a reseller sees only their own clients, without password or open actions', async ({
    page,
    request,
  }) => {
    const admin = await adminSession(request);
    const reseller = await createReseller(request, admin, ['IDUKKI']);
    const own = await createClient(request, reseller);
    const other = await createClient(request, admin);
    await startSignedIn(page, reseller);
    await page.goto('/client');
    await expect(page.getByTestId('client-row')).toHaveCount(1);
    await expect(page.getByTestId('client-row')).toContainText(own.organization);
    await expect(page.getByText(other.organization)).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Change password of ${own.organization}` })).toHaveCount(0);
    await expect(page.getByRole('link', { name: `Open ${own.organization}` })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'Reseller', exact: true })).toHaveCount(0);
    // the reseller edits the client's tax identity, but its payment terms are billing's (issue 30)
    await page.getByRole('button', { name: `Edit ${own.organization}` }).click();
    const form = page.getByRole('dialog', { name: 'Edit Client' });
    await expect(form.getByRole('textbox', { name: 'GSTIN' })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Payment terms (days)' })).toHaveCount(0);
    await form.getByRole('textbox', { name: 'GSTIN' }).fill('32AABCU9603R1ZW');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Successfully updated the client')).toBeVisible();
  });

  test('an admin edit processes a reseller client: it leaves Reseller Clients live', async ({
    page,
    request,
  }) => {
    const admin = await adminSession(request);
    const reseller = await createReseller(request, admin, ['IDUKKI']);
    const client = await createClient(request, reseller, uniqueOrganization('Aaa Pending'));
    await startSignedIn(page, admin);
    await page.goto('/reseller-clients');
    await expect(page).toHaveTitle(`Reseller Clients | ${BRAND}`);
    await page.getByRole('textbox', { name: 'Search', exact: true }).fill(client.organization);
    await expect(page.getByTestId('client-row')).toHaveCount(1);
    await page.getByRole('button', { name: `Edit ${client.organization}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Client' });
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByText('No reseller clients found')).toBeVisible();
  });

  test('the client page: notes (add, edit, mail, close to the archive) and records with an image', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000); // a long journey: notes, mail, archive, records
    const admin = await adminSession(request);
    const client = await createClient(request, admin);
    const tag = Date.now().toString(36).toUpperCase();
    await createSite(request, admin, client.id, `plant ${tag}`);
    await startSignedIn(page, admin);
    await page.goto(`/client/${client.id}`);
    await expect(page.getByRole('tab', { name: 'Notes' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Recode' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'work' })).toBeVisible();

    await page.getByRole('button', { name: 'Add Note' }).click();
    const form = page.getByRole('dialog', { name: 'Add Note' });
    await form.getByRole('button', { name: 'Add Note' }).click();
    await expect(form.getByText('This field is required')).toHaveCount(2);
    await form.getByRole('combobox', { name: 'Site' }).click();
    await page.getByRole('option', { name: `PLANT ${tag}` }).click();
    await form.getByRole('textbox', { name: 'Heading' }).fill('Blower <noise>');
    await form.getByRole('textbox', { name: 'Description' }).fill('Check the bearings');
    await form.getByRole('button', { name: 'Add Note' }).click();
    await form.getByRole('button', { name: 'Done' }).click();
    const note = page.getByTestId('note-card').filter({ hasText: 'Blower <noise>' });
    await expect(note).toBeVisible();

    await note.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Note' });
    await edit.getByRole('textbox', { name: 'Description' }).fill('Bearings replaced');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.getByRole('button', { name: 'Done' }).click();
    await expect(note).toContainText('Bearings replaced');

    await note.getByRole('button', { name: 'Mail' }).click();
    const mail = page.getByRole('dialog', { name: 'Send Mail' });
    await mail.getByRole('button', { name: 'Send' }).click();
    await expect(mail.getByText('Select at least one recipient')).toBeVisible();
    await mail.getByRole('combobox', { name: 'Recipients' }).fill(client.email);
    await page.getByRole('option', { name: new RegExp(client.email) }).click();
    // the list closes once a recipient is picked (an Escape would close the whole form)
    await expect(page.getByRole('listbox')).toBeHidden();
    await mail.getByRole('button', { name: 'Send' }).click();
    await expect(mail.getByText('Mail sent successfully')).toBeVisible();
    await mail.getByRole('button', { name: 'Done' }).click();
    const sent = await latestMailTo(client.email);
    expect(sent).toContain('Blower &lt;noise&gt;');

    await note.getByRole('button', { name: 'Close' }).click();
    await expect(note).toHaveCount(0);
    await page.getByText('Archive', { exact: true }).click();
    await expect(page.getByTestId('note-card').filter({ hasText: 'Blower <noise>' })).toContainText('closed');

    await page.getByRole('tab', { name: 'Recode' }).click();
    await page.getByRole('button', { name: 'Add Record' }).click();
    const rec = page.getByRole('dialog', { name: 'Add Record' });
    await rec.getByRole('button', { name: 'Add Record' }).click();
    await expect(rec.getByText('An image is required')).toBeVisible();
    await rec.getByRole('combobox', { name: 'Site' }).click();
    await page.getByRole('option', { name: `PLANT ${tag}` }).click();
    await rec.getByRole('textbox', { name: 'Heading' }).fill('Filter media replaced');
    await rec.getByRole('textbox', { name: 'Description' }).fill('Sand filter');
    await rec
      .locator('input[type="file"]')
      .setInputFiles(path.join(here, 'support', 'fixtures', 'record.png'));
    await rec.getByRole('button', { name: 'Add Record' }).click();
    await rec.getByRole('button', { name: 'Done' }).click();
    const card = page.getByTestId('record-card').filter({ hasText: 'Filter media replaced' });
    await expect(card.getByRole('img', { name: 'Filter media replaced' })).toBeVisible();
    await card.getByRole('button', { name: 'Edit' }).click();
    const recEdit = page.getByRole('dialog', { name: 'Edit Record' });
    await recEdit.getByRole('textbox', { name: 'Description' }).fill('Sand filter, twice');
    await recEdit.getByRole('button', { name: 'Save' }).click();
    await recEdit.getByRole('button', { name: 'Done' }).click();
    await expect(card).toContainText('Sand filter, twice');

    await page.getByRole('tab', { name: 'work' }).click();
    await expect(page.getByTestId('site-card')).toContainText(`PLANT ${tag}`);
  });

  test('a note added by an employee appears live on the admin’s open client page', async ({
    browser,
    request,
  }) => {
    const admin = await adminSession(request);
    const client = await createClient(request, admin);
    const site = await createSite(request, admin, client.id, 'live plant');
    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    await startSignedIn(page, admin);
    const live = liveSocket(page);
    await page.goto(`/client/${client.id}`);
    await expect(page.getByRole('button', { name: 'Add Note' })).toBeVisible();
    await live;
    // another session (the API, as another browser would) adds a note
    const second = await loginViaApi(request, 'admin@aquadesk.test', 'Admin@12345');
    const res = await request.post('/api/create-note', {
      headers: { Authorization: `Bearer ${second.token}` },
      data: {
        client_id: client.id,
        site_id: site.site_id,
        heading: 'Live note',
        description: 'From elsewhere',
      },
    });
    expect(res.status()).toBe(201);
    await expect(page.getByTestId('note-card').filter({ hasText: 'Live note' })).toBeVisible();
    await ctx.close();
  });
});
