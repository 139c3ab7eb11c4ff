import { expect, test } from '@playwright/test';
import { signedInPage } from './support/auth.ts';
import { adminSession, createClient, createSite, liveSocket } from './support/clients.ts';
import { fillWorkTask, pickOption } from './support/forms.ts';
import { makeEmployee, sessionOf } from './support/people.ts';
import { noSideScroll, shoot } from './support/screens.ts';

// issue 43 item 1: the plants and equipment at sites (docs/requirements/005-equipment.md)
const see = expect.configure({ timeout: 20_000 });

test('a piece added on a site (its field error corrected) is seen live, a breakdown call reaches its history live, then it is retired', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const admin = await adminSession(request);
  const client = await createClient(request, admin);
  const siteName = `Equip Plant ${stamp}`;
  await createSite(request, admin, client.id, siteName);
  const fitterName = `Plant Fitter ${stamp}`;
  await makeEmployee(request, { name: fitterName });
  const director = await sessionOf(
    request,
    await makeEmployee(request, { name: `Director ${stamp}`, permissions: ['technical_director'] }),
  );

  // the technical director watches the Equipment list, searched for this journey's pieces
  const watcher = await signedInPage(browser, director, 1280);
  const watching = liveSocket(watcher);
  await watcher.goto(`/equipment?search=${stamp}`);
  await watching;
  await see(watcher.getByText('No equipment matches these filters')).toBeVisible();

  // the admin adds the plant from the site's card
  const page = await signedInPage(browser, admin, 1280);
  await page.goto(`/site?search=${encodeURIComponent(stamp)}`);
  await page.getByRole('button', { name: `Equipment at ${siteName.toUpperCase()}` }).click();
  const drawer = page.getByRole('dialog', { name: `Equipment at ${siteName.toUpperCase()}` });
  await see(drawer.getByText('No equipment at this site yet')).toBeVisible();
  await drawer.getByRole('button', { name: 'Add equipment' }).click();
  const form = page.getByRole('dialog', { name: `Add equipment at ${siteName.toUpperCase()}` });
  await pickOption(form, 'Kind', 'STP', false);
  await form.getByRole('textbox', { name: 'Name' }).fill(`STP ${stamp}`);
  await form.getByRole('textbox', { name: 'Capacity (KLD)' }).fill('50.125');
  await form.getByRole('textbox', { name: 'Make' }).fill('Kirloskar');
  await form.getByRole('textbox', { name: 'Serial number' }).fill(`KBL-${stamp}`);
  await form.getByRole('textbox', { name: 'Installed on' }).fill('01/04/2024');
  await form.getByRole('textbox', { name: 'Warranty until' }).fill('31/03/2023');
  await form.getByRole('textbox', { name: 'Warranty until' }).press('Tab');
  await form.getByRole('button', { name: 'Add equipment' }).click();
  await see(form.getByText('Use at most 2 decimal places')).toBeVisible();
  await see(form.getByText('Warranty cannot end before the piece was installed')).toBeVisible();
  await shoot(page, 'equipment-form-errors-1280');
  await form.getByRole('textbox', { name: 'Capacity (KLD)' }).fill('50');
  await form.getByRole('textbox', { name: 'Warranty until' }).fill('31/03/2029');
  await form.getByRole('textbox', { name: 'Warranty until' }).press('Tab');
  await form.getByRole('button', { name: 'Add equipment' }).click();
  await see(form.getByText('Equipment added')).toBeVisible();
  await form.getByRole('button', { name: 'Done' }).click();
  await see(form).toBeHidden();
  await see(drawer.getByRole('link', { name: `STP ${stamp}` })).toBeVisible();
  await shoot(page, 'equipment-site-drawer-1280');

  // it reaches the director's list without a reload
  await see(watcher.getByRole('link', { name: `STP ${stamp}` })).toBeVisible();
  await see(watcher.getByText('Showing 1 of 1 piece of equipment')).toBeVisible();
  await shoot(watcher, 'equipment-list-1280');

  // the director opens the plant's page: its details, no call yet
  await watcher.getByRole('link', { name: `STP ${stamp}` }).click();
  await see(watcher.getByRole('heading', { name: `STP ${stamp} · 50 KLD` })).toBeVisible();
  await see(watcher.getByText(`KBL-${stamp}`)).toBeVisible();
  await see(watcher.getByText('No breakdown calls yet')).toBeVisible();

  // a breakdown call names the plant: the maintenance form offers the site's pieces
  await page.goto('/work');
  await page.getByRole('button', { name: 'Register work' }).click();
  const panel = page.getByRole('dialog', { name: 'Register work' });
  await pickOption(panel, 'Work type', 'Maintenance');
  await fillWorkTask(panel, {
    machinery: 'STP aeration',
    complaint: `Blower trips ${stamp}`,
    site: siteName,
    employee: fitterName,
  });
  await pickOption(panel, 'Equipment', `STP ${stamp}`, false);
  await panel.getByRole('button', { name: 'Register work' }).click();
  await see(panel.getByText('Work registered')).toBeVisible();

  // the call reaches the plant's history on the director's screen without a reload
  const history = watcher.getByRole('table', { name: 'Breakdown calls' });
  await see(history.getByText(`Blower trips ${stamp}`)).toBeVisible();
  await see(history.getByText(fitterName)).toBeVisible();
  await shoot(watcher, 'equipment-piece-1280');

  // retired today, it says so; the work report links back to it
  await watcher.getByRole('button', { name: 'Retire' }).click();
  const retire = watcher.getByRole('dialog', { name: `Retire STP ${stamp}` });
  await retire.getByRole('button', { name: 'Retire' }).click();
  await see(watcher.getByText(/^Retired \d\d\/\d\d\/\d{4}$/)).toBeVisible();
  await see(watcher.getByRole('button', { name: 'Return to service' })).toBeVisible();
  await history.getByRole('link').first().click();
  await see(watcher.getByRole('link', { name: `STP ${stamp}` })).toBeVisible();

  // a phone: the list, the piece and the site's panel, without sideways scrolling
  const phone = await signedInPage(browser, admin, 375);
  await phone.goto(`/equipment?search=${stamp}`);
  await see(phone.getByRole('link', { name: `STP ${stamp}` })).toBeVisible();
  await noSideScroll(phone);
  await shoot(phone, 'equipment-list-375');
  await phone.getByRole('link', { name: `STP ${stamp}` }).click();
  await see(phone.getByRole('heading', { name: `STP ${stamp} · 50 KLD` })).toBeVisible();
  await see(phone.getByText(`Blower trips ${stamp}`)).toBeVisible();
  await noSideScroll(phone);
  await shoot(phone, 'equipment-piece-375');
  await phone.goto(`/site?search=${encodeURIComponent(stamp)}`);
  await phone.getByRole('button', { name: `Equipment at ${siteName.toUpperCase()}` }).click();
  await see(phone.getByRole('dialog').getByRole('link', { name: `STP ${stamp}` })).toBeVisible();
  await shoot(phone, 'equipment-site-drawer-375');
});
