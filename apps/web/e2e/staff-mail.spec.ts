import { MAILS_PER_HOUR } from '@aquadesk/shared/mail.ts';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type SessionUserJson, startSignedIn } from './support/auth.ts';
import { adminSession, createClient, createSite } from './support/clients.ts';
import { latestMailTo } from './support/outbox.ts';
import { bearer, makeEmployee, sessionOf } from './support/people.ts';
import { saveScreen } from './support/screens.ts';

// Issue 28 item 5: staff mail goes to the client's address, staff accounts and the sender's own (an admin:
// any address), at most 20 mails an hour per sender; the server's 400 and 429 show at the recipients' field.
const see = expect.configure({ timeout: 20_000 });
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Uses up `count` of `sender`'s hourly mails with note mails to `to` (through the API). */
async function useAllowance(
  request: APIRequestContext,
  sender: SessionUserJson,
  to: string,
  clientId: number,
  count: number,
) {
  for (let i = 0; i < count; i++) {
    const res = await request.post('/api/send-email-list-html', {
      headers: bearer(sender),
      data: {
        emailList: [to],
        heading: `Earlier note ${i}`,
        description: 'Sent before',
        client_id: clientId,
      },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
}

/**
 * Picks a recipient of the open Send Mail form by typing their address. The list closes on the pick; the
 * field keeps the focus the form gave it on opening (it once lost it to the close button after the text
 * was typed, which emptied the field: the option was never found).
 */
async function pickRecipient(page: Page, email: string) {
  const mail = page.getByRole('dialog', { name: 'Send Mail' });
  const recipients = mail.getByRole('combobox', { name: 'Recipients' });
  await recipients.fill(email);
  await see(page.getByRole('option', { name: new RegExp(email) })).toBeVisible();
  await page.getByRole('option', { name: new RegExp(email) }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(mail.getByText(email, { exact: false })).toBeVisible();
  await expect(recipients).toBeFocused();
}

async function signedIn(page: Page, user: SessionUserJson) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await startSignedIn(page, user);
}

test('a technical director sends an invoice: an outside address is refused at the field, the client and a colleague get it, and past 20 an hour the field says when', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await adminSession(request);
  const client = await createClient(request, admin);
  const tag = stamp();
  const colleague = await makeEmployee(request, { name: `Devika Colleague ${tag}` });
  const director = await sessionOf(
    request,
    await makeEmployee(request, { name: `Tara Director ${tag}`, permissions: ['technical_director'] }),
  );
  const made = await request.post('/api/invoice_generater', {
    headers: bearer(director),
    data: {
      organization: client.organization,
      phone_number: '9847012345',
      products: [
        { discription: 'Sand filter media', quntaty: '2', rate: '1250.50', cgst: '9', sgst: '9', igst: '0' },
      ],
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const id = ((await made.json()) as { id: number }).id;

  await signedIn(page, director);
  await page.goto(`/quickpay/${id}`);
  await page.getByRole('button', { name: 'Send to client' }).click();
  const dialog = page.getByRole('dialog');
  const to = dialog.getByRole('combobox', { name: 'To' });
  // the client's address starts the list; the field says who may be mailed
  await see(dialog.getByText(client.email, { exact: true })).toBeVisible();
  await expect(dialog.getByText("The client's address, staff accounts or your own")).toBeVisible();
  await to.fill('someone@outside.example');
  await to.press('Enter');
  await dialog.getByRole('button', { name: 'Send PDF' }).click();
  await see(
    dialog.getByText(/someone@outside.example is neither the client's address nor a staff account's/),
  ).toBeVisible();
  await saveScreen(page, 'mail-refused-recipient.png');
  // take the outside address out, pick the colleague from the staff found for what is typed
  await to.press('Backspace');
  await expect(dialog.getByText('someone@outside.example', { exact: true })).toHaveCount(0);
  await to.fill('Devika');
  await see(page.getByRole('option', { name: new RegExp(`Devika Colleague ${tag}`) })).toBeVisible();
  await saveScreen(page, 'mail-staff-suggestion.png');
  await page.getByRole('option', { name: new RegExp(`Devika Colleague ${tag}`) }).click();
  await dialog.getByRole('button', { name: 'Send PDF' }).click();
  await see(dialog.getByText('The PDF was sent')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  expect(await latestMailTo(colleague.email, 15_000)).toMatch(new RegExp(`invoice-${id}\\.pdf`));

  // two mails went; the rest of the hour's allowance goes through the API
  await useAllowance(request, director, client.email, client.id, MAILS_PER_HOUR - 2);
  await page.getByRole('button', { name: 'Send to client' }).click();
  await dialog.getByRole('button', { name: 'Send PDF' }).click();
  await see(
    dialog.getByText(/You can send at most 20 mails an hour .* This one can be sent from \d\d\/\d\d\/\d{4}/),
  ).toBeVisible();
  await saveScreen(page, 'mail-hourly-limit.png');
  await page.setViewportSize({ width: 375, height: 800 });
  await saveScreen(page, 'mail-hourly-limit-375.png');
});

test("an employee mails a note to the note's client from the client page; past 20 an hour the field says when", async ({
  page,
  request,
}) => {
  const admin = await adminSession(request);
  const client = await createClient(request, admin);
  const tag = stamp().toUpperCase();
  const { site_id } = await createSite(request, admin, client.id, `mail plant ${tag}`);
  const note = await request.post('/api/create-note', {
    headers: bearer(admin),
    data: { client_id: client.id, site_id, heading: `Blower check ${tag}`, description: 'Bearings replaced' },
  });
  expect(note.status(), await note.text()).toBe(201);
  const employee = await sessionOf(request, await makeEmployee(request, { name: `Ravi Employee ${tag}` }));

  await signedIn(page, employee);
  await page.goto(`/client/${client.id}`);
  const card = page.getByTestId('note-card').filter({ hasText: `Blower check ${tag}` });
  await card.getByRole('button', { name: 'Mail' }).click();
  const mail = page.getByRole('dialog', { name: 'Send Mail' });
  await pickRecipient(page, client.email);
  await mail.getByRole('button', { name: 'Send' }).click();
  await see(mail.getByText('Mail sent successfully')).toBeVisible();
  await mail.getByRole('button', { name: 'Done' }).click();
  await expect(mail).toBeHidden();
  expect(await latestMailTo(client.email)).toContain(`Blower check ${tag}`);

  await useAllowance(request, employee, client.email, client.id, MAILS_PER_HOUR - 1);
  await card.getByRole('button', { name: 'Mail' }).click();
  // the form opens afresh: nobody picked
  await expect(mail.getByRole('combobox', { name: 'Recipients' })).toHaveValue('');
  await pickRecipient(page, client.email);
  await mail.getByRole('button', { name: 'Send' }).click();
  await see(mail.getByText(/You can send at most 20 mails an hour/)).toBeVisible();
  await saveScreen(page, 'note-mail-hourly-limit.png');
});
