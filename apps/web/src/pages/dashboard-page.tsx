import { usePageTitle } from '../components/use-page-title.ts';
import { DashboardScreen } from '../features/dashboard/components/dashboard-screen.tsx';

/** /dashboard (spec 000 §2: heading ADMIN PANEL, title Dashboard). */
export function DashboardPage() {
  usePageTitle('Dashboard', 'ADMIN PANEL');
  return <DashboardScreen />;
}
