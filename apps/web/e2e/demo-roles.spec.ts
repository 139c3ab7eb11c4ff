import { expect, type Page, test } from '@playwright/test';
import { loginAs } from './support/auth.ts';
import { startServer } from './support/second-server.ts';

/**
 * Issue 31 item 4: every demo login has a day's work on its first screens. A server of its own starts
 * with the demo company (as `npm start` does on a new data folder); each role signs in through the login
 * page and finds rows on the screens the README's table of demo logins names for it, one test a role.
 */

const PASSWORD = 'Demo@12345';

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
