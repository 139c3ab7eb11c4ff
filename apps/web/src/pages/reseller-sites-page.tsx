import { ResellerSitesScreen } from '../features/sites/components/reseller-sites-screen.tsx';

export function ResellerSitesPage() {
  return <ResellerSitesScreen />;
}
