import { expect, test } from '@playwright/test';
import { startSignedIn } from './support/auth.ts';
import { adminSession, createClient, createSite } from './support/clients.ts';
import { bearer } from './support/people.ts';

// Issue 28 item 6: the web app sends a new Idempotency-Key per form submission and keeps it across retries, so
// a save whose answer was lost, sent again, makes one record.

test('a note saved while the connection drops, then saved again, is one note', async ({ page, request }) => {
  const admin = await adminSession(request);
  const client = await createClient(request, admin);
  const tag = Date.now().toString(36).toUpperCase();
  await createSite(request, admin, client.id, `retry plant ${tag}`);
  const keys: (string | null)[] = [];
  // the server makes the note, but its answer never reaches the browser the first time
  await page.route('**/api/create-note', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? null);
    const response = await route.fetch();
    if (keys.length === 1) await route.abort('connectionreset');
    else await route.fulfill({ response });
  });
  await startSignedIn(page, admin);
  await page.goto(`/client/${client.id}`);
  await page.getByRole('button', { name: 'Add Note' }).click();
  const form = page.getByRole('dialog', { name: 'Add Note' });
  await form.getByRole('combobox', { name: 'Site' }).click();
  await page.getByRole('option', { name: `RETRY PLANT ${tag}` }).click();
  await form.getByRole('textbox', { name: 'Heading' }).fill(`Pump check ${tag}`);
  await form.getByRole('textbox', { name: 'Description' }).fill('Seal replaced');
  await form.getByRole('button', { name: 'Add Note' }).click();
  await expect(
    form.getByText('Could not reach the server. Check your connection and try again.'),
  ).toBeVisible();
  await form.getByRole('button', { name: 'Add Note' }).click();
  await expect(form.getByText(/added|saved|success/i)).toBeVisible();

  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);
  const page1 = await request.get(`/api/get_all_client_data?id=${client.id}`, { headers: bearer(admin) });
  const notes = ((await page1.json()) as { note_response: { heading: string }[] }).note_response;
  expect(notes.filter((n) => n.heading === `Pump check ${tag}`)).toHaveLength(1);
});
