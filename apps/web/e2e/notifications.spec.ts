import { expect, test } from '@playwright/test';
import { signedInPage } from './support/auth.ts';
import { adminSession, createClient, createSite, liveSocket } from './support/clients.ts';
import { fillWorkTask, pickOption } from './support/forms.ts';
import { bearer, makeEmployee, sessionOf } from './support/people.ts';
import { shoot } from './support/screens.ts';
import { taskAtOtherSite } from './support/work.ts';

// the machines that run these are shared: a first load or a live update may take a while
const see = expect.configure({ timeout: 20_000 });

test('a task assigned to me rings my bell live; opening it leads to the task and marks it read', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const admin = await adminSession(request);
  const adviserMade = await makeEmployee(request, { name: `Bell Adviser ${stamp}` });
  const fitterName = `Bell Fitter ${stamp}`;
  const fitterMade = await makeEmployee(request, { name: fitterName });
  const adviser = await sessionOf(request, adviserMade);
  const fitter = await sessionOf(request, fitterMade);
  const client = await createClient(request, admin);
  const site = `Bell Plant ${stamp}`;
  await createSite(request, admin, client.id, site);

  // the fitter waits on the dashboard with the bell quiet
  const theirs = await signedInPage(browser, fitter);
  const live = liveSocket(theirs);
  await theirs.goto('/');
  await live;
  const bell = theirs.getByRole('button', { name: /^Notifications/ });
  await see(bell).toHaveAccessibleName('Notifications');

  // the adviser registers a task for the fitter in another browser
  const mine = await signedInPage(browser, adviser);
  await mine.goto('/work');
  await see(mine.getByRole('heading', { name: 'Work', level: 2 })).toBeVisible();
  await mine.getByRole('button', { name: 'Register work' }).click();
  const panel = mine.getByRole('dialog', { name: 'Register work' });
  await pickOption(panel, 'Work type', 'Maintenance');
  await fillWorkTask(panel, {
    machinery: 'Bell blower',
    complaint: 'The blower trips every hour.',
    site,
    employee: fitterName,
  });
  // the list closes once a person is picked (an Escape would close the whole panel)
  await expect(mine.getByRole('listbox')).toBeHidden();
  await panel.getByRole('button', { name: 'Register work' }).click();
  await see(panel.getByText('Work registered')).toBeVisible();
  // the one who assigned it hears nothing of it
  await expect(mine.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName('Notifications');

  // the fitter's bell counts it without a reload
  await see(bell).toHaveAccessibleName('Notifications, 1 unread');
  await shoot(theirs, 'notifications-bell-1366');
  await bell.click();
  const drawer = theirs.getByRole('dialog', { name: 'Notifications' });
  const item = drawer.getByRole('button', { name: /^Unread: .* assigned you task #\d+ \(Maintenance\)/ });
  await see(item).toBeVisible();
  await expect(item).toContainText(`Bell Adviser ${stamp} assigned you task #`);
  // the time in IST as people read it
  await expect(item).toContainText(/\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} (am|pm)/);
  await expect(drawer.getByText('1 unread')).toBeVisible();
  await shoot(theirs, 'notifications-drawer-1366');
  const taskId = Number((await item.textContent())?.match(/task #(\d+)/)?.[1]);
  expect(taskId).toBeGreaterThan(0);

  // opening it leads to the task's report and marks it read
  await item.click();
  await see(theirs).toHaveURL(new RegExp(`/work-report/${taskId}/Maintenance$`));
  await expect(drawer).toBeHidden();
  await see(bell).toHaveAccessibleName('Notifications');
  const res = await request.get('/api/notifications', { headers: bearer(fitter) });
  const body = (await res.json()) as {
    unread: number;
    data: { subject_id: number; read_at: string | null }[];
  };
  expect(body.unread).toBe(0);
  expect(body.data.find((n) => n.subject_id === taskId)?.read_at).not.toBeNull();
  await bell.click();
  await see(drawer.getByText('All read')).toBeVisible();
  await expect(drawer.getByRole('button', { name: /assigned you task/ })).not.toHaveAccessibleName(/^Unread/);
  // searched by title: the task's number finds it, another word finds nothing and says so
  const search = drawer.getByRole('textbox', { name: 'Search notifications' });
  await search.fill(`#${taskId}`);
  await see(drawer.getByRole('button', { name: new RegExp(`task #${taskId} `) })).toBeVisible();
  await search.fill(`nothing-${stamp}`);
  await see(drawer.getByText('No notification matches')).toBeVisible();
  await search.fill('');
  await see(drawer.getByRole('button', { name: /assigned you task/ })).toBeVisible();
  await theirs.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await theirs.context().close();
  await mine.context().close();
});

test('on a phone (375 px): the badge, Mark all as read, and the Daily digest mail switch on Profile', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const admin = await adminSession(request);
  const made = await makeEmployee(request, { name: `Phone Fitter ${stamp}` });
  const fitter = await sessionOf(request, made);
  for (let i = 0; i < 2; i += 1) {
    await taskAtOtherSite(request, admin, [made.id], {
      panel_type: `Phone panel ${i}`,
      complaint: 'Bell phone journey',
    });
  }
  const page = await signedInPage(browser, fitter, 375);
  await page.goto('/');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await see(bell).toHaveAccessibleName('Notifications, 2 unread');
  await shoot(page, 'notifications-bell-375');
  await bell.click();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  await see(drawer.getByRole('button', { name: /^Unread: / })).toHaveCount(2);
  await shoot(page, 'notifications-drawer-375');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await drawer.getByRole('button', { name: 'Mark all as read' }).click();
  await see(drawer.getByText('All read')).toBeVisible();
  await expect(drawer.getByRole('button', { name: /^Unread: / })).toHaveCount(0);
  await expect(bell).toHaveAccessibleName('Notifications');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // the digest is on until switched off, and stays off
  await page.goto(`/profile/${encodeURIComponent(made.email)}`);
  const digest = page.getByRole('switch', { name: 'Daily digest mail' });
  await see(digest).toBeChecked();
  await digest.click({ force: true });
  await see(digest).not.toBeChecked();
  await expect(digest).toBeEnabled();
  const settings = await request.get('/api/notifications/settings', { headers: bearer(fitter) });
  expect(await settings.json()).toEqual({ data: { digest_mail: false } });
  await digest.scrollIntoViewIfNeeded();
  await shoot(page, 'notifications-profile-375');
  await page.reload();
  await see(page.getByRole('switch', { name: 'Daily digest mail' })).not.toBeChecked();
  await page.context().close();
});
