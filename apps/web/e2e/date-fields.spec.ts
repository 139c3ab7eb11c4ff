import { expect, type Locator, type Page, test } from '@playwright/test';
import { loginViaApi, startSignedIn } from './support/auth.ts';
import { ADMIN } from './support/env.ts';
import { makeEmployee, sessionOf } from './support/people.ts';
import { resizeTo, saveScreen } from './support/screens.ts';

/**
 * Every date field is typed and shown dd/mm/yyyy, with a calendar from Monday, whatever the browser's
 * language (issue: the Indian format in every date field). The browser here speaks American English, where
 * a native date input would read and show mm/dd/yyyy: 04/12/2026 must still be the 4th of December.
 */
test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

const see = expect.configure({ timeout: 20_000 });

async function shoot(page: Page, name: string) {
  await saveScreen(page, `${name}.png`, { fullPage: false });
}

/** The calendar the focused date field opened (its dropdown, in a portal). */
const calendarOf = (page: Page): Locator => page.locator('[data-dates-dropdown]');

test('a leave for a range is typed and picked day first, skips the Sunday, and each day reaches the list', async ({
  page,
  request,
}) => {
  test.slow();
  const me = await makeEmployee(request, { name: `Dina ${Date.now().toString(36)}` });
  await page.setViewportSize({ width: 1366, height: 900 });
  await startSignedIn(page, await sessionOf(request, me));
  await page.goto('/leave-tracker');
  await page.getByRole('button', { name: 'Apply leave' }).click();
  const form = page.getByRole('dialog', { name: 'Apply Leave' });
  const from = form.getByRole('textbox', { name: 'From' });
  const to = form.getByRole('textbox', { name: 'To' });

  // a day that does not exist is named at the field once the user leaves it
  await from.pressSequentially('31/02/2026');
  await from.press('Tab');
  await see(from).toHaveAccessibleDescription('31/02/2026 is not a date in the calendar');
  await expect(from).toHaveValue('31/02/2026');
  // Tab took the focus to To, which opened its calendar while From's closed: once From's has gone, To's
  // is closed and gone too before From is typed in again, or it would still be in the page for its
  // closing transition beside From's new one (a CI run on a loaded machine once found both calendars'
  // 'December 2026', the month both show in December)
  await see(calendarOf(page)).toHaveCount(1);
  await page.keyboard.press('Escape');
  await see(calendarOf(page)).toHaveCount(0);

  // typed day first: the 4th of December (an American browser would read the 12th of April)
  await from.fill('');
  await from.pressSequentially('04/12/2026');
  const fromCalendar = calendarOf(page);
  await see(fromCalendar.getByRole('button', { name: 'December 2026', exact: true })).toBeVisible();
  // weeks start on Monday
  await expect(fromCalendar.locator('thead th').first()).toHaveText('Mo');
  await expect(fromCalendar.getByRole('button', { name: '4 December 2026', exact: true })).toHaveAttribute(
    'data-selected',
    'true',
  );
  // Escape closes the calendar, not the form
  await from.press('Escape');
  await see(fromCalendar).toBeHidden();
  await expect(form).toBeVisible();
  await from.press('Tab');
  await expect(from).not.toHaveAccessibleDescription(
    /not a date in the calendar|Enter a date as dd\/mm\/yyyy/,
  );

  // To is picked from its calendar, which opens at From's month
  await to.click();
  const toCalendar = calendarOf(page);
  await see(toCalendar.getByRole('button', { name: 'December 2026', exact: true })).toBeVisible();
  await shoot(page, 'date-fields-leave-calendar-1366');
  // before From is not a day to pick
  await expect(toCalendar.getByRole('button', { name: '3 December 2026', exact: true })).toBeDisabled();
  await toCalendar.getByRole('button', { name: '8 December 2026', exact: true }).click();
  await expect(to).toHaveValue('08/12/2026');
  // Friday to Tuesday: the Sunday is not a working day
  await see(form.getByTestId('leave-working-days')).toHaveText('Applies for 4 working days');

  await form.getByRole('combobox', { name: 'Duration' }).fill('Full Day');
  await form.getByRole('combobox', { name: 'Leave type' }).fill('Annual Leave');
  await form.getByRole('textbox', { name: 'Reason' }).fill('Sister’s wedding in Thrissur');
  await shoot(page, 'date-fields-leave-form-1366');
  await form.getByRole('button', { name: 'Apply Leave' }).click();
  await see(form.getByText('Successfully apply leave')).toBeVisible();
  await form.getByRole('button', { name: 'Done' }).click();
  await see(form).toBeHidden();

  const days = ['04/12/2026', '05/12/2026', '07/12/2026', '08/12/2026'];
  const rowOf = (day: string) => page.getByRole('row', { name: new RegExp(day) });
  for (const day of days) await see(rowOf(day)).toBeVisible();
  await expect(rowOf('06/12/2026')).toHaveCount(0);
  // stored: a reload shows each day
  await page.reload();
  for (const day of days) await see(rowOf(day)).toBeVisible();
  await expect(rowOf('06/12/2026')).toHaveCount(0);

  // a range with a day already applied for stores nothing, and says which day at From
  await page.getByRole('button', { name: 'Apply leave' }).click();
  const again = page.getByRole('dialog', { name: 'Apply Leave' });
  await again.getByRole('textbox', { name: 'From' }).fill('07/12/2026');
  // more than 31 days is named at To
  const againTo = again.getByRole('textbox', { name: 'To' });
  await againTo.fill('10/01/2027');
  await againTo.press('Tab');
  await see(againTo).toHaveAccessibleDescription(/A range can be at most 31 days, both ends counted/);
  await againTo.fill('09/12/2026');
  await see(again.getByTestId('leave-working-days')).toHaveText('Applies for 3 working days');
  await again.getByRole('combobox', { name: 'Duration' }).fill('Full Day');
  await again.getByRole('combobox', { name: 'Leave type' }).fill('Annual Leave');
  await again.getByRole('textbox', { name: 'Reason' }).fill('Longer stay');
  await again.getByRole('button', { name: 'Apply Leave' }).click();
  await see(again.getByRole('textbox', { name: 'From' })).toHaveAccessibleDescription(
    '07/12/2026: You already have a leave on this date',
  );
  await page.keyboard.press('Escape');
  await see(again).toBeHidden();
  await expect(rowOf('09/12/2026')).toHaveCount(0);

  // the edit form's day is typed day first too, and stored as typed
  await rowOf('08/12/2026').getByRole('button', { name: 'Edit leave' }).click();
  const edit = page.getByRole('dialog', { name: 'Update Leave' });
  const leaveDate = edit.getByRole('textbox', { name: 'Leave date' });
  await expect(leaveDate).toHaveValue('08/12/2026');
  await leaveDate.fill('10/12/2026');
  await edit.getByRole('button', { name: 'Update Leave' }).click();
  await see(edit.getByText('Successfully apply leave')).toBeVisible();
  await edit.getByRole('button', { name: 'Done' }).click();
  await page.reload();
  await see(rowOf('10/12/2026')).toBeVisible();
  await expect(rowOf('08/12/2026')).toHaveCount(0);

  // the phone: the form and its calendar fit the screen
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: 'Apply leave' }).click();
  const phoneForm = page.getByRole('dialog', { name: 'Apply Leave' });
  await phoneForm.getByRole('textbox', { name: 'From' }).fill('14/12/2026');
  await phoneForm.getByRole('textbox', { name: 'From' }).press('Tab');
  await phoneForm.getByRole('textbox', { name: 'To' }).click();
  await see(calendarOf(page).getByRole('button', { name: '18 December 2026', exact: true })).toBeVisible();
  await shoot(page, 'date-fields-leave-calendar-375');
  await calendarOf(page).getByRole('button', { name: '18 December 2026', exact: true }).click();
  await see(phoneForm.getByTestId('leave-working-days')).toHaveText('Applies for 5 working days');
  await shoot(page, 'date-fields-leave-form-375');
});

test('the dashboard period is typed and picked day first, and the days reach the rating call', async ({
  page,
  request,
}) => {
  const admin = await loginViaApi(request, ADMIN.email, ADMIN.password);
  await page.setViewportSize({ width: 1366, height: 900 });
  await startSignedIn(page, admin);
  await page.goto('/dashboard?tab=1');
  const from = page.getByRole('textbox', { name: 'From', exact: true });
  const to = page.getByRole('textbox', { name: 'To', exact: true });

  const asked = page.waitForRequest(
    (r) => r.url().endsWith('/api/get-rating') && r.postDataJSON()?.start_date === '2026-04-01',
  );
  await from.pressSequentially('01/04/2026');
  await asked;
  await see(page).toHaveURL(/from=2026-04-01/);
  // the filters sit below the charts: a filter written to the URL leaves the page where it was (a scroll to
  // the top took the field, and the calendar anchored to it, out of view)
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await from.press('Tab');

  const picked = page.waitForRequest(
    (r) => r.url().endsWith('/api/get-rating') && r.postDataJSON()?.end_date === '2026-04-30',
  );
  await to.click();
  const calendar = calendarOf(page);
  await see(calendar.getByRole('button', { name: 'April 2026', exact: true })).toBeVisible();
  await shoot(page, 'date-fields-dashboard-calendar-1366');
  await calendar.getByRole('button', { name: '30 April 2026', exact: true }).click();
  await picked;
  await expect(to).toHaveValue('30/04/2026');

  // a To before From stays in its field, named, and is not asked for
  await to.fill('15/03/2026');
  await to.press('Tab');
  await see(to).toHaveAccessibleDescription('To must be on or after From');
  await see(page).toHaveURL(/to=2026-04-30/);

  // the URL keeps the period: a reload shows it day first
  await page.reload();
  await see(from).toHaveValue('01/04/2026');
  await expect(to).toHaveValue('30/04/2026');

  await resizeTo(page, { width: 375, height: 800 });
  await from.click();
  await see(calendarOf(page).getByRole('button', { name: '1 April 2026', exact: true })).toBeVisible();
  await shoot(page, 'date-fields-dashboard-calendar-375');
  // cleared, the filter leaves the URL
  await page.keyboard.press('Escape');
  await from.fill('');
  await see(page).not.toHaveURL(/from=/);
});
