import { randomUUID } from 'node:crypto';
import { addDays, todayInIndia, weekStart } from '@aquadesk/shared/dates.ts';
import { formatDate } from '@aquadesk/shared/format.ts';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { type SessionUserJson, signedInPage, uniqueOrganization } from './support/auth.ts';
import { adminSession, createClient, createSite, liveSocket } from './support/clients.ts';
import { bearer, makeEmployee, sessionOf } from './support/people.ts';
import { saveScreen } from './support/screens.ts';

// the machines that run these are shared: a first load or a live update may take a while
const see = expect.configure({ timeout: 20_000 });

/** A weekly contract's draft for `technicianId`, made through the API; its id. */
async function weeklyDraft(
  request: APIRequestContext,
  by: SessionUserJson,
  client: number,
  site: number,
  technicianId: number,
  startsOn: string,
): Promise<number> {
  const res = await request.post('/api/contracts', {
    headers: { ...bearer(by), 'idempotency-key': randomUUID() },
    data: {
      client_id: client,
      site_ids: [site],
      kind: 'operation_maintenance',
      starts_on: startsOn,
      ends_on: addDays(startsOn, 363),
      visits_per_year: 52,
      response_hours: 4,
      resolution_hours: 24,
      covers_labour: true,
      covers_consumables: true,
      parts_cover: 'none',
      price: '96000',
      billing_frequency: 'monthly',
      billing_timing: 'advance',
      sac: '998719',
      gst_rate: '18',
      technician_id: technicianId,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

test('a director activates a contract, sees its visits on the calendar and moves one (a Sunday refused); its technician sees it move live, and only their own', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await adminSession(request);
  const organization = uniqueOrganization('Riverside');
  const client = await createClient(request, admin, organization);
  const { site_id: siteId } = await createSite(request, admin, client.id, 'RIVERSIDE STP');
  const director = await sessionOf(
    request,
    await makeEmployee(request, { name: 'Ravi Director', permissions: ['technical_director'] }),
  );
  const anoop = await makeEmployee(request, { name: 'Anoop Visits' });
  const bindu = await makeEmployee(request, { name: 'Bindu Visits' });
  // weekly visits from next Monday: one each week, on Mondays
  const monday = addDays(weekStart(todayInIndia()), 7);
  const mine = await weeklyDraft(request, director, client.id, siteId, anoop.id, monday);
  const others = await weeklyDraft(request, director, client.id, siteId, bindu.id, monday);
  const activated = await request.post(`/api/contracts/${others}/activate`, { headers: bearer(director) });
  expect(activated.status()).toBe(200);

  // the director activates the contract on its page, then opens Visits from the sidebar
  const page = await signedInPage(browser, director, 1280);
  await page.goto(`/contracts/${mine}`);
  await page.getByRole('button', { name: 'Activate' }).click();
  await see(page.getByTestId('contract-number')).toHaveText(/^AMC\/\d{4}-\d{2}\/\d{4}$/);
  await page.getByRole('navigation').getByRole('link', { name: 'Visits' }).click();
  await see(page.getByRole('heading', { name: 'Visits', level: 2 })).toBeVisible();
  const mineChip = page.getByRole('button', {
    name: /^RIVERSIDE STP\s+Visit 1 of 52 · Anoop Visits\s*, Planned$/,
  });
  const binduChip = page.getByRole('button', {
    name: /^RIVERSIDE STP\s+Visit 1 of 52 · Bindu Visits\s*, Planned$/,
  });
  if (monday.slice(0, 7) !== todayInIndia().slice(0, 7))
    await page.getByRole('button', { name: 'Next month' }).click();
  await see(mineChip).toBeVisible();
  await expect(binduChip).toBeVisible();
  await saveScreen(page, 'visits-month-1280.png', { fullPage: true });
  // the technician watches next week on their calendar: their visit, never Bindu's
  const tech = await signedInPage(browser, await sessionOf(request, anoop), 1280);
  const connected = liveSocket(tech);
  await tech.goto('/visits');
  await connected;
  await see(tech.getByRole('heading', { name: 'Visits', level: 2 })).toBeVisible();
  await tech.getByText('Week', { exact: true }).click();
  await tech.getByRole('button', { name: 'Next week' }).click();
  await see(tech.getByText(`Week of ${formatDate(monday)}`)).toBeVisible();
  await see(
    tech.getByRole('button', { name: /^RIVERSIDE STP\s+Visit 1 of 52 · Anoop Visits/ }),
  ).toBeVisible();
  await expect(tech.getByText('1 visit shown')).toBeVisible();

  // open it: details, then a Sunday refused and a Tuesday taken
  await mineChip.click();
  const dialog = page.getByRole('dialog', { name: 'Visit' });
  await see(dialog).toContainText(organization);
  await expect(dialog).toContainText('Not made yet');
  const moveTo = dialog.getByRole('textbox', { name: 'Move to' });
  await moveTo.fill(formatDate(addDays(monday, 6)));
  await moveTo.press('Tab');
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  await see(dialog.getByText('Choose a working day: Monday to Saturday')).toBeVisible();
  await saveScreen(page, 'visit-detail-error-1280.png');
  const tuesday = addDays(monday, 1);
  await moveTo.fill(formatDate(tuesday));
  await moveTo.press('Tab');
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  await see(dialog).toContainText(`${formatDate(tuesday)} (moved from ${formatDate(monday)})`);
  await page.keyboard.press('Escape');

  // the technician sees it on the Tuesday, live
  const tuesdayColumn = tech.getByRole('region', { name: `Tue ${formatDate(tuesday)}` });
  await see(tuesdayColumn.getByRole('button', { name: /Anoop Visits/ })).toBeVisible();
  await expect(tech.getByRole('button', { name: /Bindu Visits/ })).toHaveCount(0);
  await expect(tech.getByRole('combobox', { name: 'Technician' })).toHaveCount(0);
  await saveScreen(tech, 'visits-week-1280.png', { fullPage: true });
  await tech.setViewportSize({ width: 375, height: 800 });
  await saveScreen(tech, 'visits-week-375.png', { fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByText('Month', { exact: true }).click();
  await see(page.getByRole('button', { name: /Anoop Visits/ }).first()).toBeVisible();
  await saveScreen(page, 'visits-month-375.png', { fullPage: true });
});
