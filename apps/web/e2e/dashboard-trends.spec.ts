import { todayInIndia } from '@aquadesk/shared/dates.ts';
import { expect, test } from '@playwright/test';
import { signedInPage } from './support/auth.ts';
import { AMC_LINE, issueInvoice, recordPayment } from './support/invoices.ts';
import { financeSession, makeEmployee, sessionOf } from './support/people.ts';
import { overflowOf, saveScreen } from './support/screens.ts';

/*
 * The dashboard's trend charts (issue 31 item 13, docs/api.md "Dashboard trends"): finance sees revenue by
 * month, receivables by age and tasks per week; an employee sees only the tasks chart.
 */

const see = expect.configure({ timeout: 20_000 });
const CHARTS = ['Revenue by month', 'Receivables by age', 'Tasks finished per week'];

test('finance sees the three trend charts; an employee only the tasks chart', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const finance = await financeSession(request);
  // an invoice of ₹10,000 at 18 % (₹11,800.00), ₹5,000 paid today: this month has revenue and money owed
  const organization = `Trend Org ${Date.now().toString(36)}`;
  const { id } = await issueInvoice(request, finance, organization, [AMC_LINE], '9847000222');
  await recordPayment(request, finance, id, {
    amount: '5000',
    method: 'bank_transfer',
    reference: 'UTR-TREND-5000',
    received_on: todayInIndia(),
  });

  for (const width of [1366, 375]) {
    const page = await signedInPage(browser, finance, width);
    await page.goto('/dashboard');
    for (const title of CHARTS) {
      const chart = page.getByRole('region', { name: title });
      await see(chart.getByRole('heading', { name: title })).toBeVisible();
      await see(chart.locator('.recharts-surface').or(chart.getByText(/^No /))).toBeVisible();
    }
    await see(page.getByRole('region', { name: 'Receivables by age' })).toContainText(
      /Total owed ₹[\d,]+\.\d\d/,
    );
    // the spec's tabs stay below the charts
    await see(page.getByRole('tab', { name: 'Overview status' })).toBeVisible();
    expect(await overflowOf(page)).toBeLessThanOrEqual(0);
    await saveScreen(page, `dashboard-trends-finance-${width}.png`, { fullPage: true });
    await page.context().close();
  }

  const employee = await sessionOf(
    request,
    await makeEmployee(request, { name: `Worker ${Date.now().toString(36)}`, permissions: [] }),
  );
  const page = await signedInPage(browser, employee, 375);
  await page.goto('/dashboard');
  await see(page.getByRole('region', { name: 'Tasks finished per week' })).toBeVisible();
  await see(page.getByRole('tab').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Revenue by month' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Receivables by age' })).toHaveCount(0);
  expect(await overflowOf(page)).toBeLessThanOrEqual(0);
  await saveScreen(page, 'dashboard-trends-employee-375.png', { fullPage: true });

  // a chart that fails to load says so, with a retry
  await page.route('**/api/dashboard/task-trends', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Trends are down"}' }),
  );
  await page.reload();
  const failed = page.getByRole('region', { name: 'Tasks finished per week' });
  await see(failed.getByText('Could not load')).toBeVisible();
  await expect(failed.getByRole('button', { name: 'Try again' })).toBeVisible();
  await page.context().close();
});
