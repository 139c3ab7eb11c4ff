import { ResellerClientsScreen } from '../features/clients/components/reseller-clients-screen.tsx';

export function ResellerClientsPage() {
  return <ResellerClientsScreen />;
}
