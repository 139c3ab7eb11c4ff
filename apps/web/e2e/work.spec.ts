import { type APIRequestContext, expect, test } from '@playwright/test';
import { type SessionUserJson, signedInPage } from './support/auth.ts';
import { PNG } from './support/catalogue.ts';
import { adminSession, createClient, createReseller, createSite, liveSocket } from './support/clients.ts';
import { fillWorkTask, pickOption } from './support/forms.ts';
import { bearer, makeEmployee, sessionOf } from './support/people.ts';
import { noSideScroll, saveScreen, shoot } from './support/screens.ts';

// the machines that run these are shared: a first load or a live update may take a while
const see = expect.configure({ timeout: 20_000 });

// One journey builds on the task the one before made: they run one by one.
test.describe.configure({ mode: 'serial' });

interface World {
  admin: SessionUserJson;
  adviser: SessionUserJson;
  fitter: SessionUserJson;
  helper: SessionUserJson;
  fitterName: string;
  helperName: string;
  site: string;
  clientId: number;
  stamp: string;
}

/** Everyone and everything the journeys need, made through the API with names no other test uses. */
async function makeWorld(request: APIRequestContext): Promise<World> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const admin = await adminSession(request);
  const fitterName = `Tech Fitter ${stamp}`;
  const helperName = `Tech Helper ${stamp}`;
  const adviser = await makeEmployee(request, { name: `Adviser ${stamp}` });
  const fitter = await makeEmployee(request, { name: fitterName });
  const helper = await makeEmployee(request, { name: helperName });
  const client = await createClient(request, admin);
  const site = `Work Plant ${stamp}`;
  await createSite(request, admin, client.id, site);
  return {
    admin,
    adviser: await sessionOf(request, adviser),
    fitter: await sessionOf(request, fitter),
    helper: await sessionOf(request, helper),
    fitterName,
    helperName,
    site,
    clientId: client.id,
    stamp,
  };
}

let w: World;
let taskId = 0;
const panelType = () => `STP blower ${w.stamp}`.slice(0, 25);

test('register a maintenance task: every missing field is named, then it is ASSIGNED and listed', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  w = await makeWorld(request);
  const page = await signedInPage(browser, w.adviser, 1280);
  await page.goto('/work');
  await see(page.getByRole('heading', { name: 'Work', level: 2 })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Work', exact: true }),
  ).toBeVisible();
  // spec 001 §6: the Advisor column is for admin and marketing_manager
  await see(page.getByRole('tab', { name: 'Assignments' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('columnheader', { name: 'Advisor' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Register work' }).click();
  const panel = page.getByRole('dialog', { name: 'Register work' });
  await panel.getByRole('button', { name: 'Register work' }).click();
  await expect(panel.getByText('Please Enter a valid Work Type')).toBeVisible();
  await expect(panel.getByText('Choose a priority')).toBeVisible();
  await expect(panel.getByText('Choose a deadline')).toBeVisible();
  await expect(panel.getByText('Enter the machinery or assignment type')).toBeVisible();

  await pickOption(panel, 'Work type', 'Maintenance');
  await panel.getByRole('textbox', { name: 'Machinery / assignment type' }).fill('x'.repeat(26));
  await panel.getByRole('button', { name: 'Register work' }).click();
  await expect(panel.getByText('Machinery type must be at most 25 characters')).toBeVisible();
  await expect(panel.getByText('Enter the complaint')).toBeVisible();
  await shoot(page, 'work-register-errors-1280');

  await fillWorkTask(panel, {
    machinery: panelType(),
    complaint: 'The blower trips every hour and the tank smells.',
    site: w.site,
    employee: w.fitterName,
  });
  // the list closes once a person is picked (no Escape needed, which would close the panel)
  await expect(page.getByRole('listbox')).toBeHidden();
  await shoot(page, 'work-register-panel-1280');
  await panel.getByRole('button', { name: 'Register work' }).click();
  await see(panel.getByText('Work registered')).toBeVisible();
  await panel.getByRole('button', { name: 'Done' }).click();
  await expect(panel).toBeHidden();

  const res = await request.get('/api/get_all_works', {
    headers: bearer(w.adviser),
    params: { tab: 'assignments' },
  });
  const list = (await res.json()) as { all_work_list: { maintenance: { id: number; panel_type: string }[] } };
  taskId = list.all_work_list.maintenance.find((t) => t.panel_type === panelType())?.id ?? 0;
  expect(taskId).toBeGreaterThan(0);
  const row = page.getByTestId(`task-${taskId}`);
  await see(row).toContainText('ASSIGNED');
  // spec 001 §2: an assignment opens its work report in a new tab
  const report = row.getByRole('link', { name: `Open the report of work ${taskId}` });
  await expect(report).toHaveAttribute('href', `/work-report/${taskId}/Maintenance`);
  await expect(report).toHaveAttribute('target', '_blank');
  await expect(row).toContainText('URGENT');
  await expect(row).toContainText(w.fitterName);

  // filters are kept in local storage (spec 001 §9) and survive a reload
  await pickOption(page.getByRole('main'), 'Priority', 'LOW', false);
  await see(page.getByTestId(`task-${taskId}`)).toHaveCount(0);
  await page.reload();
  await see(
    page
      .getByRole('textbox', { name: 'Priority' })
      .or(page.getByRole('combobox', { name: 'Priority' }))
      .first(),
  ).toHaveValue('LOW');
  expect(await page.evaluate(() => localStorage.getItem('work_table_filter'))).toContain('LOW');
  await page.getByRole('button', { name: 'Clear' }).click();
  await see(page.getByTestId(`task-${taskId}`)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await saveScreen(page, 'work-list-1280.png', { fullPage: true });
});

test('forward it: at least one employee; the forwarded user joins the task', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await signedInPage(browser, w.adviser, 1280);
  await page.goto('/work');
  await see(page.getByRole('button', { name: `Forward work ${taskId}` })).toBeVisible();
  await page.getByRole('button', { name: `Forward work ${taskId}` }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`Forward work · Maintenance #${taskId}`) });
  await dialog.getByRole('button', { name: 'Forward', exact: true }).click();
  await expect(dialog.getByText('Select at least one employee')).toBeVisible();
  await pickOption(dialog, 'Forward to', w.helperName);
  await expect(page.getByRole('listbox')).toBeHidden();
  await shoot(page, 'work-forward-dialog-1280');
  await dialog.getByRole('button', { name: 'Forward', exact: true }).click();
  await see(dialog).toBeHidden();
  await see(page.getByTestId(`task-${taskId}`)).toContainText(w.helperName);
});

test('on a phone (375 px): the technician starts and submits with a camera photo', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const page = await signedInPage(browser, w.fitter, 375);
  await page.goto('/work');
  const card = page.getByTestId(`task-${taskId}`);
  await see(card).toContainText('ASSIGNED');
  await noSideScroll(page);
  await shoot(page, 'work-list-375');

  // a move the server refuses (someone else started it meanwhile) is said plainly, nothing changes
  await card.getByRole('button', { name: `Start work ${taskId}` }).click();
  const start = page.getByRole('dialog', { name: new RegExp(`Start work · Maintenance #${taskId}`) });
  await expect(start.getByLabel('Start time')).not.toHaveValue('');
  await shoot(page, 'work-start-dialog-375');
  const other = await request.post('/api/start-addwork', {
    headers: bearer(w.helper),
    data: { id: taskId, worktype: 'Maintenance', time: new Date().toISOString() },
  });
  expect(other.status(), await other.text()).toBe(200);
  await start.getByRole('button', { name: 'Start', exact: true }).click();
  await see(start.getByRole('alert')).toContainText('Not allowed while the task is IN PROGRESS');
  await page.keyboard.press('Escape');
  await see(card).toContainText('IN PROGRESS');

  await card.getByRole('button', { name: `Submit work ${taskId}` }).click();
  const submit = page.getByRole('dialog', { name: new RegExp(`Submit work · Maintenance #${taskId}`) });
  const camera = submit.locator('input[type="file"][capture]');
  await expect(camera).toHaveAttribute('capture', 'environment');
  await expect(camera).toHaveAttribute('accept', 'image/*');
  await camera.setInputFiles({ name: 'blower.png', mimeType: 'image/png', buffer: PNG });
  await expect(submit.getByText(/blower\.png/)).toBeVisible();
  await shoot(page, 'work-submit-dialog-375');
  await submit.getByRole('button', { name: 'Submit for review' }).click();
  await see(submit).toBeHidden();
  await see(card).toContainText('REVIEWING');

  // the report on the phone: the photo opens in the viewer
  await page.goto(`/work-report/${taskId}/Maintenance`);
  await see(page.getByRole('heading', { name: `Maintenance #${taskId}`, level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Open Submission 1 photo 1' }).click();
  await see(page.getByRole('dialog').getByRole('img', { name: 'Submission 1 photo 1' })).toBeVisible();
  await shoot(page, 'work-image-viewer-375');
  await page.keyboard.press('Escape');
  await noSideScroll(page);
  await saveScreen(page, 'work-report-375.png', { fullPage: true });
});

test('the adviser reviews with 4 stars; a comment with an @mention reaches the mentioned user live', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const report = `/work-report/${taskId}/Maintenance`;
  // the forwarded helper keeps the report open in another browser
  const helper = await signedInPage(browser, w.helper, 375);
  const live = liveSocket(helper);
  await helper.goto(report);
  await live;
  await see(helper.getByRole('heading', { name: `Maintenance #${taskId}`, level: 2 })).toBeVisible();

  const page = await signedInPage(browser, w.adviser, 1280);
  await page.goto(report);
  await see(page.getByRole('button', { name: 'Review' })).toBeVisible();
  await page.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('dialog', { name: new RegExp(`Review work · Maintenance #${taskId}`) });
  await review.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(review.getByText('Give a rating from 1 to 5 stars')).toBeVisible();
  // the star inputs are visually hidden: a person clicks the fourth star
  const star = await review.getByRole('radio', { name: '4 stars' }).getAttribute('id');
  await review.locator(`label[for="${star}"]`).click();
  await expect(review.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await review.getByRole('textbox', { name: 'Comment' }).fill('Clean work, tank checked.');
  await shoot(page, 'work-review-dialog-1280');
  await review.getByRole('button', { name: 'Approve', exact: true }).click();
  await see(review).toBeHidden();
  await see(page.getByRole('region', { name: 'Working time' }).getByLabel('Rated 4 of 5')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Maintenance #${taskId}`, level: 2 })).toBeVisible();
  await see(page.getByText('FINISHED').first()).toBeVisible();
  // the helper's open report follows without a reload
  await see(helper.getByText('FINISHED').first()).toBeVisible();

  const box = page.getByRole('textbox', { name: 'Add a comment' });
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Write a message or add an image')).toBeVisible();
  await box.fill('Thanks ');
  await box.pressSequentially('@Tech Hel');
  await page.getByRole('option', { name: new RegExp(w.helperName) }).click();
  await expect(box).toHaveValue(`Thanks @${w.helperName} `);
  await box.pressSequentially('please send the final readings');
  await shoot(page, 'work-report-comment-1280');
  await page.getByRole('button', { name: 'Send' }).click();
  await see(page.getByTestId('comments')).toContainText('please send the final readings');
  await expect(box).toHaveValue('');

  // the mentioned user sees it live: the comment with the mention, and a notice
  const comments = helper.getByTestId('comments');
  await see(comments).toContainText('please send the final readings');
  await expect(comments.locator('[data-mention]')).toHaveText(`@${w.helperName}`);
  await see(helper.getByText(/mentioned you/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await saveScreen(page, 'work-report-1280.png', { fullPage: true });
  await saveScreen(helper, 'work-report-mention-375.png', { fullPage: false });
});

test('the client page lists the client’s tasks; the admin sees the Advisor column', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await signedInPage(browser, w.admin, 1280);
  await page.goto('/work');
  await see(page.getByRole('columnheader', { name: 'Advisor' })).toBeVisible();
  await page.getByRole('tab', { name: 'Estimate' }).click();
  await see(page.getByRole('tab', { name: 'Estimate' })).toHaveAttribute('aria-selected', 'true');
  await page.waitForLoadState('networkidle');
  await saveScreen(page, 'work-estimate-tab-1280.png', { fullPage: false });

  await page.goto(`/client/${w.clientId}`);
  await page.getByRole('tab', { name: 'work' }).click();
  const tasks = page.getByRole('table', { name: 'Tasks of this client' });
  await see(tasks.getByTestId(`task-${taskId}`)).toContainText('FINISHED');
});

test('the Estimate tab: the assignee starts an approved estimate from the Work screen on a phone', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const pickers = (await (
    await request.get('/api/get-estimate-list', {
      headers: bearer(w.admin),
      params: { limit: 1, site_search: w.site },
    })
  ).json()) as {
    sites: { id: number; site_name: string }[];
    roles: { id: number; name: string; priced: boolean }[];
  };
  const site = pickers.sites.find((s) => s.site_name.toLowerCase() === w.site.toLowerCase());
  // a role with a charge rate: one with none cannot be put on an estimate (issue 41 item 2)
  const role = pickers.roles.find((r) => r.priced);
  expect(site?.site_name.toLowerCase()).toBe(w.site.toLowerCase());
  expect(role?.priced).toBe(true);
  const made = await request.post('/api/estimate_generater', {
    headers: bearer(w.admin),
    data: {
      site_id: site?.id,
      work: ['Flush the RO line'],
      products: [],
      labour: [{ role_id: role?.id, work_hour: '2' }],
      travel_distance: '5',
      discount: '0',
      administrative_expense: '10',
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const estimateId = ((await made.json()) as { work_estimate_id: number }).work_estimate_id;
  const approved = await request.post('/api/approve-estimate', {
    headers: bearer(w.admin),
    data: { id: estimateId, assignList: [{ id: w.fitter.id }] },
  });
  expect(approved.status(), await approved.text()).toBe(200);

  const page = await signedInPage(browser, w.fitter, 375);
  await page.goto('/work?tab=estimate');
  const card = page.getByTestId(`work-estimate-${estimateId}`);
  await see(card).toContainText('APPROVED');
  await expect(card).toContainText(w.fitterName);
  await card.getByRole('button', { name: `Start estimate ${estimateId}` }).click();
  await see(card).toContainText('IN PROGRESS');
  await expect(card.getByRole('button', { name: `Finish estimate ${estimateId}` })).toBeVisible();
  await noSideScroll(page);
  await shoot(page, 'work-estimate-tab-375');
});

test('a reseller: own works only, no "Assign to All", the reseller work types', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const reseller = await createReseller(request, w.admin, ['ERNAKULAM'], `Work Reseller ${w.stamp}`);
  const page = await signedInPage(browser, reseller, 375);
  await page.goto('/work');
  await see(page.getByText('Showing your own works.')).toBeVisible();
  await see(page.getByText(/No tasks yet|task/).first()).toBeVisible();
  await expect(page.getByText('Assign to All')).toHaveCount(0);
  // the maintenance task of the journeys above is not theirs
  await expect(page.getByTestId(`task-${taskId}`)).toHaveCount(0);
  await page.getByRole('button', { name: 'Register work' }).click();
  const panel = page.getByRole('dialog', { name: 'Register work' });
  await panel
    .getByRole('textbox', { name: 'Work type' })
    .or(panel.getByRole('combobox', { name: 'Work type' }))
    .first()
    .click();
  await expect(page.getByRole('option', { name: 'Billing Support' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Maintenance' })).toHaveCount(0);
  await page.getByRole('option', { name: 'IT Support' }).click();
  await panel.getByRole('button', { name: 'Register work' }).click();
  await expect(panel.getByText('Enter the description')).toBeVisible();
  await shoot(page, 'work-register-panel-375');
});
