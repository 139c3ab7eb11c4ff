import { type Audience, PERMISSIONS } from '@aquadesk/shared/permissions.ts';
import type { ScreenKey } from '@aquadesk/shared/screens.ts';
import type { ComponentType, ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { RouteErrorPage } from '../pages/route-error-page.tsx';
import { HomeSwitch } from './home-switch.tsx';
import { RootLayout } from './layouts/root-layout.tsx';

export { BUILT_SCREENS } from '../features/navigation/built-screens.ts';

/** A page module's component, loaded with its route (each page is its own chunk). */
type LoadPage = () => Promise<ComponentType>;

function page(path: string, load: LoadPage): RouteObject {
  return { path, lazy: async () => ({ Component: await load() }) };
}

type Wrapper = ComponentType<{ children: ReactNode }>;

/** A page inside a guard: the guard's module and the page's load in parallel, the page as its child. */
function guardedPage(path: string, loadGuard: () => Promise<Wrapper>, load: LoadPage): RouteObject {
  return {
    path,
    lazy: async () => {
      const [Guard, Page] = await Promise.all([loadGuard(), load()]);
      return {
        element: (
          <Guard>
            <Page />
          </Guard>
        ),
      };
    },
  };
}

/** Login and sign-up: a user who arrives signed in is sent Home (GuestOnly). */
function guestPage(path: string, load: LoadPage): RouteObject {
  return guardedPage(path, async () => (await import('./guards/guest-only.tsx')).GuestOnly, load);
}

/** A staff screen of SCREENS: only the roles of its audience see it (RequireScreen). */
function screenPage(path: string, screen: ScreenKey, load: LoadPage): RouteObject {
  return guardedPage(
    path,
    async () => {
      const { RequireScreen } = await import('./guards/require-screen.tsx');
      return ({ children }) => <RequireScreen screen={screen}>{children}</RequireScreen>;
    },
    load,
  );
}

/** A staff page for an audience of the permission table rather than a sidebar screen. */
function audiencePage(path: string, audience: Audience, load: LoadPage): RouteObject {
  return guardedPage(
    path,
    async () => {
      const { RequireScreen } = await import('./guards/require-screen.tsx');
      return ({ children }) => <RequireScreen audience={audience}>{children}</RequireScreen>;
    },
    load,
  );
}

/**
 * The public site and the staff app load as separate chunks (route `lazy`), so a visitor's first
 * page carries neither the staff layout nor the socket client. A staff screen gets its route in
 * the staff children below, through screenPage(…, '<key>', …), and its key in BUILT_SCREENS.
 * Pages stay thin and unguarded: the guards are wired here.
 */
const publicRoutes: RouteObject = {
  lazy: async () => ({ Component: (await import('./layouts/public-layout.tsx')).PublicLayout }),
  children: [
    guestPage('login', async () => (await import('../pages/login-page.tsx')).LoginPage),
    guestPage('sign-up', async () => (await import('../pages/sign-up-page.tsx')).SignUpPage),
    page(
      'forgot-password',
      async () => (await import('../pages/forgot-password-page.tsx')).ForgotPasswordPage,
    ),
    page('reset-password', async () => (await import('../pages/reset-password-page.tsx')).ResetPasswordPage),
    page('product', async () => (await import('../pages/product-list-page.tsx')).ProductListPage),
    page('product/:id', async () => (await import('../pages/product-detail-page.tsx')).ProductDetailPage),
    page('wishlist', async () => (await import('../pages/wishlist-page.tsx')).WishlistPage),
    page('legal-doc', async () => (await import('../pages/legal-doc-page.tsx')).LegalDocPage),
    page('privacyPolicy', async () => (await import('../pages/privacy-policy-page.tsx')).PrivacyPolicyPage),
    page('terms&Conditions', async () => (await import('../pages/terms-page.tsx')).TermsPage),
    page('contact', async () => (await import('../pages/contact-page.tsx')).ContactPage),
    // spec 001 §2: public, no login (the path matches /quickPay/-1 of the navigation too: routes ignore case)
    page('quickpay/:id', async () => (await import('../pages/quick-pay-page.tsx')).QuickPayPage),
  ],
};

const staffRoutes: RouteObject = {
  lazy: async () => ({ Component: (await import('./layouts/staff-layout.tsx')).GuardedStaffLayout }),
  // Staff screens other than Home (which lives at `/`, see HomeSwitch) are added here.
  children: [
    page('profile/:email', async () => (await import('../pages/profile-page.tsx')).ProfilePage),
    // spec 000 §6: admin, employee, reseller (the sidebar also lists it for marketing_manager, who gets the no-access view)
    {
      ...audiencePage(
        'dashboard',
        // issue 31 item 13: finance and technical directors too, for the trend charts
        PERMISSIONS['dashboard.task_trends'],
        async () => (await import('../pages/dashboard-page.tsx')).DashboardPage,
      ),
      // the rating request starts with the chunks' download, not after the page renders (issue 15:
      // the first tab within 1 s of login); the loader does not wait for it
      loader: ({ request }) => {
        void import('../features/dashboard/rating-query.ts').then((m) =>
          m.prefetchRating(new URL(request.url)),
        );
        return null;
      },
    },
    screenPage('products', 'products', async () => (await import('../pages/products-page.tsx')).ProductsPage),
    screenPage('messages', 'messages', async () => (await import('../pages/messages-page.tsx')).MessagesPage),
    screenPage(
      'company-settings',
      'company',
      async () => (await import('../pages/company-page.tsx')).CompanyPage,
    ),
    screenPage('employee', 'employee', async () => (await import('../pages/employee-page.tsx')).EmployeePage),
    screenPage(
      'leave-tracker',
      'leave',
      async () => (await import('../pages/leave-tracker-page.tsx')).LeaveTrackerPage,
    ),
    screenPage('dept', 'dept', async () => (await import('../pages/dept-page.tsx')).DeptPage),
    screenPage('client', 'client', async () => (await import('../pages/client-page.tsx')).ClientPage),
    // spec 001 §6: the client page is for employee and admin
    guardedPage(
      'client/:id',
      async () => {
        const { CLIENT_PAGE_AUDIENCE, RequireAudience } = await import('./guards/require-audience.tsx');
        return ({ children }) => (
          <RequireAudience audience={CLIENT_PAGE_AUDIENCE}>{children}</RequireAudience>
        );
      },
      async () => (await import('../pages/client-detail-page.tsx')).ClientDetailPage,
    ),
    screenPage('profit', 'profit', async () => (await import('../pages/profit-page.tsx')).ProfitPage),
    screenPage(
      'work-estimate',
      'estimates',
      async () => (await import('../pages/work-estimate-page.tsx')).WorkEstimatePage,
    ),
    // the job card: any staff member the estimate concerns (assignees too); the server answers 404 to others
    audiencePage(
      'work-estimate/:id',
      'staff',
      async () => (await import('../pages/work-estimate-detail-page.tsx')).WorkEstimateDetailPage,
    ),
    screenPage(
      'invoicgeneration',
      'invoice',
      async () => (await import('../pages/invoice-page.tsx')).InvoicePage,
    ),
    // finished job cards without an invoice, for those who make invoices (issue 41 item 1)
    screenPage(
      'ready-to-invoice',
      'ready_to_invoice',
      async () => (await import('../pages/ready-to-invoice-page.tsx')).ReadyToInvoicePage,
    ),
    // one invoice, for the Invoice screen's audience (docs/requirements/002-gst.md §5-§8)
    screenPage(
      'invoice/:id',
      'invoice',
      async () => (await import('../pages/invoice-detail-page.tsx')).InvoiceDetailPage,
    ),
    // who owes what, and a client's statement (docs/requirements/002-gst.md §8)
    screenPage(
      'receivables',
      'receivables',
      async () => (await import('../pages/receivables-page.tsx')).ReceivablesPage,
    ),
    // the invoice, note and payment registers of a period, and their files (docs/requirements/002-gst.md §10)
    screenPage(
      'registers',
      'registers',
      async () => (await import('../pages/registers-page.tsx')).RegistersPage,
    ),
    // GSTR-1 of a month or a quarter, its JSON and workbook (docs/requirements/004-gstr1.md)
    screenPage('gstr1', 'gstr1', async () => (await import('../pages/gstr1-page.tsx')).Gstr1Page),
    // bringing the books in from a file (issue 41 item 12; docs/api.md "Imports")
    screenPage('import', 'import', async () => (await import('../pages/import-page.tsx')).ImportPage),
    // finance's queue of e-invoices (docs/requirements/003-e-invoice.md §13)
    screenPage(
      'e-invoices',
      'e_invoices',
      async () => (await import('../pages/e-invoices-page.tsx')).EInvoicesPage,
    ),
    screenPage(
      'statement/:clientId',
      'receivables',
      async () => (await import('../pages/statement-page.tsx')).StatementPage,
    ),
    screenPage('work', 'work', async () => (await import('../pages/work-page.tsx')).WorkPage),
    // the work report: any staff member the task concerns (forwarded users too); the server answers 404 to others
    audiencePage(
      'work-report/:id/:worktype',
      'staff',
      async () => (await import('../pages/work-report-page.tsx')).WorkReportPage,
    ),
    // spec 000 §6 puts Proposal in the sidebar of admin, marketing_manager and reseller; docs/api.md lets
    // technical_director and work_estimate call the proposal routes too, so the pages follow the API's roles
    audiencePage(
      'proposal',
      PERMISSIONS['proposal.list'],
      async () => (await import('../pages/proposal-page.tsx')).ProposalPage,
    ),
    audiencePage(
      'proposal/:id',
      PERMISSIONS['proposal.view'],
      async () => (await import('../pages/proposal-detail-page.tsx')).ProposalDetailPage,
    ),
    // issue 43 item 2: service contracts, for those who may view them
    screenPage(
      'contracts',
      'contracts',
      async () => (await import('../pages/contracts-page.tsx')).ContractsPage,
    ),
    audiencePage(
      'contracts/:id',
      PERMISSIONS['contract.view'],
      async () => (await import('../pages/contract-detail-page.tsx')).ContractDetailPage,
    ),
    // issue 43 item 3: the contracts' visit calendar
    screenPage('visits', 'visits', async () => (await import('../pages/visits-page.tsx')).VisitsPage),
    screenPage('site', 'site', async () => (await import('../pages/site-page.tsx')).SitePage),
    // issue 43 item 1: the plants and equipment at sites, and one piece with its history
    screenPage(
      'equipment',
      'equipment',
      async () => (await import('../pages/equipment-page.tsx')).EquipmentPage,
    ),
    audiencePage(
      'equipment/:id',
      PERMISSIONS['equipment.view'],
      async () => (await import('../pages/equipment-detail-page.tsx')).EquipmentDetailPage,
    ),
    screenPage('reseller', 'reseller', async () => (await import('../pages/reseller-page.tsx')).ResellerPage),
    // spec 000 §2, §6: admin only; others get the not-found page, as for the Reseller screen
    screenPage(
      'reseller-clients',
      'reseller',
      async () => (await import('../pages/reseller-clients-page.tsx')).ResellerClientsPage,
    ),
    screenPage(
      'reseller-sites',
      'reseller',
      async () => (await import('../pages/reseller-sites-page.tsx')).ResellerSitesPage,
    ),
  ],
};

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: () => <PageLoader fullScreen />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, Component: HomeSwitch },
      publicRoutes,
      staffRoutes,
      // lazy: the not-found page is not part of a visitor's first page (issue #3 budget)
      {
        path: '*',
        lazy: async () => ({ Component: (await import('../pages/not-found-page.tsx')).NotFoundPage }),
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
