import { ClientScreen } from '../features/clients/components/client-screen.tsx';

export function ClientPage() {
  return <ClientScreen />;
}
