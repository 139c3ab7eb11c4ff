import { randomUUID } from 'node:crypto';
import { addDays, todayInIndia } from '@aquadesk/shared/dates.ts';
import { expect, test } from '@playwright/test';
import { loginViaApi, signedInPage, uniqueOrganization } from './support/auth.ts';
import { adminSession, createClient, createSite, liveSocket } from './support/clients.ts';
import { STRONG_PASSWORD } from './support/env.ts';
import { bearer, makeEmployee, sessionOf } from './support/people.ts';
import { saveScreen } from './support/screens.ts';

// the machines that run these are shared: a first load or a live update may take a while
const see = expect.configure({ timeout: 20_000 });

test('a client reports a breakdown; the director sees the call with its SLA clock, pauses and resumes it; its technician sees the pause live', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await adminSession(request);
  const client = await createClient(request, admin, uniqueOrganization('Lakeshore'));
  const { site_id: siteId } = await createSite(request, admin, client.id, 'LAKESHORE STP');
  const { site_id: bareSiteId } = await createSite(request, admin, client.id, 'LAKESHORE CLUBHOUSE');
  const director = await sessionOf(
    request,
    await makeEmployee(request, { name: 'Ravi Director', permissions: ['technical_director'] }),
  );
  const technician = await makeEmployee(request, { name: 'Anoop Calls' });
  // an active contract covering the site: 4 hours to respond, 24 to resolve, calendar hours
  const made = await request.post('/api/contracts', {
    headers: { ...bearer(director), 'idempotency-key': randomUUID() },
    data: {
      client_id: client.id,
      site_ids: [siteId],
      kind: 'comprehensive',
      starts_on: todayInIndia(),
      ends_on: addDays(todayInIndia(), 364),
      visits_per_year: 0,
      response_hours: 4,
      resolution_hours: 24,
      covers_labour: true,
      covers_consumables: true,
      parts_cover: 'all',
      price: '96000',
      billing_frequency: 'yearly',
      billing_timing: 'advance',
      sac: '998719',
      gst_rate: '18',
      technician_id: technician.id,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const contractId = ((await made.json()) as { data: { id: number } }).data.id;
  expect(
    (await request.post(`/api/contracts/${contractId}/activate`, { headers: bearer(director) })).status(),
  ).toBe(200);

  // the client, on a phone, reports a breakdown from their home screen: what is missing is named first
  const clientUser = await loginViaApi(request, client.email, STRONG_PASSWORD);
  const phone = await signedInPage(browser, clientUser, 375);
  await phone.goto('/');
  const report = phone.getByRole('form', { name: 'Report a breakdown' });
  await see(report).toBeVisible();
  await report.getByRole('button', { name: 'Report breakdown' }).click();
  await see(report.getByText('Say what is wrong')).toBeVisible();
  await see(report.getByText('Choose how urgent it is')).toBeVisible();
  await report.getByRole('combobox', { name: 'Site', exact: true }).click();
  await phone.getByRole('option', { name: 'LAKESHORE STP' }).click();
  await report
    .getByRole('textbox', { name: 'What is wrong' })
    .fill('The blower is silent and the outlet smells');
  await report.getByRole('radio', { name: /^Urgent/ }).check();
  await saveScreen(phone, 'calls-report-375.png', { fullPage: true });
  await report.getByRole('button', { name: 'Report breakdown' }).click();
  const done = phone.getByText(
    /^Breakdown reported \(call #(\d+)\)\. Under your service contract we respond by/,
  );
  await see(done).toBeVisible();
  const taskId = Number(/#(\d+)/.exec((await done.textContent()) ?? '')?.[1]);
  expect(taskId).toBeGreaterThan(0);
  await saveScreen(phone, 'calls-reported-375.png', { fullPage: true });

  // its technician, assigned by the contract, watches the task on a phone
  const techPage = await signedInPage(browser, await sessionOf(request, technician), 375);
  const techLive = liveSocket(techPage);
  await techPage.goto(`/work-report/${taskId}/Maintenance`);
  await techLive;
  const techCall = techPage.getByRole('region', { name: 'Breakdown call' });
  await see(techCall.getByText('Response due')).toBeVisible();

  // the director opens the call: its clock runs under the contract
  const page = await signedInPage(browser, director, 1280);
  await page.goto(`/work-report/${taskId}/Maintenance`);
  const call = page.getByRole('region', { name: 'Breakdown call' });
  await see(call.getByText('Raised by the client')).toBeVisible();
  await see(call.getByText('4 h to respond, 24 h to resolve · calendar hours')).toBeVisible();
  await see(call.getByText(/^3 h 5\d min left$/)).toBeVisible();
  await see(call.getByRole('link', { name: /^AMC\// })).toBeVisible();
  await saveScreen(page, 'calls-clock-1280.png', { fullPage: true });

  // pausing asks for the reason; the clock stops, and the technician sees it stop live
  await call.getByRole('button', { name: 'Pause: waiting for the client' }).click();
  const pause = page.getByRole('dialog', { name: 'Pause the SLA clock' });
  await pause.getByRole('button', { name: 'Pause' }).click();
  await see(pause.getByText('Give the reason for the pause')).toBeVisible();
  await pause.getByRole('textbox', { name: 'Reason' }).fill('Plant room locked: the client’s keys awaited');
  await pause.getByRole('button', { name: 'Pause' }).click();
  await see(pause).toBeHidden();
  await see(call.getByText('Paused', { exact: true })).toBeVisible();
  await see(call.getByText('Clock paused').first()).toBeVisible();
  await see(techCall.getByText('Paused', { exact: true })).toBeVisible();
  await see(techCall.getByText(/Plant room locked/)).toBeVisible();
  await saveScreen(techPage, 'calls-paused-375.png', { fullPage: true });

  // resuming starts the clock again, the pause kept with both ends
  await call.getByRole('button', { name: 'Resume the clock' }).click();
  await see(call.getByText('Paused', { exact: true })).toBeHidden();
  await see(call.getByText(/resumed .* by Ravi Director/)).toBeVisible();
  await see(techCall.getByText('Paused', { exact: true })).toBeHidden();
  await see(call.getByRole('button', { name: 'Pause: waiting for the client' })).toBeVisible();
  await saveScreen(page, 'calls-resumed-1280.png', { fullPage: true });

  // the contract's page shows its calls: one open, none resolved yet
  await page.goto(`/contracts/${contractId}`);
  const sla = page.getByRole('region', { name: 'Breakdown calls and SLA' });
  await see(sla.getByText('1 open')).toBeVisible();
  await see(sla.getByText('No call resolved yet')).toBeVisible();
  await saveScreen(page, 'calls-contract-1280.png', { fullPage: true });

  // a call at a site no contract covers is chargeable, and Make estimate opens the estimate form with it
  const chargeable = await request.post('/api/calls', {
    headers: { ...bearer(clientUser), 'idempotency-key': randomUUID() },
    data: { site_id: bareSiteId, complaint: 'Clubhouse pool pump trips', priority: 'MEDIUM' },
  });
  expect(chargeable.status(), await chargeable.text()).toBe(201);
  const bareTask = ((await chargeable.json()) as { data: { task_id: number } }).data.task_id;
  await page.goto(`/work-report/${bareTask}/Maintenance`);
  const bare = page.getByRole('region', { name: 'Breakdown call' });
  await see(bare.getByText('Chargeable: no contract')).toBeVisible();
  await bare.getByRole('button', { name: 'Make estimate' }).click();
  const estimate = page.getByRole('dialog', { name: 'New estimate' });
  await see(estimate.getByRole('textbox', { name: 'Work item 1' })).toHaveValue('Clubhouse pool pump trips');
  await see(estimate.getByRole('combobox', { name: 'Client site' })).toHaveValue(/^LAKESHORE CLUBHOUSE/);
  await saveScreen(page, 'calls-estimate-1280.png');
});
