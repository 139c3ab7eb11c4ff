import { ClientDetailScreen } from '../features/clients/components/client-detail-screen.tsx';

export function ClientDetailPage() {
  return <ClientDetailScreen />;
}
