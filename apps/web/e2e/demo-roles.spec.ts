import { expect, type Page, test } from '@playwright/test';
import { loginAs } from './support/auth.ts';
import { saveScreen } from './support/screens.ts';
import { startServer } from './support/second-server.ts';

/**
 * Issue 31 item 4: every demo login has a day's work on its first screens. A server of its own starts
 * with the demo company (as `npm start` does on a new data folder); each role signs in through the login
 * page and finds rows on the screens the README's table of demo logins names for it, one test a role.
 */

const PASSWORD = 'Demo@12345';

// The file's journeys one after another in one worker (not serial: one failing does not skip the rest), so
// one demo server serves them all: spread over both workers, each made its own demo company, 10 to 30 s
// of a loaded machine's work twice over (bench/README.md §8).
test.describe.configure({ mode: 'default' });

interface DemoRole {
  role: string;
  email: string;
  /** The screens the README names for this role, each with a list that must not be empty. */
  screens: { path: string; heading: string | RegExp }[];
}

const ROLES: DemoRole[] = [
  {
    role: 'technician',
    email: 'employee@demo.aquadesk.in',
    screens: [{ path: '/work', heading: 'Work' }],
  },
  {
    role: 'reseller',
    email: 'reseller@demo.aquadesk.in',
    screens: [
      { path: '/client', heading: /client/i },
      { path: '/site', heading: /site/i },
      { path: '/work-estimate', heading: /estimates/i },
      { path: '/proposal', heading: 'Proposals' },
    ],
  },
  {
    role: 'technical director',
    email: 'technical.director@demo.aquadesk.in',
    screens: [
      { path: '/work', heading: 'Work' },
      { path: '/work-estimate', heading: /estimates/i },
      { path: '/invoicgeneration', heading: 'Invoices' },
    ],
  },
  {
    role: 'work estimator',
    email: 'work.estimate@demo.aquadesk.in',
    screens: [{ path: '/work-estimate', heading: /estimates/i }],
  },
  {
    role: 'marketing',
    email: 'marketing.manager@demo.aquadesk.in',
    screens: [{ path: '/proposal', heading: 'Proposals' }],
  },
  {
    role: 'client management',
    email: 'client.management@demo.aquadesk.in',
    screens: [
      { path: '/client', heading: /client/i },
      { path: '/site', heading: /site/i },
    ],
  },
  {
    role: 'product management',
    email: 'product.management@demo.aquadesk.in',
    screens: [{ path: '/products', heading: /products/i }],
  },
  {
    role: 'finance',
    email: 'finance@demo.aquadesk.in',
    screens: [
      { path: '/invoicgeneration', heading: 'Invoices' },
      { path: '/receivables', heading: 'Receivables' },
      { path: '/e-invoices', heading: 'E-invoices' },
      // issue 41 item 1: finished job cards of the demo company wait for their invoice
      { path: '/ready-to-invoice', heading: 'Ready to invoice' },
    ],
  },
];

/** The screen's list says how many rows it shows, and it shows one or more. */
async function expectRows(page: Page, heading: string | RegExp): Promise<void> {
  await expect(page.getByRole('main').getByRole('heading', { name: heading }).first()).toBeVisible();
  await expect(page.getByTestId('list-foot').first()).toHaveText(/^(Showing )?[1-9][\d,]* (of [\d,]+ )?/);
}

// One server with the demo company for the worker that runs these (it takes 10 to 30 s to make): each
// role's test then signs in on it, so no journey waits for all eight roles.
const demo = test.extend<object, { demoServer: Awaited<ReturnType<typeof startServer>> }>({
  demoServer: [
    async ({ browser: _browser }, use) => {
      // the demo company is made at the first start, before the start block is printed
      const server = await startServer(
        { DEMO_DATA: '1', OVERDUE_REMINDERS: '0', NOTIFICATION_DIGEST: '0' },
        180_000,
      );
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: 200_000 },
  ],
});

for (const { role, email, screens } of ROLES) {
  demo(`the demo ${role} login finds a day of work on its screens`, async ({ browser, demoServer }) => {
    expect(demoServer.output()).toContain('Demo logins');
    const context = await browser.newContext({
      baseURL: demoServer.url,
      viewport: { width: 1366, height: 800 },
    });
    const page = await context.newPage();
    try {
      await loginAs(page, email, PASSWORD);
      for (const { path, heading } of screens) {
        await test.step(path, async () => {
          await page.goto(path);
          await expectRows(page, heading);
        });
      }
    } finally {
      await context.close();
    }
  });
}

// Issue 41 item 8: the estimator's Estimates showed 2 estimates where Work > Estimate showed 11, and not those
// she advises. Each list now says which estimates it holds, and its count is the rows it shows.
demo(
  "the demo work estimator's Estimates and Work > Estimate say what they hold, and count what they show",
  async ({ browser, demoServer }) => {
    const context = await browser.newContext({
      baseURL: demoServer.url,
      viewport: { width: 1366, height: 800 },
    });
    const page = await context.newPage();
    /** The list's foot says "Showing N of N estimates", N being the rows it shows; answers N. */
    const counted = async (rows: RegExp): Promise<number> => {
      const foot = page.getByTestId('list-foot');
      await expect(foot).toHaveText(/^Showing (\d+) of \1 estimates?$/);
      const n = Number((await foot.textContent())?.match(/\d+/)?.[0]);
      await expect(page.getByTestId(rows)).toHaveCount(n);
      return n;
    };
    try {
      await loginAs(page, 'work.estimate@demo.aquadesk.in', PASSWORD);
      await page.goto('/work-estimate');
      await expect(page.getByTestId('list-scope')).toHaveText('Estimates you advise or are assigned to');
      const all = await counted(/^estimate-\d+$/);
      await saveScreen(page, 'estimates-scope-estimator-1366.png', { fullPage: true });
      // the Work screen's Estimate tab holds the same estimates and says so
      await page.goto('/work?tab=estimate');
      await expect(page.getByTestId('list-scope')).toHaveText('Estimates you advise or are assigned to');
      expect(await counted(/^work-estimate-\d+$/)).toBe(all);
      await saveScreen(page, 'work-estimates-scope-estimator-1366.png', { fullPage: true });
      // Advisor: those she advises (her drafts among them), and those others advise: together, all of them
      await page.goto('/work-estimate?adviser=me');
      await expect(page.getByTestId('list-scope')).toHaveText('Estimates you advise');
      const mine = await counted(/^estimate-\d+$/);
      await expect(page.getByTestId(/^estimate-\d+$/).filter({ hasText: 'NOT CONFIRM' })).toHaveCount(4);
      await page.goto('/work-estimate?adviser=others');
      await expect(page.getByTestId('list-scope')).toHaveText(
        'Estimates others advise that you are assigned to',
      );
      const others = await counted(/^estimate-\d+$/);
      expect(mine).toBeGreaterThan(0);
      expect(others).toBeGreaterThan(0);
      expect(mine + others).toBe(all);
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto('/work-estimate');
      await expect(page.getByTestId('list-scope')).toBeVisible();
      await saveScreen(page, 'estimates-scope-estimator-375.png', { fullPage: true });
    } finally {
      await context.close();
    }
  },
);
