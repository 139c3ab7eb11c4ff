import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { RouteErrorPage } from '../pages/route-error-page.tsx';
import { HomeSwitch } from './home-switch.tsx';
import { RootLayout } from './layouts/root-layout.tsx';

export { BUILT_SCREENS } from './built-screens.ts';

/**
 * The public site and the staff app load as separate chunks (route `lazy`), so a visitor's first
 * page carries neither the staff layout nor the socket client. A staff screen gets its route in
 * the staff children below, wrapped in <RequireScreen screen="…">, and its key in BUILT_SCREENS.
 */
const publicRoutes: RouteObject = {
  lazy: async () => ({ Component: (await import('./layouts/public-layout.tsx')).PublicLayout }),
  children: [
    {
      path: 'login',
      lazy: async () => ({ Component: (await import('../pages/login-page.tsx')).LoginPage }),
    },
    {
      path: 'sign-up',
      lazy: async () => ({ Component: (await import('../pages/sign-up-page.tsx')).SignUpPage }),
    },
    {
      path: 'forgot-password',
      lazy: async () => ({
        Component: (await import('../pages/forgot-password-page.tsx')).ForgotPasswordPage,
      }),
    },
    {
      path: 'reset-password',
      lazy: async () => ({ Component: (await import('../pages/reset-password-page.tsx')).ResetPasswordPage }),
    },
  ],
};

const staffRoutes: RouteObject = {
  lazy: async () => ({ Component: (await import('./layouts/staff-layout.tsx')).GuardedStaffLayout }),
  // Staff screens other than Home (which lives at `/`, see HomeSwitch) are added here.
  children: [
    {
      path: 'profile/:email',
      lazy: async () => ({ Component: (await import('../pages/profile-page.tsx')).ProfilePage }),
    },
    {
      path: 'employee',
      lazy: async () => ({ Component: (await import('../pages/employee-page.tsx')).EmployeePage }),
    },
    {
      path: 'leave-tracker',
      lazy: async () => ({ Component: (await import('../pages/leave-tracker-page.tsx')).LeaveTrackerPage }),
    },
    {
      path: 'dept',
      lazy: async () => ({ Component: (await import('../pages/dept-page.tsx')).DeptPage }),
    },
    {
      path: 'client',
      lazy: async () => ({ Component: (await import('../pages/client-page.tsx')).ClientPage }),
    },
    {
      path: 'client/:id',
      lazy: async () => ({ Component: (await import('../pages/client-detail-page.tsx')).ClientDetailPage }),
    },
    {
      path: 'site',
      lazy: async () => ({ Component: (await import('../pages/site-page.tsx')).SitePage }),
    },
    {
      path: 'reseller',
      lazy: async () => ({ Component: (await import('../pages/reseller-page.tsx')).ResellerPage }),
    },
    {
      path: 'reseller-clients',
      lazy: async () => ({
        Component: (await import('../pages/reseller-clients-page.tsx')).ResellerClientsPage,
      }),
    },
    {
      path: 'reseller-sites',
      lazy: async () => ({ Component: (await import('../pages/reseller-sites-page.tsx')).ResellerSitesPage }),
    },
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
      { path: '*', Component: NotFoundPage },
    ],
  },
];

export const router = createBrowserRouter(routes);
